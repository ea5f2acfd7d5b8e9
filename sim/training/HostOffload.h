#pragma once

#include "model/Config.h"

namespace snp::sim {

// What offloading to host memory costs one accelerator (model/Workload.h:
// offload_activation_blocks, offload_optimizer_fraction), over its link to the host
// (accelerator.host_link_Bps) and on the node's CPUs (node.host_memory_bandwidth_Bps).

// The exposed time of one microbatch's activation copies on one stage. Each offloaded block's
// activations go out beside the next block's forward and come back beside the later block's
// backward (Transformer Engine's double-buffered offload, transformer_engine/pytorch/cpu_offload.py);
// a copy longer than the compute beside it shows. The copy engines leave the compute its processors.
double activationOffloadExposedS(const model::Config &config, const model::Workload &workload,
                                 double block_forward_s, double block_backward_s);

// The optimizer step of the offloaded share of `parameters` (one accelerator's shard): gradients to
// the host, Adam on the CPUs, updated weights back. Megatron-Core pipelines the three by parameter
// group (--overlap-cpu-optimizer-d2h-h2d, HybridDeviceOptimizer), so the slowest paces the step.
// Adam on a CPU streams the same state a GPU does, at the share of the node's memory bandwidth
// that falls to this accelerator.
double hostOptimizerS(const model::Config &config, const model::Workload &workload, double parameters);

} // namespace snp::sim
