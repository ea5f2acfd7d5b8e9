#include "ShardList.h"

#include <fmt/format.h>

namespace snp::cli {

std::string indexList(const std::vector<int> &shards) {
  std::string out;
  for (std::size_t i = 0; i < shards.size();) {
    std::size_t end = i + 1;
    while (end < shards.size() && shards[end] == shards[end - 1] + 1)
      ++end;
    out += (out.empty() ? "" : ",") +
           (end - i > 1 ? fmt::format("{}-{}", shards[i], shards[end - 1]) : std::to_string(shards[i]));
    i = end;
  }
  return out;
}

std::vector<ShardArray> shardArrays(const std::vector<int> &shards, int maxArraySize) {
  std::vector<ShardArray> arrays;
  for (std::size_t i = 0; i < shards.size();) {
    // Shards below maxArraySize run as themselves; an array beyond starts at its first shard.
    const int offset = shards[i] < maxArraySize ? 0 : shards[i];
    std::vector<int> indices;
    for (; i < shards.size() && shards[i] - offset < maxArraySize; ++i)
      indices.push_back(shards[i] - offset);
    arrays.push_back({offset, indexList(indices), int(indices.size())});
  }
  return arrays;
}

} // namespace snp::cli
