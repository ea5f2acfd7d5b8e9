#pragma once

// Shard numbers as the job arrays of a scheduler take them: a list with contiguous runs written as
// ranges ("3,7,12-15"), split into arrays whose task indices stay below the cluster's largest.

#include <string>
#include <vector>

namespace snp::cli {

// "3,7,12-15" for {3, 7, 12, 13, 14, 15}; `shards` ascending, each once.
std::string indexList(const std::vector<int> &shards);

// One array job: its tasks' indices (an index list) and what each adds to its index to get its
// shard. Slurm refuses a task index of MaxArraySize or more (slurm.conf(5)), so a shard beyond it
// runs as a task of a smaller index in an array with an offset.
struct ShardArray {
  int offset = 0;
  std::string indices;
  int tasks = 0;
};

// The arrays that run `shards` (ascending, each once) with every task index below
// `maxArraySize`: as few as can be, each shard in exactly one.
std::vector<ShardArray> shardArrays(const std::vector<int> &shards, int maxArraySize);

} // namespace snp::cli
