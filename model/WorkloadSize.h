#pragma once

#include "model/Workload.h"

namespace snp::model {

// How big a workload is, independent of the machine that runs it.

// Trainable parameters. Transformer: per block the attention (4h² + 4h) and MLP
// (2·h·ffn + ffn + h) weights and biases plus two layernorms (4h), and the token and position
// embeddings. ResNet-50: 25.6 M; BERT-large: 340 M; Custom: as given.
double parameterCount(const Workload &workload);

// Tokens in one sample: the sequence length of a transformer (BERT-large: 512), 1 image for
// ResNet-50, as given for Custom.
double tokensPerSample(const Workload &workload);

// Training FLOPs (forward + backward = 3 × forward) of one sample. Transformer per token:
// 6·N + 12·L·h·s (the second term is attention). ResNet-50: 3 × 4.1 GFLOP per 224² image.
// BERT-large like a transformer with L = 24, h = 1024, s = 512. Custom: as given.
double flopsPerSample(const Workload &workload);

} // namespace snp::model
