#pragma once

#include "model/Precision.h"
#include "model/Workload.h"

namespace snp::model {

// How big a workload is, independent of the machine that runs it.

// BERT-large (Devlin et al. 2018) in pre-training phase 2: 24 blocks, hidden 1024, 16 heads,
// sequence 512, WordPiece vocabulary of 30,522.
inline constexpr TransformerShape kBertLargeShape{24, 1024, 4096, 16, 512, 30522};

// Values ResNet-50 keeps per 224² image for its backward pass: the outputs of its convolutions,
// batch norms and ReLUs (about 25 M).
inline constexpr double kResNet50ActivationValuesPerImage = 25e6;

// Trainable parameters. Transformer: per block the attention projections (4h² + 4h with one
// key/value head per query head of width h/heads; fewer with grouped-query attention) and the MLP
// (2·h·ffn + ffn + h, or 3·h·ffn + 2·ffn + h gated) weights and biases plus two layernorms (4h),
// and the token and position embeddings. ResNet-50: 25.6 M; BERT-large: 340 M; Custom: as given.
double parameterCount(const Workload &workload);

// Of those, the routed experts' (0 for a dense model): what expert parallelism splits.
double expertParameterCount(const Workload &workload);

// Parameters one token's forward uses: a mixture of experts counts experts_per_token of its routed
// experts (DeepSeek-V3: 37 B of 671 B); every parameter otherwise.
double activeParameterCount(const Workload &workload);

// Training state one parameter keeps with Adam: the working weight the matrix engine reads, at
// `precision`; a gradient at `gradient_precision`; the optimizer's two moments at
// `optimizer_precision` plus a master weight at `master_precision` when that is wider than the
// working weight (Megatron-LM, bf16 with fp32 gradients: 2 + 4 + 12 = 18 bytes). The one
// definition for validation, the memory and optimizer models and checkpoints.
struct StateBytesPerParameter {
  double weight = 0;
  double gradient = 0;
  double optimizer = 0; // moments and master weight, before any sharding
};
StateBytesPerParameter stateBytesPerParameter(const Workload &workload);

// How many data-parallel ranks share each part of that state at a sharding level (ZeRO stages 1-3):
// 1 where every rank keeps a whole copy.
struct StateShards {
  double weights = 1;
  double gradients = 1;
  double optimizer = 1;
};
StateShards stateShards(Sharding sharding, int data_parallel_ranks);

// Transformer blocks one pipeline stage holds, ceil(layers / pp) (the last stage may hold fewer);
// the other kinds are one unit.
double stageBlocks(const Workload &workload);

// Tokens in one sample: the sequence length of a transformer (BERT-large: 512), 1 image for
// ResNet-50, as given for Custom.
double tokensPerSample(const Workload &workload);

// Training FLOPs (forward + backward = 3 × forward) of one sample. Transformer per token:
// 6·N + 12·L·h·s (the second term is attention), N the active parameters. ResNet-50: 3 × 4.1 GFLOP per 224²
// image. BERT-large like a transformer of kBertLargeShape with 340 M parameters. Custom: as given.
double flopsPerSample(const Workload &workload);

} // namespace snp::model
