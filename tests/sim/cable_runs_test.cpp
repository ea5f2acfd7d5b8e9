// Cable runs and media (sim/network/CableRuns.h) against hand-computed halls: every expected length
// below is worked out from the hall's pitches in the comment above it, not by the code under test.

#include "sim/network/CableRuns.h"

#include "model/Presets.h"
#include "sim/network/Topology.h"

#include <gtest/gtest.h>

#include <numeric>

namespace snp::sim {
namespace {

using model::Config;

double sum(const std::array<double, kLinkMedia> &values) {
  return std::accumulate(values.begin(), values.end(), 0.0);
}
double of(const std::array<double, kLinkMedia> &values, LinkMedium medium) {
  return values[std::size_t(medium)];
}

// The DGX H100 SuperPOD's compute fabric in a hall of 4 rows of 8 cabinets, 0.6 m wide, 1.2 m deep,
// 2 m high, 1.2 m aisles, 1 m of slack, no optical share. 128 DGX of 8 rails in cabinets of 4 DGX:
// a rail-optimised leaf of 64 ports serves 32 DGX (one port each), 8 cabinets, a row.
// - DGX-leaf: to the middle of the row, mean sum|i - 3.5| / 8 = 2 cabinets = 1.2 m; with the rise
//   (2 m + 2 x 0.3 m) and slack, 3.6 m + [0, 2.4] m, mean 4.8 m. Beyond 5 m of active copper:
//   1.0 / 2.4 of 1,024 = 426.67; within 2 m of passive copper: none.
// - leaf-spine: to the middle of the hall, 1.2 m along a row plus, across 4 rows 2.4 m apart, a
//   mean 1 row = 2.4 m: 3.6 m + [0, 7.2] m, mean 7.2 m; beyond 5 m: 5.8 / 7.2 of 1,024 = 824.89.
Config superPodHall() {
  Config c = model::findPreset("dgx-h100-superpod").value();
  c.layout.cabinets = 32;
  c.layout.rows = 4;
  c.layout.aisle_m = 1.2;
  c.layout.cable_slack_m = 1;
  c.cabinet.width_m = 0.6;
  c.cabinet.depth_m = 1.2;
  c.cabinet.height_m = 2;
  c.network.scale_out.optical_fraction = 0;
  c.network.scale_out.copper_reach_m = 2;
  c.network.scale_out.active_copper_reach_m = 5;
  return c;
}

TEST(CableRuns, TheSuperPodsRunsAreTheHallsPitches) {
  const Config c = superPodHall();
  const TopologyCounts out = scaleOutCounts(c);
  ASSERT_EQ(out.link_classes[0], 1024);
  ASSERT_EQ(out.link_classes[1], 1024);
  EXPECT_EQ(out.beyond_copper_links, std::round(1024 * (1.0 / 2.4 + 5.8 / 7.2))); // whole links: 1,252
  EXPECT_EQ(out.opticalLinks(c.network.scale_out), out.beyond_copper_links);

  const TierCabling cabling = tierCabling(c, TierRole::ScaleOut, out);
  EXPECT_EQ(cabling.board_links, 0);
  EXPECT_EQ(sum(cabling.links), 2048);
  EXPECT_EQ(of(cabling.links, LinkMedium::PassiveCopper), 0);
  EXPECT_EQ(of(cabling.links, LinkMedium::SingleMode), 0); // no run near 50 m
  EXPECT_EQ(cabling.opticalLinks(), out.opticalLinks(c.network.scale_out));
  // Every cable's length: 1,024 x 4.8 m + 1,024 x 7.2 m.
  EXPECT_NEAR(sum(cabling.metres), 1024 * 4.8 + 1024 * 7.2, 1e-6);
  // The optical ones are the runs beyond 5 m: DGX-leaf (5, 6] m, mean 5.5 m, leaf-spine (5, 10.8],
  // mean 7.9 m (the whole-link rounding moves a fraction of a link).
  EXPECT_NEAR(of(cabling.metres, LinkMedium::Multimode), 1024 * (1.0 / 2.4 * 5.5 + 5.8 / 7.2 * 7.9), 1e-6);
}

// The optical share makes the longest runs optical. With active copper reaching the whole hall and
// a share of one half, the 1,024 optical links are the runs beyond the length L that leaves 1,024
// above it: 1,024 (6 - L) / 2.4 + 1,024 (10.8 - L) / 7.2 = 1,024, so L = 5.4 m. The copper runs are
// then DGX-leaf [3.6, 5.4] m (768 links) and leaf-spine [3.6, 5.4] m (256), mean 4.5 m, all active.
TEST(CableRuns, AnOpticalShareTakesTheLongestRuns) {
  Config c = superPodHall();
  c.network.scale_out.active_copper_reach_m = 100;
  c.network.scale_out.optical_fraction = 0.5;
  const TierCabling cabling = tierCabling(c, TierRole::ScaleOut, scaleOutCounts(c));
  EXPECT_EQ(cabling.opticalLinks(), 1024);
  EXPECT_EQ(of(cabling.links, LinkMedium::ActiveCopper), 1024);
  EXPECT_EQ(of(cabling.links, LinkMedium::PassiveCopper), 0);
  EXPECT_NEAR(of(cabling.metres, LinkMedium::ActiveCopper), 1024 * 4.5, 1e-6);

  c.network.scale_out.optical_fraction = 1;
  const TierCabling allOptical = tierCabling(c, TierRole::ScaleOut, scaleOutCounts(c));
  EXPECT_EQ(allOptical.opticalLinks(), 2048);
  EXPECT_EQ(
      of(allOptical.cables, LinkMedium::ActiveCopper) + of(allOptical.cables, LinkMedium::PassiveCopper), 0);
}

// Copper that reaches the whole hall leaves nothing optical; a reach of 6 m leaves the leaf-spine
// runs beyond it, 4.8 / 7.2 of 1,024.
TEST(CableRuns, TheReachDecidesTheMedium) {
  Config c = superPodHall();
  c.network.scale_out.active_copper_reach_m = 100;
  EXPECT_EQ(scaleOutCounts(c).opticalLinks(c.network.scale_out), 0);
  c.network.scale_out.active_copper_reach_m = 6;
  EXPECT_EQ(scaleOutCounts(c).beyond_copper_links, std::round(1024 * 4.8 / 7.2));
  // Passive copper reaching 4 m carries the DGX-leaf runs up to it: 0.4 / 2.4 of 1,024, and the
  // leaf-spine's 0.4 / 7.2.
  c.network.scale_out.copper_reach_m = 4;
  const TierCabling cabling = tierCabling(c, TierRole::ScaleOut, scaleOutCounts(c));
  EXPECT_EQ(of(cabling.links, LinkMedium::PassiveCopper), std::round(1024 * (0.4 / 2.4 + 0.4 / 7.2)));
}

// A hall long enough for runs beyond 50 m of multimode fibre: 64 rows of 8 cabinets, the spine-core
// runs to the middle of the hall reach up to 3.6 + 2 x (1.2 + 16 x 2.4) m = 82.8 m.
TEST(CableRuns, RunsBeyondFiftyMetresAreSingleMode) {
  Config c = superPodHall();
  c.layout.cabinets = 512;
  c.layout.rows = 64;
  c.network.scale_out.fat_tree.tiers = 3;
  c.network.scale_out.optical_fraction = 1;
  const TierCabling cabling = tierCabling(c, TierRole::ScaleOut, scaleOutCounts(c));
  EXPECT_GT(of(cabling.links, LinkMedium::SingleMode), 0);
  EXPECT_GT(of(cabling.links, LinkMedium::Multimode), of(cabling.links, LinkMedium::SingleMode));
  EXPECT_EQ(cabling.opticalLinks(), 3 * 16384);
}

// GB200 NVL72: the rack's 72 GPUs x 18 NVLink links run to the switch trays in its middle, up or
// down at most half the rack's height: half the slack (0.5 m) + [0, H/2]. On the 2 m reach of
// passive copper (the NVLink spine is copper), none optical.
TEST(CableRuns, AnNvl72sSpineStaysInItsRack) {
  Config c = model::findPreset("gb200-nvl72").value();
  c.layout.cable_slack_m = 1;
  const TierCabling cabling = tierCabling(c, TierRole::ScaleUp, scaleUpCounts(c));
  EXPECT_EQ(cabling.board_links, 0);
  EXPECT_EQ(of(cabling.links, LinkMedium::PassiveCopper), 72 * 18);
  EXPECT_NEAR(of(cabling.metres, LinkMedium::PassiveCopper), 72 * 18 * (0.5 + c.cabinet.height_m / 4), 1e-6);
}

// TPU v4 (Jouppi et al., ISCA 2023): a 4x4x4 cube a rack, its links inside the rack copper or on
// the 4-chip boards, the 3,072 between cubes through the OCS on two fibres each.
TEST(CableRuns, TpuV4sCubesAreCopperAndTheirFacesOptical) {
  const Config c = model::findPreset("tpu-v4-pod").value();
  const TopologyCounts up = scaleUpCounts(c);
  const TierCabling cabling = tierCabling(c, TierRole::ScaleUp, up);
  EXPECT_EQ(cabling.opticalLinks(), 3072);
  EXPECT_EQ(sum(cabling.cables) - of(cabling.cables, LinkMedium::PassiveCopper) -
                of(cabling.cables, LinkMedium::ActiveCopper),
            6144);
  // Along the first dimension a board's 4 chips are a line of the cube: 3 of its 4 ring links
  // stay on the board, 3,072 of 4,096; the cube's other 2 x 3,072 inner links are copper cables.
  EXPECT_EQ(cabling.board_links, 3072);
  EXPECT_EQ(of(cabling.links, LinkMedium::PassiveCopper) + of(cabling.links, LinkMedium::ActiveCopper), 6144);
}

} // namespace
} // namespace snp::sim
