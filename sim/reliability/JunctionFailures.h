#pragma once

#include "model/Config.h"

namespace snp::sim {

// The accelerators' failure rate at the junction temperature they run at. Each component's
// published rate was counted on air-cooled accelerators at their TDP with the inlet air at
// reliability.reference_inlet_C; a component with an activation energy Ea fails
// exp(Ea/k (1/T_ref - 1/T_j)) times as often at junction temperature T_j (Arrhenius, in kelvin;
// k = 8.617e-5 eV/K), the others as counted. The reference is the same chip's junction at its TDP
// under the catalogue's air cooling, so a chip's generation changes nothing here: only its cooling,
// its inlet or supply and its draw do.
struct JunctionFailures {
  double draw_W = 0;      // what a chip draws while computing: its TDP, or the cap in force
  double junction_C = 0;  // while computing
  double reference_C = 0; // the same chip at its TDP, air-cooled at the reference inlet
  double factor = 1;      // the failure rate over the rate as counted
  double rate_per_s = 0;  // per accelerator
};

JunctionFailures junctionFailures(const model::Config &config);

// The Arrhenius factor between two junction temperatures, in °C; a junction above 150 °C counts
// as 150 °C.
double arrheniusFactor(double activation_eV, double reference_C, double junction_C);

} // namespace snp::sim
