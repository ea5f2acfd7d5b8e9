// Mixture-of-experts models: parameter counts against a published model, the expert-parallel
// all-to-all on the network, and where expert parallelism puts the experts' state.

#include "model/Presets.h"
#include "model/Validation.h"
#include "model/WorkloadSize.h"
#include "sim/training/TrainingComm.h"
#include "sim/training/TrainingMemory.h"
#include "sim/training/TrainingStep.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace snp::sim {
namespace {

// Mixtral 8x7B (Jiang et al. 2024, arXiv 2401.04088, Table 1): 32 layers, hidden 4,096, SwiGLU
// experts of 14,336, 8 experts, 2 per token, 32 heads sharing 8 key/value heads, vocabulary 32,000.
// Published: 46.7 B parameters, 12.9 B active per token, which count Mixtral's untied output head
// (32,000 × 4,096); the model ties it to the input embedding (and counts biases Mixtral lacks).
model::Workload mixtral() {
  model::Workload w;
  w.transformer = {32, 4096, 14336, 32, 4096, 32000};
  w.transformer.kv_heads = 8;
  w.transformer.gated_mlp = true;
  w.transformer.experts = 8;
  w.transformer.experts_per_token = 2;
  return w;
}

TEST(MixtureOfExperts, MixtralHasItsPublishedParameterCounts) {
  const model::Workload w = mixtral();
  const double untied_head = 32000.0 * 4096;
  EXPECT_NEAR(model::parameterCount(w), 46.7e9 - untied_head, 0.002 * 46.7e9);
  EXPECT_NEAR(model::activeParameterCount(w), 12.9e9 - untied_head, 0.002 * 12.9e9);
  // The routed experts: 32 layers × 8 × 3 × 4,096 × 14,336 weights (+ biases).
  EXPECT_NEAR(model::expertParameterCount(w), 32.0 * 8 * 3 * 4096 * 14336, 0.001 * 45e9);
}

// A token's FLOPs follow its active parameters, not the whole model.
TEST(MixtureOfExperts, TrainingFlopsFollowTheActiveParameters) {
  model::Workload w = mixtral();
  const model::TransformerShape &t = w.transformer;
  const double attention = 12.0 * t.layers * t.hidden * t.sequence;
  EXPECT_NEAR(model::flopsPerSample(w) / t.sequence, 6 * model::activeParameterCount(w) + attention, 1);
}

// 64 GPUs in 8-GPU NVLink domains on a fat tree, training Mixtral cut into fine-grained experts
// (DeepSeekMoE's segmentation: 64 experts of width 1,792, 8 per token, the same active compute) with
// the experts split over ep ranks and the optimizer state over the replicas.
model::Config cluster(int ep) {
  model::Config c = model::findPreset("dgx-h100-superpod").value();
  c.cabinet.nodes = 2;
  c.layout.cabinets = 4;
  c.layout.rows = 1;
  c.workload = mixtral();
  c.workload.transformer.experts = 64;
  c.workload.transformer.expert_ffn = 1792;
  c.workload.transformer.experts_per_token = 8;
  c.workload.parallelism = {.dp = 64, .ep = ep, .sharding = model::Sharding::Optimizer};
  c.workload.global_batch = 128;
  c.workload.microbatch = 1;
  return c;
}

// Each of the 4 all-to-alls (dispatch and combine, forward and backward) of a microbatch through a
// MoE block sends every token's top-k copies: tokens × k × hidden × 2 bytes, over the ep ranks.
TEST(MixtureOfExperts, ExpertParallelismExchangesTheRoutedTokens) {
  for (const int ep : {8, 64}) {
    const model::Config c = cluster(ep);
    for (const model::Problem &p : model::validate(c))
      ADD_FAILURE() << ep << ": " << p.path << " " << p.message;
    const model::TransformerShape &t = c.workload.transformer;
    const CommGroup group = parallelGroups(c.network.scaleup_domain, c.workload.parallelism).ep;
    EXPECT_EQ(group.ranks(), ep);
    const double bytes = double(t.sequence) * t.experts_per_token * t.hidden * 2;
    const double microbatches = 2; // 128 / (1 × 64)
    const double expected =
        microbatches * t.layers * 4 * collectiveTime(c, Collective::AllToAll, bytes, group);
    EXPECT_NEAR(trainingStep(c, c.workload).ep_comm_s, expected, 1e-12 * expected) << ep;
  }
  // Inside one NVLink domain the exchange is cheaper than across the fat tree.
  EXPECT_LT(trainingStep(cluster(8), cluster(8).workload).ep_comm_s,
            trainingStep(cluster(64), cluster(64).workload).ep_comm_s);
  // Without expert parallelism there is nothing to exchange.
  EXPECT_EQ(trainingStep(cluster(1), cluster(1).workload).ep_comm_s, 0);
}

// FP8 training dispatches the tokens in FP8 (they are quantised for the up projection anyway) and
// combines the outputs in BF16 (DeepSeek-V3, arXiv 2412.19437, §3.3.3): the two dispatches of a
// microbatch move half the bytes of the two combines. Every all-to-all used to carry BF16.
TEST(MixtureOfExperts, EightBitTrainingDispatchesInFp8AndCombinesInBf16) {
  model::Config c = cluster(64);
  c.workload.precision = model::Precision::FP8;
  const model::TransformerShape &t = c.workload.transformer;
  const CommGroup group = parallelGroups(c.network.scaleup_domain, c.workload.parallelism).ep;
  const double copies = double(t.sequence) * t.experts_per_token;
  const double per_block = 2 * collectiveTime(c, Collective::AllToAll, copies * t.hidden * 1, group) +
                           2 * collectiveTime(c, Collective::AllToAll, copies * t.hidden * 2, group);
  const double expected = 2 * t.layers * per_block; // 2 microbatches
  EXPECT_NEAR(trainingStep(c, c.workload).ep_comm_s, expected, 1e-12 * expected);
  EXPECT_LT(trainingStep(c, c.workload).ep_comm_s, trainingStep(cluster(64), cluster(64).workload).ep_comm_s);
}

// DualPipe-style overlap hides overlap_fraction of the exchange, but no more than the compute running
// beside it: inside an NVLink domain the exchange is shorter than the compute and hides as a whole;
// across the fat tree it is longer, and the compute bounds what hides.
TEST(MixtureOfExperts, OverlapHidesTheAllToAllsUpToTheComputeBesideThem) {
  model::Config inside = cluster(8);
  const StepBreakdown plain = trainingStep(inside, inside.workload);
  ASSERT_LT(plain.ep_comm_s, plain.compute_s);
  inside.workload.overlap_ep = true;
  const double f = inside.workload.overlap_fraction;
  EXPECT_NEAR(trainingStep(inside, inside.workload).ep_comm_s, (1 - f) * plain.ep_comm_s, 1e-12);

  model::Config across = cluster(64);
  const StepBreakdown exposed = trainingStep(across, across.workload);
  ASSERT_GT(exposed.ep_comm_s, exposed.compute_s);
  across.workload.overlap_ep = true;
  const double hidden = exposed.ep_comm_s - trainingStep(across, across.workload).ep_comm_s;
  EXPECT_GT(hidden, 0);
  EXPECT_LE(hidden, f * exposed.compute_s + 1e-12);
  EXPECT_LT(hidden, f * exposed.ep_comm_s);
}

// Expert parallelism splits the routed experts' weights over the ep ranks and leaves the rest whole.
TEST(MixtureOfExperts, ExpertParallelismSplitsOnlyTheExperts) {
  const model::Workload one = cluster(1).workload;
  const model::Workload eight = cluster(8).workload;
  const double experts = model::expertParameterCount(one);
  const double weight_bytes = 2;
  EXPECT_NEAR(memoryFootprint(one).weights_B - memoryFootprint(eight).weights_B,
              experts * (1 - 1.0 / 8) * weight_bytes, 1e-6 * experts);
}

TEST(MixtureOfExperts, ValidationRefusesImpossibleExpertLayouts) {
  auto paths = [](const model::Config &c) {
    std::vector<std::string> out;
    for (const model::Problem &p : model::validate(c))
      out.push_back(p.path);
    return out;
  };
  auto has = [](const std::vector<std::string> &v, const std::string &path) {
    return std::find(v.begin(), v.end(), path) != v.end();
  };
  model::Config c = cluster(3); // 64 experts over 3 ranks, and 64 replicas not a multiple of 3
  EXPECT_TRUE(has(paths(c), "workload.parallelism.ep"));
  c = cluster(8);
  c.workload.transformer.experts_per_token = 65;
  EXPECT_TRUE(has(paths(c), "workload.transformer.experts_per_token"));
  c = cluster(8);
  c.workload.transformer.experts = 0; // dense, but ep 8
  EXPECT_TRUE(has(paths(c), "workload.parallelism.ep"));
}

} // namespace
} // namespace snp::sim
