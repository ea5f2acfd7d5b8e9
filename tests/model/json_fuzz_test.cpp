#include "model/JsonCodec.h"

#include "JsonTestConfig.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <exception>
#include <iterator>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace snp::model {
namespace {

using nlohmann::json;

// Random damage to a configuration document, reproducible from a fixed seed.
class Mutator {
public:
  std::size_t pick(std::size_t count) {
    return std::uniform_int_distribution<std::size_t>(0, count - 1)(rng);
  }
  bool chance(double p) { return std::bernoulli_distribution(p)(rng); }

  json randomValue(int depth = 0) {
    static const std::vector<json> kNumbers = {0,
                                               -1,
                                               2,
                                               std::numeric_limits<int>::max(),
                                               std::numeric_limits<int>::min(),
                                               std::int64_t{1} << 31,
                                               std::numeric_limits<std::int64_t>::min(),
                                               std::numeric_limits<std::uint64_t>::max(),
                                               0.5,
                                               -2.5,
                                               2.0,
                                               3e9,
                                               1e308,
                                               -1e308,
                                               5e-324,
                                               std::numeric_limits<double>::infinity(),
                                               -std::numeric_limits<double>::infinity(),
                                               std::numeric_limits<double>::quiet_NaN()};
    static const std::vector<std::string> kStrings = {"",      "fp8",          "torus",     "fat_tree",
                                                      "air",   "immersion_2p", "selective", "custom",
                                                      "eight", "\xff\xfe",     "null"};
    switch (pick(depth < 2 ? 7 : 5)) {
    case 0: return nullptr;
    case 1: return chance(0.5);
    case 2: return kNumbers[pick(kNumbers.size())];
    case 3: return std::uniform_real_distribution<double>(-1e6, 1e6)(rng);
    case 4: return kStrings[pick(kStrings.size())];
    case 5: {
      json array = json::array();
      for (std::size_t n = pick(4); n > 0; --n)
        array.push_back(randomValue(depth + 1));
      return array;
    }
    default: {
      json object = json::object();
      for (std::size_t n = pick(4); n > 0; --n)
        object[randomKey()] = randomValue(depth + 1);
      return object;
    }
    }
  }

  std::string randomKey() {
    static const std::vector<std::string> kKeys = {"schema", "name",    "tp", "kind",
                                                   "dims",   "climate", "x",  ""};
    return kKeys[pick(kKeys.size())];
  }

  // Deletes, replaces or adds one value somewhere in the document.
  void mutate(json &document) {
    const Place place = randomPlace(document);
    json &value = *place.value;
    switch (pick(4)) {
    case 0: erase(document, place); break;
    case 1: value = randomValue(); break;
    case 2:
      if (value.is_object())
        value[randomKey()] = randomValue();
      else if (value.is_array())
        value.push_back(randomValue());
      break;
    default:
      if (value.is_number_integer())
        value = value.get<std::int64_t>() + (chance(0.5) ? 1 : -1) * (1LL << pick(40));
      else if (value.is_number_float())
        value = value.get<double>() * (chance(0.5) ? -1e300 : 2.5);
      break;
    }
  }

  // Truncates, flips, inserts or deletes one byte of the text.
  void corrupt(std::string &text) {
    if (text.empty()) return;
    const std::size_t at = pick(text.size());
    switch (pick(4)) {
    case 0: text.resize(at); break;
    case 1: text[at] = static_cast<char>(text[at] ^ (1 << pick(8))); break;
    case 2: text.insert(at, 1, static_cast<char>(pick(256))); break;
    default: text.erase(at, 1); break;
    }
  }

  // A --set assignment at a random place of the document, sometimes one index too far.
  std::string randomSetting(json &document) {
    static const std::vector<std::string> kNotJson = {"", "fp8", "8x", "[1,", "{", "1e999", "tru"};
    const std::string path = randomPlace(document).settingPath;
    if (chance(0.3)) return path + "=" + kNotJson[pick(kNotJson.size())];
    return path + "=" + randomValue(1).dump(-1, ' ', false, json::error_handler_t::replace);
  }

private:
  struct Place {
    json *parent = nullptr; // null for the root
    std::string key;        // when the parent is an object
    std::size_t index = 0;  // when the parent is an array
    json *value = nullptr;
    std::string settingPath;
  };

  // Walks down from the root, stopping at each container with probability 1/4, so that most
  // places are leaves but whole objects and arrays are hit too.
  Place randomPlace(json &document) {
    Place place;
    place.value = &document;
    while ((place.value->is_object() || place.value->is_array()) && !place.value->empty() && !chance(0.25)) {
      json &container = *place.value;
      const std::size_t child = pick(container.size());
      place.parent = &container;
      if (container.is_object()) {
        const auto entry = std::next(container.begin(), static_cast<std::ptrdiff_t>(child));
        place.key = entry.key();
        place.value = &entry.value();
        place.settingPath += (place.settingPath.empty() ? "" : ".") + place.key;
      } else {
        place.index = child;
        place.value = &container[child];
        place.settingPath += "[" + std::to_string(chance(0.05) ? container.size() : child) + "]";
      }
    }
    return place;
  }

  static void erase(json &document, const Place &place) {
    if (!place.parent)
      document = json::object();
    else if (place.parent->is_object())
      place.parent->erase(place.key);
    else
      place.parent->erase(place.index);
  }

  std::mt19937 rng{20261130};
};

// The promise of fromJson/parseConfig: a config (maybe with warnings) or explained errors, never
// both; an accepted config survives the trip through text. Returns what was broken, if anything.
std::string violation(const Decoded &decoded) {
  for (const Problem &w : decoded.warnings)
    if (w.message.empty() || w.path.empty()) return "warning without path or message";
  if (!decoded.config) {
    if (decoded.errors.empty()) return "neither a config nor errors";
    for (const Problem &e : decoded.errors)
      if (e.message.empty()) return "error without message";
    return "";
  }
  if (!decoded.errors.empty()) return "a config and errors: " + describe(decoded.errors.front());
  if (parseConfig(dumpConfig(*decoded.config)).config != decoded.config)
    return "accepted config does not round-trip through text";
  return "";
}

// Runs one step, turning an escaping exception into a violation.
std::string checked(const auto &step) {
  try {
    return step();
  } catch (const std::exception &e) {
    return std::string("exception escaped: ") + e.what();
  }
}

std::string settingViolation(json &document, const std::string &setting) {
  const auto problem = applySetting(document, setting);
  return problem && problem->message.empty() ? "problem without message" : "";
}

std::string printed(const json &document) {
  return document.dump(-1, ' ', false, json::error_handler_t::replace);
}

// Each iteration damages a fresh copy of a filled config's document with a few mutations and
// --set assignments, then decodes either the document itself (which can hold NaN, infinities
// and invalid UTF-8, unlike text) or its text with a byte-level corruption.
TEST(JsonFuzz, RandomDamageNeverThrowsAndAlwaysExplains) {
  constexpr int kIterations = 2000;
  const json original = toJson(test::filledConfig());
  Mutator mutator;
  int accepted = 0;
  int rejected = 0;
  int warned = 0;
  for (int i = 0; i < kIterations; ++i) {
    json document = original;
    for (std::size_t n = 1 + mutator.pick(3); n > 0; --n) {
      if (!mutator.chance(0.2)) {
        mutator.mutate(document);
        continue;
      }
      const std::string setting = mutator.randomSetting(document);
      ASSERT_EQ(checked([&] { return settingViolation(document, setting); }), "")
          << "iteration " << i << ": " << setting;
    }

    Decoded decoded;
    if (mutator.chance(0.4)) {
      std::string text =
          document.dump(mutator.chance(0.5) ? 2 : -1, ' ', false, json::error_handler_t::replace);
      mutator.corrupt(text);
      ASSERT_EQ(checked([&] { return violation(decoded = parseConfig(text)); }), "")
          << "iteration " << i << ": " << text;
    } else {
      ASSERT_EQ(checked([&] { return violation(decoded = fromJson(document)); }), "")
          << "iteration " << i << ": " << printed(document);
    }
    if (decoded.config)
      ++accepted;
    else
      ++rejected;
    if (!decoded.warnings.empty()) ++warned;
  }
  // The damage must exercise both outcomes, or the loop proves little.
  EXPECT_GT(accepted, kIterations / 10);
  EXPECT_GT(rejected, kIterations / 10);
  EXPECT_GT(warned, kIterations / 20);
}

} // namespace
} // namespace snp::model
