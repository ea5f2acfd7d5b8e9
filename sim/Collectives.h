#pragma once

#include "model/Config.h"
#include "sim/Figure.h"

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
};

// Cost of one collective of `bytes` per rank (the nccl-tests "size") by one algorithm.
// An algorithm that does not apply to the group (e.g. torus on a switch) gives time = +inf.
CollectiveCost collectiveCost(const model::Config &config, Collective op, CollectiveAlgorithm algorithm,
                              double bytes, CommGroup group);

// The fastest applicable algorithm, as NCCL's tuner would pick it.
CollectiveCost fastestCollective(const model::Config &config, Collective op, double bytes, CommGroup group);

} // namespace snp::sim
