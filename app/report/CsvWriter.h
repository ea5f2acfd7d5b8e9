#pragma once

#include <string>
#include <string_view>

namespace snp::report {

// Builds CSV text per RFC 4180: fields separated by commas, rows ended by CRLF, a field quoted
// when it holds a comma, a quote, CR or LF, quotes doubled inside. UTF-8 in, UTF-8 out. Numbers
// use '.' whatever the locale and the shortest text that reads back to the same double; a
// non-finite number is an empty field.
class CsvWriter {
public:
  CsvWriter &field(std::string_view text);
  CsvWriter &number(double value);
  CsvWriter &endRow();
  const std::string &text() const { return text_; }

private:
  std::string text_;
  bool rowStarted_ = false;
};

} // namespace snp::report
