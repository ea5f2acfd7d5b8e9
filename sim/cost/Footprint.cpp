#include "sim/cost/Footprint.h"

#include "model/Message.h"
#include "sim/Ratio.h"

#include <string_view>

namespace snp::sim {

namespace {

constexpr double kJoulesPerKWh = 3.6e6;
constexpr double kLitresPerM3 = 1e3;

} // namespace

RunFootprint runFootprint(double it_W, double pue, double seconds, double grid_carbon_kg_per_kWh,
                          double water_m3_per_s) {
  const double energy_kWh = it_W * pue * seconds / kJoulesPerKWh;
  return {energy_kWh, energy_kWh * grid_carbon_kg_per_kWh, water_m3_per_s * seconds};
}

FootprintResults evaluateFootprint(const model::Config &config, const TrainingResults &training,
                                   const PowerResults &power, const CoolingResults &cooling,
                                   const EnergyResults &energy, const ReliabilityResults &reliability,
                                   const CapexTotals &capex) {
  const double grid = config.site.grid_carbon_kg_per_kWh;
  const double facility = cooling.facility_W.value;
  const double pue = cooling.pue.value;
  const double tokens = training.tokens_per_s.value;
  const double wall = reliability.expected_wall_time_s.value;
  const double it = power.it_W.value;
  const RunFootprint run = runFootprint(it, pue, wall, grid, cooling.tower_water_m3_per_s.value);
  const std::string_view currency = model::kCurrencyNames[static_cast<std::size_t>(config.site.currency)];
  const double price = config.site.electricity_per_kWh;

  FootprintResults r;
  r.energy_per_token_J =
      Figure(ratioOf(facility, tokens), "J", SNP_MESSAGE("Figure", "facility power / tokens per second"),
             {{"facility", facility, "W"}, {"tokens_per_s", tokens, "tokens/s"}},
             SNP_MESSAGE("Figure", "the whole site's draw while it trains, cooling and losses included"));
  r.tokens_per_s_per_MW = Figure(ratioOf(tokens * 1e6, facility), "tokens/s/MW",
                                 SNP_MESSAGE("Figure", "tokens per second / facility power in MW"),
                                 {{"tokens_per_s", tokens, "tokens/s"}, {"facility", facility, "W"}});
  r.run_energy_kWh =
      Figure(run.energy_kWh, "kWh", SNP_MESSAGE("Figure", "IT power x PUE x expected wall time"),
             {{"it", it, "W"}, {"pue", pue, ""}, {"wall_time", wall, "s"}},
             SNP_MESSAGE("Figure", "the machine draws its training power for the whole run, through "
                                   "failures and restarts (Patterson et al. 2021, eq. 1)"));
  r.run_energy_cost = Figure(run.energy_kWh * price, currency, SNP_MESSAGE("Figure", "run energy x price"),
                             {{"run_energy", run.energy_kWh, "kWh"}, {"price", price, "per kWh"}},
                             SNP_MESSAGE("Figure", "electricity only: no hardware, building or staff"));
  r.run_carbon_kg = Figure(run.carbon_kg, "kgCO2e", SNP_MESSAGE("Figure", "run energy x grid intensity"),
                           {{"run_energy", run.energy_kWh, "kWh"}, {"grid", grid, "kgCO2e/kWh"}},
                           SNP_MESSAGE("Figure", "location-based: the grid's mean intensity, before any "
                                                 "renewable energy purchased"));
  r.run_water_m3 =
      Figure(run.water_m3, "m^3", SNP_MESSAGE("Figure", "tower make-up water x expected wall time"),
             {{"tower_water", cooling.tower_water_m3_per_s.value, "m^3/s"}, {"wall_time", wall, "s"}},
             SNP_MESSAGE("Figure", "evaporation and blowdown of the cooling towers at the "
                                   "year's mean; none without towers"));
  r.annual_carbon_kg = Figure(
      energy.annual_kWh.value * grid, "kgCO2e", SNP_MESSAGE("Figure", "annual energy x grid intensity"),
      {{"annual_energy", energy.annual_kWh.value, "kWh"}, {"grid", grid, "kgCO2e/kWh"}},
      SNP_MESSAGE("Figure", "location-based, at the utilisation of the training all year"));
  r.cue_kg_per_kWh = Figure(pue * grid, "kgCO2e/kWh", SNP_MESSAGE("Figure", "CUE = PUE x grid intensity"),
                            {{"pue", pue, ""}, {"grid", grid, "kgCO2e/kWh"}},
                            SNP_MESSAGE("Figure", "The Green Grid's carbon usage effectiveness: carbon of "
                                                  "the site's energy per kWh of IT energy"));
  const double water_L = energy.annual_water_m3.value * kLitresPerM3;
  r.wue_L_per_kWh =
      Figure(ratioOf(water_L, energy.annual_it_kWh.value), "L/kWh",
             SNP_MESSAGE("Figure", "WUE = annual site water / annual IT energy"),
             {{"annual_water", water_L, "L"}, {"annual_it_energy", energy.annual_it_kWh.value, "kWh"}},
             SNP_MESSAGE("Figure", "The Green Grid's water usage effectiveness; the site's water is "
                                   "the cooling towers' make-up: dry coolers and chillers drink none"));
  const double kinds = capex.embodied_kinds;
  r.embodied_carbon_kg = Figure(
      capex.embodied_kg, "kgCO2e",
      SNP_MESSAGE("Figure", "Σ quantity × cradle-to-gate footprint per unit, where the price book gives one"),
      {{"parts_with_footprint", kinds, ""}, {"parts", double(capex.kinds), ""}},
      kinds > 0 ? SNP_MESSAGE("Figure", "only what published footprints count (NVIDIA's HGX baseboards, not "
                                        "their servers, network or hall): at least this")
                : SNP_MESSAGE("Figure", "the price book gives no footprint for this design's parts"));
  const double life = config.finance.hardware_life_years;
  r.annual_embodied_carbon_kg = Figure(
      ratioOf(capex.embodied_kg, life), "kgCO2e", SNP_MESSAGE("Figure", "embodied carbon / hardware life"),
      {{"embodied", capex.embodied_kg, "kgCO2e"},
       {"hardware_life", life, ""},
       {"parts_with_footprint", kinds, ""}},
      SNP_MESSAGE("Figure", "written off over the hardware's life, as its price is"));
  return r;
}

} // namespace snp::sim
