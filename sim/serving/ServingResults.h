#pragma once

#include "sim/Figure.h"
#include "sim/serving/ServingLoad.h"
#include "sim/serving/ServingModel.h"

#include <vector>

namespace snp::sim {

// Every figure of a model served on a slice (docs/serving.md). A figure that breaks a limit says so
// in its assumption: NaN when the weights do not fit the replica, +inf for a latency at a rate
// beyond the slice's capacity.
struct ServingResults {
  Figure parameters;
  Figure active_parameters;
  Figure replicas;
  Figure weight_bytes_per_accelerator_B;
  Figure kv_bytes_per_token_B;
  Figure kv_bytes_per_request_B;
  Figure max_batch_by_memory;
  Figure max_batch;
  Figure memory_saving_vs_bf16;
  Figure prefill_s;
  Figure decode_step_batch1_s;
  Figure tp_comm_share_batch1;
  Figure capacity_requests_per_s;
  Figure capacity_tokens_per_s;
  Figure request_rate_per_s;
  Figure operating_batch;
  Figure decode_step_s;
  Figure ttft_p50_s;
  Figure ttft_p99_s;
  Figure tpot_p50_s;
  Figure tpot_p99_s;
  Figure e2e_p50_s;
  Figure e2e_p99_s;
  Figure max_rate_meeting_target_per_s;
  Figure accelerators_for_rate;
  // The chosen latency (setup.target) against the offered rate, for a chart.
  std::vector<LatencyPoint> latency_curve;

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("parameters", parameters);
    v("active_parameters", active_parameters);
    v("replicas", replicas);
    v("weight_bytes_per_accelerator_B", weight_bytes_per_accelerator_B);
    v("kv_bytes_per_token_B", kv_bytes_per_token_B);
    v("kv_bytes_per_request_B", kv_bytes_per_request_B);
    v("max_batch_by_memory", max_batch_by_memory);
    v("max_batch", max_batch);
    v("memory_saving_vs_bf16", memory_saving_vs_bf16);
    v("prefill_s", prefill_s);
    v("decode_step_batch1_s", decode_step_batch1_s);
    v("tp_comm_share_batch1", tp_comm_share_batch1);
    v("capacity_requests_per_s", capacity_requests_per_s);
    v("capacity_tokens_per_s", capacity_tokens_per_s);
    v("request_rate_per_s", request_rate_per_s);
    v("operating_batch", operating_batch);
    v("decode_step_s", decode_step_s);
    v("ttft_p50_s", ttft_p50_s);
    v("ttft_p99_s", ttft_p99_s);
    v("tpot_p50_s", tpot_p50_s);
    v("tpot_p99_s", tpot_p99_s);
    v("e2e_p50_s", e2e_p50_s);
    v("e2e_p99_s", e2e_p99_s);
    v("max_rate_meeting_target_per_s", max_rate_meeting_target_per_s);
    v("accelerators_for_rate", accelerators_for_rate);
  }
};

// Requires a setup that servingRefusal accepts. `curve_points`: points of latency_curve.
ServingResults evaluateServing(const model::Config &config, const ServingSetup &setup, int curve_points = 24);

} // namespace snp::sim
