#pragma once

#include <string>
#include <string_view>

namespace snp::report {

// Builds CSV text per RFC 4180: fields separated by commas, rows ended by CRLF, a field quoted
// when it holds a comma, a quote, CR, LF or a tab or starts or ends with a space (readers that
// trim blanks keep it then), quotes doubled inside. UTF-8 in, UTF-8 out. Numbers
// use '.' whatever the locale and the shortest text that reads back to the same double; a
// non-finite number is an empty field.
//
// A table for machines keeps every text exactly. A table for people is opened in a spreadsheet,
// which runs a cell that starts with '=', '+', '-' or '@' (or a tab or CR before one) as a
// formula: such a text gets a leading apostrophe, which spreadsheets show as text (OWASP, "CSV
// Injection"), and a text holding ';' or a tab is quoted too, so that a spreadsheet that splits at
// semicolons cannot start a new cell inside it. Numbers are never changed.
class CsvWriter {
public:
  enum class Reader { Machine, People };
  explicit CsvWriter(Reader reader = Reader::Machine) : reader_(reader) {}

  CsvWriter &field(std::string_view text);
  CsvWriter &number(double value);
  // A number already written as text (fixed decimals, a sign): kept as it is for either reader.
  CsvWriter &numberText(std::string_view digits);
  CsvWriter &endRow();
  const std::string &text() const { return text_; }

private:
  CsvWriter &cell(std::string_view text, std::string_view quoteWhen, std::string_view prefix);

  Reader reader_;
  std::string text_;
  bool rowStarted_ = false;
};

} // namespace snp::report
