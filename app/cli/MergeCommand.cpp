#include "Commands.h"
#include "CriteriaSource.h"
#include "PartFiles.h"
#include "ShardList.h"

#include "app/report/SweepCsv.h"
#include "sim/sweep/SweepResultJson.h"

#include <fmt/core.h>

namespace snp::cli {

namespace {

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
  const std::vector<sim::ShardGap> gaps = shardGaps(*read, shards);
  if (gaps.empty()) {
    fmt::print("all {} shards are there, complete\n", shards);
    return 0;
  }
  std::vector<int> missing;
  for (const sim::ShardGap &gap : gaps)
    missing.push_back(gap.shard);
  const std::string indices = indexList(missing);
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
  if (!writeOutput(options.output, text)) return 1;
  // A part stopped before its end makes the whole incomplete: written, marked so, and not a success
  // a script would take for the sweep's result.
  if (!result.complete) {
    fmt::print(stderr, "snplan merge: the result is incomplete: a part stopped before its end; `snplan merge "
                       "--missing` names the shards to run again\n");
    return 3;
  }
  return 0;
}

} // namespace snp::cli
