#pragma once

#include "model/Workload.h"

namespace snp::sim {

// What one accelerator holds while training: its shard of the weights, the gradients, the
// Adam state and the activations kept for the backward pass.
struct MemoryFootprint {
  double weights_B = 0;
  double gradients_B = 0;
  double optimizer_B = 0;
  double activations_B = 0;
  // Offloaded to host memory: activations of the offloaded blocks and the offloaded optimizer state.
  double host_B = 0;
  double total() const { return weights_B + gradients_B + optimizer_B + activations_B; }
};

// Mixed precision with Adam (Megatron-LM): weights at the workload precision, fp32 gradients,
// fp32 master weights (below 32-bit) and two fp32 moments; optimizer sharding splits the
// optimizer state across the data-parallel ranks. Transformer activations per block and
// microbatch follow Korthikanti et al. (arXiv 2205.05198) §4, scaled from 16-bit to the
// workload precision; 1F1B keeps min(m, PP) microbatches in flight, interleaving adds
// (PP−1)/(PP·v) of one. ResNet-50, BERT-large and Custom are trained purely data-parallel.
// Offloading moves the activations of workload.offload_activation_blocks blocks per microbatch in
// flight and workload.offload_optimizer_fraction of the optimizer state to host_B.
MemoryFootprint memoryFootprint(const model::Workload &workload);

// Bytes one transformer block keeps for its backward pass per microbatch: the mean block's stored
// activations, or under full recompute its input alone. What an offloaded block sends to the host.
double storedBlockActivationBytes(const model::Workload &workload);

} // namespace snp::sim
