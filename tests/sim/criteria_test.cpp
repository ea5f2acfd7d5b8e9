#include "model/CriteriaJson.h"
#include "model/DisplayUnits.h"
#include "model/Presets.h"
#include "model/QuantityText.h"
#include "sim/decision/Comparison.h"
#include "sim/training/ScaledOut.h"
#include "sim/training/TrainingResults.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

using namespace snp;
using namespace snp::sim;

namespace {

model::Config preset(const char *id) { return *model::findPreset(id); }

const Verdict &verdictFor(const CriteriaVerdicts &v, const std::string &id) {
  for (const Verdict &verdict : v.verdicts)
    if (verdict.rule->id == id) return verdict;
  throw std::out_of_range(id);
}

} // namespace

TEST(Metrics, CatalogueHasEveryFigureOnceWithItsUnit) {
  std::set<std::string> paths;
  for (const MetricInfo &m : metricCatalogue())
    EXPECT_TRUE(paths.insert(m.path).second) << m.path;
  const Results r = evaluate(preset("seed-s3"));
  forEachFigure(r, [&](std::string_view section, std::string_view name, const Figure &figure) {
    const MetricInfo *m = findMetric(std::string(section) + "." + std::string(name));
    ASSERT_NE(m, nullptr) << section << "." << name;
    EXPECT_EQ(m->unit, figure.unit) << m->path;
  });
  EXPECT_EQ(findMetric("cooling.pue")->better, Better::Lower);
  EXPECT_EQ(findMetric("training.tokens_per_s")->better, Better::Higher);
  EXPECT_EQ(findMetric("network.links")->better, Better::Neither);
  // Times are better short, counts of spares and steps neither.
  for (const char *path : {"training.ep_comm_s", "training.cp_comm_s", "training.failure_free_time_s",
                           "reliability.checkpoint_storage_write_s", "reliability.restore_s"})
    EXPECT_EQ(findMetric(path)->better, Better::Lower) << path;
  for (const char *path : {"training.steps_to_train", "reliability.hot_spares"})
    EXPECT_EQ(findMetric(path)->better, Better::Neither) << path;
  // No draw or loss of power is better high (how heat splits between liquid and air is neither), and
  // every share of a limit used (a power level's, a CDU's, the floor's rating) is better low: the
  // plant's figures were all "better high" once, and Compare marked the heaviest floor load best.
  for (const MetricInfo &m : metricCatalogue()) {
    EXPECT_TRUE(m.unit != "W" || m.better != Better::Higher) << m.path;
    EXPECT_TRUE(!m.path.ends_with("_use") || m.better == Better::Lower) << m.path;
  }
  for (const char *path : {"floor.floor_load_kg_per_m2", "floor.foot_load_kg"})
    EXPECT_EQ(findMetric(path)->better, Better::Lower) << path;
  for (const char *path : {"power_chain.rack_availability", "cdu.availability"})
    EXPECT_EQ(findMetric(path)->better, Better::Higher) << path;
  for (const char *path : {"cdu.units", "floor.total_mass_kg"})
    EXPECT_EQ(findMetric(path)->better, Better::Neither) << path;
}

TEST(Metrics, DerivedFiguresFollowTheirDefinitions) {
  const model::Config s1 = preset("seed-s1");
  const Results r = evaluate(s1);
  const MetricValues values(s1, r);
  const auto fp16 = s1.accelerator.peak_flops[std::size_t(model::Precision::FP16)];
  EXPECT_DOUBLE_EQ(values.find("compute.peak_flops_per_cabinet_16bit")->value, 128 * fp16);
  EXPECT_DOUBLE_EQ(values.find("network.bisection_bidirectional_Bps")->value,
                   2 * r.network.bisection_bandwidth_Bps.value);
  // 1,000 accelerators of 128-chip cabinets: 8 cabinets, 1,024 chips.
  const auto scaled = scaledTo(s1, 1000);
  ASSERT_TRUE(scaled);
  EXPECT_EQ(scaled->layout.cabinets, 8);
  EXPECT_EQ(scaled->accelerators(), 1024);
  EXPECT_EQ(scaled->workload.parallelism.dp * scaled->workload.parallelism.tp *
                scaled->workload.parallelism.pp,
            1024);
  EXPECT_EQ(scaled->workload.global_batch / scaled->workload.parallelism.dp,
            s1.workload.global_batch / s1.workload.parallelism.dp);
  EXPECT_DOUBLE_EQ(values.find("training.scaling_efficiency_at_1000")->value,
                   evaluateTraining(*scaled).scaling_efficiency.value);
}

// The verdict of each default rule must be what the figure and the threshold imply, computed
// here from the evaluation independently of the judging code.
TEST(Criteria, DefaultSetVerdictsFollowTheFigures) {
  const model::CriteriaSet &set = model::defaultCriteriaSet();
  EXPECT_TRUE(checkMetrics(set).empty());
  for (const char *id :
       {"seed-s1", "seed-s2", "seed-s3", "gb200-nvl72", "tpu-v4-pod", "baseline-roce-fattree"}) {
    SCOPED_TRACE(id);
    const model::Config c = preset(id);
    const Results r = evaluate(c);
    const MetricValues values(c, r);
    const CriteriaVerdicts v = judge(set, values);
    const double perCabinet =
        c.acceleratorsPerCabinet() * std::max(c.accelerator.peak_flops[std::size_t(model::Precision::FP16)],
                                              c.accelerator.peak_flops[std::size_t(model::Precision::BF16)]);
    EXPECT_EQ(verdictFor(v, "compute_density").pass, perCabinet >= 1e15);
    EXPECT_EQ(verdictFor(v, "node_bandwidth").pass, 2 * r.network.bisection_bandwidth_Bps.value >= 32e12);
    EXPECT_EQ(verdictFor(v, "pue").pass, r.cooling.pue.value <= 1.1);
    EXPECT_NEAR(verdictFor(v, "pue").margin, 1.1 - r.cooling.pue.value, 1e-12);
    const auto scaled = scaledTo(c, 1000);
    const bool scales = scaled && evaluateTraining(*scaled).scaling_efficiency.value >= 0.9;
    EXPECT_EQ(verdictFor(v, "scaling_1000").pass, scales);
    const bool all = verdictFor(v, "compute_density").pass && verdictFor(v, "node_bandwidth").pass &&
                     verdictFor(v, "pue").pass && scales;
    EXPECT_EQ(v.must_pass, all);
  }
}

TEST(Criteria, SeedS1PassesItsOwnSelectionTable) {
  const model::Config s1 = preset("seed-s1");
  const CriteriaVerdicts v = judge(model::defaultCriteriaSet(), MetricValues(s1, evaluate(s1)));
  for (const Verdict &verdict : v.verdicts)
    EXPECT_TRUE(verdict.pass) << verdict.rule->id << " = " << verdict.figure.value;
  EXPECT_DOUBLE_EQ(v.score, 100);
}

// A rule can be written on every figure in a unit of the figure's own: carbon in tonnes, water in
// cubic metres, energy per token in joules (they had none, so a rule on them was refused).
TEST(Criteria, EveryMetricCanBeRuledInAUnitOfItsOwn) {
  for (const MetricInfo &m : metricCatalogue()) {
    // An ASHRAE water class is a name; free-cooling hours count in "h", the symbol the display
    // units keep for durations in seconds.
    if (m.unit == model::kWaterClassUnit || m.unit == "h") continue;
    EXPECT_FALSE(model::displayUnitsOf(m.unit).empty()) << m.path << " is measured in " << m.unit;
  }
}

// "At most 5,000 t CO₂e a year", as a sales engineer writes it: the threshold in SI (kg), shown in
// tonnes, judged against the evaluated hall.
TEST(Criteria, ACarbonBudgetReadsInTonnes) {
  const model::DecodedCriteria decoded = model::parseCriteriaSet(
      R"({"name": "green", "rules": [{"id": "co2", "name": "Annual carbon", "metric":
          "footprint.annual_carbon_kg", "comparator": "<=", "threshold": 5e6, "unit": "t CO₂e"}]})");
  ASSERT_TRUE(decoded.set) << (decoded.errors.empty() ? "" : decoded.errors.front().message);
  EXPECT_TRUE(checkMetrics(*decoded.set).empty());
  const model::Config c = preset("gb200-nvl72");
  const Results r = evaluate(c);
  const CriteriaVerdicts v = judge(*decoded.set, MetricValues(c, r));
  EXPECT_EQ(v.verdicts[0].pass, r.footprint.annual_carbon_kg.value <= 5e6);
  EXPECT_NEAR(v.verdicts[0].margin, 5e6 - r.footprint.annual_carbon_kg.value, 1e-6);
  EXPECT_EQ(model::plainText(model::quantityTextIn(5e6, "t CO₂e")), "5000 t CO₂e");
}

// The issue's cost rules: "at most 2 USD per accelerator-hour" and a capital budget in millions.
TEST(Criteria, CostRulesReadInMoneyPerHourAndInMillions) {
  const model::DecodedCriteria decoded = model::parseCriteriaSet(
      R"({"name": "budget", "rules": [
          {"id": "hour", "name": "Per accelerator-hour", "metric": "cost.cost_per_accelerator_hour",
           "comparator": "<=", "threshold": 2, "unit": "USD/h"},
          {"id": "capex", "name": "Capital", "metric": "cost.capex", "comparator": "<=", "threshold": 40e6,
           "unit": "M USD"}]})");
  ASSERT_TRUE(decoded.set) << (decoded.errors.empty() ? "" : decoded.errors.front().message);
  EXPECT_TRUE(checkMetrics(*decoded.set).empty());
  const model::Config c = preset("dgx-h100-superpod");
  const Results r = evaluate(c);
  const CriteriaVerdicts v = judge(*decoded.set, MetricValues(c, r));
  EXPECT_TRUE(v.verdicts[0].pass);  // 1.242 USD/h
  EXPECT_FALSE(v.verdicts[1].pass); // 50.59 M USD
  EXPECT_NEAR(v.verdicts[1].margin, 40e6 - r.cost.capex.value, 1e-3);
  EXPECT_EQ(model::plainText(model::quantityTextIn(40e6, "M USD")), "40 M USD");
}

TEST(Criteria, ComparatorsMarginsAndScore) {
  model::CriteriaSet set{"t", "", {}};
  set.rules.push_back(
      {"pue", "PUE", "cooling.pue", model::Comparator::Between, 1.0, 1.05, 0, "", 3, false, ""});
  set.rules.push_back({"n", "links", "network.links", model::Comparator::Equal, 8128, 0, 0, "", 1, true, ""});
  set.rules.push_back(
      {"u", "unknown", "no.such_metric", model::Comparator::AtLeast, 0, 0, 0, "", 1, false, ""});
  const model::Config s1 = preset("seed-s1");
  const Results r = evaluate(s1);
  const CriteriaVerdicts v = judge(set, MetricValues(s1, r));
  // seed-s1's PUE is 1.065: above 1.05, so between [1.0, 1.05] fails by 0.015.
  EXPECT_FALSE(v.verdicts[0].pass);
  EXPECT_NEAR(v.verdicts[0].margin, 1.05 - r.cooling.pue.value, 1e-12);
  EXPECT_TRUE(v.verdicts[1].pass); // 128 chips fully meshed: 128·127/2 links
  EXPECT_FALSE(v.verdicts[2].evaluable);
  EXPECT_FALSE(v.verdicts[2].pass);
  EXPECT_TRUE(v.must_pass);
  EXPECT_DOUBLE_EQ(v.score, 100.0 * 1 / 5);
  EXPECT_EQ(checkMetrics(set).size(), 1u);
}

// The most rules a set may have, each of the largest weight, half of them failing: the score is
// the finite share it always is (a weight of 1e308 once made it NaN, and a sweep's result unmergeable).
TEST(Criteria, TheHeaviestSetAllowedScoresAFiniteShare) {
  model::CriteriaSet set{"heavy", "", {}};
  for (std::size_t i = 0; i < model::kMaxCriteriaRules; ++i)
    set.rules.push_back({"r" + std::to_string(i), "PUE", "cooling.pue", model::Comparator::AtMost,
                         i % 2 ? 1.0 : 2.0, 0, 0, "", model::kMaxCriterionWeight, false, ""});
  const model::Config s1 = preset("seed-s1");
  const CriteriaVerdicts v = judge(set, MetricValues(s1, evaluate(s1)));
  EXPECT_DOUBLE_EQ(v.score, 50);
}

// A threshold closer to the value than the figure's error band gives an outcome that is not firm;
// one outside it, or a figure no published run measures, gives a firm one.
TEST(Criteria, AVerdictInsideTheErrorBandSaysSo) {
  const model::Config h100 = preset("dgx-h100-superpod");
  const Results r = evaluate(h100);
  const double samples = r.training.samples_per_s.value;
  const ErrorBand band = *errorBandOf(h100, "training.samples_per_s");
  ASSERT_TRUE(band.validated());
  const auto rule = [](const char *id, const char *metric, double threshold) {
    return model::Criterion{id, id, metric, model::Comparator::AtLeast, threshold, 0, 0, "", 1, true, ""};
  };
  model::CriteriaSet set{"t", "", {}};
  set.rules.push_back(rule("near_pass", "training.samples_per_s", samples * (1 - band.half_width / 2)));
  set.rules.push_back(rule("near_fail", "training.samples_per_s", samples * (1 + band.half_width / 2)));
  set.rules.push_back(rule("far_pass", "training.samples_per_s", samples * (1 - 2 * band.half_width)));
  set.rules.push_back(rule("unbanded", "cooling.pue", r.cooling.pue.value * 0.99));
  const CriteriaVerdicts v = judge(set, MetricValues(h100, r));
  EXPECT_TRUE(verdictFor(v, "near_pass").pass);
  EXPECT_TRUE(verdictFor(v, "near_pass").withinBand());
  EXPECT_FALSE(verdictFor(v, "near_fail").pass);
  EXPECT_TRUE(verdictFor(v, "near_fail").withinBand());
  EXPECT_TRUE(verdictFor(v, "far_pass").pass);
  EXPECT_FALSE(verdictFor(v, "far_pass").withinBand());
  EXPECT_DOUBLE_EQ(verdictFor(v, "far_pass").band->half_width, band.half_width);
  EXPECT_FALSE(verdictFor(v, "unbanded").band);
  EXPECT_FALSE(verdictFor(v, "unbanded").withinBand());

  // A chip no published run was measured on has no validated band: every outcome is taken as it is.
  model::Config unknown = h100;
  unknown.accelerator.architecture = model::Architecture::Unknown;
  const CriteriaVerdicts unvalidated = judge(set, MetricValues(unknown, r));
  EXPECT_FALSE(verdictFor(unvalidated, "near_pass").withinBand());
  EXPECT_FALSE(verdictFor(unvalidated, "near_pass").band->validated());
}

TEST(Comparison, MarksBestValuesAndRanksMustPassersFirst) {
  std::vector<Candidate> candidates{
      {"S1", preset("seed-s1")}, {"S3", preset("seed-s3")}, {"RoCE", preset("baseline-roce-fattree")}};
  const Comparison c = compare(candidates, model::defaultCriteriaSet());
  ASSERT_EQ(c.names.size(), 3u);
  for (const ComparisonRow &row : c.rows) {
    ASSERT_EQ(row.figures.size(), 3u);
    // The marked values are exactly the extreme ones in the metric's good direction.
    std::vector<double> finite;
    for (const Figure &f : row.figures)
      if (std::isfinite(f.value)) finite.push_back(f.value);
    if (row.metric->better == Better::Neither || finite.empty()) {
      EXPECT_EQ(std::count(row.best.begin(), row.best.end(), true), 0) << row.metric->path;
      continue;
    }
    const double best = row.metric->better == Better::Higher
                            ? *std::max_element(finite.begin(), finite.end())
                            : *std::min_element(finite.begin(), finite.end());
    // Values within a part in 10^9 of the best count as ties (documented in Comparison.cpp).
    for (std::size_t i = 0; i < 3; ++i)
      EXPECT_EQ(row.best[i], std::abs(row.figures[i].value - best) <= 1e-9 * std::abs(best))
          << row.metric->path << " candidate " << i;
  }
  std::vector<int> ranks = c.rank;
  std::sort(ranks.begin(), ranks.end());
  EXPECT_EQ(ranks, (std::vector<int>{1, 2, 3}));
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = 0; j < 3; ++j) {
      if (c.verdicts[i].must_pass && !c.verdicts[j].must_pass) {
        EXPECT_LT(c.rank[i], c.rank[j]);
      }
    }
}
