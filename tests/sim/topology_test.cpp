#include "sim/network/Topology.h"

#include "model/Presets.h"
#include "sim/network/NetworkResults.h"

#include <gtest/gtest.h>

#include <cmath>

namespace snp::sim {
namespace {

using model::NetworkTier;
using model::TopologyKind;

NetworkTier torus(std::vector<int> dims, std::vector<bool> wrap) {
  NetworkTier t;
  t.kind = TopologyKind::Torus;
  t.torus = {std::move(dims), std::move(wrap)};
  t.link_bandwidth_Bps = 45e9;
  return t;
}

TEST(Topology, RingAndLineMeanDistancesAreExact) {
  EXPECT_DOUBLE_EQ(ringMeanDistance(8), 2.0);       // k/4 for even k
  EXPECT_DOUBLE_EQ(ringMeanDistance(5), 6.0 / 5);   // 0+1+2+2+1 over 5
  EXPECT_DOUBLE_EQ(lineMeanDistance(4), 15.0 / 12); // (k^2-1)/(3k)
  EXPECT_DOUBLE_EQ(ringMeanDistance(1), 0.0);
}

// TPU v4 pod: 16x16x16, 6 links per chip (notes §3).
TEST(Topology, TorusMatchesKaryDcubeClosedForms) {
  const TopologyMetrics m = topologyMetrics(torus({16, 16, 16}, {true, true, true}), 4096);
  EXPECT_EQ(m.endpoints.value, 4096);
  EXPECT_EQ(m.links.value, 3 * 4096);
  EXPECT_EQ(m.switches.value, 0);
  EXPECT_EQ(m.diameter_hops.value, 3 * 8);           // D floor(k/2)
  EXPECT_DOUBLE_EQ(m.mean_hops.value, 3 * 16 / 4.0); // D k / 4
  EXPECT_EQ(m.bisection_links.value, 2 * 16 * 16);   // 2 k^(D-1)
  EXPECT_DOUBLE_EQ(m.bisection_bandwidth_Bps.value, 512 * 45e9);
  EXPECT_DOUBLE_EQ(m.injection_bandwidth_Bps.value, 6 * 45e9);
}

TEST(Topology, MixedRadixTorusCutsTheLargestDimension) {
  const TopologyMetrics m = topologyMetrics(torus({16, 16, 40}, {true, true, true}), 10240);
  EXPECT_EQ(m.bisection_links.value, 2 * 10240 / 40);
  EXPECT_EQ(m.diameter_hops.value, 8 + 8 + 20);
}

TEST(Topology, MeshHasNoWraparound) {
  const TopologyMetrics m = topologyMetrics(torus({4, 4}, {false, false}), 16);
  EXPECT_EQ(m.links.value, 2 * 4 * 3);
  EXPECT_EQ(m.diameter_hops.value, 6);
  EXPECT_DOUBLE_EQ(m.mean_hops.value, 2 * 15.0 / 12);
  EXPECT_EQ(m.bisection_links.value, 4); // half the wrapped torus
}

TEST(Topology, FullMeshCounts) {
  NetworkTier t;
  t.kind = TopologyKind::FullMesh;
  t.link_bandwidth_Bps = 50e9;
  const TopologyMetrics m = topologyMetrics(t, 8);
  EXPECT_EQ(m.links.value, 8 * 7 / 2);
  EXPECT_EQ(m.diameter_hops.value, 1);
  EXPECT_EQ(m.bisection_links.value, 8 * 8 / 4);
  EXPECT_DOUBLE_EQ(m.injection_bandwidth_Bps.value, 7 * 50e9);
}

// GB200 NVL72: 72 GPUs x 18 NVLink ports on 18 switch chips.
TEST(Topology, SwitchPlanesPerPort) {
  NetworkTier t;
  t.kind = TopologyKind::Switch;
  t.ports_per_endpoint = 18;
  t.link_bandwidth_Bps = 50e9;
  const TopologyMetrics m = topologyMetrics(t, 72);
  EXPECT_EQ(m.switches.value, 18);
  EXPECT_EQ(m.links.value, 72 * 18);
  EXPECT_EQ(m.diameter_hops.value, 2);
  EXPECT_DOUBLE_EQ(m.injection_bandwidth_Bps.value, 900e9);
}

NetworkTier fatTree(int k, int tiers, double oversubscription = 1) {
  NetworkTier t;
  t.kind = TopologyKind::FatTree;
  t.fat_tree = {k, tiers, oversubscription};
  t.link_bandwidth_Bps = 50e9;
  return t;
}

TEST(Topology, ThreeTierFatTreeHasKCubedOver4HostsAnd5KSquaredOver4Switches) {
  const int k = 16;
  EXPECT_EQ(fatTreeMaxHosts(fatTree(k, 3).fat_tree), k * k * k / 4);
  const TopologyMetrics m = topologyMetrics(fatTree(k, 3), k * k * k / 4);
  EXPECT_EQ(m.switches.value, 5 * k * k / 4);
  EXPECT_EQ(m.links.value, 3 * k * k * k / 4);
  EXPECT_EQ(m.diameter_hops.value, 6);
  EXPECT_EQ(m.bisection_links.value, k * k * k / 8); // full bisection
}

TEST(Topology, TwoTierFatTreeAndOversubscription) {
  const int k = 8;
  EXPECT_EQ(fatTreeMaxHosts(fatTree(k, 2).fat_tree), k * k / 2);
  EXPECT_EQ(topologyMetrics(fatTree(k, 2), k * k / 2).switches.value, 3 * k / 2);
  EXPECT_EQ(topologyMetrics(fatTree(k, 2, 2), 32).bisection_links.value, 32 / 2 / 2);
}

// k = 4, 3 tiers, 16 hosts: 1 host shares the leaf, 2 more the pod, 12 are across the core.
TEST(Topology, FatTreeMeanHopsIsExact) {
  EXPECT_DOUBLE_EQ(topologyMetrics(fatTree(4, 3), 16).mean_hops.value, (2 * 1 + 4 * 2 + 6 * 12) / 16.0);
}

// Kim et al.: a = 4, p = 2, h = 2 gives at most a h + 1 = 9 groups of 8 terminals.
TEST(Topology, DragonflyCounts) {
  NetworkTier t;
  t.kind = TopologyKind::Dragonfly;
  t.dragonfly = {4, 2, 2, 9};
  t.link_bandwidth_Bps = 25e9;
  EXPECT_EQ(dragonflyMaxGroups(t.dragonfly), 9);
  const TopologyMetrics m = topologyMetrics(t, 72);
  EXPECT_EQ(m.switches.value, 36);
  EXPECT_EQ(m.links.value, 72 + 9 * 6 + 9 * 8 / 2); // terminal + local + global (one per group pair)
  EXPECT_EQ(m.diameter_hops.value, 5);
  EXPECT_EQ(m.bisection_links.value, 4 * 5); // group pairs split by a 4 | 5 cut
}

TEST(Topology, OpticalAndCopperCablesSplitTheLinks) {
  NetworkTier t = torus({16, 16, 16}, {true, true, true});
  t.optical_fraction = 0.25;
  const TopologyMetrics m = topologyMetrics(t, 4096);
  EXPECT_EQ(m.optical_cables.value, 3072);
  EXPECT_EQ(m.copper_cables.value, 9216);
}

// A TPU v4-like pod: one 16x16x16 torus is the whole network.
model::Config torusPod() {
  model::Config c;
  c.node.accelerators = 4;
  c.cabinet.nodes = 16;
  c.layout.cabinets = 64;
  c.accelerator.scaleup_links = 6;
  c.accelerator.scaleup_link_bandwidth_Bps = 45e9;
  c.network.scaleup_domain = 4096;
  c.network.scale_up = torus({16, 16, 16}, {true, true, true});
  c.network.scale_up.hop_latency_s = 1e-6;
  return c;
}

// DGX H100-like: 8 GPUs per NVLink domain (18 x 25 GB/s), 8 x 50 GB/s NICs per node on a
// radix-64 3-tier fat tree; 128 domains.
model::Config switchedCluster() {
  model::Config c;
  c.node.accelerators = 8;
  c.cabinet.nodes = 4;
  c.layout.cabinets = 32;
  c.accelerator.scaleup_links = 18;
  c.accelerator.scaleup_link_bandwidth_Bps = 25e9;
  c.accelerator.nics = 1;
  c.accelerator.nic_bandwidth_Bps = 50e9;
  c.network.scaleup_domain = 8;
  c.network.scale_up.kind = TopologyKind::Switch;
  c.network.scale_up.ports_per_endpoint = 18;
  c.network.scale_up.link_bandwidth_Bps = 25e9;
  c.network.scale_up.hop_latency_s = 0.5e-6;
  c.network.scale_out = fatTree(64, 3);
  c.network.scale_out.ports_per_endpoint = 8;
  c.network.scale_out.hop_latency_s = 0.5e-6;
  c.network.scale_out.optical_fraction = 0.5;
  return c;
}

TEST(NetworkResults, OneDomainReportsTheScaleUpTier) {
  const NetworkResults r = evaluateNetwork(torusPod());
  EXPECT_EQ(r.diameter_hops.value, 24);
  EXPECT_DOUBLE_EQ(r.mean_hops.value, 12.0);
  EXPECT_DOUBLE_EQ(r.bisection_bandwidth_Bps.value, 512 * 45e9);
  EXPECT_DOUBLE_EQ(r.injection_bandwidth_Bps.value, 6 * 45e9);
  EXPECT_EQ(r.links.value, 3 * 4096);
  EXPECT_EQ(r.switches.value, 0);
}

TEST(NetworkResults, SeveralDomainsCombineBothTiers) {
  const model::Config c = switchedCluster();
  const NetworkResults r = evaluateNetwork(c);
  const TopologyMetrics up = topologyMetrics(c.network.scale_up, 8);
  const TopologyMetrics out = topologyMetrics(c.network.scale_out, 128);
  EXPECT_EQ(r.diameter_hops.value, 2 * 2 + 6);
  EXPECT_EQ(r.links.value, 128 * up.links.value + out.links.value);
  EXPECT_EQ(r.switches.value, 128 * 18 + out.switches.value);
  EXPECT_EQ(r.optical_cables.value + r.copper_cables.value, r.links.value);
  EXPECT_DOUBLE_EQ(r.injection_bandwidth_Bps.value, 50e9);
  EXPECT_DOUBLE_EQ(r.bisection_bandwidth_Bps.value, 512 * 50e9); // N/2 x one NIC each
}

TEST(NetworkResults, EveryFigureIsVisitedByName) {
  int count = 0;
  evaluateNetwork(switchedCluster()).forEachFigure([&](std::string_view name, const Figure &f) {
    EXPECT_FALSE(name.empty());
    EXPECT_FALSE(f.formula.empty()) << name;
    EXPECT_TRUE(std::isfinite(f.value)) << name;
    ++count;
  });
  EXPECT_EQ(count, 10);
}

TEST(NetworkResults, CollectivesOverAllAccelerators) {
  const CollectiveResults r = evaluateCollectives(switchedCluster(), 1e9, evaluateNetwork(switchedCluster()));
  EXPECT_GT(r.allreduce_time_s.value, 0);
  EXPECT_TRUE(std::isfinite(r.allreduce_time_s.value));
  EXPECT_FALSE(r.allreduce_algorithm.empty());
  EXPECT_NEAR(r.allreduce_busbw_Bps.value, 1e9 / r.allreduce_time_s.value * 2 * 1023 / 1024,
              1e-12 * r.allreduce_busbw_Bps.value);
  EXPECT_GT(r.alltoall_time_s.value, 0);
  int count = 0;
  r.forEachFigure([&](std::string_view, const Figure &) { ++count; });
  EXPECT_EQ(count, 3);
}

// A Dragonfly with two global links per router carries uniform all-to-all no faster than its
// global links across the cut allow: N n / (4 x bisection bandwidth).
TEST(NetworkResults, AllToAllIsBoundByTheBisection) {
  const model::Config config = model::findPreset("seed-s2").value();
  ASSERT_EQ(config.network.scale_up.kind, TopologyKind::Dragonfly);
  const NetworkResults network = evaluateNetwork(config);
  const double bytes = 1e9;
  const double bound = config.accelerators() * bytes / (4 * network.bisection_bandwidth_Bps.value);
  const CollectiveResults r = evaluateCollectives(config, bytes, network);
  EXPECT_DOUBLE_EQ(r.alltoall_time_s.value, bound);
  const double injectionOnly = bytes / network.injection_bandwidth_Bps.value;
  EXPECT_GT(r.alltoall_time_s.value, 2 * injectionOnly); // the cut, not the injection, limits it
}

} // namespace
} // namespace snp::sim
