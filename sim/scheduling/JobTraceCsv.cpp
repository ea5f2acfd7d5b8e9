#include "sim/scheduling/JobTraceCsv.h"

#include "model/Config.h"
#include "model/Message.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <limits>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace snp::sim {

static_assert(kMaxJobCards == model::kMaxCount, "a job asks for at most as many cards as a machine has");

namespace {

enum Column { SubmitS, Cards, DurationS, Tenant, Priority, Shape, FlopsPerByte, HostMemoryB, ColumnCount };
static_assert(std::size(kJobTraceColumns) == ColumnCount);

constexpr std::string_view kDefaultTenant = "default";

struct Cell {
  std::string text;
  int line = 0; // where the cell starts: a quoted cell may span lines
};

using Record = std::vector<Cell>;

// Collects problems, listing the first kMaxListedTraceProblems and counting the rest.
class Problems {
public:
  template <class... Args>
  void report(std::string path, model::MessageTemplate<std::type_identity_t<Args>...> message, Args... args) {
    if (static_cast<int>(listed_.size()) < kMaxListedTraceProblems)
      listed_.push_back(model::problemOf(std::move(path), message, std::move(args)...));
    else
      ++unlisted_;
  }

  bool empty() const { return listed_.empty(); }

  model::Problems take() {
    if (unlisted_ > 0)
      listed_.push_back(
          model::problemOf("", SNP_MESSAGE("Validation", "{} more problems are not listed"), unlisted_));
    return std::move(listed_);
  }

private:
  model::Problems listed_;
  int unlisted_ = 0;
};

std::string linePath(int line) { return fmt::format("line {}", line); }

// RFC 4180 records. A syntax error ends the reading: what follows it cannot be trusted.
class Tokenizer {
public:
  Tokenizer(std::string_view text, Problems &problems) : text_(text), problems_(problems) {
    if (text_.starts_with("\xEF\xBB\xBF")) text_.remove_prefix(3); // a byte-order mark, as spreadsheets write
  }

  // The next record, or false at the end or after a syntax error. Empty lines are skipped.
  bool next(Record &record) {
    while (pos_ < text_.size() && !failed_) {
      record.clear();
      if (!readRecord(record)) return false;
      if (record.size() == 1 && record[0].text.empty() && !lastCellQuoted_) continue;
      return true;
    }
    return false;
  }

private:
  bool atLineEnd() const {
    return text_[pos_] == '\n' || (text_[pos_] == '\r' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '\n');
  }

  void skipLineEnd() {
    pos_ += text_[pos_] == '\r' ? 2 : 1;
    ++line_;
  }

  bool readRecord(Record &record) {
    for (;;) {
      Cell cell{{}, line_};
      lastCellQuoted_ = pos_ < text_.size() && text_[pos_] == '"';
      if (!(lastCellQuoted_ ? readQuoted(cell) : readPlain(cell))) return false;
      record.push_back(std::move(cell));
      if (pos_ == text_.size()) return true;
      if (text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      skipLineEnd();
      return true;
    }
  }

  bool readPlain(Cell &cell) {
    const std::size_t start = pos_;
    while (pos_ < text_.size() && text_[pos_] != ',' && !atLineEnd()) {
      if (text_[pos_] == '"') {
        problems_.report(linePath(line_),
                         SNP_MESSAGE("Validation", "has a quote inside an unquoted cell; "
                                                   "quote the whole cell and double the quote"));
        failed_ = true;
        return false;
      }
      ++pos_;
    }
    cell.text.assign(text_.substr(start, pos_ - start));
    return true;
  }

  bool readQuoted(Cell &cell) {
    ++pos_;
    for (;;) {
      if (pos_ == text_.size()) {
        problems_.report(linePath(cell.line),
                         SNP_MESSAGE("Validation", "has a quoted cell that is never closed"));
        failed_ = true;
        return false;
      }
      const char c = text_[pos_++];
      if (c == '\n') ++line_;
      if (c != '"') {
        cell.text += c;
        continue;
      }
      if (pos_ < text_.size() && text_[pos_] == '"') {
        cell.text += '"';
        ++pos_;
        continue;
      }
      if (pos_ == text_.size() || text_[pos_] == ',' || atLineEnd()) return true;
      problems_.report(linePath(line_), SNP_MESSAGE("Validation", "has text after a closing quote; "
                                                                  "a quote inside a quoted cell is doubled"));
      failed_ = true;
      return false;
    }
  }

  std::string_view text_;
  Problems &problems_;
  std::size_t pos_ = 0;
  int line_ = 1;
  bool failed_ = false;
  bool lastCellQuoted_ = false;
};

// "empty", a number as written with its unit, or other text in quotes: how a message shows a cell.
std::string shown(const Cell &cell, std::string_view unit = "") {
  if (cell.text.empty()) return "empty";
  const bool numeric = std::all_of(cell.text.begin(), cell.text.end(), [](char c) {
    return (c >= '0' && c <= '9') || c == '.' || c == '-' || c == 'e' || c == 'E';
  });
  return numeric ? cell.text + std::string(unit) : fmt::format("\"{}\"", cell.text);
}

template <class T> bool parseWhole(const std::string &text, T &value) {
  const char *end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  return ec == std::errc() && ptr == end;
}

// Reads the data records of a header that has passed its checks.
class JobReader {
public:
  JobReader(std::array<int, ColumnCount> position, Problems &problems)
      : position_(position), problems_(problems) {}

  void read(const Record &record) {
    Job job;
    bool ok = true;
    const auto cell = [&](Column column) -> const Cell * {
      return position_[column] < 0 ? nullptr : &record[static_cast<std::size_t>(position_[column])];
    };
    ok &= readNumber(*cell(SubmitS), SubmitS, job.submit_s, 0, true, " s") &&
          atMost(*cell(SubmitS), SubmitS, job.submit_s, "[0, {}] s", kMaxSubmit_s);
    ok &= readCards(*cell(Cards), job.cards);
    ok &= readNumber(*cell(DurationS), DurationS, job.duration_s, 0, false, " s") &&
          atMost(*cell(DurationS), DurationS, job.duration_s, "(0, {}] s", kMaxJobDuration_s);
    if (const Cell *c = cell(Tenant)) job.tenant = tenantIndex(c->text.empty() ? kDefaultTenant : c->text);
    if (const Cell *c = cell(Priority); c && !c->text.empty()) ok &= readPriority(*c, job.priority);
    if (const Cell *c = cell(Shape); c && !c->text.empty()) ok &= readShape(*c, job.shape);
    if (const Cell *c = cell(FlopsPerByte); c && !c->text.empty())
      ok &= readNumber(*c, FlopsPerByte, job.flops_per_byte, 0, true, "");
    if (const Cell *c = cell(HostMemoryB); c && !c->text.empty())
      ok &= readNumber(*c, HostMemoryB, job.host_memory_B, 0, true, " B");
    if (ok) checkOrder(*cell(SubmitS), job.submit_s);
    trace_.jobs.push_back(job);
  }

  JobTrace take() {
    if (trace_.tenants.empty()) trace_.tenants = {std::string(kDefaultTenant)};
    return std::move(trace_);
  }

private:
  std::string path(const Cell &cell, Column column) const {
    return fmt::format("line {}, column {} ({})", cell.line, position_[column] + 1, kJobTraceColumns[column]);
  }

  bool readNumber(const Cell &cell, Column column, double &value, double low, bool lowIncluded,
                  std::string_view unit) {
    if (parseWhole(cell.text, value) && std::isfinite(value) && (lowIncluded ? value >= low : value > low))
      return true;
    const std::string was = shown(cell, unit);
    const std::string bound = fmt::format("{}{}", low, unit);
    if (lowIncluded)
      problems_.report(path(cell, column), SNP_MESSAGE("Validation", "is {}; must be a finite number >= {}"),
                       was, bound);
    else
      problems_.report(path(cell, column), SNP_MESSAGE("Validation", "is {}; must be a finite number > {}"),
                       was, bound);
    return false;
  }

  // A number readNumber accepted, held to its ceiling; `range` shows the allowed range around it.
  bool atMost(const Cell &cell, Column column, double value, std::string_view range, double high) {
    if (value <= high) return true;
    problems_.report(path(cell, column), SNP_MESSAGE("Validation", "is {}; must be in {}"), shown(cell, " s"),
                     fmt::format(fmt::runtime(range), high));
    return false;
  }

  bool readInteger(const Cell &cell, Column column, long long low, long long high, long long &value) {
    if (parseWhole(cell.text, value) && value >= low && value <= high) return true;
    problems_.report(path(cell, column), SNP_MESSAGE("Validation", "is {}; must be an integer in [{}, {}]"),
                     shown(cell), low, high);
    return false;
  }

  bool readCards(const Cell &cell, int &cards) {
    long long value = 0;
    if (!readInteger(cell, Cards, 1, kMaxJobCards, value)) return false;
    cards = static_cast<int>(value);
    return true;
  }

  bool readPriority(const Cell &cell, int &priority) {
    long long value = 0;
    if (!readInteger(cell, Priority, std::numeric_limits<int>::min(), std::numeric_limits<int>::max(), value))
      return false;
    priority = static_cast<int>(value);
    return true;
  }

  bool readShape(const Cell &cell, PlacementShape &shape) {
    for (std::size_t i = 0; i < std::size(kPlacementShapeNames); ++i)
      if (cell.text == kPlacementShapeNames[i]) {
        shape = static_cast<PlacementShape>(i);
        return true;
      }
    problems_.report(path(cell, Shape), SNP_MESSAGE("Validation", "is {}; must be one of {}"), shown(cell),
                     fmt::format("{}", fmt::join(kPlacementShapeNames, ", ")));
    return false;
  }

  // Arrival order is the trace's order: a job out of it is refused, not moved.
  void checkOrder(const Cell &cell, double submit_s) {
    if (submit_s < lastSubmit_s_)
      problems_.report(path(cell, SubmitS),
                       SNP_MESSAGE("Validation", "is {} s; must be >= {} s, the submit time on line {}: "
                                                 "jobs are listed in arrival order"),
                       submit_s, lastSubmit_s_, lastSubmitLine_);
    else {
      lastSubmit_s_ = submit_s;
      lastSubmitLine_ = cell.line;
    }
  }

  int tenantIndex(std::string_view name) {
    const auto [it, added] =
        tenantIndices_.try_emplace(std::string(name), static_cast<int>(trace_.tenants.size()));
    if (added) trace_.tenants.emplace_back(name);
    return it->second;
  }

  std::array<int, ColumnCount> position_;
  Problems &problems_;
  JobTrace trace_{{}, {}};
  std::map<std::string, int, std::less<>> tenantIndices_;
  double lastSubmit_s_ = 0;
  int lastSubmitLine_ = 0;
};

// Where each known column is in the file (-1: absent), or nullopt when the header is unusable.
std::optional<std::array<int, ColumnCount>> readHeader(const Record &header, Problems &problems) {
  std::array<int, ColumnCount> position;
  position.fill(-1);
  bool ok = true;
  for (std::size_t i = 0; i < header.size(); ++i) {
    const std::string path = fmt::format("line {}, column {}", header[i].line, i + 1);
    const auto *known = std::find(std::begin(kJobTraceColumns), std::end(kJobTraceColumns), header[i].text);
    if (known == std::end(kJobTraceColumns)) {
      problems.report(path, SNP_MESSAGE("Validation", "is {}; must be one of {}"), shown(header[i]),
                      fmt::format("{}", fmt::join(kJobTraceColumns, ", ")));
      ok = false;
      continue;
    }
    int &at = position[static_cast<std::size_t>(known - std::begin(kJobTraceColumns))];
    if (at >= 0) {
      problems.report(path, SNP_MESSAGE("Validation", "names column {} again; it is column {}"),
                      header[i].text, at + 1);
      ok = false;
      continue;
    }
    at = static_cast<int>(i);
  }
  for (int column = 0; column < kRequiredJobTraceColumns; ++column)
    if (position[static_cast<std::size_t>(column)] < 0) {
      problems.report(linePath(header.front().line),
                      SNP_MESSAGE("Validation", "lacks the required column {}"), kJobTraceColumns[column]);
      ok = false;
    }
  if (!ok) return std::nullopt;
  return position;
}

} // namespace

ParsedJobTrace readJobTraceCsv(std::string_view text) {
  ParsedJobTrace parsed;
  Problems problems;
  Tokenizer tokenizer(text, problems);
  Record record;
  if (!tokenizer.next(record)) {
    if (problems.empty())
      problems.report("",
                      SNP_MESSAGE("Validation", "is empty; a trace starts with a header naming its columns, "
                                                "at least submit_s,cards,duration_s"));
    parsed.errors = problems.take();
    return parsed;
  }
  const std::optional<std::array<int, ColumnCount>> position = readHeader(record, problems);
  if (!position) {
    parsed.errors = problems.take();
    return parsed;
  }
  const std::size_t columns = record.size();
  JobReader reader(*position, problems);
  while (tokenizer.next(record)) {
    if (record.size() != columns) {
      problems.report(linePath(record.front().line),
                      SNP_MESSAGE("Validation", "has {} cells; the header has {}"), record.size(), columns);
      continue;
    }
    reader.read(record);
  }
  if (problems.empty())
    parsed.trace = reader.take();
  else
    parsed.errors = problems.take();
  return parsed;
}

namespace {

// A cell as RFC 4180 writes it: quoted when it holds a separator, a quote or a line break.
std::string csvCell(std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  return quoted + '"';
}

} // namespace

std::string writeJobTraceCsv(const JobTrace &trace) {
  const auto anyJob = [&](auto differs) {
    return std::any_of(trace.jobs.begin(), trace.jobs.end(), differs);
  };
  std::array<bool, ColumnCount> written{};
  written[SubmitS] = written[Cards] = written[DurationS] = true;
  written[Tenant] = trace.tenants != std::vector<std::string>{std::string(kDefaultTenant)};
  written[Priority] = anyJob([](const Job &j) { return j.priority != 0; });
  written[Shape] = anyJob([](const Job &j) { return j.shape != PlacementShape::Any; });
  written[FlopsPerByte] = anyJob([](const Job &j) { return j.flops_per_byte != 0; });
  written[HostMemoryB] = anyJob([](const Job &j) { return j.host_memory_B != 0; });

  std::string out;
  const auto row = [&](const std::array<std::string, ColumnCount> &cells) {
    bool first = true;
    for (std::size_t i = 0; i < ColumnCount; ++i) {
      if (!written[i]) continue;
      if (!first) out += ',';
      out += cells[i];
      first = false;
    }
    out += '\n';
  };
  std::array<std::string, ColumnCount> header;
  std::copy(std::begin(kJobTraceColumns), std::end(kJobTraceColumns), header.begin());
  row(header);
  for (const Job &job : trace.jobs)
    row({fmt::format("{}", job.submit_s), fmt::format("{}", job.cards), fmt::format("{}", job.duration_s),
         csvCell(trace.tenants.at(static_cast<std::size_t>(job.tenant))), fmt::format("{}", job.priority),
         std::string(kPlacementShapeNames[static_cast<std::size_t>(job.shape)]),
         fmt::format("{}", job.flops_per_byte), fmt::format("{}", job.host_memory_B)});
  return out;
}

} // namespace snp::sim
