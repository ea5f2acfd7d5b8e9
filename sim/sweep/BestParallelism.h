#pragma once

#include "model/Config.h"

#include <cstddef>
#include <optional>

namespace snp::sim {

// What the search for the best parallelism found.
struct ParallelismSearch {
  std::optional<model::Config> best; // the fastest design that validates and fits; none when none does
  double step_time_s = 0;            // of `best`
  std::size_t evaluated = 0;         // designs that validated and were priced
};

// The fastest way to split `config`'s training over its accelerators, as Calculon's
// optimal-execution search does (Isaev et al., "Calculon: a methodology and tool for high-level
// co-design of systems and large language models", SC'23, §4): every tensor-parallel size that
// divides the attention heads and stays inside one scale-up domain; context parallelism that
// splits the sequence into 2 × cp equal chunks; every pipeline depth the blocks allow, with the
// interleaved schedule at 1, 2 or 4 stages a device; data parallelism over the rest; expert
// parallelism dividing both the experts and dp; microbatches of 1 to 8 samples dividing the
// batch; recomputation from none to full. A design must pass model::validate and fit the
// accelerator's HBM and the host's memory with its activations; the global batch, sharding,
// overlaps and precisions stay as configured. Non-transformer workloads split only by data.
ParallelismSearch bestParallelism(const model::Config &config);

} // namespace snp::sim
