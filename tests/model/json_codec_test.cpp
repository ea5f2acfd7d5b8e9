#include "model/JsonCodec.h"

#include "JsonTestConfig.h"
#include "SourceTree.h"
#include "model/Presets.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>

namespace snp::model {
namespace {

using nlohmann::json;
using test::filledConfig;

bool hasProblem(const Problems &problems, const std::string &path, const std::string &messagePart) {
  for (const Problem &p : problems)
    if (p.path == path && p.message.find(messagePart) != std::string::npos) return true;
  return false;
}

std::string allOf(const Problems &problems) {
  std::string text;
  for (const Problem &p : problems)
    text += describe(p) + "\n";
  return text;
}

// Decodes a document that must be rejected and returns its errors.
Problems errorsOf(const json &document) {
  const Decoded decoded = fromJson(document);
  EXPECT_FALSE(decoded.config.has_value()) << document.dump();
  return decoded.errors;
}

TEST(JsonCodec, FilledConfigDiffersFromDefaultEverywhere) {
  // Guards the round-trip tests: a member left at its default would not prove anything.
  const Config filled = filledConfig();
  const Config defaults;
  EXPECT_NE(filled.id, defaults.id);
  EXPECT_NE(filled.accelerator, defaults.accelerator);
  EXPECT_NE(filled.node, defaults.node);
  EXPECT_NE(filled.cabinet, defaults.cabinet);
  EXPECT_NE(filled.layout, defaults.layout);
  EXPECT_NE(filled.network.scale_up, defaults.network.scale_up);
  EXPECT_NE(filled.network.scale_out, defaults.network.scale_out);
  EXPECT_NE(filled.cooling, defaults.cooling);
  EXPECT_NE(filled.workload.parallelism, defaults.workload.parallelism);
  EXPECT_NE(filled.workload, defaults.workload);
  EXPECT_NE(filled.reliability, defaults.reliability);
  EXPECT_NE(filled.site, defaults.site);
}

TEST(JsonCodec, DefaultConfigRoundTrips) {
  const Decoded decoded = fromJson(toJson(Config{}));
  ASSERT_TRUE(decoded.config.has_value()) << allOf(decoded.errors);
  EXPECT_EQ(*decoded.config, Config{});
  EXPECT_TRUE(decoded.warnings.empty()) << allOf(decoded.warnings);
}

TEST(JsonCodec, EveryPresetRoundTripsThroughText) {
  for (const Config &preset : presets()) {
    const Decoded decoded = parseConfig(dumpConfig(preset));
    ASSERT_TRUE(decoded.config.has_value()) << preset.id;
    EXPECT_TRUE(decoded.errors.empty()) << preset.id;
    EXPECT_TRUE(decoded.warnings.empty()) << preset.id;
    EXPECT_EQ(*decoded.config, preset) << preset.id;
  }
}

TEST(JsonCodec, FilledConfigRoundTripsThroughDocument) {
  const Decoded decoded = fromJson(toJson(filledConfig()));
  ASSERT_TRUE(decoded.config.has_value()) << allOf(decoded.errors);
  EXPECT_EQ(*decoded.config, filledConfig());
}

TEST(JsonCodec, FilledConfigRoundTripsThroughTextExactly) {
  const Decoded decoded = parseConfig(dumpConfig(filledConfig()));
  ASSERT_TRUE(decoded.config.has_value()) << allOf(decoded.errors);
  EXPECT_TRUE(decoded.errors.empty());
  EXPECT_TRUE(decoded.warnings.empty()) << allOf(decoded.warnings);
  EXPECT_EQ(*decoded.config, filledConfig());
  EXPECT_EQ(decoded.config->accelerator.peak_flops[0], 0.1);
  EXPECT_EQ(decoded.config->accelerator.peak_flops[1], 1e-9);
  EXPECT_EQ(decoded.config->accelerator.peak_flops[2], 123456789.123);
  EXPECT_EQ(decoded.config->network.scale_up.link_bandwidth_Bps, 1.0 / 3.0);
}

TEST(JsonCodec, ExtremeDoublesRoundTripThroughText) {
  Config config;
  config.cooling.pump_head_Pa = std::numeric_limits<double>::max();
  config.cooling.supply_C = -std::numeric_limits<double>::denorm_min();
  config.reliability.restart_s = std::numeric_limits<double>::min();
  config.site.hours_per_year = std::nextafter(8760.0, 9000.0);
  const Decoded decoded = parseConfig(dumpConfig(config));
  ASSERT_TRUE(decoded.config.has_value()) << allOf(decoded.errors);
  EXPECT_EQ(*decoded.config, config);
}

TEST(JsonCodec, KeysAreMemberNamesAndEnumsAreNames) {
  const json document = toJson(filledConfig());
  EXPECT_EQ(document.at("schema"), kSchemaVersion);
  EXPECT_EQ(document.at("id"), "test-filled");
  EXPECT_EQ(document.at("network").at("scale_up").at("kind"), "torus");
  EXPECT_EQ(document.at("network").at("scale_out").at("kind"), "dragonfly");
  EXPECT_EQ(document.at("network").at("scale_up").at("torus").at("dims"), json({4, 4, 8}));
  EXPECT_EQ(document.at("network").at("scale_up").at("torus").at("wrap"), json({true, false, true}));
  EXPECT_EQ(document.at("network").at("scale_up").at("fat_tree").at("oversubscription"), 1.5);
  EXPECT_EQ(document.at("accelerator").at("peak_flops").at("fp8"), 1.9790000000000001e15);
  EXPECT_EQ(document.at("cooling").at("kind"), "immersion_2p");
  EXPECT_EQ(document.at("cooling").at("fluid").at("density_kg_per_m3"), 1800.5);
  EXPECT_EQ(document.at("workload").at("kind"), "custom");
  EXPECT_EQ(document.at("workload").at("precision"), "fp8");
  EXPECT_EQ(document.at("workload").at("parallelism").at("recompute"), "selective");
  EXPECT_EQ(document.at("reliability").at("failure_rates").at(1).at("component"), "hbm");
  EXPECT_EQ(document.at("site").at("climate").at(0).at("outside_C"), -10.25);
  EXPECT_TRUE(document.at("workload").at("parallelism").at("tp").is_number_integer());
}

TEST(JsonCodec, EveryEnumNameRoundTrips) {
  for (std::size_t i = 0; i < kPrecisionCount; ++i) {
    Config config;
    config.workload.precision = static_cast<Precision>(i);
    EXPECT_EQ(toJson(config)["workload"]["precision"], kPrecisionNames[i]);
    EXPECT_EQ(fromJson(toJson(config)).config, config);
  }
  for (std::size_t i = 0; i < std::size(kTopologyNames); ++i) {
    Config config;
    config.network.scale_out.kind = static_cast<TopologyKind>(i);
    EXPECT_EQ(toJson(config)["network"]["scale_out"]["kind"], kTopologyNames[i]);
    EXPECT_EQ(fromJson(toJson(config)).config, config);
  }
  for (std::size_t i = 0; i < std::size(kCoolingNames); ++i) {
    Config config;
    config.cooling.kind = static_cast<CoolingKind>(i);
    EXPECT_EQ(toJson(config)["cooling"]["kind"], kCoolingNames[i]);
    EXPECT_EQ(fromJson(toJson(config)).config, config);
  }
  for (std::size_t i = 0; i < std::size(kWorkloadNames); ++i) {
    Config config;
    config.workload.kind = static_cast<WorkloadKind>(i);
    EXPECT_EQ(toJson(config)["workload"]["kind"], kWorkloadNames[i]);
    EXPECT_EQ(fromJson(toJson(config)).config, config);
  }
  for (std::size_t i = 0; i < std::size(kCollectiveAlgorithmNames); ++i) {
    Config config;
    config.network.collective_algorithm = static_cast<CollectiveAlgorithmChoice>(i);
    EXPECT_EQ(toJson(config)["network"]["collective_algorithm"], kCollectiveAlgorithmNames[i]);
    EXPECT_EQ(fromJson(toJson(config)).config, config);
  }
  for (std::size_t i = 0; i < std::size(kRecomputeNames); ++i) {
    Config config;
    config.workload.parallelism.recompute = static_cast<Recompute>(i);
    EXPECT_EQ(toJson(config)["workload"]["parallelism"]["recompute"], kRecomputeNames[i]);
    EXPECT_EQ(fromJson(toJson(config)).config, config);
  }
}

TEST(JsonCodec, MissingKeysKeepDefaults) {
  const Decoded decoded =
      parseConfig(R"({"name": "small", "workload": {"parallelism": {"tp": 8}}, "site": {"climate": [{}]}})");
  ASSERT_TRUE(decoded.config.has_value()) << allOf(decoded.errors);
  Config expected;
  expected.name = "small";
  expected.workload.parallelism.tp = 8;
  expected.site.climate = {SitePoint{}};
  EXPECT_EQ(*decoded.config, expected);
  EXPECT_TRUE(decoded.warnings.empty());

  const Decoded empty = parseConfig("{}");
  ASSERT_TRUE(empty.config.has_value());
  EXPECT_EQ(*empty.config, Config{});
}

// A project saved before the network knobs: an integer NIC count and none of the new keys.
TEST(JsonCodec, FilesWithoutTheNetworkKnobsReadWithTheirDefaults) {
  const Decoded decoded = parseConfig(
      R"({"accelerator": {"nics": 2}, "network": {"scale_out": {"kind": "fat_tree", "fat_tree": {"radix": 64}}}})");
  ASSERT_TRUE(decoded.config.has_value()) << allOf(decoded.errors);
  EXPECT_TRUE(decoded.warnings.empty()) << allOf(decoded.warnings);
  const Config &c = *decoded.config;
  EXPECT_EQ(c.accelerator.nics, 2.0);
  EXPECT_EQ(c.network.collective_algorithm, CollectiveAlgorithmChoice::Auto);
  EXPECT_EQ(c.network.collective_bytes, 0.0);
  EXPECT_FALSE(c.network.scale_out.in_network_reduction);
  EXPECT_FALSE(c.network.scale_out.fat_tree.rail_optimized);

  const Decoded half = parseConfig(R"({"accelerator": {"nics": 0.5}})");
  ASSERT_TRUE(half.config.has_value()) << allOf(half.errors);
  EXPECT_EQ(half.config->accelerator.nics, 0.5);
}

TEST(JsonCodec, PeakFlopsMissingPrecisionsAreZero) {
  const Decoded decoded = parseConfig(R"({"accelerator": {"peak_flops": {"bf16": 1e15}}})");
  ASSERT_TRUE(decoded.config.has_value()) << allOf(decoded.errors);
  const std::array<double, kPrecisionCount> expected{0, 0, 1e15, 0, 0, 0, 0};
  EXPECT_EQ(decoded.config->accelerator.peak_flops, expected);
}

// A file written before FP4 and precision by scope: all six older rates, one training precision.
// It must load without a problem, FP4 at 0 and every scope at its documented default.
TEST(JsonCodec, FileWithoutFp4OrScopePrecisionsLoadsWithDefaults) {
  const Decoded decoded = parseConfig(R"({"schema": 2,
    "accelerator": {"peak_flops": {"fp32": 67e12, "tf32": 494.5e12, "bf16": 989e12, "fp16": 989e12,
                                   "fp8": 1979e12, "int8": 1979e12}},
    "workload": {"precision": "fp8"}})");
  ASSERT_TRUE(decoded.config.has_value()) << allOf(decoded.errors);
  EXPECT_TRUE(decoded.errors.empty()) << allOf(decoded.errors);
  const Config &c = *decoded.config;
  EXPECT_EQ(c.accelerator.peak_flops[static_cast<std::size_t>(Precision::FP4)], 0);
  EXPECT_EQ(c.accelerator.peak_flops[static_cast<std::size_t>(Precision::FP8)], 1979e12);
  EXPECT_EQ(c.workload.precision, Precision::FP8);
  EXPECT_EQ(c.workload.activation_precision, Precision::BF16);
  EXPECT_EQ(c.workload.gradient_precision, Precision::FP32);
  EXPECT_EQ(c.workload.master_precision, Precision::FP32);
  EXPECT_EQ(c.workload.optimizer_precision, Precision::FP32);
}

TEST(JsonCodec, Fp4IsAPrecisionName) {
  const Decoded decoded = parseConfig(R"({"accelerator": {"peak_flops": {"fp4": 10e15}},
                                          "workload": {"precision": "fp4"}})");
  ASSERT_TRUE(decoded.config.has_value()) << allOf(decoded.errors);
  EXPECT_EQ(decoded.config->workload.precision, Precision::FP4);
  EXPECT_EQ(decoded.config->accelerator.peak_flops[6], 10e15);
  EXPECT_EQ(bytesPerValue(Precision::FP4), 0.5);
}

TEST(JsonCodec, NewerSchemaIsRefused) {
  const Decoded decoded = parseConfig(R"({"schema": 3, "name": "future"})");
  EXPECT_FALSE(decoded.config.has_value());
  ASSERT_EQ(decoded.errors.size(), 1u);
  EXPECT_EQ(decoded.errors[0].path, "schema");
  EXPECT_EQ(decoded.errors[0].message, "written by a newer version (schema 3); this version reads schema 2");
}

TEST(JsonCodec, InvalidSchemaIsRefused) {
  for (const char *schema : {"0", "-1", "1.5", "\"1\"", "null", "[1]"}) {
    const Problems errors = errorsOf(json::parse(std::string(R"({"schema": )") + schema + "}"));
    EXPECT_TRUE(hasProblem(errors, "schema", "expected a schema version")) << schema << ": " << allOf(errors);
  }
}

TEST(JsonCodec, SchemaOneIsAccepted) {
  EXPECT_TRUE(parseConfig(R"({"schema": 1})").config.has_value());
  EXPECT_TRUE(parseConfig(R"({"schema": 1.0})").config.has_value());
}

// Schema 1 said whether the optimizer state was sharded; schema 2 says how much is.
TEST(JsonCodec, SchemaOneOptimizerShardingBecomesTheShardingLevel) {
  auto sharding = [](const char *text) {
    const Decoded decoded = parseConfig(text);
    EXPECT_TRUE(decoded.warnings.empty()) << allOf(decoded.warnings);
    return decoded.config.value().workload.parallelism.sharding;
  };
  EXPECT_EQ(sharding(R"({"schema": 1, "workload": {"parallelism": {"optimizer_sharding": true}}})"),
            Sharding::Optimizer);
  EXPECT_EQ(sharding(R"({"workload": {"parallelism": {"optimizer_sharding": false}}})"), Sharding::None);
  // Schema 2 reads only the new name: the old one is an unknown key there.
  const Decoded current =
      parseConfig(R"({"schema": 2, "workload": {"parallelism": {"optimizer_sharding": true}}})");
  EXPECT_TRUE(hasProblem(current.warnings, "workload.parallelism.optimizer_sharding", "unknown key"));
  EXPECT_EQ(current.config.value().workload.parallelism.sharding, Sharding::None);
  // A wrong type is reported under the field's current name.
  const Problems errors =
      errorsOf(json::parse(R"({"schema": 1, "workload": {"parallelism": {"optimizer_sharding": 3}}})"));
  EXPECT_TRUE(hasProblem(errors, "workload.parallelism.sharding", "expected")) << allOf(errors);
}

TEST(JsonCodec, UnknownKeysWarnWithTheirPath) {
  const Decoded decoded = parseConfig(R"({
    "extra": 1,
    "network": {"scale_up": {"colour": "red"}},
    "accelerator": {"peak_flops": {"fp6": 1e16}},
    "site": {"climate": [{"outside_C": 1}, {"wind": 3}]}
  })");
  ASSERT_TRUE(decoded.config.has_value()) << allOf(decoded.errors);
  EXPECT_TRUE(decoded.errors.empty());
  EXPECT_EQ(decoded.warnings.size(), 4u) << allOf(decoded.warnings);
  EXPECT_TRUE(hasProblem(decoded.warnings, "extra", "unknown key, ignored"));
  EXPECT_TRUE(hasProblem(decoded.warnings, "network.scale_up.colour", "unknown key, ignored"));
  EXPECT_TRUE(hasProblem(decoded.warnings, "accelerator.peak_flops.fp6", "unknown key, ignored"));
  EXPECT_TRUE(hasProblem(decoded.warnings, "site.climate[1].wind", "unknown key, ignored"));
  EXPECT_EQ(decoded.config->site.climate.size(), 2u);
}

TEST(JsonCodec, UnusualUnknownKeysAreQuotedInThePath) {
  const Decoded decoded = parseConfig(R"({"": 1, "network": {"a.b": 2}})");
  ASSERT_TRUE(decoded.config.has_value()) << allOf(decoded.errors);
  EXPECT_TRUE(hasProblem(decoded.warnings, R"([""])", "unknown key, ignored")) << allOf(decoded.warnings);
  EXPECT_TRUE(hasProblem(decoded.warnings, R"(network["a.b"])", "unknown key, ignored"))
      << allOf(decoded.warnings);
}

TEST(JsonCodec, WrongTypeNamesPathValueAndExpectation) {
  const Problems errors = errorsOf(json::parse(R"({"workload": {"parallelism": {"tp": "eight"}}})"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].path, "workload.parallelism.tp");
  EXPECT_EQ(errors[0].message, R"(expected an integer, got "eight")");
}

TEST(JsonCodec, WrongTypesOfEveryKindAreErrors) {
  EXPECT_TRUE(hasProblem(errorsOf({{"name", 5}}), "name", "expected a string, got 5"));
  EXPECT_TRUE(
      hasProblem(errorsOf({{"cabinet", {{"width_m", "wide"}}}}), "cabinet.width_m", "expected a number"));
  EXPECT_TRUE(
      hasProblem(errorsOf({{"workload", {{"overlap_dp", 1}}}}), "workload.overlap_dp", "true or false"));
  EXPECT_TRUE(hasProblem(errorsOf({{"node", nullptr}}), "node", "expected an object, got null"));
  EXPECT_TRUE(
      hasProblem(errorsOf({{"site", {{"climate", {{"a", 1}}}}}}), "site.climate", "expected an array"));
  EXPECT_TRUE(hasProblem(errorsOf({{"accelerator", {{"peak_flops", {1, 2}}}}}), "accelerator.peak_flops",
                         "expected an object keyed by precision"));
  EXPECT_TRUE(hasProblem(errorsOf({{"layout", {{"rows", nullptr}}}}), "layout.rows", "got null"));
}

TEST(JsonCodec, StringsMustBeUtf8) {
  for (const char *invalid : {"\xff", "caf\xe9", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x82"})
    EXPECT_TRUE(hasProblem(errorsOf({{"reliability", {{"failure_rates", {{{"component", invalid}}}}}}}),
                           "reliability.failure_rates[0].component", "expected a UTF-8 string"))
        << invalid;
  const Decoded valid = fromJson({{"name", "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80"}});
  ASSERT_TRUE(valid.config.has_value()) << allOf(valid.errors);
  EXPECT_EQ(valid.config->name, "café € 😀");
}

TEST(JsonCodec, ArrayElementErrorsNameTheIndex) {
  const Problems errors = errorsOf(json::parse(
      R"({"network": {"scale_up": {"torus": {"dims": [4, 4, "x"], "wrap": [true, 1]}}},
          "reliability": {"failure_rates": [{"component": "gpu"}, {"per_accelerator_hour": "often"}]}})"));
  EXPECT_EQ(errors.size(), 3u) << allOf(errors);
  EXPECT_TRUE(hasProblem(errors, "network.scale_up.torus.dims[2]", R"(got "x")"));
  EXPECT_TRUE(hasProblem(errors, "network.scale_up.torus.wrap[1]", "expected true or false, got 1"));
  EXPECT_TRUE(hasProblem(errors, "reliability.failure_rates[1].per_accelerator_hour", "expected a number"));
}

TEST(JsonCodec, IntegersMustBeWholeAndFitInInt) {
  EXPECT_TRUE(hasProblem(errorsOf({{"node", {{"accelerators", 2.5}}}}), "node.accelerators",
                         "expected an integer, got 2.5"));
  for (const json &outOfRange : {json(2147483648LL), json(-2147483649LL), json(3e9), json(1e300)})
    EXPECT_TRUE(
        hasProblem(errorsOf({{"node", {{"cpus", outOfRange}}}}), "node.cpus", "-2147483648 to 2147483647"))
        << outOfRange;

  const Decoded limits =
      fromJson({{"node", {{"cpus", 2147483647}, {"dpus", -2147483648LL}, {"accelerators", 4.0}}}});
  ASSERT_TRUE(limits.config.has_value()) << allOf(limits.errors);
  EXPECT_EQ(limits.config->node.cpus, 2147483647);
  EXPECT_EQ(limits.config->node.dpus, -2147483648LL);
  EXPECT_EQ(limits.config->node.accelerators, 4);
}

TEST(JsonCodec, UnknownEnumNameListsAllowedValues) {
  const Problems errors = errorsOf({{"workload", {{"precision", "fp7"}}}});
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].path, "workload.precision");
  EXPECT_EQ(errors[0].message, R"(expected one of fp32, tf32, bf16, fp16, fp8, int8, fp4, got "fp7")");
  EXPECT_TRUE(hasProblem(errorsOf({{"cooling", {{"kind", 1}}}}), "cooling.kind", "one of air, cold_plate"));
  EXPECT_TRUE(hasProblem(errorsOf({{"network", {{"scale_out", {{"kind", "ring"}}}}}}),
                         "network.scale_out.kind", "fat_tree"));
}

TEST(JsonCodec, NonFiniteNumbersAreErrors) {
  const Problems errors = errorsOf({{"cooling", {{"supply_C", std::numeric_limits<double>::infinity()}}},
                                    {"site", {{"hours_per_year", std::nan("")}}}});
  EXPECT_TRUE(hasProblem(errors, "cooling.supply_C", "expected a finite number, got inf")) << allOf(errors);
  EXPECT_TRUE(hasProblem(errors, "site.hours_per_year", "expected a finite number")) << allOf(errors);

  const Decoded overflow = parseConfig(R"({"cooling": {"supply_C": 1e999}})");
  EXPECT_FALSE(overflow.config.has_value());
  ASSERT_EQ(overflow.errors.size(), 1u);
  EXPECT_NE(overflow.errors[0].message.find("1e999"), std::string::npos) << overflow.errors[0].message;
}

TEST(JsonCodec, AllErrorsAreReportedNotJustTheFirst) {
  const Problems errors = errorsOf({{"name", 1}, {"layout", {{"rows", "two"}, {"aisle_m", true}}}});
  EXPECT_EQ(errors.size(), 3u) << allOf(errors);
}

TEST(JsonCodec, NonObjectDocumentIsAnError) {
  const Decoded decoded = parseConfig("[1, 2]");
  EXPECT_FALSE(decoded.config.has_value());
  ASSERT_EQ(decoded.errors.size(), 1u);
  EXPECT_NE(decoded.errors[0].message.find("got an array"), std::string::npos);
}

TEST(JsonCodec, ParseErrorReportsBytePosition) {
  const Decoded decoded = parseConfig(R"({"name": @})");
  EXPECT_FALSE(decoded.config.has_value());
  EXPECT_TRUE(decoded.warnings.empty());
  ASSERT_EQ(decoded.errors.size(), 1u);
  EXPECT_EQ(decoded.errors[0].path, "");
  EXPECT_EQ(decoded.errors[0].message.rfind("invalid JSON at byte 10: ", 0), 0u) << decoded.errors[0].message;

  for (const char *broken : {"", "{", R"({"a": 1,})", "{} x", "nul"}) {
    const Decoded d = parseConfig(broken);
    EXPECT_FALSE(d.config.has_value()) << broken;
    ASSERT_EQ(d.errors.size(), 1u) << broken;
    EXPECT_NE(d.errors[0].message.find("invalid JSON at byte"), std::string::npos) << d.errors[0].message;
  }
}

TEST(JsonCodec, ParseErrorMessageIsShortAscii) {
  const Decoded decoded = parseConfig("{\"name\": \"" + std::string(5000, 'x') + "\xff\"}");
  ASSERT_EQ(decoded.errors.size(), 1u);
  const std::string &message = decoded.errors[0].message;
  EXPECT_LT(message.size(), 300u);
  for (const char c : message)
    EXPECT_LT(static_cast<unsigned char>(c), 0x80) << message;
}

TEST(JsonCodec, LongStringValuesAreCutInMessages) {
  const Problems errors = errorsOf({{"node", {{"cpus", std::string(10000, 'x')}}}});
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_LT(errors[0].message.size(), 120u);
}

std::string schemaDocument() { return snp::testing::readSourceFile("docs/config-schema.md"); }

// Paths as the schema document writes them: array elements as [i], network tier fields
// relative to the tier, arrays of numbers or booleans as one field.
void collectDocumentedPaths(const json &value, const std::string &path, std::vector<std::string> &out) {
  if (value.is_object()) {
    for (const auto &[key, child] : value.items()) {
      const bool tier = path == "network.scale_up" || path == "network.scale_out";
      collectDocumentedPaths(child, tier ? key : (path.empty() ? "" : path + ".") + key, out);
    }
  } else if (value.is_array() && !value.empty() && value.front().is_object()) {
    collectDocumentedPaths(value.front(), path + "[i]", out);
  } else {
    out.push_back(path);
  }
}

TEST(ConfigSchemaDocument, DocumentsEveryField) {
  const std::string document = schemaDocument();
  ASSERT_FALSE(document.empty());
  std::vector<std::string> paths;
  collectDocumentedPaths(toJson(filledConfig()), "", paths);
  EXPECT_GT(paths.size(), 100u);
  for (const std::string &path : paths)
    EXPECT_NE(document.find("`" + path + "`"), std::string::npos) << path << " is not documented";
}

// The other direction: every path the document's tables list is a field (or an object of fields)
// of the JSON form, so a renamed or removed field cannot stay documented.
TEST(ConfigSchemaDocument, ListsOnlyRealFields) {
  std::vector<std::string> paths;
  collectDocumentedPaths(toJson(filledConfig()), "", paths);
  // The tiers' own sections list their fields relative to the tier.
  paths.insert(paths.end(), {"network.scale_up.kind", "network.scale_out.kind"});
  const auto isField = [&](const std::string &documented) {
    return std::any_of(paths.begin(), paths.end(), [&](const std::string &path) {
      return path == documented || path.starts_with(documented + ".") || path.starts_with(documented + "[i]");
    });
  };
  std::istringstream lines(schemaDocument());
  int rows = 0;
  for (std::string line; std::getline(lines, line);) {
    if (!line.starts_with("| `")) continue;
    const std::string documented = line.substr(3, line.find('`', 3) - 3);
    ++rows;
    EXPECT_TRUE(isField(documented)) << "docs/config-schema.md lists `" << documented
                                     << "`, which is no field";
  }
  EXPECT_GE(rows, 150);
}

TEST(ConfigSchemaDocument, ExampleReadsWithoutProblems) {
  const std::string document = schemaDocument();
  const std::size_t start = document.find("```json\n");
  ASSERT_NE(start, std::string::npos);
  const std::size_t end = document.find("```", start + 7);
  const Decoded decoded = parseConfig(document.substr(start + 7, end - start - 7));
  ASSERT_TRUE(decoded.config.has_value()) << allOf(decoded.errors);
  EXPECT_TRUE(decoded.warnings.empty()) << allOf(decoded.warnings);
  EXPECT_EQ(decoded.config->accelerators(), 512);
  EXPECT_EQ(decoded.config->workload.precision, Precision::FP8);
}

TEST(ApplySetting, SetsNestedValuesParsedAsJson) {
  json document = toJson(filledConfig());
  EXPECT_EQ(applySetting(document, "network.scale_up.torus.dims[2]=16"), std::nullopt);
  EXPECT_EQ(applySetting(document, "workload.precision=int8"), std::nullopt);
  EXPECT_EQ(applySetting(document, "workload.parallelism.tp=4"), std::nullopt);
  EXPECT_EQ(applySetting(document, "workload.overlap_tp=false"), std::nullopt);
  EXPECT_EQ(applySetting(document, "site.climate=[{\"outside_C\": 20, \"hours\": 8760}]"), std::nullopt);
  EXPECT_EQ(applySetting(document, "name=a name with = sign"), std::nullopt);

  const Decoded decoded = fromJson(document);
  ASSERT_TRUE(decoded.config.has_value()) << allOf(decoded.errors);
  EXPECT_EQ(decoded.config->network.scale_up.torus.dims, (std::vector<int>{4, 4, 16}));
  EXPECT_EQ(decoded.config->workload.precision, Precision::INT8);
  EXPECT_EQ(decoded.config->workload.parallelism.tp, 4);
  EXPECT_FALSE(decoded.config->workload.overlap_tp);
  EXPECT_EQ(decoded.config->site.climate, (std::vector<SitePoint>{{20, 8760}}));
  EXPECT_EQ(decoded.config->name, "a name with = sign");
}

TEST(ApplySetting, CreatesMissingObjects) {
  json document = json::object();
  EXPECT_EQ(applySetting(document, "workload.parallelism.tp=8"), std::nullopt);
  EXPECT_EQ(applySetting(document, "workload.precision=fp8"), std::nullopt);
  EXPECT_EQ(document, json::parse(R"({"workload": {"parallelism": {"tp": 8}, "precision": "fp8"}})"));
}

TEST(ApplySetting, NonJsonValueIsAString) {
  json document = json::object();
  EXPECT_EQ(applySetting(document, "id=8x"), std::nullopt);
  EXPECT_EQ(applySetting(document, "notes="), std::nullopt);
  EXPECT_EQ(document.at("id"), "8x");
  EXPECT_EQ(document.at("notes"), "");
}

TEST(ApplySetting, IndexPastTheEndIsAProblem) {
  json document = toJson(filledConfig());
  const json before = document;
  const auto problem = applySetting(document, "network.scale_up.torus.dims[3]=8");
  ASSERT_TRUE(problem.has_value());
  EXPECT_EQ(problem->path, "network.scale_up.torus.dims[3]");
  EXPECT_NE(problem->message.find("past the end"), std::string::npos) << problem->message;
  EXPECT_EQ(document, before);
}

TEST(ApplySetting, IndexIntoMissingOrNonArrayIsAProblem) {
  json document = json::object();
  const auto missing = applySetting(document, "network.scale_up.torus.dims[0]=8");
  ASSERT_TRUE(missing.has_value());
  EXPECT_EQ(missing->path, "network.scale_up.torus.dims");
  EXPECT_EQ(document, json::object()); // the intermediate objects were not left behind

  document = {{"name", "x"}};
  const auto notArray = applySetting(document, "name[0]=1");
  ASSERT_TRUE(notArray.has_value());
  EXPECT_EQ(notArray->path, "name");
  EXPECT_NE(notArray->message.find("a string, not an array"), std::string::npos) << notArray->message;
}

TEST(ApplySetting, NonObjectInTheMiddleIsAProblem) {
  json document = toJson(Config{});
  const auto problem = applySetting(document, "workload.precision.bits=8");
  ASSERT_TRUE(problem.has_value());
  EXPECT_EQ(problem->path, "workload.precision");
  EXPECT_NE(problem->message.find("not an object"), std::string::npos) << problem->message;
}

TEST(ApplySetting, MissingEqualsIsAProblem) {
  json document = json::object();
  const auto problem = applySetting(document, "workload.parallelism.tp");
  ASSERT_TRUE(problem.has_value());
  EXPECT_NE(problem->message.find("'='"), std::string::npos) << problem->message;
  EXPECT_EQ(document, json::object());
}

TEST(ApplySetting, MalformedPathsAreProblems) {
  for (const char *assignment : {"=1", "a..b=1", "a.=1", ".a=1", "dims[x]=1", "dims[2=1", "dims[]=1",
                                 "dims[1]x=1", "[0]=1", "dims[99999999999999999999999]=1"}) {
    json document = {{"dims", {1, 2}}};
    const auto problem = applySetting(document, assignment);
    ASSERT_TRUE(problem.has_value()) << assignment;
    EXPECT_NE(problem->message.find("invalid setting path"), std::string::npos) << problem->message;
    EXPECT_EQ(document, json({{"dims", {1, 2}}})) << assignment;
  }
}

} // namespace
} // namespace snp::model
