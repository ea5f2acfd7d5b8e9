#include "model/BundledPresets.h"
#include "model/JsonCodec.h"
#include "model/Presets.h"
#include "model/Validation.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace snp::model {
namespace {

const std::vector<std::string> kExpectedIds = {
    "seed-s1",    "seed-s2",         "seed-s3",           "gb200-nvl72",           "dgx-h100-superpod",
    "tpu-v4-pod", "cloudmatrix-384", "dgx-b200-superpod", "baseline-roce-fattree", "selene-megatron-1t"};

double peak(const Config &c, Precision p) { return c.accelerator.peak_flops[static_cast<std::size_t>(p)]; }

TEST(Presets, ListsEveryBundledIdExactlyOnce) {
  std::vector<std::string> ids;
  for (const Config &c : presets())
    ids.push_back(c.id);
  std::vector<std::string> expected = kExpectedIds;
  std::sort(ids.begin(), ids.end());
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(ids, expected);
}

// The files in resources/presets/ are the presets: each reads through the same codec as a user's
// file, with nothing ignored, and holds only what it changes from the defaults, as
// `snplan export-preset ID --form changes` writes it.
TEST(Presets, EachBundledFileReadsCleanlyAndHoldsOnlyItsChanges) {
  ASSERT_EQ(bundledPresets().size(), kExpectedIds.size());
  for (const BundledPreset &bundled : bundledPresets()) {
    const Decoded decoded = parseConfig(bundled.json);
    ASSERT_TRUE(decoded.config.has_value()) << bundled.id;
    EXPECT_TRUE(decoded.errors.empty()) << bundled.id << ": " << describe(decoded.errors.front());
    EXPECT_TRUE(decoded.warnings.empty()) << bundled.id << ": " << describe(decoded.warnings.front());
    EXPECT_EQ(decoded.config->id, bundled.id) << "the file's name and its id differ";
    EXPECT_EQ(dumpConfigChanges(*decoded.config) + "\n", bundled.json)
        << bundled.id << " is not in its exported form (snplan export-preset ID --form changes)";
  }
}

// A file of changes leaves out exactly what equals the defaults, and reads back whole.
TEST(Presets, ChangesFromTheDefaultsReadBackToTheSameConfiguration) {
  EXPECT_EQ(nlohmann::json::parse(dumpConfigChanges(Config{})), (nlohmann::json{{"schema", kSchemaVersion}}));
  Config tp8;
  tp8.workload.parallelism.tp = 8;
  EXPECT_EQ(nlohmann::json::parse(dumpConfigChanges(tp8)),
            (nlohmann::json{{"schema", kSchemaVersion}, {"workload", {{"parallelism", {{"tp", 8}}}}}}));
  for (const Config &preset : presets()) {
    const Decoded decoded = parseConfig(dumpConfigChanges(preset));
    ASSERT_TRUE(decoded.config) << preset.id;
    EXPECT_EQ(dumpConfig(*decoded.config), dumpConfig(preset)) << preset.id;
    EXPECT_LT(dumpConfigChanges(preset).size(), dumpConfig(preset).size() * 3 / 4)
        << preset.id << " repeats the defaults";
  }
}

TEST(Presets, EachCitesItsSources) {
  for (const Config &c : presets())
    EXPECT_NE(c.notes.find("Source"), std::string::npos) << c.id << " names no source";
}

TEST(Presets, EachValidatesWithoutProblems) {
  for (const Config &c : presets()) {
    const Problems problems = validate(c);
    std::string listed;
    for (const Problem &p : problems)
      listed += "\n  " + describe(p);
    EXPECT_TRUE(problems.empty()) << c.id << ":" << listed;
  }
}

TEST(Presets, EachIsNamedAndExplained) {
  for (const Config &c : presets()) {
    EXPECT_FALSE(c.name.empty()) << c.id;
    EXPECT_FALSE(c.notes.empty()) << c.id;
    EXPECT_FALSE(c.accelerator.name.empty()) << c.id;
    EXPECT_FALSE(c.accelerator.vendor.empty()) << c.id;
    EXPECT_NE(c.accelerator.name, Accelerator{}.name) << c.id;
  }
}

TEST(Presets, SeedNotesStateAssumptions) {
  for (const char *id : {"seed-s1", "seed-s2", "seed-s3"}) {
    const std::string notes = findPreset(id).value().notes;
    EXPECT_NE(notes.find("Claims:"), std::string::npos) << id;
    EXPECT_NE(notes.find("Assumed:"), std::string::npos) << id;
  }
}

TEST(Presets, FindPresetReturnsTheListedConfig) {
  for (const Config &c : presets()) {
    const auto found = findPreset(c.id);
    ASSERT_TRUE(found.has_value()) << c.id;
    EXPECT_EQ(*found, c);
  }
  EXPECT_FALSE(findPreset("no-such-preset").has_value());
  EXPECT_FALSE(findPreset("").has_value());
  EXPECT_FALSE(findPreset("SEED-S1").has_value());
}

TEST(Presets, SeedS1MatchesTheArticle) {
  const Config c = findPreset("seed-s1").value();
  EXPECT_EQ(c.accelerators(), 128);
  EXPECT_EQ(c.layout.cabinets, 1);
  EXPECT_EQ(c.network.scaleup_domain, 128);
  EXPECT_EQ(c.network.scale_up.kind, TopologyKind::FullMesh);
  EXPECT_EQ(c.accelerator.scaleup_links, 8);
  EXPECT_DOUBLE_EQ(c.accelerator.scaleup_link_bandwidth_Bps, 400e9 / 8);
  // 0.3 µs node to node: one hop of the mesh, chip link included.
  EXPECT_DOUBLE_EQ(c.accelerator.scaleup_link_latency_s + c.network.scale_up.hop_latency_s, 0.3e-6);
  EXPECT_EQ(c.cooling.kind, CoolingKind::Hybrid);
  EXPECT_DOUBLE_EQ(c.cooling.supply_C, 45);
  EXPECT_EQ(c.workload.kind, WorkloadKind::BertLarge);
  EXPECT_DOUBLE_EQ(c.workload.gradient_compression, 1.0 / 32);
  EXPECT_FALSE(c.reliability.checkpoint_optimal);
  EXPECT_DOUBLE_EQ(c.reliability.checkpoint_interval_s, 900);
  EXPECT_EQ(c.reliability.hot_spares, 3);
}

TEST(Presets, SeedS2MatchesTheArticle) {
  const Config c = findPreset("seed-s2").value();
  EXPECT_GE(c.accelerators(), 200);
  EXPECT_LT(c.accelerators(), 1000);
  EXPECT_TRUE(c.network.scale_up.kind == TopologyKind::Dragonfly ||
              c.network.scale_up.kind == TopologyKind::Torus);
  EXPECT_EQ(c.cooling.kind, CoolingKind::ColdPlate);
  EXPECT_DOUBLE_EQ(c.cabinet.power_limit_W, 240e3);
  EXPECT_EQ(c.workload.kind, WorkloadKind::Transformer);
  EXPECT_NEAR(c.workload.transformer.layers * 12.0 * c.workload.transformer.hidden *
                  c.workload.transformer.hidden,
              100e9, 5e9);
}

TEST(Presets, SeedS3MatchesTheArticle) {
  const Config c = findPreset("seed-s3").value();
  EXPECT_EQ(c.acceleratorsPerCabinet(), 640);
  EXPECT_EQ(c.layout.cabinets, 16);
  EXPECT_EQ(c.accelerators(), 10240);
  EXPECT_DOUBLE_EQ(c.accelerator.tdp_W, 350);
  EXPECT_EQ(c.accelerator.scaleup_links, 6);
  EXPECT_EQ(c.network.scaleup_domain, 640);
  EXPECT_EQ(c.network.scale_up.kind, TopologyKind::Torus);
  EXPECT_EQ(c.network.scale_up.torus.dims, (std::vector<int>{8, 8, 10}));
  EXPECT_EQ(c.cooling.kind, CoolingKind::ImmersionSinglePhase);
}

TEST(Presets, Gb200MatchesPublishedFigures) {
  const Config c = findPreset("gb200-nvl72").value();
  EXPECT_EQ(c.acceleratorsPerCabinet(), 72);
  EXPECT_EQ(c.node.accelerators, 4);
  EXPECT_EQ(c.cabinet.nodes, 18);
  EXPECT_EQ(c.network.scaleup_domain, 72);
  EXPECT_DOUBLE_EQ(peak(c, Precision::BF16), 2.5e15);
  EXPECT_DOUBLE_EQ(c.accelerator.hbm_capacity_B, 186e9);
  EXPECT_DOUBLE_EQ(c.accelerator.hbm_bandwidth_Bps, 8e12);
  // NVLink 5: 1.8 TB/s bidirectional over 18 links.
  EXPECT_DOUBLE_EQ(2 * c.accelerator.scaleup_links * c.accelerator.scaleup_link_bandwidth_Bps, 1.8e12);
  EXPECT_EQ(c.workload.transformer.hidden, 12288); // GPT-3 175B
}

TEST(Presets, DgxH100MatchesPublishedFigures) {
  const Config c = findPreset("dgx-h100-superpod").value();
  EXPECT_EQ(c.nodes(), 128);
  EXPECT_EQ(c.accelerators(), 1024);
  EXPECT_EQ(c.node.accelerators, 8);
  EXPECT_EQ(c.cabinet.nodes, 4);
  EXPECT_DOUBLE_EQ(peak(c, Precision::BF16), 989e12);
  EXPECT_DOUBLE_EQ(c.accelerator.hbm_capacity_B, 80e9);
  EXPECT_DOUBLE_EQ(c.accelerator.tdp_W, 700);
  EXPECT_DOUBLE_EQ(2 * c.accelerator.scaleup_links * c.accelerator.scaleup_link_bandwidth_Bps, 900e9);
  EXPECT_EQ(c.network.scale_out.kind, TopologyKind::FatTree);
  EXPECT_EQ(c.network.scale_out.ports_per_endpoint, 8);
  EXPECT_DOUBLE_EQ(c.network.scale_out.link_bandwidth_Bps, 400e9 / 8);
  EXPECT_EQ(c.cooling.kind, CoolingKind::Air);
}

TEST(Presets, TpuV4MatchesPublishedFigures) {
  const Config c = findPreset("tpu-v4-pod").value();
  EXPECT_EQ(c.accelerators(), 4096);
  EXPECT_EQ(c.acceleratorsPerCabinet(), 64);
  EXPECT_DOUBLE_EQ(peak(c, Precision::BF16), 275e12);
  EXPECT_DOUBLE_EQ(c.accelerator.hbm_capacity_B, 32.0 * 1024 * 1024 * 1024);
  EXPECT_EQ(c.network.scaleup_domain, 4096);
  EXPECT_EQ(c.network.scale_up.torus.dims, (std::vector<int>{16, 16, 16}));
  EXPECT_EQ(c.accelerator.scaleup_links, 6);
  EXPECT_DOUBLE_EQ(c.accelerator.scaleup_link_bandwidth_Bps, 45e9);
}

TEST(Presets, CloudMatrixMatchesPublishedFigures) {
  const Config c = findPreset("cloudmatrix-384").value();
  EXPECT_EQ(c.accelerators(), 384);
  EXPECT_EQ(c.layout.cabinets, 16);
  EXPECT_EQ(c.network.scaleup_domain, 384);
  EXPECT_DOUBLE_EQ(peak(c, Precision::BF16), 752e12);
  EXPECT_DOUBLE_EQ(c.accelerator.hbm_capacity_B, 128e9);
  EXPECT_DOUBLE_EQ(c.accelerator.scaleup_links * c.accelerator.scaleup_link_bandwidth_Bps, 392e9);
}

TEST(Presets, BaselineIsAConventionalAirCooledRoceCluster) {
  const Config c = findPreset("baseline-roce-fattree").value();
  EXPECT_EQ(c.accelerators(), 1024);
  EXPECT_EQ(c.node.accelerators, 8);
  EXPECT_EQ(c.cooling.kind, CoolingKind::Air);
  EXPECT_DOUBLE_EQ(c.cooling.liquid_fraction, 0);
  EXPECT_EQ(c.network.scale_out.kind, TopologyKind::FatTree);
  EXPECT_DOUBLE_EQ(c.network.scale_out.link_bandwidth_Bps, 400e9 / 8);
  // Air cooling is practical to about 20 kW per rack.
  EXPECT_LE(c.cabinet.power_limit_W, 25e3);
}

} // namespace
} // namespace snp::model
