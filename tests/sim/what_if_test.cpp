// "What would it take?" (sim/sweep/WhatIf.h) on hand cases whose smallest passing change is known
// from closed forms: a design's dense peak is accelerators × the chip's peak at the workload's
// precision, so the cabinets and the precision it takes to reach a peak can be worked out by hand.
#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "sim/sweep/WhatIf.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>

namespace snp::sim {
namespace {

model::Criterion atLeast(std::string metric, double threshold) {
  model::Criterion rule;
  rule.id = rule.name = rule.metric = std::move(metric);
  rule.comparator = model::Comparator::AtLeast;
  rule.threshold = threshold;
  return rule;
}

model::Criterion atMost(std::string metric, double threshold) {
  model::Criterion rule = atLeast(std::move(metric), threshold);
  rule.comparator = model::Comparator::AtMost;
  return rule;
}

WhatIfQuestion ask(const model::Config &base, std::vector<model::Criterion> rules) {
  WhatIfQuestion question;
  question.base = base;
  question.criteria = {"hand", "", std::move(rules)};
  return question;
}

WhatIfLever lever(std::string text, const model::Config &base) {
  auto parsed = parseLever(text, base);
  if (const std::string *why = std::get_if<std::string>(&parsed)) ADD_FAILURE() << *why;
  return std::get<WhatIfLever>(std::move(parsed));
}

// The DGX H100 SuperPOD: 32 cabinets of 4 nodes of 8 GPUs, dense peaks 989 TFLOP/s a GPU in BF16 and
// 1,979 in FP8 (NVIDIA H100 datasheet, SXM).
struct SuperPod {
  model::Config base = *model::findPreset("dgx-h100-superpod");
  double bf16 = base.accelerator.peak_flops[std::size_t(model::Precision::BF16)];
  double fp8 = base.accelerator.peak_flops[std::size_t(model::Precision::FP8)];
};

TEST(WhatIf, TheSmallestChangeIsTheHandComputedOne) {
  const SuperPod pod;
  ASSERT_EQ(pod.base.layout.cabinets, 32);
  ASSERT_EQ(pod.base.acceleratorsPerCabinet(), 32);
  ASSERT_NEAR(pod.fp8 / pod.bf16, 2, 0.01);
  // A cabinet must reach 1.5 × its BF16 peak: only FP8 does, cabinets cannot. The hall must reach
  // 2.4 × its BF16 peak: with FP8 that is 2 × cabinets / 32 >= 2.4, cabinets >= 38.4, so 40 of the
  // scale 16, 24, 32, 40, 48, 64 (defaultLevers: half to twice).
  ASSERT_GT(40 * 32 * pod.fp8, 2.4 * 1024 * pod.bf16);
  ASSERT_LT(32 * 32 * pod.fp8, 2.4 * 1024 * pod.bf16);
  WhatIfQuestion question = ask(pod.base, {atLeast("compute.peak_flops_per_cabinet", 1.5 * 32 * pod.bf16),
                                           atLeast("compute.peak_flops_total", 2.4 * 1024 * pod.bf16)});
  question.levers = {lever("layout.cabinets", pod.base), lever("workload.precision=bf16,fp8", pod.base)};
  ASSERT_EQ(question.levers[0].values, (std::vector<nlohmann::json>{16, 24, 32, 40, 48, 64}));
  ASSERT_FALSE(question.levers[1].ordered);

  const WhatIfAnswer answer = whatWouldItTake(question);
  EXPECT_EQ(answer.failing_rules, (std::vector<std::size_t>{0, 1}));
  // 5 cabinet counts, 1 other precision, and the 5 × 1 pairs.
  EXPECT_EQ(answer.candidates, 11u);
  EXPECT_EQ(candidateCount(question), answer.candidates);
  ASSERT_EQ(answer.fixes.size(), 1u);
  const WhatIfFix &fix = answer.fixes.front();
  ASSERT_EQ(fix.changes.size(), 2u);
  EXPECT_EQ(question.levers[0].values[fix.changes[0].value], 40);
  EXPECT_EQ(question.levers[1].values[fix.changes[1].value], "fp8");
  // One step of five along the cabinets' scale, and another name.
  EXPECT_DOUBLE_EQ(fix.distance, 0.2 + 1);
  EXPECT_EQ(fix.config.layout.cabinets, 40);
  EXPECT_EQ(fix.config.workload.precision, model::Precision::FP8);
  // 48 and 64 cabinets with FP8 make the fix's changes and more: not smaller fixes.
  EXPECT_EQ(answer.dominated, 2u);
  ASSERT_EQ(fix.rules.size(), 2u);
  EXPECT_NEAR(fix.rules[0].after, 32 * pod.fp8, 1e-9 * fix.rules[0].after);
  EXPECT_NEAR(fix.rules[1].after, 40 * 32 * pod.fp8, 1e-9 * fix.rules[1].after);
  EXPECT_NEAR(fix.rules[1].before, 1024 * pod.bf16, 1e-9 * fix.rules[1].before);
  // The data-parallel size followed the new count, as an edit in the window makes it follow.
  EXPECT_EQ(fix.config.workload.parallelism.dp * fix.config.workload.parallelism.tp *
                fix.config.workload.parallelism.pp * fix.config.workload.parallelism.cp,
            40 * 32);
  const ChangedDesign again = applyChanges(question, fix.changes);
  ASSERT_TRUE(again.config);
  EXPECT_EQ(*again.config, fix.config);
}

TEST(WhatIf, FixesComeNearestFirstAndNoneIsAnotherWithMore) {
  const SuperPod pod;
  // 1.2 × the hall's peak: 40 cabinets in BF16 (one step of five), or FP8 at any count from 24.
  WhatIfQuestion question = ask(pod.base, {atLeast("compute.peak_flops_total", 1.2 * 1024 * pod.bf16)});
  question.levers = {lever("layout.cabinets", pod.base), lever("workload.precision=bf16,fp8", pod.base)};
  question.fixes = 10;
  const WhatIfAnswer answer = whatWouldItTake(question);
  ASSERT_EQ(answer.fixes.size(), 2u);
  EXPECT_EQ(answer.fixes[0].config.layout.cabinets, 40);
  EXPECT_EQ(answer.fixes[0].config.workload.precision, model::Precision::BF16);
  EXPECT_EQ(answer.fixes[1].config.layout.cabinets, 32);
  EXPECT_EQ(answer.fixes[1].config.workload.precision, model::Precision::FP8);
  EXPECT_LT(answer.fixes[0].distance, answer.fixes[1].distance);
  // Everything else that passes makes one of their changes and more: 48 and 64 cabinets (further
  // the same way), and FP8 with any of the 5 other counts.
  EXPECT_EQ(answer.dominated, 2u + 5u);
  for (const WhatIfFix &fix : answer.fixes)
    EXPECT_EQ(fix.changes.size(), 1u);
}

TEST(WhatIf, RankedByCostTheCheapestComesFirst) {
  const SuperPod pod;
  WhatIfQuestion question = ask(pod.base, {atLeast("compute.peak_flops_total", 1.2 * 1024 * pod.bf16)});
  question.levers = {lever("layout.cabinets", pod.base), lever("workload.precision=bf16,fp8", pod.base)};
  question.rank = WhatIfQuestion::Rank::Cost;
  const WhatIfAnswer answer = whatWouldItTake(question);
  ASSERT_EQ(answer.fixes.size(), 2u);
  // FP8 on the same machine costs what the machine costs (its energy a little otherwise); eight more
  // cabinets cost a quarter more hardware.
  EXPECT_EQ(answer.fixes[0].config.workload.precision, model::Precision::FP8);
  EXPECT_NEAR(answer.fixes[0].annual_cost_after, answer.fixes[0].annual_cost_before,
              1e-2 * answer.fixes[0].annual_cost_before);
  EXPECT_GT(answer.fixes[1].annual_cost_after, 1.2 * answer.fixes[1].annual_cost_before);
}

TEST(WhatIf, APassingDesignNeedsNoFix) {
  const SuperPod pod;
  WhatIfQuestion question = ask(pod.base, {atLeast("compute.peak_flops_total", 1024 * pod.bf16)});
  question.levers = {lever("layout.cabinets", pod.base)};
  const WhatIfAnswer answer = whatWouldItTake(question);
  EXPECT_TRUE(answer.failing_rules.empty());
  EXPECT_TRUE(answer.fixes.empty());
  EXPECT_EQ(answer.evaluated, 0u);
}

TEST(WhatIf, HowFarStopsAtTheFirstValueThatFails) {
  const SuperPod pod;
  // At most 1.1 × today's peak: 40 cabinets (1.25) already fail the rule.
  WhatIfQuestion question = ask(pod.base, {atMost("compute.peak_flops_total", 1.1 * 1024 * pod.bf16)});
  question.levers = {lever("layout.cabinets", pod.base)};
  HowFar far = howFar(question, 0);
  ASSERT_TRUE(far.base_passes);
  EXPECT_EQ(question.levers[0].values[far.up.furthest], 32);
  ASSERT_TRUE(far.up.first_failing);
  EXPECT_EQ(question.levers[0].values[*far.up.first_failing], 40);
  EXPECT_EQ(far.up.why.find("compute.peak_flops_total is "), 0u) << far.up.why;
  // Fewer cabinets only lower the peak: down to the scale's end unless something else breaks.
  if (far.down.first_failing) {
    EXPECT_FALSE(far.down.why.empty());
  }
  EXPECT_LE(question.levers[0].values[far.down.furthest].get<int>(), 24);

  // At most 1.3 ×: 40 cabinets pass; at 48 the hall's 2 MW utility feed gives out before the rule
  // does (48 × 4 DGX H100 at 10.2 kW each and their network, NVIDIA DGX H100 user guide).
  question.criteria.rules.front().threshold = 1.3 * 1024 * pod.bf16;
  far = howFar(question, 0);
  EXPECT_EQ(question.levers[0].values[far.up.furthest], 40);
  ASSERT_TRUE(far.up.first_failing);
  EXPECT_EQ(question.levers[0].values[*far.up.first_failing], 48);
  EXPECT_NE(far.up.why.find("utility feed"), std::string::npos) << far.up.why;
}

TEST(WhatIf, CancelledBeforeItStartsItSaysSo) {
  const SuperPod pod;
  WhatIfQuestion question = ask(pod.base, {atLeast("compute.peak_flops_total", 2 * 1024 * pod.bf16)});
  question.levers = defaultLevers(pod.base);
  const std::atomic<bool> cancel{true};
  const WhatIfAnswer answer = whatWouldItTake(question, {&cancel, {}});
  EXPECT_FALSE(answer.complete);
  EXPECT_EQ(answer.evaluated, 0u);
}

TEST(WhatIfLever, RangesListsAndTheBaseValue) {
  const SuperPod pod;
  ASSERT_EQ(pod.base.cooling.supply_C, 22);
  const WhatIfLever supply = lever("cooling.supply_C=30..45:5", pod.base);
  EXPECT_EQ(supply.values, (std::vector<nlohmann::json>{22, 30, 35, 40, 45}));
  EXPECT_EQ(supply.base, 0u);
  EXPECT_TRUE(supply.ordered);
  const WhatIfLever tp = lever("workload.parallelism.tp=1..16*2", pod.base);
  EXPECT_EQ(tp.values, (std::vector<nlohmann::json>{1, 2, 4, 8, 16}));
  EXPECT_EQ(tp.values[tp.base], pod.base.workload.parallelism.tp);
  const WhatIfLever cooling = lever("cooling.kind", pod.base);
  EXPECT_FALSE(cooling.ordered);
  EXPECT_EQ(cooling.values.size(), 5u);
  EXPECT_EQ(cooling.values[cooling.base], "air");
  // A power cap's scale runs from none down: the base's "none" first.
  const WhatIfLever cap = lever("accelerator.power_cap_W", pod.base);
  EXPECT_EQ(cap.values.front(), 0);
  EXPECT_EQ(cap.values[1], 665); // 95 % of the H100's 700 W
  EXPECT_EQ(cap.values.back(), 420);
}

TEST(WhatIfLever, BadLeversNameTheFieldAndWhatItAllows) {
  const SuperPod pod;
  const std::pair<const char *, const char *> refused[] = {
      {"layout.cabinetz=1,2", "layout.cabinetz: not a field"},
      {"cooling.supply_C=45..30:5", "cooling.supply_C: give FROM..TO:STEP or FROM..TO*FACTOR"},
      {"workload.parallelism.tp=1..64*1", "FROM above 0 for a factor"},
      {"cooling.kind=air,steam", "cooling.kind: \"steam\""},
      {"cooling.pump_head_Pa", "cooling.pump_head_Pa: give its values"},
      {"cooling.supply_C=1..100:1", "gives 100 values; at most 64"},
  };
  for (const auto &[text, expected] : refused) {
    const auto parsed = parseLever(text, pod.base);
    ASSERT_TRUE(std::holds_alternative<std::string>(parsed)) << text;
    EXPECT_NE(std::get<std::string>(parsed).find(expected), std::string::npos)
        << std::get<std::string>(parsed);
  }
}

TEST(WhatIf, QuestionsBeyondTheLimitsAreRefusedWithTheirSize) {
  const SuperPod pod;
  WhatIfQuestion question = ask(pod.base, {});
  for (int i = 0; i < 5; ++i)
    question.levers.push_back(lever("cooling.supply_C=1..64:1", pod.base));
  question.max_changes = 4;
  // C(5,4) × 63^4 + C(5,3) × 63^3 + C(5,2) × 63^2 + 5 × 63 designs.
  const double expected = 5 * std::pow(63, 4) + 10 * std::pow(63, 3) + 10 * std::pow(63, 2) + 5 * 63;
  EXPECT_EQ(double(candidateCount(question)), expected);
  EXPECT_NE(questionProblem(question).find("at most 5000000"), std::string::npos)
      << questionProblem(question);
  question.max_changes = 5;
  EXPECT_NE(questionProblem(question).find("changes is 5; must be 1 to 4"), std::string::npos);
  question.max_changes = 1;
  EXPECT_EQ(questionProblem(question), "");
}

} // namespace
} // namespace snp::sim
