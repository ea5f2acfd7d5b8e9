#pragma once

#include "model/Config.h"
#include "sim/network/Collectives.h"

namespace snp::sim {

// Where the ranks of each parallel dimension sit. Ranks are numbered Megatron-LM style,
// tensor-parallel fastest, then context-, then data-parallel, then pipeline, and filled into
// scale-up domains in that order.
struct ParallelGroups {
  CommGroup tp;
  CommGroup cp;        // the context-parallel ranks of one sample
  CommGroup dp;        // the ranks that reduce gradients together: data- and context-parallel
  CommGroup pp_pair;   // two neighbouring pipeline stages
  CommGroup ep;        // the expert-parallel ranks, consecutive data-parallel ranks
  CommGroup expert_dp; // the replicas of one expert shard: dp / ep ranks, ep data-parallel ranks apart
                       // (their context-parallel copies are left out)
};

ParallelGroups parallelGroups(int scaleup_domain, const model::Parallelism &parallelism);

// Share of compute lost while a collective runs under it (Calculon's processor_usage). The scale-up
// tier's copies run on the accelerator's cores (NVLink 0.15, Calculon). A GPU's cores drive its NICs
// as well: NCCL moves each channel's data with a thread block on an SM whichever link carries it, and
// DeepSeek-V3 (arXiv 2412.19437, §3.2.2 and §3.5.1) gives 20 of the H800's 132 SMs to keep its
// InfiniBand and NVLink busy. Calculon's 0.02 for InfiniBand assumed the NIC did the work. A TPU's
// data-centre network is driven by its hosts (PaLM, Chowdhery et al. 2022, §4: the cross-pod gradient
// transfer goes host to host), which takes nothing from its cores.
inline constexpr double kScaleUpProcessorUsage = 0.15;
inline constexpr double kGpuScaleOutProcessorUsage = 20.0 / 132;
double processorUsage(const model::Accelerator &accelerator, CommGroup group);

// fastestCollective's time, 0 for a single rank or no bytes.
double collectiveTime(const model::Config &config, Collective op, double bytes, CommGroup group);

} // namespace snp::sim
