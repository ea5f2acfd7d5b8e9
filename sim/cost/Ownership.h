#pragma once

#include "model/Config.h"
#include "sim/Figure.h"
#include "sim/cost/Capex.h"
#include "sim/facility/CoolingModel.h"
#include "sim/reliability/ReliabilityModel.h"
#include "sim/training/ComputeResults.h"
#include "sim/training/TrainingResults.h"

namespace snp::sim {

// What 1 paid each year for `years` years is worth today at the real rate `rate`:
// (1 − (1 + r)^−n) / r; n without interest.
double presentValueFactor(double rate, double years);
// The capital recovery factor, its inverse: the share of a price that, paid each year for `years`
// years, is worth the price paid at once (r / (1 − (1 + r)^−n); 1/n without interest); 0 for no life.
double capitalRecoveryFactor(double rate, double years);

// The annual cost's parts as plain numbers, for charts and the sensitivity (the figures explain
// them): capital by what it buys, and each running cost.
struct AnnualCostParts {
  double hardware_capex = 0; // compute + network
  double facility_capex = 0; // power + cooling + building
  double hardware_crf = 0;   // the capital recovery factors they are charged at
  double facility_crf = 0;
  double hardware_capital = 0; // a year's charge: hardware × CRF(hardware life)
  double facility_capital = 0;
  double electricity = 0;
  double water = 0;
  double maintenance = 0;
  double support = 0;

  double total() const {
    return hardware_capital + facility_capital + electricity + water + maintenance + support;
  }
};

// The annual cost of capital of `hardware_capex` and `facility_capex`, each charged over its life at
// the discount rate, with the running costs: electricity, water and support as given, maintenance
// as the finance terms' share of the hardware. What evaluateCost figures and the sensitivity varies.
AnnualCostParts annualCostParts(const model::Finance &finance, double hardware_capex, double facility_capex,
                                double electricity, double water, double support);

// What a design costs to own and what its work costs, in the site's currency: the bill of materials
// priced from a price book (sim/cost/Capex.h) with the hall per watt; each part charged over its
// life at the discount rate (model/Finance.h), as Barroso, Hölzle and Ranganathan's total cost of
// ownership does ("The Datacenter as a Computer", 3rd ed., 2018, ch. 6); and the running costs.
// The hardware is the accelerators, servers and network; the facility the cabinets, the power and
// cooling plant and the hall.
struct CostResults {
  Figure capex; // the priced parts and the hall; parts without a price are left out
  Figure capex_compute;
  Figure capex_network;
  Figure capex_building;
  Figure unpriced_parts; // kinds of part the price book has no price for
  Figure capex_per_accelerator;
  Figure annual_capital; // hardware and facility, each charged over its life
  Figure annual_opex;    // electricity, water, maintenance, software and support
  Figure annual_cost;    // the equivalent annual cost: capital + running
  Figure tco;            // the present value of the annual cost over the hardware's life
  Figure cost_per_accelerator_hour;
  Figure cost_per_pflops_year; // per PFLOP/s of peak at the workload's precision, a year
  Figure run_cost;             // the training run over its expected wall time
  Figure cost_per_million_tokens;
  AnnualCostParts parts;

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("capex", capex);
    v("capex_compute", capex_compute);
    v("capex_network", capex_network);
    v("capex_building", capex_building);
    v("unpriced_parts", unpriced_parts);
    v("capex_per_accelerator", capex_per_accelerator);
    v("annual_capital", annual_capital);
    v("annual_opex", annual_opex);
    v("annual_cost", annual_cost);
    v("tco", tco);
    v("cost_per_accelerator_hour", cost_per_accelerator_hour);
    v("cost_per_pflops_year", cost_per_pflops_year);
    v("run_cost", run_cost);
    v("cost_per_million_tokens", cost_per_million_tokens);
  }
};

// What the evaluation has worked out that the cost reads.
struct CostInputs {
  const ComputeResults &compute;
  const TrainingResults &training;
  const EnergyResults &energy;
  const ReliabilityResults &reliability;
  const CapexTotals &capex; // the bill priced (capexTotals)
};

// Units of money in `currency`, as the null-terminated literals a figure's term takes its unit in:
// the currency's name ("USD"), per hour ("USD/h": cost_per_accelerator_hour) and per million
// tokens ("USD/M tokens": the cost of a token, trained or served).
const char *currencyUnit(model::Currency currency);
const char *perHourUnit(model::Currency currency);
const char *perMillionTokensUnit(model::Currency currency);

// Allocates nothing: it runs in every evaluation.
CostResults evaluateCost(const model::Config &config, const CostInputs &in);

} // namespace snp::sim
