// Damaged trace files and spec strings, as a stranger's would be: each is refused with a message
// naming its place, or read; a trace that reads and that scheduleProblems accepts schedules to
// finite figures. SNP_FUZZ_TRACES sets the count (default 2,000 of each).
#include "model/Presets.h"
#include "sim/scheduling/JobTraceCsv.h"
#include "sim/scheduling/Scheduler.h"
#include "sim/scheduling/SyntheticTrace.h"
#include "sim/scheduling/SyntheticTraceSpec.h"

#include "SourceTree.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

namespace snp::sim {
namespace {

int mutations() {
  const char *count = std::getenv("SNP_FUZZ_TRACES");
  return count ? std::atoi(count) : 2000;
}

std::string shippedTrace() { return snp::testing::readSourceFile("resources/traces/dl-training-2k.csv"); }

// Pieces a damaged file or a careless hand puts where a number was.
const std::string kHostileCells[] = {
    "",   "-1", "0",        "nan",  "inf", "1e308", "-0",       "2147483648", "1e-320", "\"",   "\"\"", ",",
    "\r", "\n", "16777217", "0x10", "1,5", "１２",  "\xff\xfe", "contiguous", "domain", "  7 ", "1e6"};

std::string mutate(std::string text, std::mt19937_64 &random) {
  const int edits = 1 + static_cast<int>(random() % 4);
  for (int e = 0; e < edits && !text.empty(); ++e) {
    const std::size_t at = random() % text.size();
    switch (random() % 5) {
    case 0: text[at] = static_cast<char>(random() % 256); break;
    case 1: text.erase(at, 1 + random() % 40); break;
    case 2: text.insert(at, kHostileCells[random() % std::size(kHostileCells)]); break;
    case 3: text.resize(at); break;
    default: {
      // Swap two lines: the arrival order breaks.
      const std::size_t a = text.find('\n', at);
      const std::size_t b = a == std::string::npos ? a : text.find('\n', a + 1);
      const std::size_t c = b == std::string::npos ? b : text.find('\n', b + 1);
      if (c != std::string::npos) {
        const std::string first = text.substr(a + 1, b - a), second = text.substr(b + 1, c - b);
        text.replace(a + 1, c - a, second + first);
      }
    }
    }
  }
  return text;
}

TEST(HostileTraces, DamagedFilesAreRefusedWithTheirLineOrScheduleCleanly) {
  const std::string shipped = shippedTrace();
  ASSERT_FALSE(shipped.empty());
  const model::Config s1 = *model::findPreset("seed-s1");
  std::mt19937_64 random(20261201);
  int refused = 0, scheduled = 0;
  for (int i = 0; i < mutations(); ++i) {
    const std::string text = mutate(shipped, random);
    const ParsedJobTrace parsed = readJobTraceCsv(text);
    ASSERT_EQ(parsed.trace.has_value(), parsed.errors.empty()) << "mutation " << i;
    if (!parsed.trace) {
      ++refused;
      for (const model::Problem &problem : parsed.errors)
        ASSERT_FALSE(problem.message.empty()) << "mutation " << i;
      continue;
    }
    ScheduleOptions options;
    options.seed = static_cast<std::uint64_t>(i);
    if (!scheduleProblems(s1, *parsed.trace, options).empty()) {
      ++refused;
      continue;
    }
    const ScheduleResult result = simulateSchedule(s1, *parsed.trace, options);
    ++scheduled;
    result.figures.forEachFigure([&](std::string_view name, const Figure &figure) {
      ASSERT_TRUE(std::isfinite(figure.value)) << "mutation " << i << ": " << name;
    });
    ASSERT_EQ(result.figures.finished_jobs.value, double(parsed.trace->jobs.size())) << "mutation " << i;
  }
  std::printf("%d damaged traces: %d refused, %d scheduled\n", mutations(), refused, scheduled);
  EXPECT_GT(refused, 0);
  EXPECT_GT(scheduled, 0);
}

TEST(HostileTraces, CarelessSpecsAreRefusedByKeyOrDrawn) {
  const std::string keys[] = {"jobs",       "seed",     "rate_per_s", "load",       "cards",
                              "sizes",      "median_s", "sigma",      "median_s@8", "tenants",
                              "priorities", "shapes",   "profiles",   "speed"};
  const std::string values[] = {"0",   "1",   "-3",    "1e9", "nan",  "inf", "8:1/1:0", "1:-1",      "x:1",
                                "0.5", "a:1", "any:1", "",    "1:1/", "3",   "1e-300",  "2147483648"};
  std::mt19937_64 random(7);
  int refused = 0, drawn = 0;
  for (int i = 0; i < mutations(); ++i) {
    std::string spec = "jobs=50";
    for (int k = 0; k < 3; ++k)
      spec += "," + keys[random() % std::size(keys)] + "=" + values[random() % std::size(values)];
    const ParsedSyntheticTraceSpec parsed = parseSyntheticTraceSpec(spec, 128);
    ASSERT_EQ(parsed.spec.has_value(), parsed.errors.empty()) << spec;
    if (!parsed.spec) {
      ++refused;
      for (const model::Problem &problem : parsed.errors)
        ASSERT_FALSE(problem.path.empty()) << spec << ": " << problem.message;
      continue;
    }
    const JobTrace trace = generateSyntheticTrace(*parsed.spec);
    ++drawn;
    for (const Job &job : trace.jobs) {
      ASSERT_TRUE(std::isfinite(job.submit_s) && job.submit_s >= 0) << spec;
      ASSERT_TRUE(std::isfinite(job.duration_s) && job.duration_s > 0) << spec;
      ASSERT_TRUE(job.cards >= 1 && job.cards <= 128) << spec;
    }
  }
  std::printf("%d careless specs: %d refused, %d drawn\n", mutations(), refused, drawn);
  EXPECT_GT(refused, 0);
  EXPECT_GT(drawn, 0);
}

} // namespace
} // namespace snp::sim
