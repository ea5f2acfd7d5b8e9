#include "sim/Evaluate.h"

#include "model/WorkloadSize.h"
#include "sim/training/TimeToTrain.h"

#include <algorithm>

namespace snp::sim {

namespace {

// Bytes of gradients one data-parallel rank all-reduces per step: its model shard, at the
// gradient precision, after compression.
double gradientBytesPerRank(const model::Workload &workload) {
  const auto &par = workload.parallelism;
  const double shard = model::parameterCount(workload) / std::max(1, par.tp * par.pp);
  return shard * model::bytesPerValue(workload.gradient_precision) * workload.gradient_compression;
}

// Power, cooling, energy, efficiency, reliability (the plant's outages stop the job), the
// footprint and the cost: the figures that read the plant.
void evaluatePlant(const model::Config &config, Results &r) {
  // Accelerators draw near TDP while they compute and near idle while they wait on the network.
  const double busy = acceleratorBusyFraction(r.training);
  evaluatePowerAndCooling(config, busy, opticalLinksOf(config, r.network), r.power, r.power_chain, r.cdu,
                          r.cooling);
  r.power_swing = evaluatePowerSwing(config, busy, r.training.step_time_s.value, r.power, r.power_chain);
  r.floor = evaluateFloor(config);
  r.energy = energyFor(config, r.power.it_W.value, r.cooling);
  r.efficiency = efficiencyFor(config, busy, r.power);
  r.reliability = evaluateReliability(config, usefulComputeS(config, r.training.step_time_s.value),
                                      plantFailures(config, r.power_chain, r.cdu));
  // The bill priced once, for the hardware's carbon and for what it costs.
  const CapexTotals capex =
      capexTotals(config, {r.network, r.power_chain, r.cdu, r.cooling, designItPower(config, r.power)});
  r.footprint = evaluateFootprint(config, r.training, r.power, r.cooling, r.energy, r.reliability, capex);
  r.cost = evaluateCost(config, {r.compute, r.training, r.energy, r.reliability, capex});
}

} // namespace

Results evaluate(const model::Config &config) {
  Results r;
  r.compute = evaluateCompute(config);
  r.network = evaluateNetwork(config);
  r.collective = evaluateCollectives(config, gradientBytesPerRank(config.workload), r.network);
  r.training = evaluateTraining(config);
  evaluatePlant(config, r);
  return r;
}

bool isPlantField(std::string_view path) {
  return path.starts_with("cooling.") || path.starts_with("power_chain.") || path.starts_with("site.") ||
         path.starts_with("finance.");
}

void updatePlant(const model::Config &config, Results &results) { evaluatePlant(config, results); }

} // namespace snp::sim
