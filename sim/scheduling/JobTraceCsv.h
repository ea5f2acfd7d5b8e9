#pragma once

// A job trace as CSV text (docs/trace-format.md): a header naming the columns, then one job per
// record, RFC 4180 quoting. The caller reads and writes the file; these only convert text.

#include "model/Problem.h"
#include "sim/scheduling/JobTrace.h"

#include <optional>
#include <string>
#include <string_view>

namespace snp::sim {

// The columns a trace may have, in the order the writer puts them. The first three are required.
inline constexpr std::string_view kJobTraceColumns[] = {
    "submit_s", "cards", "duration_s", "tenant", "priority", "shape", "flops_per_byte", "host_memory_B"};
inline constexpr int kRequiredJobTraceColumns = 3;

inline constexpr int kMaxJobCards = 1 << 24;

// A file with thousands of bad lines gets this many problems, then one that counts the rest.
inline constexpr int kMaxListedTraceProblems = 50;

struct ParsedJobTrace {
  std::optional<JobTrace> trace; // set when there are no errors
  model::Problems errors;        // each names its line and column, and the allowed values
};

// Reads a trace. Tenants are numbered in the order their names first appear; jobs must come in
// arrival order (a submit time earlier than the line before is refused, never sorted).
ParsedJobTrace readJobTraceCsv(std::string_view text);

// Writes a trace so that readJobTraceCsv gives it back exactly when its tenants are in
// first-appearance order, as read and generated traces are: numbers in their shortest
// round-trip form, optional columns only where a job differs from the default.
std::string writeJobTraceCsv(const JobTrace &trace);

} // namespace snp::sim
