#include "Commands.h"
#include "CriteriaSource.h"
#include "FileText.h"
#include "SweepLoad.h"

#include "app/report/SweepCsv.h"
#include "model/JsonStrict.h"
#include "sim/sweep/SweepResultJson.h"

#include <fmt/core.h>

#include <filesystem>
#include <regex>

namespace snp::cli {

namespace {

// The parts that read as results of one spec, and what the others are.
struct ReadParts {
  std::shared_ptr<const sim::CompiledSweep> sweep;
  nlohmann::json spec;
  std::string spec_from; // the file the spec was read from
  std::vector<sim::SweepResult> parts;
  std::vector<std::string> names;      // of `parts`
  std::vector<std::string> unreadable; // "path: why", for the files that are no result of the spec
};

// Reads one file into `read`; why it is no result of the spec where it is not. A spec that does
// not compile stops everything (reported, and "" returned).
std::optional<std::string> readPart(const std::string &path, ReadParts &read) {
  const FileText file = fileText(path);
  if (!file.text) return file.problem;
  if (const auto problem = model::strictJsonProblem(*file.text))
    return "is not a sweep result (not JSON: " + model::describe(*problem) + ")";
  const nlohmann::json document = nlohmann::json::parse(*file.text);
  if (!document.is_object() || !document.contains("spec"))
    return "is not a sweep result (it carries no spec)";
  if (!read.sweep) {
    LoadedSweep loaded = compileSweep(document["spec"].dump(), ".");
    if (!loaded.sweep) {
      reportSweepProblems(path + ": spec", loaded.errors);
      return std::string();
    }
    read.sweep = loaded.sweep;
    read.spec = document["spec"];
    read.spec_from = path;
  } else if (document["spec"] != read.spec) {
    return "carries another spec than " + read.spec_from;
  }
  auto part = sim::sweepResultFromJson(*read.sweep, document);
  if (const std::string *error = std::get_if<std::string>(&part)) return *error;
  read.parts.push_back(std::get<sim::SweepResult>(std::move(part)));
  read.names.push_back(path);
  return std::nullopt;
}

// Reads every file. One that is no result of the first readable file's spec is refused with its
// reason, or, where `keepGoing`, kept in `unreadable` and passed over.
std::optional<ReadParts> readParts(const std::vector<std::string> &paths, bool keepGoing) {
  ReadParts read;
  for (const std::string &path : paths) {
    const std::optional<std::string> why = readPart(path, read);
    if (!why) continue;
    if (why->empty()) return std::nullopt;
    if (!keepGoing) {
      fmt::print(stderr, "error: {}: {}\n", path, *why);
      return std::nullopt;
    }
    read.unreadable.push_back(fmt::format("{}: {}", path, *why));
  }
  return read;
}

// The array index an emitted job's part is named by (part-7.json), or -1.
int indexInName(const std::string &path) {
  static const std::regex named(R"(part-(\d{1,7})\.json)");
  std::smatch match;
  const std::string file = std::filesystem::path(path).filename().string();
  return std::regex_match(file, match, named) ? std::stoi(match[1]) : -1;
}

// snplan merge --missing: the shards to run again, each with why, and their array indices for
// sbatch --array or a Kubernetes Job's indices. Exit status 3 when there are any.
int listMissingShards(const MergeOptions &options) {
  const std::optional<ReadParts> read = readParts(options.parts, true);
  if (!read) return 1;
  int shards = options.shards.value_or(0);
  if (shards == 0 && !read->parts.empty()) shards = read->parts.front().shards;
  if (shards == 0) {
    fmt::print(stderr, "snplan merge --missing: no part reads, so none tells the split: give --shards\n");
    for (const std::string &why : read->unreadable)
      fmt::print(stderr, "  {}\n", why);
    return 1;
  }
  if (!read->sweep) {
    // Every file is damaged: every shard is to run again.
    fmt::print("{} of {} shards to run again (array indices 0-{}): no part reads\n", shards, shards,
               shards - 1);
    return 3;
  }
  std::vector<sim::ShardGap> gaps = sim::missingShards(*read->sweep, read->parts, shards, read->names);
  // A damaged file named by its index says why its shard is missing.
  for (const std::string &why : read->unreadable) {
    const int index = indexInName(why.substr(0, why.find(": ")));
    for (sim::ShardGap &gap : gaps)
      if (gap.shard == index) gap.why = why;
  }
  if (gaps.empty()) {
    fmt::print("all {} shards are there, complete\n", shards);
    return 0;
  }
  std::string indices;
  for (const sim::ShardGap &gap : gaps)
    indices += (indices.empty() ? "" : ",") + std::to_string(gap.shard);
  fmt::print("{} of {} shards to run again (array indices {}):\n", gaps.size(), shards, indices);
  for (const sim::ShardGap &gap : gaps)
    fmt::print("  shard {} of {} (index {}): {}\n", gap.shard + 1, shards, gap.shard, gap.why);
  return 3;
}

} // namespace

// Merges the parts written by the shards of one sweep into the result one unsharded run gives.
// The spec comes from the parts themselves: each carries it whole, and every part must carry the
// first one's. Each part's shard, coverage and counts are then checked (sim::mergeSweepResults).
int mergeSweeps(const MergeOptions &options) {
  if (options.missing) return listMissingShards(options);
  const std::optional<ReadParts> read = readParts(options.parts, false);
  if (!read) return 1;
  auto merged = sim::mergeSweepResults(*read->sweep, read->parts, options.parts);
  if (const std::string *error = std::get_if<std::string>(&merged)) {
    fmt::print(stderr, "snplan merge: {}\n", *error);
    return 1;
  }
  const sim::SweepResult &result = std::get<sim::SweepResult>(merged);
  const std::string text = options.format == OutputFormat::Csv
                               ? report::sweepCsv(*read->sweep, result)
                               : sim::sweepResultJson(*read->sweep, result).dump(2) + "\n";
  return writeOutput(options.output, text) ? 0 : 1;
}

} // namespace snp::cli
