#pragma once

// Structured mutations of a configuration for the hostile-input campaigns: one to three fields
// of a preset set to values that break things — zero, signs, the edges of every bound and far
// beyond them, and plausible values scaled from the original — through the same setField the
// editor's undo uses, so that a mutation reaches the model without validation.

#include "NumberPaths.h"

#include "model/Config.h"
#include "model/ConfigEdit.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <iterator>
#include <limits>
#include <optional>
#include <random>
#include <string>

namespace snp::test {

class ConfigMutator {
public:
  explicit ConfigMutator(std::uint64_t seed) : rng_(seed) {}

  std::size_t pick(std::size_t count) {
    return std::uniform_int_distribution<std::size_t>(0, count - 1)(rng_);
  }

  struct Mutation {
    model::Config config;
    std::string applied; // the mutations as --set arguments, for a failure message
  };

  Mutation mutate(const model::Config &preset) {
    NumberPaths paths;
    paths.visit("", preset);
    Mutation m{preset, {}};
    for (std::size_t n = 1 + pick(3); n > 0; --n) {
      std::string path;
      nlohmann::json value;
      switch (pick(4)) {
      case 0:
        path = paths.reals[pick(paths.reals.size())];
        value = real(model::fieldValue(m.config, path));
        break;
      case 1:
        path = paths.integers[pick(paths.integers.size())];
        value = integer();
        break;
      case 2: {
        const auto &[choice, names] = paths.choices[pick(paths.choices.size())];
        path = choice;
        value = names[pick(names.size())];
        break;
      }
      default:
        path = paths.flags[pick(paths.flags.size())];
        value = !model::fieldValue(m.config, path).get<bool>();
        break;
      }
      m.applied += " --set " + path + "=" + value.dump();
      if (std::optional<model::Config> edited = model::setField(m.config, path, value))
        m.config = std::move(*edited);
    }
    return m;
  }

private:
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

  std::mt19937_64 rng_;
};

} // namespace snp::test
