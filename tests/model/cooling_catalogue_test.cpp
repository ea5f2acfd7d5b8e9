// The cooling catalogue (resources/equipment/cooling.json) and what choosing a cooling method
// takes along (model/FollowTechnology.h).
#include "model/ConfigEdit.h"
#include "model/CoolingCatalogue.h"
#include "model/Presets.h"
#include "model/Validation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace snp::model {
namespace {

TEST(CoolingCatalogue, EveryMethodHasItsEntry) {
  for (std::size_t k = 0; k < std::size(kCoolingNames); ++k) {
    const CoolingDefaults &d = coolingDefaults(static_cast<CoolingKind>(k));
    EXPECT_EQ(d.kind, static_cast<CoolingKind>(k)) << kCoolingNames[k];
    EXPECT_GE(d.liquid_fraction, 0) << kCoolingNames[k];
    EXPECT_LE(d.liquid_fraction, 1) << kCoolingNames[k];
    EXPECT_GT(d.delta_T_K, 0) << kCoolingNames[k];
    EXPECT_EQ(d.fluid.has_value(), d.liquid_fraction > 0) << "a liquid method names its coolant";
  }
  // What the physics takes as given: air carries all, immersion none to air.
  EXPECT_EQ(coolingDefaults(CoolingKind::Air).liquid_fraction, 0);
  EXPECT_EQ(coolingDefaults(CoolingKind::ImmersionSinglePhase).liquid_fraction, 1);
  EXPECT_EQ(coolingDefaults(CoolingKind::ImmersionTwoPhase).liquid_fraction, 1);
}

// S3's immersion switched to cold plates: the liquid share, the coolant, its supply temperature
// and rise follow, each named, and the design stays valid.
TEST(CoolingCatalogue, ChoosingAMethodTakesItsFieldsAlong) {
  const Config s3 = *findPreset("seed-s3");
  ASSERT_EQ(s3.cooling.kind, CoolingKind::ImmersionSinglePhase);
  const FieldEdit edit = withField(s3, "cooling.kind", "cold_plate");
  ASSERT_TRUE(edit.config);
  const CoolingDefaults &plate = coolingDefaults(CoolingKind::ColdPlate);
  EXPECT_EQ(edit.config->cooling.liquid_fraction, plate.liquid_fraction);
  EXPECT_EQ(edit.config->cooling.supply_C, plate.supply_C);
  EXPECT_EQ(edit.config->cooling.fluid, *plate.fluid);
  std::vector<std::string> paths;
  for (const FieldChange &change : edit.followed)
    paths.push_back(change.path);
  for (const char *path : {"cooling.liquid_fraction", "cooling.supply_C", "cooling.fluid.density_kg_per_m3",
                           "cooling.fluid.specific_heat_J_per_kgK"})
    EXPECT_NE(std::ranges::find(paths, path), paths.end()) << path;
  EXPECT_TRUE(validate(*edit.config).empty());

  // Air has no coolant: the fluid stays as it was; the share goes to 0.
  const FieldEdit air = withField(s3, "cooling.kind", "air");
  ASSERT_TRUE(air.config);
  EXPECT_EQ(air.config->cooling.liquid_fraction, 0);
  EXPECT_EQ(air.config->cooling.fluid, s3.cooling.fluid);
  // Another field's edit takes nothing along.
  EXPECT_TRUE(withField(s3, "cooling.supply_C", 35.0).followed.empty());
}

} // namespace
} // namespace snp::model
