#pragma once

// Which slice of a sweep this process runs: "--shard i/N" (0-based i), or "--shard auto" read
// from the array job it runs in (Slurm, Kubernetes Indexed Jobs, PBS, LSF, SGE).

#include <functional>
#include <optional>
#include <string>
#include <variant>

namespace snp::cli {

struct ShardIndex {
  int index = 0; // 0 … count − 1
  int count = 1;
};

// `text` is "i/N" or "auto"; `shards` is --shards when given (the count an index alone lacks:
// Kubernetes gives only JOB_COMPLETION_INDEX). `environment` reads a variable (getenv in use).
std::variant<ShardIndex, std::string>
shardIndex(const std::string &text, std::optional<int> shards,
           const std::function<std::optional<std::string>(const char *)> &environment);

} // namespace snp::cli
