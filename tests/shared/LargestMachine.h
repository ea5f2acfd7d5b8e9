#pragma once

// The most accelerators validation admits, 2^24: NVIDIA's DGX H100 SuperPOD grown to 2^19
// cabinets of 32 accelerators under a three-tier fat tree of radix 512, trained as 2^18 data-parallel
// replicas. The tests that hold a computation to bounded time at that size start from it (and
// tests/CMakeLists.txt's scheduling.largest_machine_is_bounded gives snplan the same fields).

#include "model/Config.h"
#include "model/Presets.h"

namespace snp::test {

inline model::Config largestMachine() {
  model::Config config = *model::findPreset("dgx-h100-superpod");
  config.layout.cabinets = 1 << 19;
  config.workload.parallelism.dp = 1 << 18;
  config.workload.global_batch = 1 << 21;
  config.network.scale_out.fat_tree.tiers = 3;
  config.network.scale_out.fat_tree.radix = 512;
  return config;
}

} // namespace snp::test
