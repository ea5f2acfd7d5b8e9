#pragma once

// The results of a run's blocks of designs as the threads finish them, in any order, and the
// prefix of the shard they make: the designs before the first block not yet finished. A prefix is
// what a checkpoint holds, since a restarted run can take up exactly where it ends.

#include "sim/sweep/Sweep.h"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <vector>

namespace snp::sim {

class SweepBlocks {
public:
  // Block b holds the shard's positions from + b·size up to `positions`.
  SweepBlocks(std::uint64_t from, std::uint64_t size, std::uint64_t positions)
      : from_(from), size_(size), positions_(positions) {}

  // A block's result, from any thread; `whole` is false when a cancel cut it short, and it then
  // never joins the prefix.
  void add(std::uint64_t block, SweepResult result, bool whole);
  // Where the finished prefix ends (a position), after waiting at most `timeout` for it to pass
  // `beyond`.
  std::uint64_t waitPast(std::uint64_t beyond, std::chrono::milliseconds timeout);
  // The results of the prefix's blocks not taken before, in order, and where the prefix ends.
  std::vector<SweepResult> takePrefix(std::uint64_t &end);
  // Those of the prefix's blocks not taken before.
  std::size_t untakenInPrefix();
  // Every result not taken before: the prefix's, those beyond it and those cut short.
  std::vector<SweepResult> takeAll();

private:
  std::uint64_t endOf(std::uint64_t blocks) const { return std::min(positions_, from_ + blocks * size_); }

  const std::uint64_t from_, size_, positions_;
  std::mutex mutex_;
  std::condition_variable advanced_;
  std::map<std::uint64_t, SweepResult> finished_; // by block, not taken yet
  std::vector<SweepResult> cut_;
  std::uint64_t taken_ = 0;    // blocks before this one were taken
  std::uint64_t frontier_ = 0; // the first block not finished
};

} // namespace snp::sim
