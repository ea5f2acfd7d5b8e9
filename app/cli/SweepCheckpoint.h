#pragma once

// A shard's checkpoint file (snplan sweep --checkpoint): the result of the shard's first designs,
// rewritten as the run goes and read back by a restarted run, which goes on from there. It is a
// sweep result of its own kind, so that no merge takes it for a part.

#include "sim/sweep/Sweep.h"

#include <string>
#include <variant>

namespace snp::cli {

// What a file holds for a run of shard `shard` of `shards`: nothing (no file: start from the first
// design), a checkpoint to go on from, or why the file cannot be one (another spec or split, damage).
struct NoCheckpoint {};
using CheckpointRead = std::variant<NoCheckpoint, sim::SweepResult, std::string>;
CheckpointRead readCheckpoint(const std::string &path, const sim::CompiledSweep &sweep, int shard,
                              int shards);

// Writes `prefix` to `path` whole or not at all: into a temporary file, renamed over the old one, so
// that a run killed while writing leaves the checkpoint before. False (reported) when it cannot.
bool writeCheckpoint(const std::string &path, const sim::CompiledSweep &sweep,
                     const sim::SweepResult &prefix);

} // namespace snp::cli
