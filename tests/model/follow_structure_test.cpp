// A structural edit takes along the fields that described the old size (model/FollowStructure.h).

#include "model/ConfigEdit.h"
#include "model/FollowStructure.h"
#include "model/Presets.h"
#include "model/Validation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

using namespace snp::model;

namespace {

Config preset(const char *id) { return *findPreset(id); }

long long product(const std::vector<int> &dims) {
  return std::accumulate(dims.begin(), dims.end(), 1LL, std::multiplies<>());
}

} // namespace

TEST(FollowStructure, TorusKeepsItsDimensionsWhenHalved) {
  // Halving 16 x 16 x 40 halves one dimension; of the two closest shapes (8 x 16 x 40 and
  // 16 x 16 x 20) the more cube-like one wins.
  EXPECT_EQ(reshapedTorus({16, 16, 40}, 5120), (std::vector<int>{16, 16, 20}));
  EXPECT_EQ(reshapedTorus({8, 8, 10}, 640), (std::vector<int>{8, 8, 10}));
  EXPECT_EQ(reshapedTorus({4, 4, 4}, 128), (std::vector<int>{4, 4, 8}));
}

TEST(FollowStructure, DimensionsOfOneStayOne) {
  EXPECT_EQ(reshapedTorus({1, 16}, 32), (std::vector<int>{1, 32}));
}

TEST(FollowStructure, PrimeCountHasNoThreeDimensionalTorus) {
  EXPECT_TRUE(reshapedTorus({4, 4, 8}, 127).empty());
  EXPECT_EQ(reshapedTorus({128}, 127), (std::vector<int>{127}));
}

TEST(FollowStructure, WholeSystemTorusFollowsTheCabinetCount) {
  // TPU v4: one 16^3 torus over 64 racks of 64 chips; half the racks, half the torus.
  const Config tpu = preset("tpu-v4-pod");
  const FieldEdit edit = withField(tpu, "layout.cabinets", tpu.layout.cabinets / 2);
  ASSERT_TRUE(edit.config);
  const Config &c = *edit.config;
  EXPECT_EQ(c.network.scaleup_domain, 2048);
  EXPECT_EQ(product(c.network.scale_up.torus.dims), 2048);
  EXPECT_EQ(std::count(c.network.scale_up.torus.dims.begin(), c.network.scale_up.torus.dims.end(), 16), 2);
  const auto &par = c.workload.parallelism;
  EXPECT_EQ(static_cast<long long>(par.tp) * par.pp * par.dp, 2048);
  EXPECT_TRUE(validate(c).empty()) << describe(validate(c).front());
  // The edited field comes first in the undo command; these followed it.
  std::vector<std::string> paths;
  for (const FieldChange &change : edit.followed)
    paths.push_back(change.path);
  EXPECT_NE(std::find(paths.begin(), paths.end(), "network.scale_up.torus.dims"), paths.end());
  EXPECT_NE(std::find(paths.begin(), paths.end(), "workload.parallelism.dp"), paths.end());
}

TEST(FollowStructure, DataParallelismFollowsWithTheBatchPerReplica) {
  // seed-s3: 16 cabinets of 640, tp 4 x pp 8 x dp 320, global batch 5,120 (16 per replica).
  const Config s3 = preset("seed-s3");
  const FieldEdit edit = withField(s3, "layout.cabinets", 8);
  ASSERT_TRUE(edit.config);
  EXPECT_EQ(edit.config->workload.parallelism.dp, 160);
  EXPECT_EQ(edit.config->workload.global_batch, 2560);
  EXPECT_EQ(edit.config->network.scaleup_domain, 640); // a cabinet each, as before
  EXPECT_EQ(edit.config->network.scale_up.torus.dims, s3.network.scale_up.torus.dims);
  EXPECT_TRUE(validate(*edit.config).empty());
}

TEST(FollowStructure, ScaleUpTorusFollowsTheDomain) {
  // Two cabinets per scale-up domain: the 8 x 8 x 10 torus doubles one dimension.
  const Config s3 = preset("seed-s3");
  const FieldEdit edit = withField(s3, "network.scaleup_domain", 1280);
  ASSERT_TRUE(edit.config);
  EXPECT_EQ(product(edit.config->network.scale_up.torus.dims), 1280);
  EXPECT_EQ(edit.config->network.scale_up.torus.dims.size(), 3u);
  EXPECT_TRUE(edit.unfollowed.empty());
}

TEST(FollowStructure, UnfollowableTorusIsNamedWithTheReason) {
  // 128 single-accelerator cabinets in one 4 x 4 x 8 torus; 127 has no 3-D torus.
  Config c = preset("tpu-v4-pod");
  c.node.accelerators = 1;
  c.cabinet.nodes = 1;
  c.layout.cabinets = 128;
  c.layout.rows = 1;
  c.network.scaleup_domain = 128;
  c.network.scale_up.torus.dims = {4, 4, 8};
  c.workload.parallelism = {.tp = 1, .pp = 1, .dp = 128};
  const FieldEdit edit = withField(c, "layout.cabinets", 127);
  ASSERT_TRUE(edit.config);
  EXPECT_EQ(edit.config->network.scaleup_domain, 127);
  EXPECT_EQ(edit.config->network.scale_up.torus.dims, (std::vector<int>{4, 4, 8})); // left as it was
  ASSERT_EQ(edit.unfollowed.size(), 1u);
  EXPECT_EQ(edit.unfollowed.front().path, "network.scale_up.torus.dims");
  EXPECT_EQ(edit.unfollowed.front().message,
            "[4, 4, 8] cannot be reshaped for 127 endpoints: 127 has no factorisation into 3 dimensions "
            "longer than 1; choose the dimensions or another count");
  EXPECT_EQ(edit.config->workload.parallelism.dp, 127);
}

TEST(FollowStructure, NonMatchingFieldsAreLeftAlone) {
  // A parallelism that did not cover the system before is the user's choice: it stays.
  Config c = preset("seed-s3");
  c.workload.parallelism.dp = 100;
  const FieldEdit edit = withField(c, "layout.cabinets", 8);
  ASSERT_TRUE(edit.config);
  EXPECT_EQ(edit.config->workload.parallelism.dp, 100);
}
