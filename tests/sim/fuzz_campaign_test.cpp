// The hostile-input campaign: structured mutations of every preset's configuration and byte-level
// damage to project files. Every mutated configuration is refused with a named field or evaluates
// to finite figures; every damaged project file opens or is refused, and a refused file is left
// byte for byte as it was. The sizes are SNP_FUZZ_CONFIGS and SNP_FUZZ_PROJECTS; with
// SNP_FUZZ_SECONDS set, each part also stops when its time is up, having covered at least
// kLeastCovered cases, and prints how far it came. scripts/test runs the full campaign (100,000 and
// 1,000, four minutes each) under AddressSanitizer and UndefinedBehaviorSanitizer. The cases come
// in a fixed order, so a shorter run covers a prefix of a longer one.

#include "CampaignBudget.h"
#include "ConfigMutator.h"

#include "model/Presets.h"
#include "model/ProjectStore.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/decision/Concerns.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

namespace snp::sim {
namespace {

namespace fs = std::filesystem;

// However slow the machine, a part that stops at its time covers at least this many cases.
constexpr int kLeastCovered = 500;

// A part's end: its count, or its time (SNP_FUZZ_SECONDS) once it has covered kLeastCovered.
test::CampaignBudget partBudget(const char *countVariable, int fallback) {
  return test::CampaignBudget(countVariable, fallback, "SNP_FUZZ_SECONDS", kLeastCovered);
}

struct Tally {
  int refused = 0;
  int evaluated = 0;
};

TEST(FuzzCampaign, MutatedConfigurationsAreRefusedOrEvaluateFinite) {
  const test::CampaignBudget budget = partBudget("SNP_FUZZ_CONFIGS", 3000);
  const std::vector<model::Config> &presets = model::presets();
  test::ConfigMutator mutator(20261201);
  Tally tally;
  int total = 0;
  for (int i = 0; budget.goesOn(i); ++i, ++total) {
    const model::Config &preset = presets[i % presets.size()];
    const auto [config, applied] = mutator.mutate(preset);
    const model::Problems problems = model::validate(config);
    if (!problems.empty()) {
      ++tally.refused;
      for (const model::Problem &problem : problems)
        ASSERT_FALSE(problem.message.empty()) << "mutation " << i;
      continue;
    }
    ++tally.evaluated;
    const Results results = evaluate(config);
    forEachFigure(results, [&](std::string_view section, std::string_view name, const Figure &figure) {
      ASSERT_TRUE(std::isfinite(figure.value))
          << "--preset " << preset.id << applied << ": " << section << "." << name << " = " << figure.value;
    });
    concernsOf(config, results);
  }
  std::printf("%d of %d mutated configurations: %d refused, %d evaluated\n", total, budget.total(),
              tally.refused, tally.evaluated);
  EXPECT_GT(tally.refused, total / 10);
  EXPECT_GT(tally.evaluated, total / 10);
}

std::string readBytes(const fs::path &path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(FuzzCampaign, DamagedProjectFilesOpenOrAreRefusedUntouched) {
  const test::CampaignBudget budget = partBudget("SNP_FUZZ_PROJECTS", 100);
  const fs::path dir = fs::temp_directory_path() / ("snp-fuzz-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path pristine = dir / "pristine.snp";
  {
    std::vector<model::Scenario> scenarios;
    for (const model::Config &preset : model::presets())
      scenarios.push_back({preset.id, preset});
    model::ProjectStore::create(pristine).saveAll(scenarios);
  }
  const std::string original = readBytes(pristine);
  std::mt19937_64 rng(7);
  const auto below = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); };
  int refused = 0, opened = 0, total = 0;
  for (int i = 0; budget.goesOn(i); ++i, ++total) {
    std::string bytes = original;
    switch (below(4)) {
    case 0: // flip bits anywhere
      for (std::size_t n = 1 + below(8); n > 0; --n)
        bytes[below(bytes.size())] ^= static_cast<char>(1u << below(8));
      break;
    case 1: // a run of garbage
      for (std::size_t at = below(bytes.size()), n = 1 + below(512); n > 0 && at < bytes.size(); --n, ++at)
        bytes[at] = static_cast<char>(below(256));
      break;
    case 2: // cut short
      bytes.resize(below(bytes.size()));
      break;
    default: // the header's fields (page size, counts, format numbers)
      bytes[16 + below(84)] = static_cast<char>(below(256));
      break;
    }
    const fs::path file = dir / ("damaged-" + std::to_string(i) + ".snp");
    std::ofstream(file, std::ios::binary) << bytes;
    try {
      const model::ProjectStore store = model::ProjectStore::open(file);
      ++opened;
      try {
        store.loadAll();
        store.loadCriteriaSets();
      } catch (const model::ProjectStoreError &) {
        // an unreadable scenario inside an intact file is reported, which is all that is asked
      }
    } catch (const model::ProjectStoreError &) {
      ++refused;
      ASSERT_EQ(readBytes(file), bytes) << "damaged file " << i << " was changed by its refusal";
      ASSERT_FALSE(fs::exists(file.string() + "-journal")) << i;
    }
    fs::remove(file);
  }
  fs::remove_all(dir);
  std::printf("%d of %d damaged project files: %d refused unchanged, %d opened\n", total, budget.total(),
              refused, opened);
  EXPECT_GT(refused, total / 10);
}

} // namespace
} // namespace snp::sim
