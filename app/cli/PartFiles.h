#pragma once

// The parts of a sharded sweep as files: read and checked against one spec, and the shards they
// do not hold whole. `snplan merge` reads them so, and `snplan sweep --emit --only-missing`
// reads an output folder's so.

#include "sim/sweep/Sweep.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace snp::cli {

// The parts that read as results of one spec, and what the others are.
struct ReadParts {
  std::shared_ptr<const sim::CompiledSweep> sweep;
  nlohmann::json spec;
  std::string spec_from; // the file the spec was read from (or the option that gave it)
  std::vector<sim::SweepResult> parts;
  std::vector<std::string> names;      // of `parts`
  std::vector<std::string> unreadable; // "path: why", for the files that are no result of the spec
  std::vector<std::string> foreign;    // the files that are results of another spec
};

// Reads every file against `read`'s spec, or when it has none, the first readable file's. One
// that is no result of the spec is refused with its reason, or, where `keepGoing`, kept in
// `unreadable` (and `foreign`) and passed over. nullopt when refused or when a part's spec does
// not compile (both reported).
std::optional<ReadParts> readParts(const std::vector<std::string> &paths, bool keepGoing,
                                   ReadParts read = {});

// The shards of a `shards`-way split the parts do not hold whole, in order, each with why; a
// damaged file named part-N.json, as the emitted jobs name them, says why shard N is.
std::vector<sim::ShardGap> shardGaps(const ReadParts &read, int shards);

// The files named part-N.json in `dir`, as the emitted jobs write them, in order of N.
std::vector<std::string> partFilesIn(const std::string &dir);

} // namespace snp::cli
