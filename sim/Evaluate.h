#pragma once

#include "model/Config.h"
#include "sim/cost/Footprint.h"
#include "sim/cost/Ownership.h"
#include "sim/facility/CoolingModel.h"
#include "sim/facility/FloorLoad.h"
#include "sim/facility/Power.h"
#include "sim/facility/PowerSwing.h"
#include "sim/network/NetworkResults.h"
#include "sim/reliability/ReliabilityModel.h"
#include "sim/training/ComputeResults.h"
#include "sim/training/TrainingResults.h"

#include <string_view>

namespace snp::sim {

// Everything the simulator says about one configuration. Each number is a Figure that carries
// its own explanation, so views and reports never recompute.
struct Results {
  ComputeResults compute;
  NetworkResults network;
  CollectiveResults collective;
  TrainingResults training;
  PowerResults power;
  PowerChainResults power_chain;
  PowerSwingResults power_swing;
  CoolingResults cooling;
  CduResults cdu;
  FloorResults floor;
  EnergyResults energy;
  EfficiencyResults efficiency;
  ReliabilityResults reliability;
  FootprintResults footprint;
  CostResults cost;
};

// The full evaluation of a configuration that validate() accepted. Pure and allocation-free,
// cheap enough to run on every edit and millions of times in a sweep.
Results evaluate(const model::Config &config);

// Whether a field belongs to the plant, the place and the money (cooling.*, power_chain.*, site.*,
// finance.*): they change what the machine draws and costs, not what it computes.
bool isPlantField(std::string_view path);
// Brings `results` of a configuration up to date with `config`, which differs from it only in
// plant fields: compute, network, collectives and training stay; power, cooling, energy,
// efficiency, reliability (which the plant's outages reach), the footprint and the cost are computed afresh.
// In place: a sweep along a coolant temperature saves most of each evaluation so, and copying Results would
// cost more than what it computes.
void updatePlant(const model::Config &config, Results &results);

// Calls visit(section, name, figure) for every figure, in a stable order; "section.name" is the
// figure's path in the JSON and CSV outputs (e.g. "training.step_time_s").
template <class Visitor> void forEachFigure(const Results &r, Visitor &&visit) {
  auto in = [&visit](std::string_view section) {
    return [&visit, section](std::string_view name, const Figure &figure) { visit(section, name, figure); };
  };
  r.compute.forEachFigure(in("compute"));
  r.network.forEachFigure(in("network"));
  r.collective.forEachFigure(in("collective"));
  r.training.forEachFigure(in("training"));
  r.power.forEachFigure(in("power"));
  r.power_chain.forEachFigure(in("power_chain"));
  r.power_swing.forEachFigure(in("power_swing"));
  r.cooling.forEachFigure(in("cooling"));
  r.cdu.forEachFigure(in("cdu"));
  r.floor.forEachFigure(in("floor"));
  r.energy.forEachFigure(in("energy"));
  r.efficiency.forEachFigure(in("efficiency"));
  r.reliability.forEachFigure(in("reliability"));
  r.footprint.forEachFigure(in("footprint"));
  r.cost.forEachFigure(in("cost"));
}

} // namespace snp::sim
