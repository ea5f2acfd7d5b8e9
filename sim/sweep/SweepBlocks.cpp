#include "sim/sweep/SweepBlocks.h"

namespace snp::sim {

void SweepBlocks::add(std::uint64_t block, SweepResult result, bool whole) {
  {
    const std::lock_guard lock(mutex_);
    if (!whole) {
      cut_.push_back(std::move(result));
      return;
    }
    finished_.emplace(block, std::move(result));
    const std::uint64_t before = frontier_;
    while (finished_.contains(frontier_))
      ++frontier_;
    if (frontier_ == before) return;
  }
  advanced_.notify_all();
}

std::uint64_t SweepBlocks::waitPast(std::uint64_t beyond, std::chrono::milliseconds timeout) {
  std::unique_lock lock(mutex_);
  advanced_.wait_for(lock, timeout, [&] { return endOf(frontier_) > beyond; });
  return endOf(frontier_);
}

std::vector<SweepResult> SweepBlocks::takePrefix(std::uint64_t &end) {
  const std::lock_guard lock(mutex_);
  std::vector<SweepResult> out;
  for (; taken_ < frontier_; ++taken_) {
    out.push_back(std::move(finished_.at(taken_)));
    finished_.erase(taken_);
  }
  end = endOf(frontier_);
  return out;
}

std::size_t SweepBlocks::untakenInPrefix() {
  const std::lock_guard lock(mutex_);
  return frontier_ - taken_;
}

std::vector<SweepResult> SweepBlocks::takeAll() {
  const std::lock_guard lock(mutex_);
  std::vector<SweepResult> out = std::move(cut_);
  cut_.clear();
  for (auto &[block, result] : finished_)
    out.push_back(std::move(result));
  finished_.clear();
  return out;
}

} // namespace snp::sim
