#include "model/WorkloadSize.h"

namespace snp::model {

namespace {

// Published sizes (notes §4): ResNet-50 on 224² images, BERT-large pre-training phase 2.
constexpr double kResNet50Parameters = 25.6e6;
constexpr double kResNet50ForwardFlopsPerImage = 4.1e9;
constexpr double kBertLargeParameters = 340e6;

// Forward + backward costs three forwards: the backward computes activation and weight
// gradients, each as large as the forward.
constexpr double kTrainingPerForward = 3.0;

double transformerParameters(const TransformerShape &t) {
  const double h = t.hidden;
  const double ffn = t.ffn;
  const double queries = double(t.heads) * t.headWidth();
  const double keys = double(t.keyValueHeads()) * t.headWidth();
  // Query, key, value and output projections with their biases.
  const double attention = h * (queries + 2 * keys) + queries * h + queries + 2 * keys + h;
  const double matrices = t.gated_mlp ? 3 : 2;
  const double mlp = matrices * h * ffn + (matrices - 1) * ffn + h;
  const double layernorms = 4 * h;
  const double embeddings = (static_cast<double>(t.vocabulary) + t.sequence) * h;
  return t.layers * (attention + mlp + layernorms) + embeddings;
}

// 2 FLOPs per parameter per token forward, plus the attention scores and the weighted sum
// of values: 2 GEMMs of s × s × (heads × head width) per layer, 2·2·L·h·s per token forward
// when the heads span the hidden size (PaLM's 12·L·H·Q·T).
double transformerTrainingFlopsPerToken(double parameters, double layers, double attention_width,
                                        double sequence) {
  return kTrainingPerForward * (2 * parameters + 4 * layers * attention_width * sequence);
}

} // namespace

double parameterCount(const Workload &workload) {
  switch (workload.kind) {
  case WorkloadKind::ResNet50: return kResNet50Parameters;
  case WorkloadKind::BertLarge: return kBertLargeParameters;
  case WorkloadKind::Transformer: return transformerParameters(workload.transformer);
  case WorkloadKind::Custom: return workload.custom.parameters;
  }
  return 0;
}

double tokensPerSample(const Workload &workload) {
  switch (workload.kind) {
  case WorkloadKind::ResNet50: return 1;
  case WorkloadKind::BertLarge: return kBertLargeShape.sequence;
  case WorkloadKind::Transformer: return workload.transformer.sequence;
  case WorkloadKind::Custom: return workload.custom.tokens_per_sample;
  }
  return 1;
}

double flopsPerSample(const Workload &workload) {
  switch (workload.kind) {
  case WorkloadKind::ResNet50: return kTrainingPerForward * kResNet50ForwardFlopsPerImage;
  case WorkloadKind::BertLarge:
    return kBertLargeShape.sequence *
           transformerTrainingFlopsPerToken(kBertLargeParameters, kBertLargeShape.layers,
                                            kBertLargeShape.hidden, kBertLargeShape.sequence);
  case WorkloadKind::Transformer: {
    const TransformerShape &t = workload.transformer;
    return t.sequence * transformerTrainingFlopsPerToken(parameterCount(workload), t.layers,
                                                         double(t.heads) * t.headWidth(), t.sequence);
  }
  case WorkloadKind::Custom: return workload.custom.flops_per_sample;
  }
  return 0;
}

StateBytesPerParameter stateBytesPerParameter(Precision precision) {
  constexpr double kFp32 = 4;
  const double weight = bytesPerValue(precision);
  const double master = weight < kFp32 ? kFp32 : 0;
  return {.weight = weight, .gradient = kFp32, .optimizer = 2 * kFp32 + master};
}

StateShards stateShards(Sharding sharding, int data_parallel_ranks) {
  const double ranks = data_parallel_ranks > 1 ? data_parallel_ranks : 1;
  switch (sharding) {
  case Sharding::None: return {};
  case Sharding::Optimizer: return {.optimizer = ranks};
  case Sharding::Gradients: return {.gradients = ranks, .optimizer = ranks};
  case Sharding::Full: return {.weights = ranks, .gradients = ranks, .optimizer = ranks};
  }
  return {};
}

} // namespace snp::model
