#include "sim/serving/ServingResults.h"

#include "model/Message.h"

#include <cmath>
#include <limits>

namespace snp::sim {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

constexpr model::Message kDoesNotFit = SNP_MESSAGE(
    "Figure", "REFUSED: the weights and one request's KV cache do not fit an accelerator's HBM at "
              "this tp × pp (see weight_bytes_per_accelerator_B): spread the replica over more "
              "accelerators or quantise the weights");
constexpr model::Message kBeyondCapacity = SNP_MESSAGE(
    "Figure", "BEYOND CAPACITY: the offered rate exceeds capacity_requests_per_s, so the queue grows "
              "without bound and the latency is infinite");

// The assumption a latency figure carries at this load.
model::Message latencyNote(const ServingLoad &load, model::Message normal) {
  return load.stable ? normal : kBeyondCapacity;
}

// What one replica holds: its weights and key/value cache, and the batch its HBM leaves room for.
void setMemoryFigures(const ServingModel &model, const ServingSetup &setup, const ServingLoad &load,
                      ServingResults &r) {
  const double devices = double(setup.tp) * setup.pp;
  const double replicas = model.replicas();
  const double full = model.maxBatch();
  const bool fits = full >= 1;

  r.parameters = {
      model.parameters(),
      "",
      SNP_MESSAGE("Figure", "N = Σ blocks (attention, MLP or experts, layernorms) + embeddings"),
      {{"layers", double(setup.transformer.layers), ""}, {"hidden", double(setup.transformer.hidden), ""}},
      SNP_MESSAGE("Figure", "the planner's parameter count, the training model's")};
  r.active_parameters = {
      model.activeParameters(),
      "",
      SNP_MESSAGE("Figure", "N_active = N − unrouted experts' parameters"),
      {{"experts", double(setup.transformer.experts), ""},
       {"experts_per_token", double(setup.transformer.experts_per_token), ""}},
      SNP_MESSAGE("Figure",
                  "a token visits experts_per_token routed experts (every parameter in a dense model)")};
  r.replicas = {
      replicas,
      "",
      SNP_MESSAGE("Figure", "R = slice / (tp × pp)"),
      {{"slice", replicas * devices, ""}, {"tp", double(setup.tp), ""}, {"pp", double(setup.pp), ""}},
      SNP_MESSAGE("Figure", "each replica holds a whole copy of the weights")};
  r.weight_bytes_per_accelerator_B = {
      model.weightBytesPerDevice(),
      "B",
      SNP_MESSAGE("Figure", "N × bytes per weight / (tp × pp)"),
      {{"N", model.parameters(), ""},
       {"bytes_per_weight", weightBytes(setup.weights), "B"},
       {"hbm_budget", model.memoryBudgetPerDevice(), "B"}},
      model.weightBytesPerDevice() < model.memoryBudgetPerDevice()
          ? SNP_MESSAGE("Figure", "every layer's weights split evenly over the replica's accelerators")
          : SNP_MESSAGE("Figure", "REFUSED: more than the accelerator's HBM budget (capacity × memory "
                                  "utilisation): the model does not fit this replica")};
  r.kv_bytes_per_token_B = {
      model.kvBytesPerToken(),
      "B",
      SNP_MESSAGE("Figure", "layers × 2 × kv_heads × head_dim × bytes"),
      {{"layers", double(setup.transformer.layers), ""},
       {"kv_heads", double(setup.transformer.keyValueHeads()), ""},
       {"head_dim", double(setup.transformer.headWidth()), ""},
       {"bytes", model::bytesPerValue(setup.kv_cache), "B"}},
      SNP_MESSAGE("Figure", "a key and a value vector per layer and key/value head (whole model)")};
  r.kv_bytes_per_request_B = {
      model.kvBytesPerToken() * model.contextAtEnd(),
      "B",
      SNP_MESSAGE("Figure", "KV per token × (cached + prompt + output tokens)"),
      {{"kv_per_token", model.kvBytesPerToken(), "B"}, {"context", model.contextAtEnd(), "tokens"}},
      SNP_MESSAGE("Figure", "a request's cache at its last token")};
  r.max_batch_by_memory = {
      model.maxBatchByMemory(),
      "",
      SNP_MESSAGE("Figure",
                  "floor((HBM × utilisation − weights) / (KV per token per accelerator × context))"),
      {{"hbm_budget", model.memoryBudgetPerDevice(), "B"},
       {"weights", model.weightBytesPerDevice(), "B"},
       {"kv_per_token_per_accelerator", model.kvBytesPerTokenPerDevice(), "B"},
       {"context", model.contextAtEnd(), "tokens"}},
      !fits ? kDoesNotFit
      : setup.attention_sharding == AttentionSharding::Batch
          ? SNP_MESSAGE("Figure",
                        "every running request's whole cache reserved (no eviction); when tp exceeds "
                        "the key/value heads, the ranks sharing a head hold different requests "
                        "(attention sharded over the batch)")
          : SNP_MESSAGE("Figure",
                        "every running request's whole cache reserved (no eviction); key/value heads "
                        "replicated when tp exceeds them")};
  r.max_batch = {full,
                 "",
                 SNP_MESSAGE("Figure", "min(max batch by memory, configured max batch)"),
                 {{"by_memory", model.maxBatchByMemory(), ""}, {"configured", double(setup.max_batch), ""}},
                 fits ? SNP_MESSAGE("Figure", "requests one replica decodes at once") : kDoesNotFit};

  const double batch = std::max(1.0, load.batch);
  const double kv_request = model.kvBytesPerTokenPerDevice() * model.contextAtEnd();
  const double quantised = model.weightBytesPerDevice() + batch * kv_request;
  const double plain =
      model.weightBytesPerDevice() * weightBytes(WeightFormat::BF16) / weightBytes(setup.weights) +
      batch * kv_request * 2 / model::bytesPerValue(setup.kv_cache);
  r.memory_saving_vs_bf16 = {
      1 - quantised / plain,
      "ratio",
      SNP_MESSAGE("Figure", "1 − (W_q + b·KV_q) / (W_bf16 + b·KV_bf16)"),
      {{"weights", model.weightBytesPerDevice(), "B"},
       {"kv_per_request", kv_request, "B"},
       {"batch", batch, ""}},
      SNP_MESSAGE("Figure",
                  "memory of one accelerator at the operating batch, against BF16 weights and cache")};
}

// One request alone: its prompt, a decode step and the share of it in tensor-parallel collectives.
void setLoneRequestFigures(const ServingModel &model, const ServingSetup &setup, double prefill,
                           ServingResults &r) {
  const bool fits = model.maxBatch() >= 1;
  const ServingModel::StageTime one = model.decodeStage(1);
  const double step1 = model.decodeStep(1);
  r.prefill_s = {
      fits ? prefill : kNaN,
      "s",
      SNP_MESSAGE("Figure", "max(pp × (max(weights read, GEMM + attention time) + elementwise time + L/pp × "
                            "TP all-reduces) + hand-offs, host work per iteration)"),
      {{"prompt_tokens", setup.prompt_tokens, ""},
       {"cached_tokens", setup.cached_tokens, ""},
       {"pp", double(setup.pp), ""},
       {"host_step_s", setup.host_step_s, "s"}},
      fits ? SNP_MESSAGE("Figure",
                         "2·N_active GEMM FLOPs per token (8-bit GEMMs at most 78 % of peak), causal "
                         "attention fused in BF16 (at most 73 % of peak), layernorms, residuals and "
                         "the MLP activation through HBM; collectives on the configured tiers")
           : kDoesNotFit};
  r.decode_step_batch1_s = {
      fits ? step1 : kNaN,
      "s",
      SNP_MESSAGE("Figure",
                  "max(pp × (max(HBM time, FLOP time) + elementwise time + L/pp × TP collectives) + "
                  "(pp − 1) hand-offs, host work per iteration)"),
      {{"hbm_s", one.memory_s, "s"},
       {"compute_s", one.compute_s, "s"},
       {"elementwise_s", one.elementwise_s, "s"},
       {"collectives_s", one.comm_s, "s"},
       {"pp", double(setup.pp), ""},
       {"host_step_s", setup.host_step_s, "s"}},
      fits ? SNP_MESSAGE("Figure", "one request alone: every weight of the replica read once per token")
           : kDoesNotFit};
  r.tp_comm_share_batch1 = {
      fits ? setup.pp * one.comm_s / step1 : kNaN,
      "ratio",
      SNP_MESSAGE("Figure", "pp × L/pp × collective time / decode step"),
      {{"collectives_s", one.comm_s, "s"}, {"step_s", step1, "s"}},
      SNP_MESSAGE("Figure",
                  "the share of a lone token's time spent in tensor-parallel latency and transfer")};
}

// The replicas under the offered rate: capacity, the operating batch and its step.
void setLoadFigures(const ServingModel &model, const ServingSetup &setup, const ServingLoad &load,
                    double prefill, ServingResults &r) {
  const double replicas = model.replicas();
  const double full = model.maxBatch();
  const bool fits = full >= 1;

  const double capacity = servingCapacity(model);
  r.capacity_requests_per_s = {
      capacity,
      "1/s",
      SNP_MESSAGE("Figure", "R × λ_r with λ_r (P_t + O·step(B) / (1 − λ_r P_t)) = B"),
      {{"replicas", replicas, ""},
       {"batch", full, ""},
       {"prefill_s", prefill, "s"},
       {"step_at_batch_s", fits ? model.decodeStep(full) : kNaN, "s"},
       {"output_tokens", setup.output_tokens, ""}},
      fits ? SNP_MESSAGE("Figure", "every replica at its full batch, prompts run as iterations of their own")
           : kDoesNotFit};
  r.capacity_tokens_per_s = {capacity * setup.output_tokens,
                             "1/s",
                             SNP_MESSAGE("Figure", "capacity × output tokens"),
                             {{"capacity", capacity, "1/s"}, {"output_tokens", setup.output_tokens, ""}},
                             fits ? SNP_MESSAGE("Figure", "output tokens per second at capacity")
                                  : kDoesNotFit};
  r.request_rate_per_s = {setup.request_rate_per_s,
                          "1/s",
                          SNP_MESSAGE("Figure", "as offered"),
                          {},
                          setup.request_rate_per_s > 0
                              ? SNP_MESSAGE("Figure", "Poisson arrivals spread over the replicas")
                              : SNP_MESSAGE("Figure", "no rate given: one request alone")};
  r.operating_batch = {
      fits ? load.batch : kNaN,
      "",
      SNP_MESSAGE("Figure", "b = λ_r (P_t + O · step(b) / (1 − λ_r P_t)) (Little's law)"),
      {{"rate_per_replica", setup.request_rate_per_s / replicas, "1/s"},
       {"prefill_share", load.prefill_share, "ratio"},
       {"max_batch", full, ""}},
      fits ? latencyNote(load,
                         SNP_MESSAGE("Figure", "continuous batching: the batch is the requests in service"))
           : kDoesNotFit};
  r.decode_step_s = {fits ? load.decode_step_s : kNaN,
                     "s",
                     SNP_MESSAGE("Figure", "step(max(b, 1))"),
                     {{"batch", load.batch, ""}},
                     fits ? SNP_MESSAGE("Figure", "one iteration of the running batch") : kDoesNotFit};
}

// Median and tail of the time to first token, between tokens and end to end, at the offered rate.
void setLatencyFigures(const ServingModel &model, const ServingSetup &setup, const ServingLoad &load,
                       double prefill, ServingResults &r) {
  const bool fits = model.maxBatch() >= 1;
  const auto latency = [&](double value, model::Message formula, model::Message normal) {
    return Figure(fits ? value : kNaN, "s", formula,
                  {{"prefill_s", prefill, "s"},
                   {"wait_probability", load.wait.wait_probability, "ratio"},
                   {"wait_decay_per_s", load.wait.decay_per_s, "1/s"},
                   {"token_interval_s", load.token_interval_s, "s"},
                   {"output_tokens", setup.output_tokens, ""},
                   {"service_cv", load.service_cv, ""}},
                  fits ? latencyNote(load, normal) : kDoesNotFit);
  };
  constexpr model::Message kWait = SNP_MESSAGE(
      "Figure", "M/G/c wait for one of R·B slots (Erlang C, Allen–Cunneen for the service spread); "
                "a prompt starts at once when a slot is free");
  constexpr model::Message kTtft = SNP_MESSAGE(
      "Figure", "P_t + W_p, W = 0 w.p. 1 − C, else exponential with rate θ = (cμ − λ)·2/(1 + C_s²)");
  r.ttft_p50_s = latency(timeToFirstTokenQuantile(model, load, 0.5), kTtft, kWait);
  r.ttft_p99_s = latency(timeToFirstTokenQuantile(model, load, 0.99), kTtft, kWait);
  constexpr model::Message kTpot =
      SNP_MESSAGE("Figure", "step(b) + n_p × P_t, n ~ Poisson(λ_r × T) prompts joining a step");
  constexpr model::Message kTpotNote =
      SNP_MESSAGE("Figure", "time between two output tokens: prompts are not chunked and stall the batch");
  r.tpot_p50_s = latency(tokenIntervalQuantile(model, load, 0.5), kTpot, kTpotNote);
  r.tpot_p99_s = latency(tokenIntervalQuantile(model, load, 0.99), kTpot, kTpotNote);
  constexpr model::Message kE2e =
      SNP_MESSAGE("Figure", "quantile of P_t + W + O × T, O ~ Gamma(mean O, cv), W as for TTFT");
  constexpr model::Message kE2eNote =
      SNP_MESSAGE("Figure", "output length gamma-distributed (exponential at cv 1), independent of the wait");
  r.e2e_p50_s = latency(endToEndQuantile(model, load, 0.5), kE2e, kE2eNote);
  r.e2e_p99_s = latency(endToEndQuantile(model, load, 0.99), kE2e, kE2eNote);
}

// The most this slice serves within the latency target, and the accelerators the offered rate needs.
void setTargetFigures(const ServingModel &model, const ServingSetup &setup, ServingResults &r) {
  const double devices = double(setup.tp) * setup.pp;
  const double replicas = model.replicas();
  const bool fits = model.maxBatch() >= 1;

  const double best =
      fits ? maxRateMeetingTarget(model, setup.target, setup.target_quantile, setup.latency_target_s) : 0;
  r.max_rate_meeting_target_per_s = {
      best,
      "1/s",
      SNP_MESSAGE("Figure",
                  "the largest λ with quantile_p(latency) ≤ target (bisection; latency grows with λ)"),
      {{"target_s", setup.latency_target_s, "s"},
       {"quantile", setup.target_quantile, "ratio"},
       {"ttft_target", setup.target == LatencyKind::TimeToFirstToken ? 1.0 : 0.0, ""}},
      !fits ? kDoesNotFit
      : best > 0
          ? SNP_MESSAGE("Figure", "the whole slice; 0 would mean even a lone request misses the target")
          : SNP_MESSAGE("Figure",
                        "UNREACHABLE: even a lone request misses the target at this replica shape")};
  const double per_replica = best / replicas;
  const double needed = setup.request_rate_per_s <= 0 ? 0
                        : per_replica > 0 ? std::ceil(setup.request_rate_per_s / per_replica) * devices
                                          : std::numeric_limits<double>::infinity();
  r.accelerators_for_rate = {
      fits ? needed : kNaN,
      "",
      SNP_MESSAGE("Figure", "ceil(rate / (max rate meeting target / R)) × tp × pp"),
      {{"rate", setup.request_rate_per_s, "1/s"},
       {"per_replica_at_target", per_replica, "1/s"},
       {"tp_x_pp", devices, ""}},
      !fits ? kDoesNotFit
      : per_replica > 0
          ? SNP_MESSAGE("Figure", "replicas of this shape, each loaded as one of this slice's at the target")
          : SNP_MESSAGE("Figure", "UNREACHABLE: no number of these replicas meets the target")};
}

} // namespace

ServingResults evaluateServing(const model::Config &config, const ServingSetup &setup, int curve_points) {
  const ServingModel model(config, setup);
  const ServingLoad load = servingLoad(model, setup.request_rate_per_s);
  // A prompt's time enters the lone request, the capacity and every latency: priced once.
  const double prefill = model.prefill();
  ServingResults r;
  setMemoryFigures(model, setup, load, r);
  setLoneRequestFigures(model, setup, prefill, r);
  setLoadFigures(model, setup, load, prefill, r);
  setLatencyFigures(model, setup, load, prefill, r);
  setTargetFigures(model, setup, r);
  if (model.maxBatch() >= 1) r.latency_curve = latencyCurve(model, setup.target, curve_points);
  return r;
}

} // namespace snp::sim
