// The step and power breakdowns the charts stack: their parts add up to the whole.
#include "model/Presets.h"
#include "sim/Breakdowns.h"

#include <gtest/gtest.h>

#include <vector>

namespace snp::sim {
namespace {

// Every preset, and one of them as a mixture of experts over context-parallel ranks with offloaded
// activations, so that every part of the step is there to be missed.
std::vector<model::Config> configurations() {
  std::vector<model::Config> all = model::presets();
  model::Config moe = model::findPreset("dgx-h100-superpod").value();
  moe.id = "dgx-h100-superpod, MoE over context-parallel ranks";
  moe.workload.transformer.experts = 16;
  moe.workload.transformer.experts_per_token = 2;
  moe.workload.parallelism.ep = 2;
  moe.workload.parallelism.cp = 2;
  // Its activations partly in host memory over a link slow enough that the copies show.
  moe.workload.offload_activation_blocks = 2;
  moe.accelerator.host_link_Bps = 1e9;
  all.push_back(moe);
  return all;
}

TEST(EffectiveStepBreakdown, PartsSumToTheStepAndTheEffectiveStep) {
  for (const model::Config &preset : configurations()) {
    const Results r = evaluate(preset);
    const EffectiveStepBreakdown b = effectiveStepBreakdown(r);
    const double step = r.training.step_time_s.value;
    EXPECT_NEAR(b.stepTime(), step, 1e-12 * step) << preset.id;
    EXPECT_NEAR(b.effectiveStepTime(), step / r.reliability.goodput.value, 1e-9 * step) << preset.id;
    for (double part :
         {b.compute_s, b.recompute_s, b.tp_comm_s, b.ep_comm_s, b.cp_comm_s, b.pp_comm_s, b.pp_bubble_s,
          b.dp_comm_exposed_s, b.offload_s, b.optimizer_s, b.checkpoint_s, b.failures_s})
      EXPECT_GE(part, 0) << preset.id;
  }
  const EffectiveStepBreakdown moe = effectiveStepBreakdown(evaluate(configurations().back()));
  EXPECT_GT(moe.ep_comm_s, 0);
  EXPECT_GT(moe.cp_comm_s, 0);
  EXPECT_GT(moe.offload_s, 0);
}

TEST(PowerBreakdown, PartsSumToTheFacilityPower) {
  for (const model::Config &preset : model::presets()) {
    for (const model::CoolingKind kind :
         {model::CoolingKind::Air, model::CoolingKind::ColdPlate, model::CoolingKind::ImmersionTwoPhase}) {
      model::Config config = preset;
      config.cooling.kind = kind;
      config.cooling.liquid_fraction = 0.8;
      const Results r = evaluate(config);
      const PowerBreakdown b = powerBreakdown(config, r);
      const double facility = r.power.facility_W.value;
      EXPECT_NEAR(b.total(), facility, 1e-9 * facility) << preset.id << " kind " << int(kind);
      // The IT part alone is the IT power: conversion included, cooling plant and distribution not.
      EXPECT_NEAR(b.accelerators_W + b.hosts_W + b.network_W + b.server_fans_W +
                      r.power.conversion_loss_W.value,
                  r.power.it_W.value, 1e-9 * facility)
          << preset.id;
      for (double part : {b.accelerators_W, b.hosts_W, b.network_W, b.server_fans_W, b.cooling_W,
                          b.conversion_and_distribution_W})
        EXPECT_GE(part, 0) << preset.id;
      if (kind == model::CoolingKind::ImmersionTwoPhase) {
        EXPECT_EQ(b.server_fans_W, 0) << preset.id;
      }
    }
  }
}

} // namespace
} // namespace snp::sim
