// Choosing an accelerator or a node type from the bundled systems (model/EquipmentCatalogue.h):
// the whole chip or node is replaced, what moved is listed, and a node with another number of
// accelerators takes the parallelism and the network along.
#include "model/ConfigEdit.h"
#include "model/EquipmentCatalogue.h"
#include "model/Presets.h"
#include "model/Validation.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace snp::model {
namespace {

const Accelerator &catalogued(std::string_view name) {
  const auto &catalogue = acceleratorCatalogue();
  const auto found =
      std::find_if(catalogue.begin(), catalogue.end(), [&](const Accelerator &a) { return a.name == name; });
  EXPECT_NE(found, catalogue.end()) << name;
  return *found;
}

TEST(EquipmentCatalogue, HoldsEachBundledChipOnce) {
  const auto &catalogue = acceleratorCatalogue();
  // Ten presets, two of them on the same H100 (the DGX SuperPOD and the RoCE baseline).
  EXPECT_EQ(catalogue.size(), 9u);
  for (const Accelerator &a : catalogue) {
    EXPECT_EQ(std::count_if(catalogue.begin(), catalogue.end(),
                            [&](const Accelerator &b) { return b.name == a.name; }),
              1);
    EXPECT_GT(a.tdp_W, 0) << a.name;
    EXPECT_GT(a.hbm_capacity_B, 0) << a.name;
  }
  EXPECT_GE(nodeTypeCatalogue().size(), 6u);
}

TEST(EquipmentCatalogue, AChosenAcceleratorReplacesTheWholeChip) {
  const Config s1 = *findPreset("seed-s1");
  const Accelerator &h100 = catalogued("NVIDIA H100 SXM5 80GB");
  const FollowedStructure edit = withAccelerator(s1, h100);
  EXPECT_EQ(edit.config.accelerator, h100);
  EXPECT_EQ(edit.config.node, s1.node) << "nothing but the chip";
  EXPECT_EQ(edit.config.workload, s1.workload);
  const auto changed = [&](std::string_view path) {
    return std::find_if(edit.changes.begin(), edit.changes.end(),
                        [&](const FieldChange &c) { return c.path == path; });
  };
  ASSERT_NE(changed("accelerator.hbm_capacity_B"), edit.changes.end());
  EXPECT_EQ(changed("accelerator.hbm_capacity_B")->after.get<double>(), 80e9);
  EXPECT_EQ(changed("accelerator.hbm_capacity_B")->before.get<double>(), 64e9);
  ASSERT_NE(changed("accelerator.tdp_W"), edit.changes.end());
  EXPECT_EQ(changed("accelerator.tdp_W")->after.get<double>(), 700);
  for (const FieldChange &c : edit.changes) {
    EXPECT_TRUE(c.path.starts_with("accelerator.")) << c.path;
    EXPECT_NE(c.before, c.after) << c.path;
  }
  // The same chip again changes nothing.
  EXPECT_TRUE(withAccelerator(edit.config, h100).changes.empty());
  // The H100's dense FP16, 989 TFLOP/s, in place of S1's 320 (NVIDIA H100 datasheet).
  ASSERT_NE(changed("accelerator.peak_flops.fp16"), edit.changes.end());
  EXPECT_NEAR(changed("accelerator.peak_flops.fp16")->after.get<double>(), 989e12, 1e12);
}

TEST(EquipmentCatalogue, ANodeOfAnotherSizeTakesTheParallelismAlong) {
  const Config s3 = *findPreset("seed-s3"); // 16 cards a node
  const auto &nodes = nodeTypeCatalogue();
  const auto eight =
      std::find_if(nodes.begin(), nodes.end(), [](const NodeType &t) { return t.node.accelerators == 8; });
  ASSERT_NE(eight, nodes.end());
  const FollowedStructure edit = withNodeType(s3, eight->node);
  EXPECT_EQ(edit.config.node, eight->node);
  EXPECT_EQ(edit.config.accelerators(), s3.accelerators() / 2);
  const auto &p = edit.config.workload.parallelism;
  EXPECT_EQ(static_cast<long long>(p.tp) * p.cp * p.pp * p.dp, edit.config.accelerators());
  EXPECT_TRUE(std::any_of(edit.changes.begin(), edit.changes.end(),
                          [](const FieldChange &c) { return c.path == "node.accelerators"; }));
  EXPECT_TRUE(std::any_of(edit.changes.begin(), edit.changes.end(),
                          [](const FieldChange &c) { return c.path == "workload.parallelism.dp"; }));
  for (const Problem &problem : validate(edit.config))
    EXPECT_NE(problem.path, "workload.parallelism.dp") << problem.message;
}

} // namespace
} // namespace snp::model
