#include "sim/training/StepPricer.h"

#include "sim/training/TrainingComm.h"

namespace snp::sim {

double StepPricer::collective(Collective op, double bytes, CommGroup group) {
  for (std::size_t i = 0; i < collective_count_; ++i) {
    const PricedCollective &p = collectives_[i];
    if (p.op == op && p.bytes == bytes && p.group.inner == group.inner && p.group.outer == group.outer)
      return p.time_s;
  }
  const double time_s = collectiveTime(config_, op, bytes, group);
  if (collective_count_ < collectives_.size()) collectives_[collective_count_++] = {op, bytes, group, time_s};
  return time_s;
}

BlockCost StepPricer::block(const DeviceRates &rates, const model::Workload &workload, BlockKind kind) {
  const BlockInputs inputs = blockInputs(workload, kind);
  for (std::size_t i = 0; i < block_count_; ++i)
    if (blocks_[i].inputs == inputs) return blocks_[i].cost;
  const BlockCost cost = transformerBlockCost(rates, workload, kind);
  if (block_count_ < blocks_.size()) blocks_[block_count_++] = {inputs, cost};
  return cost;
}

} // namespace snp::sim
