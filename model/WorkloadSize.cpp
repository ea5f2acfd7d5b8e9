#include "model/WorkloadSize.h"

#include <algorithm>
#include <cmath>

namespace snp::model {

namespace {

// Published sizes (notes §4): ResNet-50 on 224² images, BERT-large pre-training phase 2.
constexpr double kResNet50Parameters = 25.6e6;
constexpr double kResNet50ForwardFlopsPerImage = 4.1e9;
constexpr double kBertLargeParameters = 340e6;

// Forward + backward costs three forwards: the backward computes activation and weight
// gradients, each as large as the forward.
constexpr double kTrainingPerForward = 3.0;

// One MLP of `width`: its matrices with their biases.
double mlpParameters(const TransformerShape &t, double width) {
  const double matrices = t.gated_mlp ? 3 : 2;
  return matrices * t.hidden * width + (matrices - 1) * width + t.hidden;
}

// Parameters of every block except its MLP, and the embeddings.
double nonMlpParameters(const TransformerShape &t) {
  const double h = t.hidden;
  const double queries = double(t.heads) * t.headWidth();
  const double keys = double(t.keyValueHeads()) * t.headWidth();
  // Query, key, value and output projections with their biases.
  const double attention = h * (queries + 2 * keys) + queries * h + queries + 2 * keys + h;
  const double layernorms = (t.parallel_block ? 2 : 4) * h;
  const double embeddings = (static_cast<double>(t.vocabulary) + t.sequence) * h;
  return t.layers * (attention + layernorms) + embeddings;
}

// The MLP parameters of the whole stack, counting `routed` of each MoE block's routed experts (all
// of them for memory, experts_per_token for the work of one token), its shared experts and router.
double mlpStackParameters(const TransformerShape &t, double routed) {
  const double moe_layers = t.expertLayers();
  const double dense = (t.layers - moe_layers) * mlpParameters(t, t.ffn);
  const double router = double(t.hidden) * t.experts;
  const double moe = moe_layers * ((routed + t.shared_experts) * mlpParameters(t, t.expertWidth()) + router);
  return dense + moe;
}

double transformerParameters(const TransformerShape &t) {
  return nonMlpParameters(t) + mlpStackParameters(t, t.experts);
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

double expertParameterCount(const Workload &workload) {
  if (workload.kind != WorkloadKind::Transformer) return 0;
  const TransformerShape &t = workload.transformer;
  return double(t.expertLayers()) * t.experts * mlpParameters(t, t.expertWidth());
}

double activeParameterCount(const Workload &workload) {
  if (workload.kind != WorkloadKind::Transformer) return parameterCount(workload);
  const TransformerShape &t = workload.transformer;
  return nonMlpParameters(t) + mlpStackParameters(t, t.mixtureOfExperts() ? t.experts_per_token : 0);
}

double stageBlocks(const Workload &workload) {
  return workload.kind == WorkloadKind::Transformer
             ? std::ceil(double(workload.transformer.layers) / std::max(1, workload.parallelism.pp))
             : 1;
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
    return t.sequence * transformerTrainingFlopsPerToken(activeParameterCount(workload), t.layers,
                                                         double(t.heads) * t.headWidth(), t.sequence);
  }
  case WorkloadKind::Custom: return workload.custom.flops_per_sample;
  }
  return 0;
}

StateBytesPerParameter stateBytesPerParameter(const Workload &workload) {
  const double weight = bytesPerValue(workload.precision);
  const double master_bytes = bytesPerValue(workload.master_precision);
  const double master = master_bytes > weight ? master_bytes : 0;
  return {.weight = weight,
          .gradient = bytesPerValue(workload.gradient_precision),
          .optimizer = 2 * bytesPerValue(workload.optimizer_precision) + master};
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
