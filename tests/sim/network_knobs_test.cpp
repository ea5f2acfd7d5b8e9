// Issue 12's network and collective knobs: a forced algorithm, in-switch reduction, the size of
// the collective figures, NICs shared between accelerators and rail-optimised fat trees. Every
// expected value is a closed form or a published measurement, not a copy of the code's output.

#include "model/Presets.h"
#include "sim/Breakdowns.h"
#include "sim/Evaluate.h"
#include "sim/network/Collectives.h"
#include "sim/network/Injection.h"
#include "sim/network/NetworkResults.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <string_view>

namespace snp::sim {
namespace {

constexpr double kGiB = 1024.0 * 1024 * 1024;
constexpr double kMiB = 1024.0 * 1024;

void expectRelative(double actual, double expected, double tolerance = 1e-12) {
  EXPECT_NEAR(actual, expected, std::abs(expected) * tolerance) << "expected " << expected;
}

// `accelerators` behind one switch, `links` x `link_Bps` each: GB200 NVL72 (72, 18 x 50 GB/s) by
// default; 1 us per switch hop, links at full efficiency unless stated.
model::Config switchDomain(int accelerators = 72, int links = 18, double link_Bps = 50e9) {
  model::Config c;
  c.node.accelerators = accelerators;
  c.cabinet.nodes = 1;
  c.layout.cabinets = 1;
  c.accelerator.scaleup_links = links;
  c.accelerator.scaleup_link_bandwidth_Bps = link_Bps;
  c.network.scaleup_domain = accelerators;
  c.network.scale_up.kind = model::TopologyKind::Switch;
  c.network.scale_up.link_bandwidth_Bps = link_Bps;
  c.network.scale_up.hop_latency_s = 1e-6;
  c.network.scale_up.efficiency = 1;
  return c;
}

// 16 nodes of 8 GPUs (DGX-like), one 50 GB/s NIC each, on a two-tier fat tree of 64-port switches
// with leaves oversubscribed 2:1 (42 hosts per leaf), 1 us per switch hop.
model::Config dgxCluster(bool railOptimised) {
  model::Config c = switchDomain(8);
  c.layout.cabinets = 16;
  c.accelerator.nics = 1;
  c.accelerator.nic_bandwidth_Bps = 50e9;
  c.network.scale_out.kind = model::TopologyKind::FatTree;
  c.network.scale_out.fat_tree = {
      .radix = 64, .tiers = 2, .oversubscription = 2, .rail_optimized = railOptimised};
  c.network.scale_out.ports_per_endpoint = 8;
  c.network.scale_out.link_bandwidth_Bps = 50e9;
  c.network.scale_out.hop_latency_s = 1e-6;
  return c;
}

double minimumOverAlgorithms(const model::Config &c, Collective op, double bytes, CommGroup g) {
  double best = std::numeric_limits<double>::infinity();
  for (CollectiveAlgorithm a : kCollectiveAlgorithms)
    best = std::min(best, collectiveCost(c, op, a, bytes, g).time_s.value);
  return best;
}

bool contains(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

const Term *termNamed(const Figure &f, std::string_view name) {
  for (std::uint8_t i = 0; i < f.term_count; ++i)
    if (f.terms[i].name == name) return &f.terms[i];
  return nullptr;
}

// ---- Forced algorithm ----

TEST(ForcedAlgorithm, RingForcedWhereTreeWinsIsTheRingClosedForm) {
  model::Config c = switchDomain();
  const double n = 4096; // latency-bound: the tree's log2(72) steps beat the ring's 71
  ASSERT_EQ(fastestCollective(c, Collective::AllReduce, n, {72, 1}).algorithm, CollectiveAlgorithm::Tree);
  c.network.collective_algorithm = model::CollectiveAlgorithmChoice::Ring;
  c.network.collective_bytes = n;
  const CollectiveCost forced = fastestCollective(c, Collective::AllReduce, n, {72, 1});
  EXPECT_EQ(forced.algorithm, CollectiveAlgorithm::Ring);
  EXPECT_EQ(forced.forcing, Forcing::Forced);
  const double alpha = 2 * 1e-6, B = 18 * 50e9; // two links through the switch, 18 links
  expectRelative(forced.time_s.value, ringAllReduceTime(72, n, alpha, B));

  const CollectiveResults r = evaluateCollectives(c, kGiB, evaluateNetwork(c));
  EXPECT_EQ(r.allreduce_algorithm, "ring");
  EXPECT_TRUE(r.allreduce_forced);
  expectRelative(r.allreduce_time_s.value, ringAllReduceTime(72, n, alpha, B));
  EXPECT_TRUE(r.allreduce_time_s.formula.view().starts_with("ring all-reduce"))
      << r.allreduce_time_s.formula.view();
  EXPECT_TRUE(contains(r.allreduce_time_s.assumption.view(), "forced by network.collective_algorithm"))
      << r.allreduce_time_s.assumption.view();
}

TEST(ForcedAlgorithm, AutoPicksTheMinimumOverEveryAlgorithm) {
  model::Config oneDomain = switchDomain();
  oneDomain.network.scale_up.in_network_reduction = true;
  const model::Config cluster = dgxCluster(false);
  for (double n : {4096.0, kMiB, kGiB}) {
    for (Collective op : {Collective::AllReduce, Collective::ReduceScatter, Collective::AllToAll}) {
      const CollectiveCost one = fastestCollective(oneDomain, op, n, {72, 1});
      EXPECT_EQ(one.forcing, Forcing::None);
      expectRelative(one.time_s.value, minimumOverAlgorithms(oneDomain, op, n, {72, 1}));
      expectRelative(fastestCollective(cluster, op, n, {8, 16}).time_s.value,
                     minimumOverAlgorithms(cluster, op, n, {8, 16}));
    }
  }
}

// An all-reduce algorithm does not apply to an all-to-all: the fastest applicable runs it, and
// says the forced one did not apply.
TEST(ForcedAlgorithm, AnAlgorithmThatDoesNotApplyLeavesTheFastest) {
  model::Config c = dgxCluster(false);
  const CollectiveCost automatic = fastestCollective(c, Collective::AllToAll, kGiB, {8, 16});
  c.network.collective_algorithm = model::CollectiveAlgorithmChoice::Ring;
  const CollectiveCost forced = fastestCollective(c, Collective::AllToAll, kGiB, {8, 16});
  EXPECT_EQ(forced.forcing, Forcing::NotApplicable);
  EXPECT_EQ(forced.algorithm, automatic.algorithm);
  EXPECT_EQ(forced.time_s.value, automatic.time_s.value);
  EXPECT_TRUE(contains(forced.time_s.assumption.view(), "does not apply")) << forced.time_s.assumption.view();
  // Hierarchical inside one domain does not apply either: the tensor-parallel groups keep running.
  c.network.collective_algorithm = model::CollectiveAlgorithmChoice::Hierarchical;
  EXPECT_EQ(fastestCollective(c, Collective::AllReduce, kGiB, {8, 1}).forcing, Forcing::NotApplicable);
  EXPECT_EQ(fastestCollective(c, Collective::AllReduce, kGiB, {8, 16}).algorithm,
            CollectiveAlgorithm::Hierarchical);
}

// Halving-doubling needs a power of two; forced on 72 ranks it cannot run, so the fastest that can
// runs and the figure says so. It used to be +inf, a figure that is no number.
TEST(ForcedAlgorithm, ForcedAlgorithmThatCannotRunFallsBackAndSaysWhy) {
  model::Config c = switchDomain();
  c.network.collective_algorithm = model::CollectiveAlgorithmChoice::HalvingDoubling;
  const CollectiveCost cost = fastestCollective(c, Collective::AllReduce, kGiB, {72, 1});
  EXPECT_EQ(cost.forcing, Forcing::CannotRun);
  c.network.collective_algorithm = model::CollectiveAlgorithmChoice::Auto;
  EXPECT_EQ(cost.time_s.value, fastestCollective(c, Collective::AllReduce, kGiB, {72, 1}).time_s.value);
  EXPECT_TRUE(contains(cost.time_s.assumption.view(), "cannot run on these ranks"))
      << cost.time_s.assumption.view();
  // On 64 ranks it runs as forced.
  c.network.collective_algorithm = model::CollectiveAlgorithmChoice::HalvingDoubling;
  EXPECT_EQ(fastestCollective(c, Collective::AllReduce, kGiB, {64, 1}).forcing, Forcing::Forced);
}

// ---- In-switch reduction ----

TEST(InSwitch, AllReduceIsItsClosedFormAndBeatsRingForLargeMessages) {
  model::Config c = switchDomain();
  c.network.scale_up.in_network_reduction = true;
  const double n = kGiB, alpha = 2 * 1e-6, B = 18 * 50e9;
  const double inSwitch =
      collectiveCost(c, Collective::AllReduce, CollectiveAlgorithm::InSwitch, n, {72, 1}).time_s.value;
  // 2 alpha + n / (B x 275/370): a reduction and a multicast, n bytes each way once.
  expectRelative(inSwitch, 2 * alpha + n / (B * 275.0 / 370.0));
  EXPECT_LT(inSwitch, ringAllReduceTime(72, n, alpha, B));
  EXPECT_EQ(fastestCollective(c, Collective::AllReduce, n, {72, 1}).algorithm, CollectiveAlgorithm::InSwitch);
  // Without reducing switches there is no in-switch all-reduce.
  c.network.scale_up.in_network_reduction = false;
  EXPECT_TRUE(std::isinf(
      collectiveCost(c, Collective::AllReduce, CollectiveAlgorithm::InSwitch, n, {72, 1}).time_s.value));
}

// nccl-tests all_reduce_perf on one DGX H100: ring busbw ~370 GB/s, NVLS ~480 GB/s on 8 GPUs
// (NVIDIA/nccl-tests issue #212), and 420, 440, 460 GB/s on 5, 6, 7 GPUs against the same ring
// (NVIDIA/nccl issue #1455). The share 275/370 was taken from the 8-GPU pair, so at 8 GPUs this
// checks that the formula and the busbw factor carry it through (within 3 %); at 5-7 GPUs the
// measurements are independent of it (within 6 %: the model is 2-5 % optimistic there).
TEST(InSwitch, DgxH100NvlsOverRingMatchesNcclTests) {
  const struct {
    int gpus;
    double measuredRatio;
    double tolerance;
  } runs[] = {{8, 480.0 / 370, 0.03}, {7, 460.0 / 370, 0.06}, {6, 440.0 / 370, 0.06}, {5, 420.0 / 370, 0.06}};
  for (const auto &run : runs) {
    // The dgx-h100-superpod preset's NVLink tier: 18 x 25 GB/s, efficiency 0.65, 0.5 us hops.
    model::Config c = switchDomain(run.gpus, 18, 25e9);
    c.accelerator.scaleup_link_latency_s = 0.5e-6;
    c.network.scale_up.hop_latency_s = 0.5e-6;
    c.network.scale_up.efficiency = 0.65;
    c.network.scale_up.in_network_reduction = true;
    const double n = 8 * kGiB;
    const CommGroup g{run.gpus, 1};
    const double nvls =
        collectiveCost(c, Collective::AllReduce, CollectiveAlgorithm::InSwitch, n, g).busbw_Bps.value;
    const double ring =
        collectiveCost(c, Collective::AllReduce, CollectiveAlgorithm::Ring, n, g).busbw_Bps.value;
    EXPECT_NEAR(nvls / ring, run.measuredRatio, run.measuredRatio * run.tolerance) << run.gpus << " GPUs";
  }
}

// Across domains the scale-out switches reduce the shards the scale-up tier reduced (CollNet).
TEST(InSwitch, AcrossDomainsTheScaleOutSwitchesReduceTheShard) {
  model::Config c = dgxCluster(false);
  c.network.scale_out.fat_tree.oversubscription = 1;
  EXPECT_TRUE(std::isinf(
      collectiveCost(c, Collective::AllReduce, CollectiveAlgorithm::InSwitch, kGiB, {8, 16}).time_s.value));
  c.network.scale_out.in_network_reduction = true;
  const double n = kGiB, shard = n / 8;
  const double upAlpha = 2e-6, upB = 18 * 50e9; // halving-doubling in the domain (a power of two)
  const double outAlpha = 4e-6, outB = 50e9;    // leaf-spine-leaf, one NIC, SHARP share 1
  const double expected = 2 * halvingDoublingReduceScatterTime(8, n, upAlpha, upB) +
                          inSwitchAllReduceTime(shard, outAlpha, outB * messageSizeEfficiency(shard, 1));
  expectRelative(
      collectiveCost(c, Collective::AllReduce, CollectiveAlgorithm::InSwitch, n, {8, 16}).time_s.value,
      expected);
}

// ---- The size of the collective figures ----

TEST(CollectiveBytes, SetsTheSizeOfTheCollectiveFigures) {
  model::Config c = switchDomain();
  c.network.collective_algorithm = model::CollectiveAlgorithmChoice::Ring;
  const double alpha = 2 * 1e-6, B = 18 * 50e9;
  const CollectiveResults gradients = evaluateCollectives(c, kGiB, evaluateNetwork(c));
  expectRelative(gradients.allreduce_time_s.value, ringAllReduceTime(72, kGiB, alpha, B));
  const Term *size = termNamed(gradients.allreduce_time_s, "gradient_bytes_per_rank");
  ASSERT_TRUE(size);
  EXPECT_EQ(size->value, kGiB);

  c.network.collective_bytes = 64 * kMiB;
  const CollectiveResults custom = evaluateCollectives(c, kGiB, evaluateNetwork(c));
  expectRelative(custom.allreduce_time_s.value, ringAllReduceTime(72, 64 * kMiB, alpha, B));
  size = termNamed(custom.allreduce_time_s, "collective_bytes");
  ASSERT_TRUE(size);
  EXPECT_EQ(size->value, 64 * kMiB);
  ASSERT_TRUE(termNamed(custom.alltoall_time_s, "collective_bytes"));
  EXPECT_FALSE(termNamed(custom.allreduce_time_s, "gradient_bytes_per_rank"));
}

// ---- NICs shared between accelerators ----

TEST(FractionalNics, HalfANicHalvesInjectionAndNicPower) {
  model::Config one = model::findPreset("dgx-h100-superpod").value();
  model::Config half = one;
  half.accelerator.nics = 0.5; // one ConnectX-7 per pair of GPUs
  // NIC-bound: 8 ports x 50 GB/s per 8-GPU domain leave 50 GB/s each, as one NIC does.
  ASSERT_EQ(scaleOutInjection(one), one.accelerator.nic_bandwidth_Bps);
  expectRelative(scaleOutInjection(half), 0.5 * scaleOutInjection(one));

  const double nicPower = one.accelerators() * one.accelerator.nic_W; // one NIC each
  const double full = powerBreakdown(one, evaluate(one)).network_W;
  const double shared = powerBreakdown(half, evaluate(half)).network_W;
  expectRelative(full - shared, 0.5 * nicPower);
}

// ---- Rail-optimised fat trees ----

// A hierarchical all-reduce across 16 nodes: the scale-out phase pairs same-rail NICs, which in
// a rail-optimised tree share one leaf (42 hosts per leaf >= 16 nodes): 2 hops instead of 4 and
// the full NIC bandwidth instead of half (2:1 leaves). The scale-up phases are the same.
TEST(RailOptimised, HierarchicalAllReduceSkipsTheSpineAndTheTaper) {
  const double n = kGiB, shard = n / 8;
  const double upAlpha = 2e-6, upB = 18 * 50e9;
  const double upPart = 2 * halvingDoublingReduceScatterTime(8, n, upAlpha, upB);
  // The scale-out phase by its fastest algorithm on the shard, at each algorithm's size efficiency.
  auto outPhase = [&](double alpha, double B) {
    return std::min(
        {ringAllReduceTime(16, shard, alpha, B * messageSizeEfficiency(shard, 16)),
         treeAllReduceTime(16, shard, alpha, B * messageSizeEfficiency(shard, 1) * kTreeBandwidthShare),
         halvingDoublingAllReduceTime(16, shard, alpha, B * messageSizeEfficiency(shard, 4))});
  };
  const double plain = upPart + outPhase(4e-6, 50e9 / 2);
  const double rail = upPart + outPhase(2e-6, 50e9);
  const double plainTime =
      collectiveCost(dgxCluster(false), Collective::AllReduce, CollectiveAlgorithm::Hierarchical, n, {8, 16})
          .time_s.value;
  const double railTime =
      collectiveCost(dgxCluster(true), Collective::AllReduce, CollectiveAlgorithm::Hierarchical, n, {8, 16})
          .time_s.value;
  expectRelative(plainTime, plain);
  expectRelative(railTime, rail);
  expectRelative(plainTime - railTime, plain - rail, 1e-9);
  EXPECT_LT(railTime, 0.6 * plainTime); // mostly bandwidth: close to half
}

// More domains than one leaf holds climb the tree as in any fat tree; a flat all-to-all is no
// rail traffic at all.
TEST(RailOptimised, OnlyRailTrafficWithinOneLeafGains) {
  model::Config plain = dgxCluster(false), rail = dgxCluster(true);
  plain.layout.cabinets = rail.layout.cabinets = 64; // 64 nodes > 42 per leaf
  for (CollectiveAlgorithm a : {CollectiveAlgorithm::Hierarchical, CollectiveAlgorithm::Ring})
    EXPECT_EQ(collectiveCost(rail, Collective::AllReduce, a, kGiB, {8, 64}).time_s.value,
              collectiveCost(plain, Collective::AllReduce, a, kGiB, {8, 64}).time_s.value);
  const model::Config plain16 = dgxCluster(false), rail16 = dgxCluster(true);
  EXPECT_EQ(
      collectiveCost(rail16, Collective::AllToAll, CollectiveAlgorithm::Pairwise, kGiB, {8, 16}).time_s.value,
      collectiveCost(plain16, Collective::AllToAll, CollectiveAlgorithm::Pairwise, kGiB, {8, 16})
          .time_s.value);
}

} // namespace
} // namespace snp::sim
