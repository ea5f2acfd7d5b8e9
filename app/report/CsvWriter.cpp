#include "app/report/CsvWriter.h"

#include <fmt/format.h>

#include <cmath>

namespace snp::report {

CsvWriter &CsvWriter::field(std::string_view text) {
  if (rowStarted_) text_ += ',';
  rowStarted_ = true;
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) {
    text_ += text;
    return *this;
  }
  text_ += '"';
  for (char c : text) {
    if (c == '"') text_ += '"';
    text_ += c;
  }
  text_ += '"';
  return *this;
}

CsvWriter &CsvWriter::number(double value) {
  // fmt's default for a double is the shortest round-trip form, never locale-dependent.
  return field(std::isfinite(value) ? fmt::format("{}", value) : std::string());
}

CsvWriter &CsvWriter::endRow() {
  text_ += "\r\n";
  rowStarted_ = false;
  return *this;
}

} // namespace snp::report
