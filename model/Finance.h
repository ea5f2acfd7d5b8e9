#pragma once

namespace snp::model {

// The terms a design's cost of ownership is figured on (sim/cost/Ownership.h): how long what is
// bought serves, what money costs and the yearly costs that grow with what was bought. Amounts are
// in the site's currency.
struct Finance {
  // Accelerators, servers and network: Meta's 10-K for 2025 depreciates "servers and network
  // assets" over five to 5.5 years; Epoch AI's training-cost model amortises hardware bought from
  // 2023 over five (epoch-research/training-cost-trends, hardware.py, get_server_lifetime).
  double hardware_life_years = 5;
  // The hall, its power and cooling plant and the cabinets: Meta's 10-K for 2025, "buildings 25 to
  // 30 years".
  double facility_life_years = 25;
  // A real (constant-dollar) rate, as the prices are: OMB Circular A-94 (1992), section 8.b, "a
  // real discount rate of 7 percent" for the base case.
  double discount_rate = 0.07;
  // Yearly maintenance contracts as a share of the hardware's price, and software and support per
  // accelerator a year. No vendor publishes either (docs/price-sources.md, section 6): both are 0
  // by default, as in Epoch AI's cost model, and the figures say they are left out.
  double maintenance_share_per_year = 0;
  double support_per_accelerator_year = 0;

  bool operator==(const Finance &) const = default;
};

} // namespace snp::model
