// The cost of owning and running a design (sim/cost/Ownership.h): the capital recovery factor
// against its closed form, the annual cost and the total cost of ownership put together from their
// parts, the allocation-free capital cost against the listed bill, and the cost of training against
// the tool's own scaling efficiency.
#include "model/BundledText.h"
#include "model/Presets.h"
#include "model/ServedModel.h"
#include "sim/Evaluate.h"
#include "sim/PricedBill.h"
#include "sim/ServingCost.h"
#include "sim/cost/CostSensitivity.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <cmath>

namespace snp::sim {
namespace {

double term(const Figure &figure, std::string_view name) {
  const std::optional<double> value = figure.term(name);
  if (!value) ADD_FAILURE() << "no term " << name;
  return value.value_or(0);
}

// r / (1 − (1 + r)^−n): 7 % over 5 years is 0.243891 (any annuity table); without interest 1/n;
// over a very long life the rate itself.
TEST(Ownership, TheCapitalRecoveryFactorIsTheAnnuityOfItsClosedForm) {
  EXPECT_NEAR(capitalRecoveryFactor(0.07, 5), 0.243891, 1e-6);
  EXPECT_NEAR(capitalRecoveryFactor(0.07, 25), 0.085811, 1e-6);
  EXPECT_DOUBLE_EQ(capitalRecoveryFactor(0, 4), 0.25);
  EXPECT_NEAR(capitalRecoveryFactor(0.05, 1000), 0.05, 1e-12);
  // Paid yearly, it repays the price with interest: the payments' present value is the price.
  double present = 0;
  for (int year = 1; year <= 5; ++year)
    present += capitalRecoveryFactor(0.07, 5) / std::pow(1.07, year);
  EXPECT_NEAR(present, 1, 1e-12);
}

// The capital cost each evaluation computes without listing the bill equals the listed, priced bill,
// group by group, for every bundled design.
TEST(Ownership, TheEvaluationsCapitalCostIsThePricedBills) {
  for (const model::Config &c : model::presets()) {
    const Results r = evaluate(c);
    const Capex listed = pricedBill(c, r);
    EXPECT_DOUBLE_EQ(r.cost.capex.value, listed.totals.total) << c.id;
    EXPECT_DOUBLE_EQ(r.cost.capex_compute.value, listed.totals.by_group[0]) << c.id;
    EXPECT_DOUBLE_EQ(r.cost.capex_network.value, listed.totals.by_group[1]) << c.id;
    EXPECT_DOUBLE_EQ(r.cost.capex_building.value, listed.totals.by_group[4]) << c.id;
    EXPECT_EQ(r.cost.unpriced_parts.value, listed.totals.unpriced) << c.id;
  }
}

// Hand case on the DGX H100 SuperPOD with every running cost set: the annual cost is the capital
// charged over each part's life plus electricity, water, maintenance and support; the total cost of
// ownership its present value over the hardware's life; the hourly and per-token costs follow.
TEST(Ownership, TheAnnualCostAndTheTcoAreTheirPartsPutTogether) {
  model::Config c = model::findPreset("dgx-h100-superpod").value();
  c.finance = {4, 20, 0.05, 0.1, 1000};
  c.site.water_per_m3 = 2;
  const Results r = evaluate(c);
  const CostResults &cost = r.cost;
  const double hardware = cost.capex_compute.value + cost.capex_network.value;
  const double facility = term(cost.capex, "power") + term(cost.capex, "cooling") + cost.capex_building.value;
  ASSERT_GT(hardware, 30e6); // 1,024 H100 in DGX systems at 33,750 USD a GPU
  EXPECT_NEAR(hardware, 1024 * 33750, 1);
  const double capital =
      hardware * 0.05 / (1 - std::pow(1.05, -4)) + facility * 0.05 / (1 - std::pow(1.05, -20));
  EXPECT_NEAR(cost.annual_capital.value, capital, 1e-6 * capital);
  const double opex =
      r.energy.annual_cost.value + 2 * r.energy.annual_water_m3.value + 0.1 * hardware + 1024 * 1000;
  EXPECT_NEAR(cost.annual_opex.value, opex, 1e-6 * opex);
  const double annual = capital + opex;
  EXPECT_NEAR(cost.annual_cost.value, annual, 1e-6 * annual);
  double tco = 0;
  for (int year = 1; year <= 4; ++year)
    tco += annual / std::pow(1.05, year);
  EXPECT_NEAR(cost.tco.value, tco, 1e-6 * tco);
  EXPECT_NEAR(cost.cost_per_accelerator_hour.value, annual / (1024 * 8760), 1e-9);
  EXPECT_NEAR(cost.cost_per_pflops_year.value, annual / (r.compute.peak_flops_total.value / 1e15), 1e-6);
  EXPECT_NEAR(cost.run_cost.value, annual / 8760 * r.reliability.expected_wall_time_s.value / 3600,
              1e-6 * annual);
  EXPECT_NEAR(cost.capex_per_accelerator.value, cost.capex.value / 1024, 1e-6);
}

// The cost of training's extra over perfect scaling is the scaling loss: at a given price per
// accelerator-hour, a cost per token that is the ideal's / η, so Δcost / cost = 1/η − 1, η being the
// tool's own scaling efficiency (one data-parallel replica is its reference). Accelerators the job
// leaves idle (spares) are paid for too: they scale the cost by accelerators / ranks.
TEST(Ownership, TheCostOfTrainingGrowsByTheScalingLoss) {
  int exact = 0;
  for (const model::Config &c : model::presets()) {
    const Results r = evaluate(c);
    const Figure &efficiency = r.training.scaling_efficiency;
    const double eta = efficiency.value;
    if (!(eta > 0)) continue;
    const double replicas = term(efficiency, "replicas");
    const double ranks = replicas * term(efficiency, "replica_accelerators");
    const double tokens_per_sample = r.training.tokens_per_s.value / r.training.samples_per_s.value;
    // Perfect scaling: every replica as fast as one alone.
    const double ideal_tokens_per_s =
        replicas * term(efficiency, "replica_samples_per_s") * tokens_per_sample;
    const double per_accelerator_s = r.cost.cost_per_accelerator_hour.value / 3600;
    const double goodput = r.reliability.goodput.value;
    const double ideal = per_accelerator_s * ranks * 1e6 / (ideal_tokens_per_s * goodput);
    const double paid = c.accelerators() / ranks;
    EXPECT_NEAR(r.cost.cost_per_million_tokens.value / ideal - 1, paid / eta - 1, 1e-9) << c.id;
    if (paid == 1) ++exact;
  }
  EXPECT_GE(exact, 5); // most bundled designs train on every accelerator: exactly 1/η − 1
}

// A cost edit is a plant edit: bringing the results up to date equals evaluating afresh.
TEST(Ownership, AFinanceEditUpdatesLikeAFreshEvaluation) {
  model::Config c = model::findPreset("gb200-nvl72").value();
  Results r = evaluate(c);
  c.finance.discount_rate = 0.1;
  c.finance.support_per_accelerator_year = 4500;
  ASSERT_TRUE(isPlantField("finance.discount_rate"));
  updatePlant(c, r);
  const Results fresh = evaluate(c);
  EXPECT_DOUBLE_EQ(r.cost.tco.value, fresh.cost.tco.value);
  EXPECT_DOUBLE_EQ(r.cost.cost_per_million_tokens.value, fresh.cost.cost_per_million_tokens.value);
  EXPECT_GT(fresh.cost.annual_opex.value,
            evaluate(model::findPreset("gb200-nvl72").value()).cost.annual_opex.value);
}

// In yuan, every amount is the dollars' at the book's rate; per-unit figures name the currency.
TEST(Ownership, AmountsFollowTheSitesCurrency) {
  model::Config c = model::findPreset("dgx-h100-superpod").value();
  const Results dollars = evaluate(c);
  c.site.currency = model::Currency::CNY;
  c.site.electricity_per_kWh *= 7.0809;
  const Results yuan = evaluate(c);
  EXPECT_NEAR(yuan.cost.capex.value, dollars.cost.capex.value * 7.0809, 1e-6 * yuan.cost.capex.value);
  EXPECT_NEAR(yuan.cost.tco.value, dollars.cost.tco.value * 7.0809, 1e-6 * yuan.cost.tco.value);
  EXPECT_EQ(yuan.cost.capex.unit, "CNY");
  EXPECT_EQ(yuan.cost.cost_per_accelerator_hour.unit, "CNY/h");
  EXPECT_EQ(dollars.cost.cost_per_million_tokens.unit, "USD/M tokens");
}

// A part without a price is never free: the seed S1's chip has none, so its group says so.
TEST(Ownership, AGroupWithUnpricedPartsSaysItIsAtLeastItsPricedParts) {
  const Results r = evaluate(model::findPreset("seed-s1").value());
  EXPECT_GE(r.cost.unpriced_parts.value, 3);
  EXPECT_GE(term(r.cost.capex_compute, "unpriced_parts"), 1);
  EXPECT_NE(std::string_view(r.cost.capex_compute.assumption.text()).find("at least"),
            std::string_view::npos);
  EXPECT_NE(std::string_view(r.cost.capex.assumption.text()).find("at least"), std::string_view::npos);
}

// The tornado's bars: a price the annual cost is linear in moves the cost by its share × 20 %; a
// longer life or a lower rate makes it cheaper; a price left at 0 moves nothing.
TEST(Ownership, TheSensitivityMovesEachCostByItsShare) {
  model::Config c = model::findPreset("dgx-h100-superpod").value();
  c.finance.maintenance_share_per_year = 0.05;
  const Results r = evaluate(c);
  const AnnualCostParts &parts = r.cost.parts;
  EXPECT_NEAR(parts.total(), r.cost.annual_cost.value, 1e-6 * parts.total());
  const double cost = r.cost.cost_per_million_tokens.value;
  const auto swings = costSensitivity(c.finance, parts, cost, 0.2);
  const auto named = [&](std::string_view name) {
    for (const CostSwing &swing : swings)
      if (name == swing.input.text()) return swing;
    ADD_FAILURE() << name;
    return CostSwing{};
  };
  const CostSwing electricity = named("Electricity price");
  EXPECT_NEAR(electricity.high / cost - 1, 0.2 * parts.electricity / parts.total(), 1e-12);
  EXPECT_NEAR(electricity.low / cost - 1, -0.2 * parts.electricity / parts.total(), 1e-12);
  // Maintenance is a share of the hardware's price: a dearer GPU costs its capital charge and its upkeep.
  const CostSwing hardware = named("Hardware prices");
  EXPECT_NEAR(hardware.high / cost - 1, 0.2 * (parts.hardware_capital + parts.maintenance) / parts.total(),
              1e-12);
  const CostSwing life = named("Hardware life");
  EXPECT_GT(life.low, cost);
  EXPECT_LT(life.high, cost);
  const CostSwing rate = named("Discount rate");
  EXPECT_LT(rate.low, cost);
  EXPECT_GT(rate.high, cost);
  const CostSwing water = named("Water price"); // no price set: no reach
  EXPECT_DOUBLE_EQ(water.low, cost);
  EXPECT_DOUBLE_EQ(water.high, cost);
}

// A Chinese interface shows a bundled preset's accelerator by its Chinese name: the price book,
// which names makes in English, prices it all the same.
TEST(Ownership, ATranslatedMakeFindsItsPrice) {
  for (const model::Config &english : model::presets()) {
    model::Config chinese = english;
    model::localiseBundledTexts(chinese, "zh_CN");
    EXPECT_DOUBLE_EQ(evaluate(chinese).cost.capex.value, evaluate(english).cost.capex.value) << english.id;
  }
  model::Config gb200 = model::findPreset("gb200-nvl72").value();
  model::localiseBundledTexts(gb200, "zh_CN");
  ASSERT_NE(gb200.accelerator.name, model::findPreset("gb200-nvl72")->accelerator.name);
  EXPECT_GT(evaluate(gb200).cost.capex_compute.value, 20e6);
}

// A scenario priced from a book of its own (a customer's quote): the evaluation takes its prices.
TEST(Ownership, AConfigurationsOwnPriceBookPricesIt) {
  model::Config c = model::findPreset("dgx-h100-superpod").value();
  const double listed = evaluate(c).cost.capex_compute.value;
  model::PriceBook quote = model::publicPriceBook();
  for (model::PartPrice &price : quote.prices)
    if (price.make == "NVIDIA H100 SXM5 80GB") price.price = 25'000;
  c.price_book = model::PriceBookRef(quote);
  const Results r = evaluate(c);
  EXPECT_DOUBLE_EQ(r.cost.capex_compute.value, 1024 * 25'000.0);
  EXPECT_LT(r.cost.capex_compute.value, listed);
  EXPECT_DOUBLE_EQ(pricedBill(c, r).totals.by_group[0], r.cost.capex_compute.value);
}

// Serving Llama 3 70B on one DGX of the SuperPOD: the slice's share of the cost per accelerator-hour
// over the output tokens it produces - at the offered rate while the slice keeps up, at capacity
// beyond it or when no rate is offered.
TEST(Ownership, ServingCostIsTheSlicesHourOverItsOutputTokens) {
  const model::Config c = model::findPreset("dgx-h100-superpod").value();
  const Results r = evaluate(c);
  ServingSetup setup = defaultServingSetup(c, model::findServedModel("llama-3-70b").value().transformer);
  setup.accelerators = 8;
  setup.tp = 8;
  setup.pp = 1;
  const ServingResults idle = evaluateServing(c, setup, 2);
  const double capacity = idle.capacity_tokens_per_s.value;
  ASSERT_GT(capacity, 0);
  const double per_second = r.cost.cost_per_accelerator_hour.value * 8 / 3600;
  const ServingCostResults at_capacity = servingCost(c, r.cost, setup, idle);
  EXPECT_NEAR(at_capacity.cost_per_million_output_tokens.value, per_second * 1e6 / capacity, 1e-9);
  EXPECT_DOUBLE_EQ(at_capacity.cost_per_million_output_tokens_at_capacity.value,
                   at_capacity.cost_per_million_output_tokens.value);
  // Half the capacity offered: each token carries twice the idle time.
  setup.request_rate_per_s = idle.capacity_requests_per_s.value / 2;
  const ServingCostResults half = servingCost(c, r.cost, setup, evaluateServing(c, setup, 2));
  EXPECT_NEAR(half.cost_per_million_output_tokens.value, 2 * at_capacity.cost_per_million_output_tokens.value,
              1e-9 * half.cost_per_million_output_tokens.value);
  // Ten times the capacity offered: it serves no more than its capacity.
  setup.request_rate_per_s = 10 * idle.capacity_requests_per_s.value;
  const ServingCostResults over = servingCost(c, r.cost, setup, evaluateServing(c, setup, 2));
  EXPECT_NEAR(over.cost_per_million_output_tokens.value, at_capacity.cost_per_million_output_tokens.value,
              1e-9 * over.cost_per_million_output_tokens.value);
  EXPECT_EQ(over.cost_per_million_output_tokens.unit, "USD/M tokens");
}

// The serving cost names the site's currency, in its figure and in the term it is priced from.
TEST(Ownership, ServingCostNamesTheSitesCurrency) {
  model::Config c = model::findPreset("dgx-h100-superpod").value();
  c.site.currency = model::Currency::EUR;
  const Results r = evaluate(c);
  ServingSetup setup = defaultServingSetup(c, model::findServedModel("llama-3-70b").value().transformer);
  setup.accelerators = 8;
  setup.tp = 8;
  setup.pp = 1;
  const ServingCostResults euros = servingCost(c, r.cost, setup, evaluateServing(c, setup, 2));
  EXPECT_EQ(euros.cost_per_million_output_tokens.unit, "EUR/M tokens");
  EXPECT_EQ(euros.cost_per_million_output_tokens_at_capacity.unit, "EUR/M tokens");
  const Figure &figure = euros.cost_per_million_output_tokens;
  const Term *hour = std::find_if(figure.terms, figure.terms + figure.term_count,
                                  [](const Term &t) { return t.name == "cost_per_accelerator_hour"; });
  ASSERT_NE(hour, figure.terms + figure.term_count);
  EXPECT_EQ(std::string_view(hour->unit), "EUR/h");
}

} // namespace
} // namespace snp::sim
