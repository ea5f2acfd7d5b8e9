#include "sim/serving/ServingModel.h"

#include "model/QuantityText.h"
#include "model/WorkloadSize.h"
#include "sim/training/TrainingDevice.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

double weightBytes(WeightFormat format) {
  switch (format) {
  case WeightFormat::BF16: return 2;
  case WeightFormat::FP8:
  case WeightFormat::INT8: return 1;
  case WeightFormat::INT4: return 0.5; // group scales left out, as for model::Precision::FP4
  }
  return 2;
}

model::Precision matmulPrecision(WeightFormat format) {
  return format == WeightFormat::FP8 ? model::Precision::FP8 : model::Precision::BF16;
}

namespace {

// Activations and the tensor-parallel traffic stay in BF16 whatever the weights (TensorRT-LLM and
// vLLM quantise weights and the KV cache, not the residual stream).
constexpr double kActivationBytes = 2;

model::Workload servedWorkload(const model::TransformerShape &shape) {
  model::Workload workload;
  workload.kind = model::WorkloadKind::Transformer;
  workload.transformer = shape;
  return workload;
}

// Matrices one block multiplies by: query, key, value and output projections, then two MLP
// matrices, three when gated.
double matricesPerLayer(const model::TransformerShape &t) { return 4 + (t.gated_mlp ? 3 : 2); }

// An elementwise kernel over `values` values: `flops` per value, `tensors` read or written per value,
// `extra_bytes` besides (a layernorm's scale and shift), as the training model's ops
// (sim/training/TrainingBlock.cpp).
double elementwiseOp(const DeviceRates &rates, double values, double flops, double tensors,
                     double extra_bytes) {
  return vectorOpTime(rates, values * flops, values * tensors * kActivationBytes + extra_bytes);
}

} // namespace

ServingSetup defaultServingSetup(const model::Config &config, const model::TransformerShape &transformer) {
  ServingSetup setup;
  setup.transformer = transformer;
  setup.accelerators = config.accelerators();
  setup.tp = config.workload.parallelism.tp;
  setup.pp = config.workload.parallelism.pp;
  // Holds the model: a setup the model describes, with room for one request's cache.
  const auto holds = [&](const ServingSetup &split) {
    return !servingRefusal(config, split) && ServingModel(config, split).maxBatchByMemory() >= 1;
  };
  if (transformer.layers < 1 || holds(setup)) return setup;
  const int domain = std::max(1, config.network.scaleup_domain);
  for (int pp = 1; pp <= transformer.layers; pp *= 2)
    for (int tp = 1; tp <= domain; tp *= 2) {
      ServingSetup split = setup;
      split.tp = tp;
      split.pp = pp;
      if (holds(split)) return split;
    }
  return setup; // nothing holds it: the panel and the command say why
}

std::optional<model::Problem> servingRefusal(const model::Config &config, const ServingSetup &setup) {
  using model::plainNumber;
  using model::problemOf;
  const model::TransformerShape &t = setup.transformer;
  if (t.layers < 1 || t.hidden < 1 || t.ffn < 1 || t.heads < 1 || t.vocabulary < 1)
    return problemOf(
        "model", SNP_MESSAGE("Validation", "needs layers, hidden, ffn, heads and vocabulary of at least 1"));
  if (t.head_dim == 0 && t.hidden % t.heads != 0)
    return problemOf(
        "model", SNP_MESSAGE("Validation", "has hidden {} not a multiple of its {} heads and no head_dim"),
        t.hidden, t.heads);
  if (t.kv_heads < 0 || (t.kv_heads > 0 && t.heads % t.kv_heads != 0))
    return problemOf("model",
                     SNP_MESSAGE("Validation", "has {} key/value heads; they must divide the {} query heads"),
                     t.kv_heads, t.heads);
  const int total = config.accelerators();
  const int slice = setup.accelerators > 0 ? setup.accelerators : total;
  if (slice < 1 || slice > total)
    return problemOf("accelerators",
                     SNP_MESSAGE("Validation", "is {}; must be from 1 to the configuration's {}"), slice,
                     total);
  if (setup.tp < 1 || setup.tp > slice)
    return problemOf("tp", SNP_MESSAGE("Validation", "is {}; must be from 1 to the slice's {} accelerators"),
                     setup.tp, slice);
  if (setup.pp < 1 || setup.pp > t.layers)
    return problemOf("pp", SNP_MESSAGE("Validation", "is {}; must be from 1 to the model's {} layers"),
                     setup.pp, t.layers);
  const long long replica = static_cast<long long>(setup.tp) * setup.pp;
  if (replica > slice || slice % replica != 0)
    return problemOf(
        "tp",
        SNP_MESSAGE("Validation",
                    "is {0}; tp × pp = {0} × {1} = {2} must divide the slice of {3} accelerators"),
        setup.tp, setup.pp, replica, slice);
  const int kv = t.keyValueHeads();
  if (kv % setup.tp != 0 && setup.tp % kv != 0)
    return problemOf(
        "tp", SNP_MESSAGE("Validation", "is {}; must divide the {} key/value heads or be a multiple of them"),
        setup.tp, kv);
  if (!t.mixtureOfExperts() && setup.ep != 1)
    return problemOf("ep", SNP_MESSAGE("Validation", "is {}; must be 1 for a dense model"), setup.ep);
  if (t.mixtureOfExperts()) {
    if (t.experts_per_token < 1 || t.experts_per_token > t.experts)
      return problemOf("model", SNP_MESSAGE("Validation", "routes each token to {} of {} experts"),
                       t.experts_per_token, t.experts);
    if (setup.ep < 1 || setup.tp % setup.ep != 0 || t.experts % setup.ep != 0)
      return problemOf("ep",
                       SNP_MESSAGE("Validation", "is {}; must divide tp ({}) and the {} routed experts"),
                       setup.ep, setup.tp, t.experts);
  }
  const auto outside = [](double value, double low, double high) { return !(value >= low && value <= high); };
  if (outside(setup.prompt_tokens, 1, 1e7))
    return problemOf("prompt-tokens", SNP_MESSAGE("Validation", "is {}; must be from 1 to 10,000,000"),
                     plainNumber(setup.prompt_tokens));
  if (outside(setup.output_tokens, 1, 1e7))
    return problemOf("output-tokens", SNP_MESSAGE("Validation", "is {}; must be from 1 to 10,000,000"),
                     plainNumber(setup.output_tokens));
  if (outside(setup.cached_tokens, 0, 1e7))
    return problemOf("cached-tokens", SNP_MESSAGE("Validation", "is {}; must be from 0 to 10,000,000"),
                     plainNumber(setup.cached_tokens));
  if (outside(setup.output_cv, 0, 10))
    return problemOf("output-cv", SNP_MESSAGE("Validation", "is {}; must be from 0 to 10"),
                     plainNumber(setup.output_cv));
  if (outside(setup.host_step_s, 0, 1))
    return problemOf("host-step-ms", SNP_MESSAGE("Validation", "is {} ms; must be from 0 to 1,000 ms"),
                     plainNumber(setup.host_step_s * 1e3));
  if (setup.max_batch < 1 || setup.max_batch > 1 << 20)
    return problemOf("max-batch", SNP_MESSAGE("Validation", "is {}; must be from 1 to 1,048,576"),
                     setup.max_batch);
  if (!(setup.memory_utilization > 0 && setup.memory_utilization <= 1))
    return problemOf("memory-utilization", SNP_MESSAGE("Validation", "is {}; must be above 0 and at most 1"),
                     plainNumber(setup.memory_utilization));
  if (outside(setup.request_rate_per_s, 0, 1e12))
    return problemOf("rate", SNP_MESSAGE("Validation", "is {}; must be from 0 to one trillion requests/s"),
                     plainNumber(setup.request_rate_per_s));
  if (!(setup.latency_target_s > 0 && setup.latency_target_s <= 1e6))
    return problemOf("p99-ms",
                     SNP_MESSAGE("Validation", "is {} ms; must be above 0 and at most one billion ms"),
                     plainNumber(setup.latency_target_s * 1e3));
  if (!(setup.target_quantile > 0 && setup.target_quantile < 1))
    return problemOf("quantile", SNP_MESSAGE("Validation", "is {}; must lie strictly between 0 and 1"),
                     plainNumber(setup.target_quantile));
  if (config.accelerator.hbm_bandwidth_Bps <= 0 || config.accelerator.hbm_capacity_B <= 0)
    return problemOf("accelerators",
                     SNP_MESSAGE("Validation", "have no HBM bandwidth or capacity in this configuration"));
  return std::nullopt;
}

ServingModel::ServingModel(const model::Config &config, const ServingSetup &setup)
    : config_(config), setup_(setup) {
  model::Parallelism replica;
  replica.tp = setup.tp;
  replica.pp = setup.pp;
  groups_ = parallelGroups(config.network.scaleup_domain, replica);
  const model::Workload workload = servedWorkload(setup.transformer);
  parameters_ = model::parameterCount(workload);
  active_parameters_ = model::activeParameterCount(workload);
  expert_parameters_ = model::expertParameterCount(workload);
}

int ServingModel::replicas() const {
  const int slice = setup_.accelerators > 0 ? setup_.accelerators : config_.accelerators();
  return slice / (setup_.tp * setup_.pp);
}

double ServingModel::layersPerStage() const { return double(setup_.transformer.layers) / setup_.pp; }

double ServingModel::kvBytesPerToken() const {
  const model::TransformerShape &t = setup_.transformer;
  return double(t.layers) * 2 * t.keyValueHeads() * t.headWidth() * model::bytesPerValue(setup_.kv_cache);
}

double ServingModel::headSharers() const {
  return std::max(1.0, double(setup_.tp) / setup_.transformer.keyValueHeads());
}

bool ServingModel::shardsOverBatch(double sequences) const {
  return setup_.attention_sharding == AttentionSharding::Batch && headSharers() > 1 && sequences > 1;
}

double ServingModel::kvBytesPerTokenPerHolder() const {
  const model::TransformerShape &t = setup_.transformer;
  const double heads = std::max(1.0, double(t.keyValueHeads()) / setup_.tp);
  return layersPerStage() * 2 * heads * t.headWidth() * model::bytesPerValue(setup_.kv_cache);
}

double ServingModel::kvBytesPerTokenPerDevice() const {
  const bool spread = setup_.attention_sharding == AttentionSharding::Batch;
  return kvBytesPerTokenPerHolder() / (spread ? headSharers() : 1);
}

double ServingModel::contextAtEnd() const {
  return setup_.cached_tokens + setup_.prompt_tokens + setup_.output_tokens;
}

double ServingModel::weightBytesPerDevice() const {
  return parameters_ * weightBytes(setup_.weights) / (double(setup_.tp) * setup_.pp);
}

double ServingModel::memoryBudgetPerDevice() const {
  return config_.accelerator.hbm_capacity_B * setup_.memory_utilization;
}

double ServingModel::maxBatchByMemory() const {
  const double free = memoryBudgetPerDevice() - weightBytesPerDevice();
  // A request's cache sits whole on the accelerator that holds it, even when requests are spread.
  if (free < kvBytesPerTokenPerHolder() * contextAtEnd()) return 0;
  return std::floor(free / (kvBytesPerTokenPerDevice() * contextAtEnd()));
}

double ServingModel::maxBatch() const { return std::min(maxBatchByMemory(), double(setup_.max_batch)); }

// Uniform, independent routing: each of `tokens` tokens picks k of E experts, so an expert stays
// idle with probability (1 − k/E)^tokens. A real router is less even, which touches fewer experts.
double ServingModel::expertsTouchedShare(double tokens) const {
  const model::TransformerShape &t = setup_.transformer;
  if (!t.mixtureOfExperts()) return 0;
  return 1 - std::pow(1 - double(t.experts_per_token) / t.experts, tokens);
}

// Per layer, after the training model's forward ops (sim/training/TrainingBlock.cpp) less dropout, which
// inference leaves out: a layernorm and a residual add before attention and before the MLP (one of
// each for a parallel block), on the whole activation at every tensor-parallel rank, and the MLP's
// activation on its share of the width; a mixture of experts also permutes its tokens' copies into
// expert order and back.
double ServingModel::elementwiseTime(double tokens) const {
  const model::TransformerShape &t = setup_.transformer;
  const DeviceRates rates = deviceRates(config_, model::Precision::BF16);
  const double values = tokens * t.hidden;
  const double norms = t.parallel_block ? 1 : 2;
  const double norms_and_residuals =
      norms * (elementwiseOp(rates, values, 9, 2, 2.0 * t.hidden * kActivationBytes) +
               elementwiseOp(rates, values, 1, 3, 0));
  const auto activation = [&](double width) {
    return t.gated_mlp ? elementwiseOp(rates, tokens * width / setup_.tp, 6, 3, 0)
                       : elementwiseOp(rates, tokens * width / setup_.tp, 8, 2, 0);
  };
  const double dense_layer = norms_and_residuals + activation(t.ffn);
  if (!t.mixtureOfExperts()) return layersPerStage() * dense_layer;
  const double copies = tokens * t.experts_per_token / setup_.ep;
  const double routed = double(t.experts_per_token + t.shared_experts) * t.expertWidth();
  const double expert_layer = norms_and_residuals + activation(routed) +
                              elementwiseOp(rates, copies * t.hidden, 0, 2, 0) +
                              elementwiseOp(rates, copies * t.hidden, 1, 3, 0);
  const double share = double(t.expertLayers()) / t.layers;
  return layersPerStage() * ((1 - share) * dense_layer + share * expert_layer);
}

ServingModel::StageTime ServingModel::stage(double sequences, double tokens, double context,
                                            double kv_tokens) const {
  const model::TransformerShape &t = setup_.transformer;
  const double devices = double(setup_.tp) * setup_.pp;
  const double layers = layersPerStage();
  const double matrices = layers * matricesPerLayer(t);
  DeviceRates rates = deviceRates(config_, matmulPrecision(setup_.weights));
  if (rates.matrix_flops <= 0) rates = deviceRates(config_, model::Precision::BF16);
  // Spread over the batch, an accelerator serves whole sequences: the busiest holds ceil(m / g).
  const bool by_batch = shardsOverBatch(sequences);
  const double cached = by_batch ? std::ceil(sequences / headSharers()) : sequences;

  const double weights = (parameters_ - expert_parameters_ * (1 - expertsTouchedShare(tokens))) *
                         weightBytes(setup_.weights) / devices;
  const double kv = cached * kv_tokens * kvBytesPerTokenPerHolder();
  StageTime time;
  time.memory_s =
      memoryOpTime(rates, weights / matrices) * matrices + memoryOpTime(rates, kv / layers) * layers;
  const double gemm_flops = tokens * 2 * active_parameters_ / devices;
  if (gemm_flops > 0 && rates.matrix_flops > 0)
    time.compute_s = gemm_flops / (rates.matrix_flops * rates.matrixEfficiency(gemm_flops / matrices));
  // QKᵀ and PV multiply activations by activations, which stay BF16 whatever the weights.
  const double attention_width = double(t.heads) * t.headWidth();
  const double attention_flops = tokens * 4.0 * t.layers * attention_width * context / devices *
                                 (by_batch ? cached * headSharers() / sequences : 1);
  if (attention_flops > 0 && rates.attention_flops > 0)
    time.compute_s +=
        attention_flops / (rates.attention_flops * rates.attentionEfficiency(attention_flops / layers));
  time.elementwise_s = elementwiseTime(tokens);

  // Per block: the all-reduce after attention and after the MLP (one for a parallel block). With
  // expert parallelism an MoE block's MLP exchanges its tokens by two all-to-alls (dispatch and
  // combine, k copies of each) over the ep ranks instead of its all-reduce.
  const double activation = tokens * t.hidden * kActivationBytes;
  const double all_reduce = collectiveTime(config_, Collective::AllReduce, activation, groups_.tp);
  const double dense_block = (t.parallel_block ? 1 : 2) * all_reduce;
  double block = dense_block;
  if (t.mixtureOfExperts() && setup_.ep > 1) {
    model::Parallelism experts;
    experts.tp = setup_.ep;
    const CommGroup ep = parallelGroups(config_.network.scaleup_domain, experts).tp;
    const double exchange =
        collectiveTime(config_, Collective::AllToAll, activation * t.experts_per_token, ep);
    const double moe_block = (t.parallel_block ? 0 : 1) * all_reduce + 2 * exchange;
    const double share = double(t.expertLayers()) / t.layers;
    block = (1 - share) * dense_block + share * moe_block;
  }
  if (by_batch) {
    // The new tokens' queries, keys and values go to the ranks holding their sequences' caches, the
    // attention outputs come back: two all-to-alls over the g ranks that share a key/value head.
    model::Parallelism sharers;
    sharers.tp = static_cast<int>(headSharers());
    const CommGroup group = parallelGroups(config_.network.scaleup_domain, sharers).tp;
    const double per_rank = tokens * t.headWidth() * kActivationBytes / setup_.tp;
    block +=
        collectiveTime(config_, Collective::AllToAll, per_rank * (t.heads + 2.0 * t.keyValueHeads()), group) +
        collectiveTime(config_, Collective::AllToAll, per_rank * t.heads, group);
  }
  time.comm_s = layers * block;
  return time;
}

double ServingModel::pipelineHandoff(double tokens) const {
  if (setup_.pp <= 1) return 0;
  return collectiveTime(config_, Collective::Broadcast, tokens * setup_.transformer.hidden * kActivationBytes,
                        groups_.pp_pair);
}

ServingModel::StageTime ServingModel::decodeStage(double batch) const {
  const double microbatch = std::max(1.0, batch / setup_.pp);
  // Over its life a request attends, on average, its cached and prompt tokens and half its output.
  const double context = setup_.cached_tokens + setup_.prompt_tokens + setup_.output_tokens / 2;
  return stage(microbatch, microbatch, context, context);
}

double ServingModel::decodeStep(double batch) const {
  const double microbatch = std::max(1.0, batch / setup_.pp);
  return std::max(setup_.pp * decodeStage(batch).total() + (setup_.pp - 1) * pipelineHandoff(microbatch),
                  setup_.host_step_s);
}

double ServingModel::prefill() const {
  const double prompt = setup_.prompt_tokens;
  // Causal attention: the i-th prompt token attends the cache and i earlier prompt tokens.
  const StageTime one = stage(1, prompt, setup_.cached_tokens + prompt / 2, setup_.cached_tokens + prompt);
  return std::max(setup_.pp * one.total() + (setup_.pp - 1) * pipelineHandoff(prompt), setup_.host_step_s);
}

} // namespace snp::sim
