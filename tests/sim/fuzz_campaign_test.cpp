// The hostile-input campaign: structured mutations of every preset's configuration and byte-level
// damage to project files. Every mutated configuration is refused with a named field or evaluates
// to finite figures; every damaged project file opens or is refused, and a refused file is left
// byte for byte as it was. The sizes are SNP_FUZZ_CONFIGS and SNP_FUZZ_PROJECTS; scripts/test runs
// the full campaign (100,000 and 1,000) under AddressSanitizer and UndefinedBehaviorSanitizer.

#include "NumberPaths.h"

#include "model/ConfigEdit.h"
#include "model/Presets.h"
#include "model/ProjectStore.h"
#include "model/Validation.h"
#include "sim/Concerns.h"
#include "sim/Evaluate.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace snp::sim {
namespace {

namespace fs = std::filesystem;

int campaignSize(const char *variable, int fallback) {
  const char *text = std::getenv(variable);
  return text && *text ? std::atoi(text) : fallback;
}

// Values that break things: zero, signs, the edges of every bound, far beyond them, and
// plausible nearby values scaled from the original.
class Mutator {
public:
  explicit Mutator(std::uint64_t seed) : rng_(seed) {}

  std::size_t pick(std::size_t count) {
    return std::uniform_int_distribution<std::size_t>(0, count - 1)(rng_);
  }

  nlohmann::json real(const nlohmann::json &original) {
    static const double kEdges[] = {0,      -1,  1, 1e18, 1e19, -1e18, 1e-12, 1e-13, 1e300,
                                    1e-300, 0.5, 2, 1e6,  1e9,  1e12,  0.999, 1.001};
    if (pick(3) == 0 && original.is_number())
      return original.get<double>() * std::exp(std::normal_distribution<double>(0, 2)(rng_));
    return kEdges[pick(std::size(kEdges))];
  }
  nlohmann::json integer() {
    static const long long kEdges[] = {0,
                                       -1,
                                       1,
                                       2,
                                       3,
                                       7,
                                       8,
                                       64,
                                       1000,
                                       model::kMaxCount,
                                       model::kMaxCount + 1LL,
                                       std::numeric_limits<int>::max(),
                                       std::numeric_limits<int>::min()};
    return kEdges[pick(std::size(kEdges))];
  }

private:
  std::mt19937_64 rng_;
};

struct Tally {
  int refused = 0;
  int evaluated = 0;
};

TEST(FuzzCampaign, MutatedConfigurationsAreRefusedOrEvaluateFinite) {
  const int total = campaignSize("SNP_FUZZ_CONFIGS", 3000);
  const std::vector<model::Config> &presets = model::presets();
  Mutator mutator(20261201);
  Tally tally;
  for (int i = 0; i < total; ++i) {
    const model::Config &preset = presets[i % presets.size()];
    test::NumberPaths paths;
    paths.visit("", preset);
    model::Config config = preset;
    std::string applied; // the mutations, as --set arguments, for the failure message
    for (std::size_t n = 1 + mutator.pick(3); n > 0; --n) {
      std::string path;
      nlohmann::json value;
      switch (mutator.pick(4)) {
      case 0:
        path = paths.reals[mutator.pick(paths.reals.size())];
        value = mutator.real(model::fieldValue(config, path));
        break;
      case 1:
        path = paths.integers[mutator.pick(paths.integers.size())];
        value = mutator.integer();
        break;
      case 2: {
        const auto &[choice, names] = paths.choices[mutator.pick(paths.choices.size())];
        path = choice;
        value = names[mutator.pick(names.size())];
        break;
      }
      default:
        path = paths.flags[mutator.pick(paths.flags.size())];
        value = !model::fieldValue(config, path).get<bool>();
        break;
      }
      applied += " --set " + path + "=" + value.dump();
      if (std::optional<model::Config> edited = model::setField(config, path, value))
        config = std::move(*edited);
    }
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
  std::printf("%d mutated configurations: %d refused, %d evaluated\n", total, tally.refused, tally.evaluated);
  EXPECT_GT(tally.refused, total / 10);
  EXPECT_GT(tally.evaluated, total / 10);
}

std::string readBytes(const fs::path &path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(FuzzCampaign, DamagedProjectFilesOpenOrAreRefusedUntouched) {
  const int total = campaignSize("SNP_FUZZ_PROJECTS", 100);
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
  int refused = 0, opened = 0;
  for (int i = 0; i < total; ++i) {
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
  std::printf("%d damaged project files: %d refused unchanged, %d opened\n", total, refused, opened);
  EXPECT_GT(refused, total / 10);
}

} // namespace
} // namespace snp::sim
