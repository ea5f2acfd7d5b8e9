// Validation holds every field to the range the field table gives it (model/FieldTable.h): a value
// just outside is refused, naming the field, and one just inside is not refused for its range. A
// range validation ignores, or holds differently, fails here.

#include "FieldProbe.h"
#include "model/FieldAccess.h"
#include "model/FieldTable.h"
#include "model/Validation.h"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

namespace snp::model {
namespace {

using test::reachablePath;
using test::withRoomFor;

// The messages validation tells a value outside its range with: the table's ranges, and the rules
// whose message says more than the range (model/Validation.cpp).
const std::set<std::string> kRangeMessages = {
    "is {}; must be in {}",
    "is {}; must be >= {}",
    "is {}; must be > {}",
    "is {}; must be an integer >= {}",
    "is {}; must be an integer in [{}, {}]",
    "is {}; must be an even integer >= 2",
    "is {}; must be -1 (automatic) or an integer >= 0 below the {} nodes",
};

// The smallest system every rule looks at: one accelerator, so that both tiers are checked and no
// rule that depends on other fields narrows a range (a scale-up domain of one, no TDP, no NICs).
Config oneAccelerator() {
  Config config;
  config.node.accelerators = 1;
  config.cabinet.nodes = 1;
  return config;
}

struct Probe {
  double value;
  bool inside;
};

// Values just beyond and just within each finite end of `range`.
std::vector<Probe> probesOf(const FieldRange &range, bool count) {
  std::vector<Probe> probes;
  const auto step = [&](double bound) { return count ? 1.0 : 1e-3 * std::max(1.0, std::abs(bound)); };
  if (std::isfinite(range.low)) {
    const double beyond = range.low - step(range.low), within = range.low + step(range.low);
    probes.push_back({range.lowIncluded ? beyond : range.low, false});
    probes.push_back({range.lowIncluded ? range.low : within, true});
  }
  if (std::isfinite(range.high)) {
    const double beyond = range.high + step(range.high), within = range.high - step(range.high);
    probes.push_back({range.highIncluded ? beyond : range.high, false});
    probes.push_back({range.highIncluded ? range.high : within, true});
  }
  return probes;
}

std::string listed(const Problems &problems) {
  std::string text;
  for (const Problem &problem : problems)
    text += "\n  " + describe(problem);
  return text.empty() ? "\n  (none)" : text;
}

TEST(FieldRanges, ValidationRefusesJustOutsideAndAcceptsJustInside) {
  std::size_t ranged = 0;
  for (const Field &field : fieldTable()) {
    if (!field.range.bounded()) continue;
    ++ranged;
    Config base = withRoomFor(field, oneAccelerator());
    if (!field.usedWhenPath.empty()) {
      const std::string set = FieldAccess::resolve(field.usedWhenPath, base)
                                  ->set(base, nlohmann::json::parse(field.usedWhenValue));
      ASSERT_EQ(set, "") << field.path;
    }
    const std::string path = reachablePath(field);
    const FieldAccess access = FieldAccess::resolve(path, base).value();
    const bool list = field.type == FieldType::IntegerList;
    // A list of integers is held element by element.
    const std::string problemPath = list ? path + "[0]" : path;
    for (const Probe &probe : probesOf(field.range, field.type != FieldType::Real)) {
      Config config = base;
      const nlohmann::json value = list ? nlohmann::json::array({probe.value}) : nlohmann::json(probe.value);
      ASSERT_EQ(access.set(config, value), "") << path << " = " << value;
      const Problems problems = validate(config);
      const bool refused = std::any_of(problems.begin(), problems.end(), [&](const Problem &p) {
        return p.path == problemPath && kRangeMessages.contains(p.id);
      });
      EXPECT_EQ(refused, !probe.inside)
          << problemPath << " = " << value << (probe.inside ? " (inside " : " (outside ") << field.path
          << "'s range) gives:" << listed(problems);
    }
  }
  EXPECT_GT(ranged, 100u);
}

} // namespace
} // namespace snp::model
