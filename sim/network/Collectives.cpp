#include "sim/network/Collectives.h"

#include "model/Message.h"

#include "sim/network/DomainLayout.h"
#include "sim/network/FatTreeLayout.h"
#include "sim/network/Injection.h"
#include "sim/network/Topology.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace snp::sim {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

int ceilLog2(int p) { return p > 1 ? std::bit_width(static_cast<unsigned>(p - 1)) : 0; }

bool isPowerOfTwo(int p) { return p > 0 && (p & (p - 1)) == 0; }

// Links a message crosses per algorithm step: neighbours on a torus and a full mesh are one link
// apart, a switch puts one switch between them (2 links), a fat tree up to the top and back, a
// dragonfly local-global-local plus the two terminal links. `rail_local`: rail traffic of a
// rail-optimised fat tree whose peers' rail NICs share one leaf, which turns it round there (2).
int hopsPerStep(const model::NetworkTier &tier, bool rail_local = false) {
  switch (tier.kind) {
  case model::TopologyKind::Torus: return 1;
  case model::TopologyKind::FullMesh: return 1;
  case model::TopologyKind::Switch: return 2;
  case model::TopologyKind::FatTree: return rail_local ? 2 : 2 * std::max(1, tier.fat_tree.tiers);
  case model::TopologyKind::Dragonfly: return 5;
  }
  return 1;
}

// Share of injection bandwidth left once traffic climbs above the leaves of an oversubscribed fat
// tree (collectives spread ranks over leaves, so most of their traffic does). Rail traffic that
// stays inside one leaf never meets the leaf's uplinks, so none of the taper applies to it.
double aboveLeafShare(const model::NetworkTier &tier, bool rail_local = false) {
  if (tier.kind != model::TopologyKind::FatTree || rail_local) return 1;
  return 1 / std::max(1.0, tier.fat_tree.oversubscription);
}

// Rail-optimised fat tree (NVIDIA DGX SuperPOD reference architecture, DGX H100: port r of every
// node on the leaf of rail r, one leaf per rail in a scalable unit): the NICs of one rail of up to
// hosts-per-leaf domains sit on one leaf. Collectives across domains pair same-rail NICs (NCCL's
// rings and trees leave and enter a node on the same NIC, the hierarchical scale-out phase runs
// rank i of every domain together, its all-to-all is a rail all-to-all), so when the domains of
// a group fit one leaf that traffic turns round at the leaf: 2 link hops, no taper. The modelling
// choice kept simple: a group of more domains than a leaf holds is priced as in any fat tree,
// climbing with the leaf's taper, though a leaf-ordered ring would climb on only one edge per leaf.
// A flat all-to-all pairs any NIC with any other and is not rail traffic. Rail-optimisation
// moves which leaf a cable goes to, not how many switches or cables there are: the switch and
// link counts of a full fat tree are unchanged (sim/network/Topology.cpp does not read the flag).
bool railLocal(const model::Config &config, int outer) {
  const model::NetworkTier &tier = config.network.scale_out;
  if (tier.kind != model::TopologyKind::FatTree || !tier.fat_tree.rail_optimized || outer <= 1) return false;
  return outer <= fatTreeLayout(tier.fat_tree, outer).hosts_per_leaf;
}

// One tier as a rank of a collective sees it: alpha per step, achievable bandwidth per link and
// direction, and achievable injection bandwidth (all its usable links). `size_penalty`: whether
// SimAI's message-size efficiency applies — it was measured on RDMA NICs through switches
// (aliyun/SimAI, inputs/ratio/nic_ratio.csv), so it covers switched scale-out fabrics. Chip
// links (NVLink, a torus, an optical mesh) follow NCCL's own model, latency + bytes / bandwidth
// with no size term (NVIDIA/nccl src/graph/tuning.cc), and alpha already charges small messages.
struct TierModel {
  const model::NetworkTier *tier = nullptr;
  double alpha_s = 0;
  double link_Bps = 0;
  double injection_Bps = 0;
  bool size_penalty = false;
  bool in_network = false;    // the tier's switches reduce (model::NetworkTier::in_network_reduction)
  double in_switch_share = 1; // share of injection an in-switch all-reduce reaches
  bool isTorus() const { return tier->kind == model::TopologyKind::Torus; }
  double sizeEfficiency(double bytes, int chunk_ranks) const {
    return size_penalty ? messageSizeEfficiency(bytes, chunk_ranks) : 1;
  }
};

TierModel scaleUpModel(const model::Config &config) {
  const model::NetworkTier &tier = config.network.scale_up;
  const model::Accelerator &acc = config.accelerator;
  TierModel m;
  m.tier = &tier;
  m.alpha_s = hopsPerStep(tier) * tier.hop_latency_s + acc.scaleup_link_latency_s;
  m.link_Bps = scaleUpLinkBandwidth(config) * tier.efficiency;
  m.injection_Bps = m.link_Bps * std::max(1, scaleUpLinks(config)) * aboveLeafShare(tier);
  m.in_network = tier.in_network_reduction;
  m.in_switch_share = kNvlinkSharpBandwidthShare;
  return m;
}

// `rail_local`: the group's scale-out traffic is rail traffic inside one leaf (railLocal).
TierModel scaleOutModel(const model::Config &config, bool rail_local) {
  const model::NetworkTier &tier = config.network.scale_out;
  TierModel m;
  m.tier = &tier;
  m.alpha_s = hopsPerStep(tier, rail_local) * tier.hop_latency_s;
  m.injection_Bps = scaleOutInjection(config) * tier.efficiency * aboveLeafShare(tier, rail_local);
  m.in_network = tier.in_network_reduction;
  m.in_switch_share = kInfinibandSharpBandwidthShare;
  const int directions = tier.kind == model::TopologyKind::Torus ? torusPortsPerNode(tier.torus) : 1;
  m.link_Bps = m.injection_Bps / std::max(1, directions);
  m.size_penalty = tier.kind != model::TopologyKind::Torus && tier.kind != model::TopologyKind::FullMesh;
  return m;
}

// The size efficiency follows the mean chunk a step moves (bandwidth volume / steps) as n / chunkRanks:
// n/p on a ring or in pairwise exchange, about n/log2(p) in halving-doubling, n/k_max on a
// torus's per-dimension rings (the first, heaviest, dimension), n/2 in Bruck, n per tree step.
int chunkRanks(CollectiveAlgorithm a, int p, const TorusGroup *torus) {
  switch (a) {
  case CollectiveAlgorithm::Tree:
  case CollectiveAlgorithm::InSwitch: return 1;
  case CollectiveAlgorithm::HalvingDoubling: return std::max(2, ceilLog2(p));
  case CollectiveAlgorithm::Bruck: return 2;
  case CollectiveAlgorithm::TorusDimensionOrder:
  case CollectiveAlgorithm::TorusAllAxes: return torus ? torus->largestDim() : p;
  default: return p;
  }
}

// Ring, tree and halving-doubling need only the bandwidth of a ring step and of a point-to-point
// step, so the same closed forms serve inside one tier and across two. +inf for any other pair.
double ringTreeOrHalvingTime(Collective op, CollectiveAlgorithm algorithm, int p, double n, double alpha,
                             double ringB, double pointB) {
  using A = CollectiveAlgorithm;
  switch (op) {
  case Collective::AllReduce:
    switch (algorithm) {
    case A::Ring: return ringAllReduceTime(p, n, alpha, ringB);
    case A::Tree: return treeAllReduceTime(p, n, alpha, pointB * kTreeBandwidthShare);
    case A::HalvingDoubling:
      return isPowerOfTwo(p) ? halvingDoublingAllReduceTime(p, n, alpha, pointB) : kInf;
    default: return kInf;
    }
  case Collective::ReduceScatter:
  case Collective::AllGather:
    switch (algorithm) {
    case A::Ring: return ringReduceScatterTime(p, n, alpha, ringB);
    case A::HalvingDoubling:
      return isPowerOfTwo(p) ? halvingDoublingReduceScatterTime(p, n, alpha, pointB) : kInf;
    default: return kInf;
    }
  case Collective::Broadcast:
    switch (algorithm) {
    case A::Ring: return ringBroadcastTime(p, n, alpha, ringB);
    case A::Tree: return treeBroadcastTime(p, n, alpha, pointB * kTreeBandwidthShare);
    // Scatter by recursive halving, then all-gather by recursive doubling (van de Geijn).
    case A::HalvingDoubling:
      return isPowerOfTwo(p) ? 2 * halvingDoublingReduceScatterTime(p, n, alpha, pointB) : kInf;
    default: return kInf;
    }
  case Collective::AllToAll: return kInf;
  }
  return kInf;
}

// Whether `algorithm` can run `op` on `p` ranks laid out in one tier or flat across two: the torus
// algorithms need a torus group, in-switch reduction switches that reduce, and hierarchical two
// tiers. What cannot run takes +inf; asking first spares working out its size efficiency (an
// exponential) for the algorithms of the nine that cannot.
bool canRun(Collective op, CollectiveAlgorithm algorithm, int p, bool on_torus, bool in_network) {
  using A = CollectiveAlgorithm;
  if (op == Collective::AllToAll) return algorithm == A::Pairwise || algorithm == A::Bruck;
  switch (algorithm) {
  case A::Ring: return true;
  case A::Tree: return op == Collective::AllReduce || op == Collective::Broadcast;
  case A::HalvingDoubling: return isPowerOfTwo(p);
  case A::TorusDimensionOrder:
  case A::TorusAllAxes: return on_torus && op != Collective::Broadcast;
  case A::InSwitch: return in_network && op == Collective::AllReduce;
  case A::Hierarchical:
  case A::Pairwise:
  case A::Bruck: return false;
  }
  return false;
}

// The torus group `p` ranks of a torus tier form, or nullptr when the tier is no torus or they fit none.
const TorusGroup *fitInTier(const TierModel &m, int p, TorusGroup &torus) {
  return m.isTorus() && fitTorusGroup(m.tier->torus, p, torus) ? &torus : nullptr;
}

// Time of `op` by `algorithm` on `p` ranks that all sit in one tier, `fitted` their torus group
// (fitInTier).
double timeOnFit(Collective op, CollectiveAlgorithm algorithm, int p, double n, const TierModel &m,
                 const TorusGroup *fitted) {
  if (p <= 1) return 0;
  const bool onTorus = fitted != nullptr;
  if (!canRun(op, algorithm, p, onTorus, m.in_network)) return kInf;
  const double alpha = m.alpha_s;
  const double efficiency = m.sizeEfficiency(n, chunkRanks(algorithm, p, fitted));
  // A ring (and tree / halving-doubling) on a torus follows one embedded bidirectional cycle.
  const double ringB = (m.isTorus() ? 2 * m.link_Bps : m.injection_Bps) * efficiency;
  const double pointB = (m.isTorus() ? m.link_Bps : m.injection_Bps) * efficiency;
  const double linkB = m.link_Bps * efficiency;
  if (ringB <= 0) return kInf;
  using A = CollectiveAlgorithm;
  if (op == Collective::AllToAll) {
    // On a torus the bisection caps how fast the injected data can spread.
    const double bound = onTorus ? torusAllToAllBisectionTime(*fitted, n, linkB) : 0;
    const double injection = m.injection_Bps * efficiency;
    switch (algorithm) {
    case A::Pairwise: return std::max(pairwiseAllToAllTime(p, n, alpha, injection), (p - 1) * alpha + bound);
    // Bruck forwards (n/2) log2(p) bytes: log2(p)/2 times what crosses the bisection directly.
    case A::Bruck: {
      const double volumeFactor = 0.5 * ceilLog2(p);
      return std::max(bruckAllToAllTime(p, n, alpha, injection), ceilLog2(p) * alpha + volumeFactor * bound);
    }
    default: return kInf;
    }
  }
  const bool reduces = op == Collective::AllReduce;
  const bool scatters = op == Collective::ReduceScatter || op == Collective::AllGather;
  switch (algorithm) {
  case A::TorusDimensionOrder:
    if (!onTorus) return kInf;
    if (reduces) return torusDimensionOrderAllReduceTime(*fitted, n, alpha, linkB);
    return scatters ? torusDimensionOrderReduceScatterTime(*fitted, n, alpha, linkB) : kInf;
  case A::TorusAllAxes:
    if (!onTorus) return kInf;
    if (reduces) return torusAllAxesAllReduceTime(*fitted, n, alpha, linkB);
    return scatters ? torusAllAxesReduceScatterTime(*fitted, n, alpha, linkB) : kInf;
  case A::InSwitch:
    return reduces && m.in_network
               ? inSwitchAllReduceTime(n, alpha, m.injection_Bps * m.in_switch_share * efficiency)
               : kInf;
  default: return ringTreeOrHalvingTime(op, algorithm, p, n, alpha, ringB, pointB);
  }
}

double timeInTier(Collective op, CollectiveAlgorithm algorithm, int p, double n, const TierModel &m) {
  TorusGroup torus;
  return timeOnFit(op, algorithm, p, n, m, fitInTier(m, p, torus));
}

double fastestInTier(Collective op, int p, double n, const TierModel &m) {
  if (p <= 1) return 0; // what every algorithm takes on one rank
  // The ranks' torus group is the same for every algorithm: fitted once, not nine times.
  TorusGroup torus;
  const TorusGroup *fitted = fitInTier(m, p, torus);
  double best = kInf;
  // Hierarchical spans two tiers: inside one it cannot run (+inf), like any algorithm that does not apply.
  for (CollectiveAlgorithm a : kCollectiveAlgorithms)
    best = std::min(best, timeOnFit(op, a, p, n, m, fitted));
  return best;
}

// Ranks spread over several domains, one flat algorithm across both tiers: every step waits for
// the slower tier. A ring crosses each domain boundary once per channel, so its scale-out share
// is carried by all `inner` NIC sets of the domain.
double flatTime(Collective op, CollectiveAlgorithm algorithm, CommGroup g, double n, const TierModel &up,
                const TierModel &out) {
  const int p = g.ranks();
  if (!canRun(op, algorithm, p, false, false)) return kInf;
  const double efficiency = out.sizeEfficiency(n, chunkRanks(algorithm, p, nullptr));
  const double alpha = std::max(up.alpha_s, out.alpha_s);
  const double upRing = up.isTorus() ? 2 * up.link_Bps : up.injection_Bps;
  const double upPoint = up.isTorus() ? up.link_Bps : up.injection_Bps;
  const double ringB = std::min(upRing, g.inner * out.injection_Bps) * efficiency;
  const double pointB = std::min(upPoint, out.injection_Bps) * efficiency;
  if (ringB <= 0 || pointB <= 0) return kInf;
  if (op == Collective::AllToAll) {
    // Intra-domain and inter-domain shares go out concurrently over their own links.
    const double intra = n * (g.inner - 1) / p / (up.injection_Bps * efficiency);
    const double inter = n * (p - g.inner) / p / (out.injection_Bps * efficiency);
    switch (algorithm) {
    case CollectiveAlgorithm::Pairwise: return (p - 1) * alpha + std::max(intra, inter);
    case CollectiveAlgorithm::Bruck: return bruckAllToAllTime(p, n, alpha, pointB);
    default: return kInf;
    }
  }
  return ringTreeOrHalvingTime(op, algorithm, p, n, alpha, ringB, pointB);
}

// Scale-up phase, scale-out phase across domains (all `inner` ranks of a domain at once, each on
// its own NICs), scale-up phase again; each phase by its own fastest algorithm and at the size
// efficiency of its own chunks.
struct HierarchicalTime {
  double up_s = 0;
  double out_s = 0;
  double total() const { return up_s + out_s; }
};

HierarchicalTime hierarchicalTime(Collective op, CommGroup g, double n, const TierModel &up,
                                  const TierModel &out) {
  const double shard = n / g.inner;
  auto upPhase = [&](Collective c, double bytes) { return fastestInTier(c, g.inner, bytes, up); };
  auto outPhase = [&](Collective c, double bytes) { return fastestInTier(c, g.outer, bytes, out); };
  switch (op) {
  case Collective::AllReduce:
    return {upPhase(Collective::ReduceScatter, n) + upPhase(Collective::AllGather, n),
            outPhase(Collective::AllReduce, shard)};
  case Collective::ReduceScatter: return {upPhase(Collective::ReduceScatter, n), outPhase(op, shard)};
  case Collective::AllGather: return {upPhase(Collective::AllGather, n), outPhase(op, shard)};
  // Shuffle inside the domain so each rank holds what its rail peers need, then a rail all-to-all.
  case Collective::AllToAll: return {upPhase(op, n), outPhase(op, n)};
  case Collective::Broadcast: return {upPhase(op, n), outPhase(op, n)};
  }
  return {kInf, kInf};
}

model::Message formulaOf(Collective op, CollectiveAlgorithm a) {
  using A = CollectiveAlgorithm;
  const bool allReduce = op == Collective::AllReduce;
  switch (a) {
  case A::Ring:
    if (op == Collective::Broadcast) return SNP_MESSAGE("Figure", "ring broadcast: (p-1)a + n/B");
    return allReduce ? SNP_MESSAGE("Figure", "ring all-reduce: 2(p-1)a + 2n(p-1)/(pB)")
                     : SNP_MESSAGE("Figure", "ring: (p-1)a + n(p-1)/(pB)");
  case A::Tree:
    return allReduce
               ? SNP_MESSAGE("Figure", "pipelined tree all-reduce: 2 ceil(log2 p)(a + c/B) + 2(n - c)/B")
               : SNP_MESSAGE("Figure", "pipelined tree: ceil(log2 p)(a + c/B) + (n - c)/B");
  case A::HalvingDoubling:
    if (op == Collective::Broadcast)
      return SNP_MESSAGE("Figure", "scatter + all-gather: 2 log2(p) a + 2n(p-1)/(pB)");
    return allReduce ? SNP_MESSAGE("Figure", "halving-doubling all-reduce: 2 log2(p) a + 2n(p-1)/(pB)")
                     : SNP_MESSAGE("Figure", "recursive halving/doubling: log2(p) a + n(p-1)/(pB)");
  case A::TorusDimensionOrder:
    return allReduce ? SNP_MESSAGE("Figure",
                                   "torus dim-order all-reduce: sum 2(k_i-1)a + sum 2m_i(1-1/k_i)/(w_i B)")
                     : SNP_MESSAGE("Figure", "torus dim-order: sum (k_i-1)a + sum m_i(1-1/k_i)/(w_i B)");
  case A::TorusAllAxes:
    return allReduce ? SNP_MESSAGE("Figure",
                                   "torus all-axes all-reduce: sum 2(k_i-1)a + sum 2m_i(1-1/k_i)/(w_i B D)")
                     : SNP_MESSAGE("Figure", "torus all-axes: sum (k_i-1)a + sum m_i(1-1/k_i)/(w_i B D)");
  case A::Hierarchical:
    return SNP_MESSAGE("Figure", "hierarchical: t(scale-up phases) + t(scale-out phase on n/inner)");
  case A::Pairwise:
    return SNP_MESSAGE("Figure", "pairwise all-to-all: (p-1)a + n/B (torus: >= bisection bound)");
  case A::Bruck: return SNP_MESSAGE("Figure", "Bruck all-to-all: ceil(log2 p) a + (n/2) ceil(log2 p)/B");
  case A::InSwitch:
    return SNP_MESSAGE("Figure",
                       "in-switch all-reduce: 2a + n/B (across domains: scale-up reduce-scatter and "
                       "all-gather + in-switch on n/inner)");
  }
  return {};
}

constexpr model::Message kAssumption = SNP_MESSAGE(
    "Figure",
    "alpha = hops x tier hop latency (+ chip link latency); B = achievable link or injection bandwidth, x "
    "message-size efficiency (SimAI fit) on switched scale-out fabrics; on a torus rings are bidirectional; "
    "trees pipeline 256 KiB chunks");

constexpr model::Message kForcedAssumption = SNP_MESSAGE(
    "Figure",
    "algorithm forced by network.collective_algorithm (the fastest applicable might differ); alpha = hops x "
    "tier hop latency (+ chip link latency); B = achievable link or injection bandwidth, x message-size "
    "efficiency (SimAI fit) on switched scale-out fabrics");
constexpr model::Message kForcedCannotRunAssumption = SNP_MESSAGE(
    "Figure",
    "the algorithm forced by network.collective_algorithm cannot run on these ranks (halving-doubling "
    "needs a power of two, a torus algorithm a group that tiles the torus), so the fastest that can "
    "run ran; alpha = hops x tier hop latency; B = achievable bandwidth");
constexpr model::Message kForcedNotApplicableAssumption = SNP_MESSAGE(
    "Figure", "the algorithm forced by network.collective_algorithm does not apply to this collective, so "
              "the fastest applicable ran; alpha = hops x tier hop latency; B = achievable bandwidth");

model::Message assumptionOf(Forcing forcing) {
  switch (forcing) {
  case Forcing::None: return kAssumption;
  case Forcing::Forced: return kForcedAssumption;
  case Forcing::NotApplicable: return kForcedNotApplicableAssumption;
  case Forcing::CannotRun: return kForcedCannotRunAssumption;
  }
  return kAssumption;
}

// Built in place: a Figure is ~300 bytes and this runs once per fastestCollective.
CollectiveCost makeCost(Collective op, CollectiveAlgorithm a, double time, double bytes, CommGroup g,
                        const TierModel &up, double efficiency, double up_s, double out_s,
                        Forcing forcing = Forcing::None) {
  const int p = g.ranks();
  const double algbw = time > 0 ? bytes / time : 0;
  const double factor = busBandwidthFactor(op, p);
  return CollectiveCost{
      Figure(time, "s", formulaOf(op, a),
             {{"ranks", double(p), ""},
              {"bytes", bytes, "B"},
              {"injection_up", up.injection_Bps, "B/s"},
              {"size_efficiency_all_ranks", efficiency, ""},
              {"scale_up_part", up_s, "s"},
              {"scale_out_part", out_s, "s"}},
             assumptionOf(forcing)),
      a,
      Figure(algbw, "B/s", SNP_MESSAGE("Figure", "algbw = n / t"),
             {{"bytes", bytes, "B"}, {"time", time, "s"}}, SNP_MESSAGE("Figure", "nccl-tests definition")),
      Figure(algbw * factor, "B/s", SNP_MESSAGE("Figure", "busbw = algbw x nccl-tests factor"),
             {{"algbw", algbw, "B/s"}, {"factor", factor, ""}},
             SNP_MESSAGE("Figure", "all-reduce 2(p-1)/p; RS, AG, all-to-all (p-1)/p; broadcast 1")),
      forcing};
}

} // namespace

std::string_view toString(Collective c) {
  switch (c) {
  case Collective::AllReduce: return "all_reduce";
  case Collective::ReduceScatter: return "reduce_scatter";
  case Collective::AllGather: return "all_gather";
  case Collective::AllToAll: return "all_to_all";
  case Collective::Broadcast: return "broadcast";
  }
  return {};
}

std::string_view toString(CollectiveAlgorithm a) {
  switch (a) {
  case CollectiveAlgorithm::Ring: return "ring";
  case CollectiveAlgorithm::Tree: return "tree";
  case CollectiveAlgorithm::HalvingDoubling: return "halving_doubling";
  case CollectiveAlgorithm::TorusDimensionOrder: return "torus_dimension_order";
  case CollectiveAlgorithm::TorusAllAxes: return "torus_all_axes";
  case CollectiveAlgorithm::Hierarchical: return "hierarchical";
  case CollectiveAlgorithm::Pairwise: return "pairwise";
  case CollectiveAlgorithm::Bruck: return "bruck";
  case CollectiveAlgorithm::InSwitch: return "in_switch";
  }
  return {};
}

double busBandwidthFactor(Collective op, int ranks) {
  if (ranks <= 1) return op == Collective::Broadcast ? 1 : 0;
  const double p = ranks;
  switch (op) {
  case Collective::AllReduce: return 2 * (p - 1) / p;
  case Collective::ReduceScatter:
  case Collective::AllGather:
  case Collective::AllToAll: return (p - 1) / p;
  case Collective::Broadcast: return 1;
  }
  return 1;
}

double messageSizeEfficiency(double bytes, int ranks) {
  constexpr double kMiB = 1024.0 * 1024.0;
  const double p = std::max(1, ranks);
  // Tiny messages are latency-bound, which alpha already charges; the floor stops the fit from
  // adding a fixed h/B to them and so from hiding the latency-optimal algorithms.
  constexpr double kFloor = 0.005;
  const double half = 2 * kMiB * p;
  return bytes > 0 ? kFloor + (1 - kFloor) * bytes / (bytes + half) : 1;
}

double ringAllReduceTime(int p, double n, double alpha, double B) {
  return 2 * (p - 1) * alpha + 2 * n * (p - 1) / (p * B);
}
double ringReduceScatterTime(int p, double n, double alpha, double B) {
  return (p - 1) * alpha + n * (p - 1) / (p * B);
}
double ringBroadcastTime(int p, double n, double alpha, double B) { return (p - 1) * alpha + n / B; }
double treeAllReduceTime(int p, double n, double alpha, double B) {
  const double chunk = std::min(n, kTreeChunkBytes);
  return 2 * ceilLog2(p) * (alpha + chunk / B) + 2 * (n - chunk) / B;
}
double treeBroadcastTime(int p, double n, double alpha, double B) {
  const double chunk = std::min(n, kTreeChunkBytes);
  return ceilLog2(p) * (alpha + chunk / B) + (n - chunk) / B;
}
double halvingDoublingAllReduceTime(int p, double n, double alpha, double B) {
  return 2 * std::log2(p) * alpha + 2 * n * (p - 1) / (p * B);
}
double halvingDoublingReduceScatterTime(int p, double n, double alpha, double B) {
  return std::log2(p) * alpha + n * (p - 1) / (p * B);
}
double pairwiseAllToAllTime(int p, double n, double alpha, double B) { return (p - 1) * alpha + n / B; }
double inSwitchAllReduceTime(double n, double alpha, double B) { return 2 * alpha + n / B; }
double bruckAllToAllTime(int p, double n, double alpha, double B) {
  const int rounds = ceilLog2(p);
  return rounds * alpha + 0.5 * n * rounds / B;
}

int TorusGroup::nodes() const {
  int n = 1;
  for (int i = 0; i < count; ++i)
    n *= dims[i];
  return n;
}

int TorusGroup::largestDim() const {
  int k = 1;
  for (int i = 0; i < count; ++i)
    k = std::max(k, dims[i]);
  return k;
}

bool TorusGroup::largestDimWraps() const {
  const int k = largestDim();
  for (int i = 0; i < count; ++i)
    if (dims[i] == k && !wrap[i]) return false;
  return true;
}

bool fitTorusGroup(const model::TorusShape &shape, int ranks, TorusGroup &group) {
  group = {};
  int remaining = ranks;
  for (std::size_t i = 0; i < shape.dims.size() && remaining > 1; ++i) {
    const int k = shape.dims[i];
    if (k <= 1) continue;
    if (group.count == TorusGroup::kMaxDims) return false;
    const int used = std::min(k, remaining);
    if (remaining % used != 0) return false;
    // A partial ring of a dimension has no wraparound link.
    const bool wraps = used == k && (i >= shape.wrap.size() || shape.wrap[i]);
    group.dims[group.count] = used;
    group.wrap[group.count] = wraps && used > 2;
    ++group.count;
    remaining /= used;
  }
  return remaining == 1 && group.count > 0;
}

namespace {

// Bandwidth term of reduce-scatter dimension by dimension (the all-gather back mirrors it).
double torusReduceScatterBandwidthTerm(const TorusGroup &torus, double n, double B) {
  double message = n;
  double t = 0;
  for (int i = 0; i < torus.count; ++i) {
    const double k = torus.dims[i];
    const double directions = torus.wrap[i] ? 2 : 1;
    t += message * (1 - 1 / k) / (directions * B);
    message /= k;
  }
  return t;
}

double torusLatencySteps(const TorusGroup &torus) {
  double steps = 0;
  for (int i = 0; i < torus.count; ++i)
    steps += torus.dims[i] - 1;
  return steps;
}

} // namespace

double torusDimensionOrderAllReduceTime(const TorusGroup &torus, double n, double alpha, double B) {
  return 2 * torusDimensionOrderReduceScatterTime(torus, n, alpha, B);
}

double torusDimensionOrderReduceScatterTime(const TorusGroup &torus, double n, double alpha, double B) {
  return torusLatencySteps(torus) * alpha + torusReduceScatterBandwidthTerm(torus, n, B);
}

double torusAllAxesAllReduceTime(const TorusGroup &torus, double n, double alpha, double B) {
  return 2 * torusAllAxesReduceScatterTime(torus, n, alpha, B);
}

double torusAllAxesReduceScatterTime(const TorusGroup &torus, double n, double alpha, double B) {
  const double axes = std::max(1, torus.count);
  return torusLatencySteps(torus) * alpha + torusReduceScatterBandwidthTerm(torus, n, B) / axes;
}

double torusAllToAllBisectionTime(const TorusGroup &torus, double n, double B) {
  const double nodes = torus.nodes();
  const double bisectionLinks = nodes / torus.largestDim() * (torus.largestDimWraps() ? 2 : 1);
  return nodes * n / (4 * bisectionLinks * B);
}

namespace {

// Time of one algorithm on the group, without building Figures (fastestCollective tries many).
struct AlgorithmTime {
  double time_s = kInf;
  double up_s = 0;  // scale-up share (all of it inside one domain)
  double out_s = 0; // scale-out share
};

// The tiers as one group sees them: `out` carries its rail traffic, `out_spread` its any-to-any
// traffic (the same unless the fat tree is rail-optimised and the group's domains share a leaf).
struct GroupTiers {
  TierModel up;
  TierModel out;
  TierModel out_spread;
};

GroupTiers groupTiers(const model::Config &config, CommGroup group) {
  return {scaleUpModel(config), scaleOutModel(config, railLocal(config, group.outer)),
          scaleOutModel(config, false)};
}

AlgorithmTime algorithmTime(Collective op, CollectiveAlgorithm algorithm, double bytes, CommGroup group,
                            const GroupTiers &tiers) {
  const TierModel &up = tiers.up;
  const TierModel &out = tiers.out;
  const int p = group.ranks();
  if (p <= 1) return {0, 0, 0};
  if (algorithm == CollectiveAlgorithm::Hierarchical) {
    if (group.outer <= 1) return {};
    const HierarchicalTime h = hierarchicalTime(op, group, bytes, up, out);
    return {h.total(), h.up_s, h.out_s};
  }
  if (group.outer <= 1) {
    const double t = timeInTier(op, algorithm, p, bytes, up);
    return {t, t, 0};
  }
  // Across domains the switches of the scale-out tier reduce what the scale-up tier has reduced
  // (NCCL's CollNet: a reduce-scatter inside the node, SHARP between nodes, an all-gather back).
  if (algorithm == CollectiveAlgorithm::InSwitch) {
    if (op != Collective::AllReduce || !out.in_network) return {};
    const double upPart = group.inner <= 1
                              ? 0
                              : fastestInTier(Collective::ReduceScatter, group.inner, bytes, up) +
                                    fastestInTier(Collective::AllGather, group.inner, bytes, up);
    const double outPart = timeInTier(op, algorithm, group.outer, bytes / group.inner, out);
    return {upPart + outPart, upPart, outPart};
  }
  // A flat all-to-all pairs any NIC with any other: no rail traffic.
  const bool anyToAny = op == Collective::AllToAll;
  const TierModel &outFlat = anyToAny ? tiers.out_spread : out;
  const double t = group.inner <= 1 ? timeInTier(op, algorithm, p, bytes, outFlat)
                                    : flatTime(op, algorithm, group, bytes, up, outFlat);
  return {t, 0, t};
}

// Whether `algorithm` applies to `op` on `group` (the rule fastestCollective states).
bool applies(Collective op, CollectiveAlgorithm algorithm, CommGroup group, const GroupTiers &tiers) {
  using A = CollectiveAlgorithm;
  const bool allToAll = op == Collective::AllToAll;
  switch (algorithm) {
  case A::Ring:
  case A::HalvingDoubling: return !allToAll;
  case A::Tree: return op == Collective::AllReduce || op == Collective::Broadcast;
  case A::TorusDimensionOrder:
  case A::TorusAllAxes: {
    if (allToAll || op == Collective::Broadcast) return false;
    const TierModel *single = group.outer <= 1 ? &tiers.up : (group.inner <= 1 ? &tiers.out : nullptr);
    return single && single->isTorus();
  }
  case A::Hierarchical: return group.outer > 1;
  case A::Pairwise:
  case A::Bruck: return allToAll;
  case A::InSwitch:
    return op == Collective::AllReduce && (group.outer <= 1 ? tiers.up.in_network : tiers.out.in_network);
  }
  return false;
}

} // namespace

bool forcedAlgorithm(model::CollectiveAlgorithmChoice choice, CollectiveAlgorithm &algorithm) {
  using C = model::CollectiveAlgorithmChoice;
  using A = CollectiveAlgorithm;
  switch (choice) {
  case C::Auto: return false;
  case C::Ring: algorithm = A::Ring; return true;
  case C::Tree: algorithm = A::Tree; return true;
  case C::HalvingDoubling: algorithm = A::HalvingDoubling; return true;
  case C::TorusDimensionOrder: algorithm = A::TorusDimensionOrder; return true;
  case C::TorusAllAxes: algorithm = A::TorusAllAxes; return true;
  case C::Hierarchical: algorithm = A::Hierarchical; return true;
  case C::Pairwise: algorithm = A::Pairwise; return true;
  case C::Bruck: algorithm = A::Bruck; return true;
  case C::InSwitch: algorithm = A::InSwitch; return true;
  }
  return false;
}

CollectiveCost collectiveCost(const model::Config &config, Collective op, CollectiveAlgorithm algorithm,
                              double bytes, CommGroup group) {
  const GroupTiers tiers = groupTiers(config, group);
  const double efficiency = (group.outer > 1 ? tiers.out : tiers.up).sizeEfficiency(bytes, group.ranks());
  const AlgorithmTime t = algorithmTime(op, algorithm, bytes, group, tiers);
  return makeCost(op, algorithm, t.time_s, bytes, group, tiers.up, efficiency, t.up_s, t.out_s);
}

namespace {

// The algorithm NCCL's tuner would run (or the one forced), with its time: what both the full cost
// and the time-only query need.
struct Choice {
  CollectiveAlgorithm algorithm = CollectiveAlgorithm::Ring;
  AlgorithmTime time;
  Forcing forcing = Forcing::None;
};

Choice choose(const model::Config &config, Collective op, double bytes, CommGroup group,
              const GroupTiers &tiers) {
  Choice choice;
  CollectiveAlgorithm forced = CollectiveAlgorithm::Ring;
  if (forcedAlgorithm(config.network.collective_algorithm, forced)) {
    choice.forcing = Forcing::NotApplicable;
    if (applies(op, forced, group, tiers)) {
      const AlgorithmTime time = algorithmTime(op, forced, bytes, group, tiers);
      if (std::isfinite(time.time_s)) return {forced, time, Forcing::Forced};
      choice.forcing = Forcing::CannotRun;
    }
  }
  for (CollectiveAlgorithm a : kCollectiveAlgorithms) {
    const AlgorithmTime t = algorithmTime(op, a, bytes, group, tiers);
    if (a == kCollectiveAlgorithms[0] || t.time_s < choice.time.time_s) {
      choice.time = t;
      choice.algorithm = a;
    }
  }
  return choice;
}

} // namespace

CollectiveCost fastestCollective(const model::Config &config, Collective op, double bytes, CommGroup group) {
  const GroupTiers tiers = groupTiers(config, group);
  const double efficiency = (group.outer > 1 ? tiers.out : tiers.up).sizeEfficiency(bytes, group.ranks());
  const Choice c = choose(config, op, bytes, group, tiers);
  return makeCost(op, c.algorithm, c.time.time_s, bytes, group, tiers.up, efficiency, c.time.up_s,
                  c.time.out_s, c.forcing);
}

double fastestCollectiveTime(const model::Config &config, Collective op, double bytes, CommGroup group) {
  return choose(config, op, bytes, group, groupTiers(config, group)).time.time_s;
}

} // namespace snp::sim
