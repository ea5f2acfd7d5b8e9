#include "sim/cost/CostSensitivity.h"

namespace snp::sim {

namespace {

// The terms the annual cost is recomposed from, each scaled on its own.
struct Scales {
  double hardware_price = 1, facility_price = 1, electricity = 1, water = 1, maintenance = 1, support = 1;
  double rate = 1, hardware_life = 1, facility_life = 1;
};

double annualCost(const model::Finance &f, const AnnualCostParts &p, const Scales &k) {
  model::Finance scaled = f;
  scaled.discount_rate *= k.rate;
  scaled.hardware_life_years *= k.hardware_life;
  scaled.facility_life_years *= k.facility_life;
  // Maintenance is a share of the hardware's price: it follows that price too.
  scaled.maintenance_share_per_year *= k.maintenance;
  return annualCostParts(scaled, p.hardware_capex * k.hardware_price, p.facility_capex * k.facility_price,
                         p.electricity * k.electricity, p.water * k.water, p.support * k.support)
      .total();
}

} // namespace

std::array<CostSwing, kCostInputs> costSensitivity(const model::Finance &finance,
                                                   const AnnualCostParts &parts, double cost, double swing) {
  const double base = annualCost(finance, parts, {});
  struct Input {
    model::Message name;
    double Scales::*scale;
  };
  const Input inputs[kCostInputs] = {
      {SNP_MESSAGE("Cost", "Hardware prices"), &Scales::hardware_price},
      {SNP_MESSAGE("Cost", "Facility price per watt"), &Scales::facility_price},
      {SNP_MESSAGE("Cost", "Electricity price"), &Scales::electricity},
      {SNP_MESSAGE("Cost", "Water price"), &Scales::water},
      {SNP_MESSAGE("Cost", "Maintenance share"), &Scales::maintenance},
      {SNP_MESSAGE("Cost", "Software and support"), &Scales::support},
      {SNP_MESSAGE("Cost", "Discount rate"), &Scales::rate},
      {SNP_MESSAGE("Cost", "Hardware life"), &Scales::hardware_life},
      {SNP_MESSAGE("Cost", "Facility life"), &Scales::facility_life},
  };
  std::array<CostSwing, kCostInputs> swings;
  for (std::size_t i = 0; i < kCostInputs; ++i) {
    const auto at = [&](double factor) {
      Scales k;
      k.*inputs[i].scale = factor;
      return base > 0 ? cost * annualCost(finance, parts, k) / base : 0;
    };
    swings[i] = {inputs[i].name, at(1 - swing), at(1 + swing)};
  }
  return swings;
}

} // namespace snp::sim
