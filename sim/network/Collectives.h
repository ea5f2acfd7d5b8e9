#pragma once

#include "model/Config.h"
#include "sim/Figure.h"

#include <array>
#include <string_view>

namespace snp::sim {

enum class Collective { AllReduce, ReduceScatter, AllGather, AllToAll, Broadcast };

enum class CollectiveAlgorithm {
  Ring,
  Tree,
  HalvingDoubling,
  TorusDimensionOrder, // dimension by dimension (ASTRA-sim's default plan)
  TorusAllAxes,        // data split across all D axes at once
  Hierarchical,        // scale-up tier, then scale-out tier, then scale-up again
  Pairwise,            // all-to-all
  Bruck,               // all-to-all
  InSwitch,            // all-reduce reduced by the switches (NVLink SHARP, InfiniBand SHARP)
};

// Every algorithm, in the order the tuner tries them (the first of equal times wins).
inline constexpr CollectiveAlgorithm kCollectiveAlgorithms[] = {CollectiveAlgorithm::Ring,
                                                                CollectiveAlgorithm::Tree,
                                                                CollectiveAlgorithm::HalvingDoubling,
                                                                CollectiveAlgorithm::TorusDimensionOrder,
                                                                CollectiveAlgorithm::TorusAllAxes,
                                                                CollectiveAlgorithm::Hierarchical,
                                                                CollectiveAlgorithm::Pairwise,
                                                                CollectiveAlgorithm::Bruck,
                                                                CollectiveAlgorithm::InSwitch};

// Whether network.collective_algorithm chose the algorithm of a cost.
enum class Forcing {
  None,          // auto: the fastest applicable
  Forced,        // the forced algorithm ran
  NotApplicable, // an algorithm was forced that does not apply to this collective: the fastest ran
  CannotRun,     // the forced algorithm applies but cannot run on this group: the fastest ran
};

std::string_view toString(Collective c);
std::string_view toString(CollectiveAlgorithm a);

// Where the ranks of a collective sit: `inner` ranks inside each scale-up domain that takes
// part, over `outer` domains joined by the scale-out tier. ranks = inner x outer.
struct CommGroup {
  int inner = 1;
  int outer = 1;
  int ranks() const { return inner * outer; }
};

struct CollectiveCost {
  Figure time_s;
  CollectiveAlgorithm algorithm = CollectiveAlgorithm::Ring;
  Figure algbw_Bps; // bytes / time (nccl-tests)
  Figure busbw_Bps; // algbw x the nccl-tests factor of the collective
  Forcing forcing = Forcing::None;
};

// Cost of one collective of `bytes` per rank (the nccl-tests "size": the all-reduce buffer, the
// reduce-scatter input, the all-gather output, all data one rank sends in an all-to-all).
// An algorithm that does not apply to the group (e.g. torus on a switch) gives time = +inf.
CollectiveCost collectiveCost(const model::Config &config, Collective op, CollectiveAlgorithm algorithm,
                              double bytes, CommGroup group);

// The fastest applicable algorithm, as NCCL's tuner would pick it, unless
// network.collective_algorithm forces one. The rule for a forced algorithm: it runs every
// collective it applies to, even where it is slower. On a group it applies to but cannot run on
// (halving-doubling on a rank count that is no power of two, a torus group that does not tile the
// torus) the fastest that can run runs instead and the cost says so (Forcing::CannotRun): NCCL
// would fail such a run, and a figure must stay a number. It applies to:
// ring and halving-doubling all collectives but all-to-all; tree all-reduce and broadcast; the
// torus algorithms all-reduce, reduce-scatter and all-gather of a group inside one torus tier;
// hierarchical any collective over more than one domain; pairwise and Bruck all-to-all;
// in_switch the all-reduce of a group whose reducing tier has in-network reduction (inside one
// domain the scale-up tier, across domains the scale-out tier). Any other collective runs with
// the fastest applicable algorithm, and its cost says so (Forcing::NotApplicable).
CollectiveCost fastestCollective(const model::Config &config, Collective op, double bytes, CommGroup group);
// Its time alone, without building the explained Figures (the training step asks for hundreds).
double fastestCollectiveTime(const model::Config &config, Collective op, double bytes, CommGroup group);

// The simulator's algorithm for a forced choice; Auto has none (false).
bool forcedAlgorithm(model::CollectiveAlgorithmChoice choice, CollectiveAlgorithm &algorithm);

// nccl-tests busbw / algbw: all-reduce 2(p-1)/p, reduce-scatter, all-gather and all-to-all
// (p-1)/p, broadcast 1.
double busBandwidthFactor(Collective op, int ranks);

// Share of the asymptotic bandwidth a ring of `ranks` moving `bytes` reaches on a switched
// RDMA fabric: a smooth fit of SimAI's measured busbw ratios (aliyun/SimAI,
// inputs/ratio/nic_ratio.csv) in the chunk a step moves, c = n/p:
// 0.005 + 0.995 c / (c + 2 MiB). It multiplies the bandwidth in the bandwidth term only, and only
// on switched scale-out tiers (chip-to-chip links follow latency + bytes / bandwidth).
double messageSizeEfficiency(double bytes, int ranks);

// ---- Closed forms: p ranks, n bytes, alpha seconds per step, B bytes/s per rank (notes §2) ----

double ringAllReduceTime(int p, double n, double alpha, double B);     // 2(p-1)a + 2n(p-1)/(pB)
double ringReduceScatterTime(int p, double n, double alpha, double B); // (p-1)a + n(p-1)/(pB), = all-gather
double ringBroadcastTime(int p, double n, double alpha, double B);     // (p-1)a + n/B, pipelined chain
// Trees pipeline their data in chunks c = min(n, kTreeChunkBytes): the first chunk crosses the
// ceil(log2 p) levels, the rest streams behind it. The all-reduce reduces up and broadcasts down
// (NCCL's double binary tree; NVIDIA/nccl src/graph/tuning.cc gives it algbw = busbw / 2).
// 256 KiB is the chunk NCCL's tuning model prices a tree step at ("Tree/Simple is the latency a
// 256kB chunk", tuning.cc, NCCL 2.7).
inline constexpr double kTreeChunkBytes = 256.0 * 1024.0;
// A tree moves its chunks at 0.85 of the bandwidth a ring reaches on the same links (tuning.cc,
// NCCL 2.20: tree bus bandwidth × 0.85), so rings keep the largest messages.
inline constexpr double kTreeBandwidthShare = 0.85;
double treeAllReduceTime(int p, double n, double alpha, double B); // 2 ceil(log2 p)(a + c/B) + 2(n - c)/B
double treeBroadcastTime(int p, double n, double alpha, double B); // ceil(log2 p)(a + c/B) + (n - c)/B
double halvingDoublingAllReduceTime(int p, double n, double alpha, double B); // 2 log2(p) a + 2n(p-1)/(pB)
double halvingDoublingReduceScatterTime(int p, double n, double alpha, double B); // log2(p) a + n(p-1)/(pB)
double pairwiseAllToAllTime(int p, double n, double alpha, double B);             // (p-1)a + n/B
// In-switch all-reduce: every rank sends its n bytes up once and receives the reduced n once, the
// switches adding (NVLink SHARP: NVSwitch multimem loads and stores; InfiniBand SHARP: the
// aggregation tree in the switches). Bandwidth term n/B instead of a ring's 2n(p-1)/(pB); latency a
// reduction and a multicast, each one crossing of the switches, whatever p: 2a + n/B.
double inSwitchAllReduceTime(double n, double alpha, double B);
// NVLink SHARP reaches 0.743 of the bandwidth a ring reaches on the same NVLinks: on a DGX H100
// (8 GPUs, NVSwitch 3) NCCL's ring all-reduce shows busbw ~370 GB/s, NVLS ~480 GB/s = algbw ~275
// GB/s, and 275 / 370 = 0.743 (NCCL maintainer, NVIDIA/nccl-tests issue #212; NVIDIA/nccl issue
// #1442: "a 30 % improvement using NVLink SHARP"; NVIDIA/nccl issue #1455 measures algbw 258-273
// GB/s for 5-8 GPUs, and no gain over a ring for 2-4, where this share is optimistic by up to
// ~10 %). It applies to in-switch reduction on the scale-up tier.
inline constexpr double kNvlinkSharpBandwidthShare = 275.0 / 370.0;
// InfiniBand SHARP reaches the NICs' own bandwidth as algbw ("~20 GB/s per NIC, so the algorithm
// bandwidth could be up to 8 x 20 GB/s" on 8 HDR NICs, NCCL maintainer, NVIDIA/nccl issue #320):
// share 1 of the tier's achievable bandwidth on the scale-out tier.
inline constexpr double kInfinibandSharpBandwidthShare = 1.0;
double bruckAllToAllTime(int p, double n, double alpha, double B); // ceil(log2 p) a + (n/2) ceil(log2 p)/B

// The part of a torus a collective runs on: dims k1 x ... x kD (each > 1), wrap per dimension.
struct TorusGroup {
  static constexpr int kMaxDims = model::kMaxTorusDims;
  std::array<int, kMaxDims> dims{};
  std::array<bool, kMaxDims> wrap{};
  int count = 0;
  int nodes() const;
  int largestDim() const;
  bool largestDimWraps() const; // true only if every dimension of the largest size wraps
};

// Fills the torus dimensions in order with `ranks` (e.g. 64 ranks on 16x16x16 -> 16x4, the
// partial dimension without wraparound). false if ranks do not tile the shape that way.
bool fitTorusGroup(const model::TorusShape &shape, int ranks, TorusGroup &group);

// Bidirectional rings dimension by dimension, B per link and direction: reduce-scatter dims
// 1..D then all-gather back. Bandwidth term sum_i 2 m_i (1 - 1/k_i) / (w_i B), m_i = n / prod_{j<i} k_j,
// w_i = 2 with wraparound (both ring directions), 1 without; latency sum_i 2 (k_i - 1) a.
// All wrapped: n (1 - 1/N) / B.
double torusDimensionOrderAllReduceTime(const TorusGroup &torus, double n, double alpha, double B);
double torusDimensionOrderReduceScatterTime(const TorusGroup &torus, double n, double alpha, double B);
// The data split D ways, each part starting on another axis: the bandwidth term divided by D.
double torusAllAxesAllReduceTime(const TorusGroup &torus, double n, double alpha, double B);
double torusAllAxesReduceScatterTime(const TorusGroup &torus, double n, double alpha, double B);
// Bisection bound of an all-to-all, n bytes sent per node: N n / (4 L_b B), L_b = bisection links
// per direction = (N / k_max) (2 with wraparound). k-ary wrapped: k n / (8 B).
double torusAllToAllBisectionTime(const TorusGroup &torus, double n, double B);

} // namespace snp::sim
