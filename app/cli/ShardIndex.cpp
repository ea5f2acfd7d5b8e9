#include "ShardIndex.h"

#include "sim/sweep/Sweep.h"

#include <fmt/format.h>

#include <charconv>
#include <limits>

namespace snp::cli {

namespace {

std::optional<long long> whole(std::string_view text) {
  long long value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::variant<ShardIndex, std::string> checked(long long index, long long count, const std::string &source) {
  if (count < 1 || count > sim::kMaxSweepShards)
    return fmt::format("{} gives {} shards; there must be 1 to {}", source, count, sim::kMaxSweepShards);
  if (index < 0 || index >= count)
    return fmt::format("{} gives shard {} of {}; it must be 0 to {}", source, index, count, count - 1);
  return ShardIndex{int(index), int(count)};
}

} // namespace

std::variant<ShardIndex, std::string>
shardIndex(const std::string &text, std::optional<int> shards,
           const std::function<std::optional<std::string>(const char *)> &environment) {
  if (text != "auto") {
    const std::size_t slash = text.find('/');
    const auto index =
        slash == std::string::npos ? std::nullopt : whole(std::string_view(text).substr(0, slash));
    const auto count =
        slash == std::string::npos ? std::nullopt : whole(std::string_view(text).substr(slash + 1));
    if (!index || !count) return fmt::format("--shard is '{}'; give i/N (i from 0 to N − 1) or auto", text);
    return checked(*index, *count, "--shard");
  }
  const auto number = [&](const char *name) -> std::optional<long long> {
    const std::optional<std::string> value = environment(name);
    return value ? whole(*value) : std::nullopt;
  };
  // Each scheduler's index, where its count comes from, and what its first index is.
  struct Source {
    const char *index;
    const char *count; // nullptr: only --shards gives it
    const char *first; // nullptr: 0
    long long defaultFirst;
  };
  static constexpr Source kSources[] = {
      {"SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_MIN", 0},
      {"JOB_COMPLETION_INDEX", nullptr, nullptr, 0}, // Kubernetes Indexed Job
      {"PBS_ARRAY_INDEX", nullptr, nullptr, 0},
      {"LSB_JOBINDEX", "LSB_JOBINDEX_END", nullptr, 1}, // LSF counts from 1
      {"SGE_TASK_ID", "SGE_TASK_LAST", "SGE_TASK_FIRST", 1},
  };
  for (const Source &source : kSources) {
    const std::optional<long long> index = number(source.index);
    if (!index) continue;
    const long long first =
        source.first ? number(source.first).value_or(source.defaultFirst) : source.defaultFirst;
    std::optional<long long> count = shards ? std::optional<long long>(*shards) : std::nullopt;
    if (!count && source.count)
      if (const auto last = number(source.count))
        count = std::string_view(source.count) == "SLURM_ARRAY_TASK_COUNT" ? *last : *last - first + 1;
    if (!count)
      return fmt::format("{} is set but the number of shards is not: give --shards N", source.index);
    return checked(*index - first, *count, source.index);
  }
  return std::string("--shard auto found no array index (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX, "
                     "PBS_ARRAY_INDEX, LSB_JOBINDEX or SGE_TASK_ID)");
}

} // namespace snp::cli
