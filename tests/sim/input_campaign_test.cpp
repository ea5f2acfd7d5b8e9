// The hostile-input campaign over every other kind of input the planner reads: criteria sets,
// sweep specs, served models (JSON, through tests/shared/JsonMutator.h: values at and beyond
// their edges, other types, hostile strings in every string field), job traces (CSV, cells
// mutated the same way) and synthetic trace specs (key=value text). Each input is refused with
// problems that say what is wrong, or read and then used — judged, compiled and built, served,
// scheduled — with every figure finite. Sizes: SNP_FUZZ_INPUTS cases a kind; with
// SNP_FUZZ_INPUT_SECONDS, each kind also stops at its time once it has covered 200 cases, and
// prints how far it came. scripts/test runs it under AddressSanitizer and UndefinedBehaviorSanitizer.

#include "CampaignBudget.h"
#include "JsonMutator.h"
#include "SourceTree.h"

#include "model/CriteriaJson.h"
#include "model/Presets.h"
#include "model/ServedModel.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/decision/Metrics.h"
#include "sim/decision/Verdicts.h"
#include "sim/scheduling/JobTraceCsv.h"
#include "sim/scheduling/Scheduler.h"
#include "sim/scheduling/SyntheticTrace.h"
#include "sim/scheduling/SyntheticTraceSpec.h"
#include "sim/serving/ServingResults.h"
#include "sim/sweep/Sweep.h"
#include "sim/sweep/SweepSpec.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

namespace snp::sim {
namespace {

// A kind's end: SNP_FUZZ_INPUTS cases, or SNP_FUZZ_INPUT_SECONDS once 200 are covered.
test::CampaignBudget kindBudget() {
  return test::CampaignBudget("SNP_FUZZ_INPUTS", 600, "SNP_FUZZ_INPUT_SECONDS", 200);
}

// A refusal says what is wrong.
void expectExplained(const model::Problems &problems, const std::string &what) {
  ASSERT_FALSE(problems.empty()) << what;
  for (const model::Problem &problem : problems)
    ASSERT_FALSE(problem.message.empty()) << what;
}

void report(const char *kind, int covered, int total, int refused) {
  std::printf("%d of %d mutated %s: %d refused, %d read and used\n", covered, total, kind, refused,
              covered - refused);
}

const model::Config &machine() { return model::presets().front(); }

TEST(InputCampaign, MutatedCriteriaSetsAreRefusedOrJudgeFinite) {
  const nlohmann::json original =
      nlohmann::json::parse(snp::testing::readSourceFile("resources/criteria/s1-selection.json"));
  const MetricValues metrics(machine(), evaluate(machine()));
  test::JsonMutator mutator(20261206);
  const test::CampaignBudget budget = kindBudget();
  int covered = 0, refused = 0;
  for (; budget.goesOn(covered); ++covered) {
    std::string applied;
    const std::string text = mutator.mutate(original, applied).dump();
    model::DecodedCriteria decoded = model::parseCriteriaSet(text);
    if (decoded.set && decoded.errors.empty()) decoded.errors = checkMetrics(*decoded.set);
    if (!decoded.errors.empty()) {
      ++refused;
      expectExplained(decoded.errors, applied);
      continue;
    }
    const CriteriaVerdicts verdicts = judge(*decoded.set, metrics);
    ASSERT_TRUE(std::isfinite(verdicts.score)) << applied;
  }
  report("criteria sets", covered, budget.total(), refused);
}

TEST(InputCampaign, MutatedSweepSpecsAreRefusedOrBuildValidOrRefusedDesigns) {
  const nlohmann::json original =
      nlohmann::json::parse(snp::testing::readSourceFile("docs/examples/sweep-small.json"));
  const SpecFileReader noFiles = [](const std::string &) { return SpecFileText(std::nullopt); };
  test::JsonMutator mutator(7);
  const test::CampaignBudget budget = kindBudget();
  int covered = 0, refused = 0;
  for (; budget.goesOn(covered); ++covered) {
    std::string applied;
    const std::string text = mutator.mutate(original, applied).dump();
    const ParsedSweepSpec parsed = parseSweepSpec(text, noFiles);
    if (!parsed.spec) {
      ++refused;
      expectExplained(parsed.errors, applied);
      continue;
    }
    const auto compiled = CompiledSweep::compile(*parsed.spec);
    if (const auto *problems = std::get_if<model::Problems>(&compiled)) {
      ++refused;
      expectExplained(*problems, applied);
      continue;
    }
    const CompiledSweep &sweep = *std::get<std::shared_ptr<const CompiledSweep>>(compiled);
    ASSERT_GE(sweep.space(), 1u) << applied;
    for (const std::uint64_t index : {std::uint64_t{0}, sweep.space() / 2, sweep.space() - 1}) {
      const CompiledSweep::Built built = sweep.build(index);
      if (!built.config) {
        ASSERT_FALSE(built.problem.empty()) << applied;
        continue;
      }
      if (!model::validate(*built.config).empty()) continue;
      forEachFigure(evaluate(*built.config),
                    [&](std::string_view section, std::string_view name, const Figure &f) {
                      ASSERT_TRUE(std::isfinite(f.value)) << applied << ": " << section << "." << name;
                    });
    }
  }
  report("sweep specs", covered, budget.total(), refused);
}

TEST(InputCampaign, MutatedServedModelsAreRefusedOrServeFinite) {
  const nlohmann::json original =
      nlohmann::json::parse(snp::testing::readSourceFile("resources/models/llama-3-70b.json"));
  test::JsonMutator mutator(11);
  const test::CampaignBudget budget = kindBudget();
  int covered = 0, refused = 0;
  for (; budget.goesOn(covered); ++covered) {
    std::string applied;
    const std::string text = mutator.mutate(original, applied).dump();
    const model::DecodedServedModel decoded = model::parseServedModel(text);
    if (!decoded.model) {
      ++refused;
      expectExplained(decoded.errors, applied);
      continue;
    }
    const ServingSetup setup = defaultServingSetup(machine(), decoded.model->transformer);
    if (const auto refusal = servingRefusal(machine(), setup)) {
      ++refused;
      ASSERT_FALSE(refusal->message.empty()) << applied;
      continue;
    }
    // A model the slice cannot hold has no serving times (NaN, shown as "does not fit"); one it
    // holds has them all, and nothing is infinite.
    const ServingResults results = evaluateServing(machine(), setup, 4);
    const bool fits = results.max_batch_by_memory.value >= 1;
    results.forEachFigure([&](std::string_view name, const Figure &figure) {
      ASSERT_FALSE(std::isinf(figure.value)) << applied << ": " << name << " in " << text;
    });
    for (const Figure *time : {&results.prefill_s, &results.decode_step_s, &results.ttft_p50_s}) {
      ASSERT_TRUE(!fits || std::isfinite(time->value)) << applied << " in " << text;
    }
  }
  report("served models", covered, budget.total(), refused);
}

// The first jobs of the bundled trace, one cell at a time replaced by an edge or a hostile text.
TEST(InputCampaign, MutatedJobTracesAreRefusedOrSchedule) {
  std::vector<std::vector<std::string>> rows;
  {
    std::istringstream lines(snp::testing::readSourceFile("resources/traces/dl-training-2k.csv"));
    std::string line;
    for (int n = 0; n < 41 && std::getline(lines, line); ++n) {
      std::vector<std::string> cells;
      std::istringstream split(line);
      for (std::string cell; std::getline(split, cell, ',');)
        cells.push_back(cell);
      rows.push_back(cells);
    }
  }
  const std::vector<std::string> edges = {"0", "-1", "1e308", "nan", "inf", "16777217", "1e-300", "9e18", ""};
  test::JsonMutator pick(13);
  const test::CampaignBudget budget = kindBudget();
  int covered = 0, refused = 0;
  for (; budget.goesOn(covered); ++covered) {
    std::vector<std::vector<std::string>> mutated = rows;
    for (std::size_t n = 1 + pick.below(3); n > 0; --n) {
      auto &row = mutated[pick.below(mutated.size())];
      auto &cell = row[pick.below(row.size())];
      cell = pick.below(2) == 0 ? edges[pick.below(edges.size())]
                                : test::hostileStrings()[pick.below(test::hostileStrings().size())];
    }
    std::string text;
    for (const auto &row : mutated) {
      for (std::size_t c = 0; c < row.size(); ++c)
        text += (c ? "," : "") + row[c];
      text += "\n";
    }
    const ParsedJobTrace parsed = readJobTraceCsv(text);
    if (!parsed.trace) {
      ++refused;
      expectExplained(parsed.errors, text.substr(0, 300));
      continue;
    }
    ScheduleOptions options;
    if (!scheduleProblems(machine(), *parsed.trace, options).empty()) {
      ++refused;
      continue;
    }
    const ScheduleResult result = simulateSchedule(machine(), *parsed.trace, options);
    ASSERT_EQ(result.outcomes.size(), parsed.trace->jobs.size());
  }
  report("job traces", covered, budget.total(), refused);
}

TEST(InputCampaign, MutatedSyntheticTraceSpecsAreRefusedOrGenerateBoundedTraces) {
  const std::vector<std::string> keys = {"jobs",  "load",     "rate_per_s", "seed",
                                         "sizes", "median_s", "sigma",      "cards"};
  const std::vector<std::string> values = {"0",  "-1",    "1e308", "nan", "100",  "1:70/8:30", "0:1",
                                           "1:", "2.5e9", "40",    "",    "0.85", "1e-300",    "8:0/1:0"};
  test::JsonMutator pick(17);
  const test::CampaignBudget budget = kindBudget();
  int covered = 0, refused = 0;
  for (; budget.goesOn(covered); ++covered) {
    std::string text = "jobs=" + std::to_string(1 + pick.below(300));
    for (std::size_t n = pick.below(4); n > 0; --n)
      text += "," + keys[pick.below(keys.size())] + "=" +
              (pick.below(4) == 0 ? test::hostileStrings()[pick.below(test::hostileStrings().size())]
                                  : values[pick.below(values.size())]);
    const ParsedSyntheticTraceSpec parsed = parseSyntheticTraceSpec(text, 128);
    if (!parsed.spec) {
      ++refused;
      expectExplained(parsed.errors, text.substr(0, 300));
      continue;
    }
    const JobTrace trace = generateSyntheticTrace(*parsed.spec);
    ASSERT_EQ(int(trace.jobs.size()), parsed.spec->jobs) << text.substr(0, 300);
    for (const auto &job : trace.jobs)
      ASSERT_TRUE(std::isfinite(job.submit_s) && std::isfinite(job.duration_s)) << text.substr(0, 300);
  }
  report("synthetic trace specs", covered, budget.total(), refused);
}

} // namespace
} // namespace snp::sim
