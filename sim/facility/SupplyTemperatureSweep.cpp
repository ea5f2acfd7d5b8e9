#include "sim/facility/SupplyTemperatureSweep.h"

#include "model/CoolingCatalogue.h"

#include "sim/facility/CoolingModel.h"
#include "sim/facility/Power.h"
#include "sim/training/TrainingResults.h"

#include <algorithm>
#include <array>

namespace snp::sim {

namespace {

constexpr std::array kKinds{model::CoolingKind::Air, model::CoolingKind::ColdPlate,
                            model::CoolingKind::ImmersionSinglePhase, model::CoolingKind::ImmersionTwoPhase,
                            model::CoolingKind::Hybrid};

bool sweepable(model::CoolingKind kind, double supply_C) {
  if (supply_C < kMinSupply_C || supply_C > kMaxSupply_C) return false;
  return kind != model::CoolingKind::Air || supply_C <= kMaxAirSupply_C;
}

} // namespace

double sweepLiquidFraction(const model::Config &config, model::CoolingKind kind) {
  return kind == config.cooling.kind ? config.cooling.liquid_fraction
                                     : model::coolingDefaults(kind).liquid_fraction;
}

std::vector<double> defaultSupplyTemperatures() {
  std::vector<double> t;
  for (int c = 10; c <= 60; c += 2)
    t.push_back(c);
  return t;
}

SupplyTemperatureSweep sweepSupplyTemperature(const model::Config &config, std::span<const double> supply_C) {
  SupplyTemperatureSweep sweep;
  sweep.utilisation = acceleratorBusyFraction(evaluateTraining(config));
  for (const model::CoolingKind kind : kKinds) {
    model::Config variant = config;
    variant.cooling.kind = kind;
    variant.cooling.liquid_fraction = sweepLiquidFraction(config, kind);
    std::vector<double> temperatures;
    for (const double t : supply_C)
      if (sweepable(kind, t)) temperatures.push_back(t);
    if (kind == config.cooling.kind) temperatures.push_back(config.cooling.supply_C);
    std::ranges::sort(temperatures);
    temperatures.erase(std::unique(temperatures.begin(), temperatures.end()), temperatures.end());

    CoolingTechnologyCurve curve{kind, liquidHeatFraction(variant.cooling), {}};
    for (const double t : temperatures) {
      variant.cooling.supply_C = t;
      const PowerAndCooling plant = evaluatePowerAndCooling(variant, sweep.utilisation);
      const EnergyResults energy = energyFor(variant, plant.power.it_W.value, plant.cooling);
      curve.points.push_back(
          {t, plant.cooling.pue.value, plant.cooling.facility_W.value, energy.annual_cooling_kWh.value});
    }
    sweep.curves.push_back(std::move(curve));
  }
  return sweep;
}

} // namespace snp::sim
