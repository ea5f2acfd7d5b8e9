#include "app/report/CsvWriter.h"

#include <fmt/format.h>

#include <cmath>

namespace snp::report {

namespace {

// A tab is quoted too: readers that trim blanks around unquoted fields (libcsv, Python's
// skipinitialspace) would drop it.
constexpr std::string_view kAlwaysQuoted = ",\"\r\n\t";
constexpr std::string_view kQuotedForPeople = ",\"\r\n\t;";
constexpr std::string_view kFormulaStarts = "=+-@\t\r";

} // namespace

CsvWriter &CsvWriter::cell(std::string_view text, std::string_view quoteWhen, std::string_view prefix) {
  if (rowStarted_) text_ += ',';
  rowStarted_ = true;
  const bool blankEnds = !text.empty() && (text.front() == ' ' || text.back() == ' ');
  if (!blankEnds && text.find_first_of(quoteWhen) == std::string_view::npos) {
    text_ += prefix;
    text_ += text;
    return *this;
  }
  text_ += '"';
  text_ += prefix;
  for (char c : text) {
    if (c == '"') text_ += '"';
    text_ += c;
  }
  text_ += '"';
  return *this;
}

CsvWriter &CsvWriter::field(std::string_view text) {
  if (reader_ == Reader::Machine) return cell(text, kAlwaysQuoted, {});
  const bool formula = !text.empty() && kFormulaStarts.find(text.front()) != std::string_view::npos;
  return cell(text, kQuotedForPeople, formula ? "'" : "");
}

CsvWriter &CsvWriter::numberText(std::string_view digits) { return cell(digits, kAlwaysQuoted, {}); }

CsvWriter &CsvWriter::number(double value) {
  // fmt's default for a double is the shortest round-trip form, never locale-dependent.
  return numberText(std::isfinite(value) ? fmt::format("{}", value) : std::string());
}

CsvWriter &CsvWriter::endRow() {
  text_ += "\r\n";
  rowStarted_ = false;
  return *this;
}

} // namespace snp::report
