#pragma once

#include "model/Config.h"

#include <span>
#include <vector>

namespace snp::sim {

// Goodput of one configuration against its checkpoint period (time between checkpoint starts, the
// write included: what reliability.checkpoint_interval_s means), everything else as configured.

struct CheckpointPoint {
  double period_s = 0;
  double goodput = 0; // useful / wall time, evaluateReliability's figure
};

// A named interval: Young and Daly give compute time between checkpoints, so their period adds
// the write.
struct CheckpointMark {
  double compute_interval_s = 0;
  double period_s = 0;
  double goodput = 0;
};

struct CheckpointSweep {
  double checkpoint_write_s = 0;
  double system_mtbf_s = 0;
  std::vector<CheckpointPoint> points; // ascending period; periods not longer than the write skipped
  CheckpointMark young;                // sqrt(2 δ M)
  CheckpointMark daly;                 // Daly's higher-order estimate
  CheckpointMark optimal;              // goodputOptimalPeriod, what checkpoint_optimal uses
  CheckpointMark in_use;               // the period the config runs with (optimal or as configured)
  CheckpointMark best;                 // highest goodput found: the best point refined between its neighbours
};

// Periods spaced geometrically from just above the write (or a thirtieth of the optimal period, if
// longer) to thirty times that period.
std::vector<double> defaultCheckpointPeriods(const model::Config &config, int points = 61);

// Goodput for each period (reliability.checkpoint_optimal = false, checkpoint_interval_s = period).
CheckpointSweep sweepCheckpointPeriod(const model::Config &config, std::span<const double> periods_s);

} // namespace snp::sim
