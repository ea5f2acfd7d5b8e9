#pragma once
// Reads CSV with libcsv (an RFC 4180 parser, Debian's libcsv-dev) in strict mode, so that the
// tests check the planner's CSV against an implementation that is not its own.
#include <csv.h>

#include <stdexcept>
#include <string>
#include <vector>

using CsvTable = std::vector<std::vector<std::string>>;

inline CsvTable parseCsv(const std::string &text) {
  struct Builder {
    CsvTable rows;
    std::vector<std::string> row;
  } builder;
  csv_parser parser;
  if (csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI) != 0) throw std::runtime_error("csv_init failed");
  auto onField = [](void *data, size_t size, void *sink) {
    static_cast<Builder *>(sink)->row.emplace_back(static_cast<const char *>(data), size);
  };
  auto onRow = [](int, void *sink) {
    auto *b = static_cast<Builder *>(sink);
    b->rows.push_back(std::move(b->row));
    b->row.clear();
  };
  const std::size_t parsed = csv_parse(&parser, text.data(), text.size(), onField, onRow, &builder);
  const int finished = csv_fini(&parser, onField, onRow, &builder);
  const std::string error = csv_strerror(csv_error(&parser));
  csv_free(&parser);
  if (parsed != text.size() || finished != 0) throw std::runtime_error("CSV does not parse: " + error);
  return builder.rows;
}
