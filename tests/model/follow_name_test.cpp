// A name that states the system's size follows a change of size (model/FollowName.h), and only the
// numbers that meant the counts that changed.
#include "model/ConfigEdit.h"
#include "model/FollowName.h"
#include "model/Presets.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace snp::model {
namespace {

Config withCabinets(Config config, int cabinets) {
  config.layout.cabinets = cabinets;
  return config;
}

TEST(FollowName, TheCountsThatChangedAreRewritten) {
  const Config s3 = *findPreset("seed-s3"); // 640 a cabinet, 16 cabinets
  ASSERT_EQ(s3.name, "S3: 640 cards per cabinet, 16 cabinets (10,240 cards)");
  EXPECT_EQ(nameFollowingSize(s3.name, s3, withCabinets(s3, 160)),
            "S3: 640 cards per cabinet, 160 cabinets (102,400 cards)");
  EXPECT_EQ(nameFollowingSize("S3：单机柜 640 卡，16 个机柜（10,240 卡）", s3, withCabinets(s3, 2)),
            "S3：单机柜 640 卡，2 个机柜（1,280 卡）");
  const Config gb200 = *findPreset("gb200-nvl72"); // 72 a rack, 8 racks
  EXPECT_EQ(nameFollowingSize(gb200.name, gb200, withCabinets(gb200, 16)),
            "NVIDIA GB200 NVL72 (16 racks, 1,152 GPUs)");
}

TEST(FollowName, NumbersThatMayMeanAnUnchangedCountOrAProductStay) {
  const Config s1 = *findPreset("seed-s1"); // 128 chips in one cabinet
  // 128 is the whole system and one cabinet: with a second cabinet it may still mean the latter.
  EXPECT_EQ(nameFollowingSize(s1.name, s1, withCabinets(s1, 2)), s1.name);
  const Config cloudmatrix = *findPreset("cloudmatrix-384");
  const Config bigger = withCabinets(cloudmatrix, 2 * cloudmatrix.layout.cabinets);
  const std::string followed = nameFollowingSize(cloudmatrix.name, cloudmatrix, bigger);
  EXPECT_NE(followed.find("CloudMatrix384"), std::string::npos) << followed;
  EXPECT_NE(followed.find("910C"), std::string::npos) << followed;
  // Nothing changed, nothing rewritten; a name without counts stays.
  EXPECT_EQ(nameFollowingSize(s1.name, s1, s1), s1.name);
  EXPECT_EQ(nameFollowingSize("Our design", s1, withCabinets(s1, 4)), "Our design");
}

// Through the editor's path: growing S3 to 160 cabinets renames it, as one of the fields that followed.
TEST(FollowName, AStructuralEditTakesTheNameAlong) {
  const Config s3 = *findPreset("seed-s3");
  const FieldEdit edit = withField(s3, "layout.cabinets", 160);
  ASSERT_TRUE(edit.config);
  EXPECT_EQ(edit.config->name, "S3: 640 cards per cabinet, 160 cabinets (102,400 cards)");
  EXPECT_TRUE(std::any_of(edit.followed.begin(), edit.followed.end(),
                          [](const FieldChange &c) { return c.path == "name"; }));
}

} // namespace
} // namespace snp::model
