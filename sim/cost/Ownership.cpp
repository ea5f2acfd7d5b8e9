#include "sim/cost/Ownership.h"

#include "model/Message.h"
#include "sim/Ratio.h"

#include <cmath>
#include <cstddef>
#include <string_view>

namespace snp::sim {

namespace {

constexpr double kSecondsPerHour = 3600;

// Money per something, by the site's currency (model::kCurrencyNames).
constexpr const char *kPerHour[] = {"USD/h", "CNY/h", "EUR/h"};
constexpr const char *kPerPflopsYear[] = {"USD/PFLOP/s-year", "CNY/PFLOP/s-year", "EUR/PFLOP/s-year"};
constexpr const char *kPerMillionTokens[] = {"USD/M tokens", "CNY/M tokens", "EUR/M tokens"};
static_assert(std::size(kPerHour) == std::size(model::kCurrencyNames) &&
              std::size(kPerPflopsYear) == std::size(model::kCurrencyNames) &&
              std::size(kPerMillionTokens) == std::size(model::kCurrencyNames));

double group(const CapexTotals &capex, PartGroup part_group) {
  return capex.by_group[static_cast<std::size_t>(part_group)];
}

} // namespace

const char *currencyUnit(model::Currency currency) {
  // A string_view of a literal ends in the literal's null.
  return model::kCurrencyNames[static_cast<std::size_t>(currency)].data();
}
const char *perHourUnit(model::Currency currency) { return kPerHour[static_cast<std::size_t>(currency)]; }
const char *perMillionTokensUnit(model::Currency currency) {
  return kPerMillionTokens[static_cast<std::size_t>(currency)];
}

double presentValueFactor(double rate, double years) {
  if (years <= 0) return 0;
  if (rate <= 0) return years;
  return (1 - std::pow(1 + rate, -years)) / rate;
}

double capitalRecoveryFactor(double rate, double years) {
  return ratioOf(1, presentValueFactor(rate, years));
}

AnnualCostParts annualCostParts(const model::Finance &finance, double hardware_capex, double facility_capex,
                                double electricity, double water, double support) {
  const double hardware_crf = capitalRecoveryFactor(finance.discount_rate, finance.hardware_life_years);
  const double facility_crf = capitalRecoveryFactor(finance.discount_rate, finance.facility_life_years);
  return {hardware_capex,
          facility_capex,
          hardware_crf,
          facility_crf,
          hardware_capex * hardware_crf,
          facility_capex * facility_crf,
          electricity,
          water,
          hardware_capex * finance.maintenance_share_per_year,
          support};
}

CostResults evaluateCost(const model::Config &config, const CostInputs &in) {
  const std::size_t currency_index = static_cast<std::size_t>(config.site.currency);
  const char *currency = currencyUnit(config.site.currency);
  const model::Finance &finance = config.finance;
  const CapexTotals &capex = in.capex;
  const double it_design_W = capex.building_it_W;
  const double compute = group(capex, PartGroup::Compute), network = group(capex, PartGroup::Network);
  const double power = group(capex, PartGroup::Power), cooling = group(capex, PartGroup::Cooling);
  const double building = group(capex, PartGroup::Building);
  const double hardware = compute + network, facility = power + cooling + building;
  const double accelerators = config.accelerators();

  CostResults r;
  r.capex = Figure(
      capex.total, currency, SNP_MESSAGE("Figure", "compute + network + power + cooling + building"),
      {{"compute", compute, currency},
       {"network", network, currency},
       {"power", power, currency},
       {"cooling", cooling, currency},
       {"building", building, currency},
       {"unpriced_parts", double(capex.unpriced), ""}},
      capex.unpriced > 0 ? SNP_MESSAGE("Figure", "parts the price book has no price for are left out: the "
                                                 "capital cost is at least this")
                         : SNP_MESSAGE("Figure", "every part priced from the price book, the hall per watt "
                                                 "of the IT power it is built for"));
  // A group with parts the book cannot price is at least its priced parts; never free.
  const auto groupFigure = [&](PartGroup part_group, model::Message assumption) {
    const int unpriced = capex.unpriced_by_group[static_cast<std::size_t>(part_group)];
    return Figure(group(capex, part_group), currency,
                  SNP_MESSAGE("Figure", "Σ quantity × unit price over the group's priced parts"),
                  {{"unpriced_parts", double(unpriced), ""}, {"capex", capex.total, currency}},
                  unpriced > 0 ? SNP_MESSAGE("Figure", "some of its parts have no price in the price book: "
                                                       "at least this")
                               : assumption);
  };
  r.capex_compute = groupFigure(
      PartGroup::Compute, SNP_MESSAGE("Figure", "accelerators and their servers: CPUs, memory, storage"));
  r.capex_network =
      groupFigure(PartGroup::Network, SNP_MESSAGE("Figure", "NICs, switches, transceivers and cables, where "
                                                            "a server's price does not include them"));
  r.capex_building =
      Figure(building, currency, SNP_MESSAGE("Figure", "IT power at full load × price per watt + cabinets"),
             {{"it_design", it_design_W, "W"},
              {"hall", capex.building, currency},
              {"cabinets", building - capex.building, currency},
              {"unpriced_parts",
               double(capex.unpriced_by_group[static_cast<std::size_t>(PartGroup::Building)]), ""}},
             SNP_MESSAGE("Figure",
                         "the shell and the power and cooling plant, at the price book's price per watt of "
                         "critical load (the public one: Cushman & Wakefield's US mean of 2025)"));
  r.unpriced_parts = Figure(double(capex.unpriced), "",
                            SNP_MESSAGE("Figure", "kinds of part − priced − included in another's price"),
                            {{"kinds", double(capex.kinds), ""}, {"included", double(capex.included), ""}},
                            SNP_MESSAGE("Figure", "left out of the capital cost, never counted as free"));
  r.capex_per_accelerator =
      Figure(ratioOf(capex.total, accelerators), currency, SNP_MESSAGE("Figure", "capex / accelerators"),
             {{"capex", capex.total, currency}, {"accelerators", accelerators, ""}});

  const double rate = finance.discount_rate;
  const AnnualCostParts parts = annualCostParts(finance, hardware, facility, in.energy.annual_cost.value,
                                                in.energy.annual_water_m3.value * config.site.water_per_m3,
                                                accelerators * finance.support_per_accelerator_year);
  r.parts = parts;
  const double annual_capital = parts.hardware_capital + parts.facility_capital;
  r.annual_capital = Figure(
      annual_capital, currency,
      SNP_MESSAGE("Figure", "hardware × CRF(hardware life) + facility × CRF(facility life)"),
      {{"hardware", hardware, currency},
       {"hardware_crf", parts.hardware_crf, ""},
       {"facility", facility, currency},
       {"facility_crf", parts.facility_crf, ""},
       {"discount_rate", rate, "ratio"}},
      SNP_MESSAGE("Figure", "CRF = r / (1 − (1 + r)^−years): the yearly charge that repays the price with "
                            "interest over the part's life"));

  const double opex = parts.electricity + parts.water + parts.maintenance + parts.support;
  const bool left_out = config.site.water_per_m3 == 0 || finance.maintenance_share_per_year == 0 ||
                        finance.support_per_accelerator_year == 0;
  r.annual_opex =
      Figure(opex, currency, SNP_MESSAGE("Figure", "electricity + water + maintenance + support"),
             {{"electricity", parts.electricity, currency},
              {"water", parts.water, currency},
              {"maintenance", parts.maintenance, currency},
              {"support", parts.support, currency}},
             left_out ? SNP_MESSAGE("Figure", "a price left at 0 (water, maintenance, software and "
                                              "support have no public one) leaves its part out")
                      : SNP_MESSAGE("Figure", "electricity at the training's draw all year"));
  const double annual = annual_capital + opex;
  r.annual_cost =
      Figure(annual, currency, SNP_MESSAGE("Figure", "annual capital + annual opex"),
             {{"annual_capital", annual_capital, currency}, {"annual_opex", opex, currency}},
             SNP_MESSAGE("Figure", "the equivalent annual cost of owning and running the design"));
  const double years = finance.hardware_life_years;
  r.tco = Figure(annual * presentValueFactor(rate, years), currency,
                 SNP_MESSAGE("Figure", "annual cost × (1 − (1 + r)^−years) / r over the hardware's life"),
                 {{"annual_cost", annual, currency}, {"years", years, ""}, {"discount_rate", rate, "ratio"}},
                 SNP_MESSAGE("Figure", "the hardware bought once and the hall's share of its life, with the "
                                       "running costs discounted to today"));

  const double hours = config.site.hours_per_year;
  const double per_hour = ratioOf(annual, hours);
  r.cost_per_accelerator_hour =
      Figure(ratioOf(per_hour, accelerators), kPerHour[currency_index],
             SNP_MESSAGE("Figure", "annual cost / (accelerators × operating hours a year)"),
             {{"annual_cost", annual, currency}, {"accelerators", accelerators, ""}, {"hours", hours, "h"}});
  const double peak_pflops = in.compute.peak_flops_total.value / 1e15;
  r.cost_per_pflops_year =
      Figure(ratioOf(annual, peak_pflops), kPerPflopsYear[currency_index],
             SNP_MESSAGE("Figure", "annual cost / peak PFLOP/s"),
             {{"annual_cost", annual, currency}, {"peak", in.compute.peak_flops_total.value, "FLOP/s"}},
             SNP_MESSAGE("Figure", "peak at the workload's precision; divide by the MFU for delivered work"));
  const double wall = in.reliability.expected_wall_time_s.value;
  r.run_cost = Figure(per_hour * wall / kSecondsPerHour, currency,
                      SNP_MESSAGE("Figure", "annual cost / operating hours × expected wall time"),
                      {{"annual_cost", annual, currency}, {"hours", hours, "h"}, {"wall_time", wall, "s"}},
                      SNP_MESSAGE("Figure", "the whole system for the run, failures and restarts included"));
  const double tokens = in.training.tokens_per_s.value, goodput = in.reliability.goodput.value;
  r.cost_per_million_tokens =
      Figure(ratioOf(per_hour / kSecondsPerHour * 1e6, tokens * goodput), kPerMillionTokens[currency_index],
             SNP_MESSAGE("Figure", "cost per second × 10⁶ / (tokens per second × goodput)"),
             {{"cost_per_hour", per_hour, currency},
              {"tokens_per_s", tokens, "tokens/s"},
              {"goodput", goodput, "ratio"}},
             SNP_MESSAGE("Figure", "training tokens; time lost to failures is paid for too"));
  return r;
}

} // namespace snp::sim
