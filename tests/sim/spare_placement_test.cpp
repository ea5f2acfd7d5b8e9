#include "model/Presets.h"
#include "sim/reliability/ReliabilityModel.h"

#include <gtest/gtest.h>

#include <vector>

namespace snp::sim {
namespace {

using model::Config;
using model::findPreset;

Config hall(int cabinets, int spares) {
  Config config = *findPreset("seed-s3");
  config.layout.cabinets = cabinets;
  config.reliability.hot_spares = spares;
  return config;
}

TEST(SparePlacement, SparesAreDealtRoundTheCabinets) {
  const Config config = hall(5, 7);
  const std::vector<int> expected{2, 2, 1, 1, 1};
  int total = 0;
  for (int cabinet = 0; cabinet < 5; ++cabinet) {
    EXPECT_EQ(sparePlacement(config).sparesIn(cabinet), expected[static_cast<std::size_t>(cabinet)])
        << cabinet;
    total += sparePlacement(config).sparesIn(cabinet);
  }
  EXPECT_EQ(total, 7);
  // Spare 6 is the second one dealt to cabinet 1.
  EXPECT_EQ(sparePlacement(config).cabinetOf(6), 1);
  EXPECT_EQ(sparePlacement(config).slotOf(6), 1);
  EXPECT_EQ(sparePlacement(config).cabinetOf(4), 4);
  EXPECT_EQ(sparePlacement(config).slotOf(4), 0);
}

TEST(SparePlacement, EverySpareHasOneSlotInItsCabinet) {
  const Config config = hall(16, 40);
  std::vector<std::vector<bool>> used(16);
  for (int cabinet = 0; cabinet < 16; ++cabinet)
    used[static_cast<std::size_t>(cabinet)].assign(
        static_cast<std::size_t>(sparePlacement(config).sparesIn(cabinet)), false);
  for (int spare = 0; spare < 40; ++spare) {
    auto &slots = used[static_cast<std::size_t>(sparePlacement(config).cabinetOf(spare))];
    const auto slot = static_cast<std::size_t>(sparePlacement(config).slotOf(spare));
    ASSERT_LT(slot, slots.size()) << spare;
    EXPECT_FALSE(slots[slot]) << spare;
    slots[slot] = true;
  }
}

TEST(SparePlacement, NoSparesNoSlots) {
  const Config config = hall(8, 0);
  for (int cabinet = 0; cabinet < 8; ++cabinet)
    EXPECT_EQ(sparePlacement(config).sparesIn(cabinet), 0);
}

} // namespace
} // namespace snp::sim
