#pragma once

#include <cstddef>

namespace snp::model {

// The most bytes the planner and snplan read from one file they are given: room above the largest
// input the planner makes itself (a trace of ten million jobs, the most a synthetic spec draws, is
// about 300 MB), and the heap the project store allows SQLite. A stranger's file of gigabytes, or a
// device that never ends, is refused before it fills the memory.
inline constexpr std::size_t kMaxInputFileBytes = std::size_t(512) << 20;

} // namespace snp::model
