#pragma once

#include "model/Config.h"
#include "sim/Figure.h"
#include "sim/cost/Capex.h"
#include "sim/facility/CoolingModel.h"
#include "sim/facility/Power.h"
#include "sim/reliability/ReliabilityModel.h"
#include "sim/training/TrainingResults.h"

namespace snp::sim {

// What a facility drawing `it_W` of IT power at `pue` for `seconds` takes from the world: the
// energy at the meter, the carbon the grid emits for it and the water its cooling towers evaporate
// and blow down. The published estimates of training runs compute the same: Patterson et al.,
// "Carbon Emissions and Large Neural Network Training", arXiv 2104.10350 (2021), eq. 1 and 2
// (energy = hours × processors × mean power × PUE; tCO2e = MWh × grid intensity), and Meta's
// Llama model cards (GPU hours × peak power × PUE × the grid's location-based intensity).
struct RunFootprint {
  double energy_kWh = 0;
  double carbon_kg = 0;
  double water_m3 = 0;
};
RunFootprint runFootprint(double it_W, double pue, double seconds, double grid_carbon_kg_per_kWh,
                          double water_m3_per_s);

// The energy, carbon and water of the workload: per token, over one training run (its expected
// wall time, failures included) and over a year; and The Green Grid's carbon and water usage
// effectiveness of the site (CUE = PUE × the grid's intensity, "Carbon Usage Effectiveness (CUE)",
// White Paper 32, 2010; WUE = site water / IT energy, "Water Usage Effectiveness (WUE)", White
// Paper 35, 2011).
struct FootprintResults {
  Figure energy_per_token_J;        // facility energy per token trained
  Figure tokens_per_s_per_MW;       // tokens a second per MW at the meter
  Figure run_energy_kWh;            // facility energy over the expected wall time
  Figure run_energy_cost;           // that energy at the site's price
  Figure run_carbon_kg;             // CO2-equivalent of the run's energy (location-based)
  Figure run_water_m3;              // cooling towers' make-up water over the run
  Figure annual_carbon_kg;          // of the annual facility energy
  Figure cue_kg_per_kWh;            // carbon per kWh of IT energy
  Figure wue_L_per_kWh;             // site water per kWh of IT energy
  Figure embodied_carbon_kg;        // cradle-to-gate, of the parts with a published footprint
  Figure annual_embodied_carbon_kg; // that over the hardware's life

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("energy_per_token_J", energy_per_token_J);
    v("tokens_per_s_per_MW", tokens_per_s_per_MW);
    v("run_energy_kWh", run_energy_kWh);
    v("run_energy_cost", run_energy_cost);
    v("run_carbon_kg", run_carbon_kg);
    v("run_water_m3", run_water_m3);
    v("annual_carbon_kg", annual_carbon_kg);
    v("cue_kg_per_kWh", cue_kg_per_kWh);
    v("wue_L_per_kWh", wue_L_per_kWh);
    v("embodied_carbon_kg", embodied_carbon_kg);
    v("annual_embodied_carbon_kg", annual_embodied_carbon_kg);
  }
};

// From the figures evaluate() has already made: the training's tokens a second, the IT power and the
// plant at the training's utilisation and over its year, and the run's expected wall time.
// `capex` is the bill priced (sim/cost/Capex.h), whose prices may give the parts' carbon footprints.
FootprintResults evaluateFootprint(const model::Config &config, const TrainingResults &training,
                                   const PowerResults &power, const CoolingResults &cooling,
                                   const EnergyResults &energy, const ReliabilityResults &reliability,
                                   const CapexTotals &capex);

} // namespace snp::sim
