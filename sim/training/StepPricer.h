#pragma once

#include "model/Config.h"
#include "sim/network/Collectives.h"
#include "sim/training/TrainingBlock.h"

#include <array>
#include <cstddef>

namespace snp::sim {

// What the parts of one configuration's training steps cost, each worked out once. An evaluation
// prices its step and the step of its scaling reference (one replica), which differ only in batch
// and data parallelism: they share their blocks and their tensor-, context- and pipeline-parallel
// collectives, and choosing among the collective algorithms alone is a third of an evaluation.
// Lives for one evaluation: the configuration must not change while it does.
class StepPricer {
public:
  explicit StepPricer(const model::Config &config) : config_(config) {}
  const model::Config &config() const { return config_; }
  // collectiveTime (sim/training/TrainingComm.h).
  double collective(Collective op, double bytes, CommGroup group);
  // transformerBlockCost; `rates` are the configuration's accelerator's at the workload's precision.
  BlockCost block(const DeviceRates &rates, const model::Workload &workload,
                  BlockKind kind = BlockKind::Dense);

private:
  struct PricedCollective {
    Collective op;
    double bytes;
    CommGroup group;
    double time_s;
  };
  struct PricedBlock {
    BlockInputs inputs;
    BlockCost cost;
  };
  const model::Config &config_;
  // More than a step and its reference name (about a dozen collectives, two blocks each); past
  // that, priced without keeping.
  std::array<PricedCollective, 24> collectives_;
  std::size_t collective_count_ = 0;
  std::array<PricedBlock, 4> blocks_;
  std::size_t block_count_ = 0;
};

} // namespace snp::sim
