// Figures the user should worry about (sim/decision/Concerns.h).

#include "model/Presets.h"
#include "sim/decision/Concerns.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace snp;

namespace {

model::Config preset(const char *id) { return *model::findPreset(id); }

const sim::Concern *find(const std::vector<sim::Concern> &concerns, const std::string &figure) {
  auto it = std::find_if(concerns.begin(), concerns.end(),
                         [&](const sim::Concern &c) { return c.problem.path == figure; });
  return it == concerns.end() ? nullptr : &*it;
}

} // namespace

TEST(Concerns, AirCapacityIsTheFlowThroughTheCabinetFace) {
  // rho c_p dT x (w x h x open fraction) x face velocity = 1.225 x 1006 x 10 x 0.84 x 2.5.
  model::Config c = preset("seed-s1");
  c.cabinet.width_m = 0.6;
  c.cabinet.height_m = 2.0;
  c.cooling.air_delta_T_K = 10;
  EXPECT_NEAR(sim::airCapacityPerCabinetW(c), 1.225 * 1006 * 10 * 0.84 * 2.5, 1e-6);
  c.cooling.air_delta_T_K = 20; // twice the rise, twice the heat per kilogram of air
  EXPECT_NEAR(sim::airCapacityPerCabinetW(c), 2 * 1.225 * 1006 * 10 * 0.84 * 2.5, 1e-6);
}

TEST(Concerns, AirCooledDenseCabinetIsRefutedAndLiquidCuresIt) {
  // An NVL72 rack (~120 kW) cooled by air alone is beyond what air can carry out of it.
  model::Config c = preset("gb200-nvl72");
  c.cooling.kind = model::CoolingKind::Air;
  c.cooling.liquid_fraction = 0;
  c.cabinet.cooling_limit_W = 0;
  const sim::Results air = sim::evaluate(c);
  const std::vector<sim::Concern> concerns = sim::concernsOf(c, air);
  const sim::Concern *concern = find(concerns, "cooling.air_heat_W");
  ASSERT_NE(concern, nullptr);
  EXPECT_EQ(concern->kind, sim::ConcernKind::Impossible);
  EXPECT_NE(concern->problem.message.find("cool it with liquid"), std::string::npos);
  EXPECT_FALSE(concern->problem.id.empty()); // a template the views translate
  ASSERT_EQ(concern->problem.args.size(), 5u);
  // Its PUE (1.18 for an air-cooled 229 kW S3 cabinet used to pass without a word) is flagged too.
  const sim::Concern *pue = find(concerns, "cooling.pue");
  ASSERT_NE(pue, nullptr);
  EXPECT_EQ(pue->kind, sim::ConcernKind::Impossible);

  const model::Config liquid = preset("gb200-nvl72");
  EXPECT_EQ(find(sim::concernsOf(liquid, sim::evaluate(liquid)), "cooling.air_heat_W"), nullptr);
  EXPECT_EQ(find(sim::concernsOf(liquid, sim::evaluate(liquid)), "cooling.pue"), nullptr);
}

TEST(Concerns, CabinetOverItsPowerFeed) {
  model::Config c = preset("seed-s3");
  const double cabinet = sim::evaluate(c).power.cabinet_W.value;
  c.cabinet.power_limit_W = cabinet / 2;
  const std::vector<sim::Concern> concerns = sim::concernsOf(c, sim::evaluate(c));
  const sim::Concern *concern = find(concerns, "power.cabinet_W");
  ASSERT_NE(concern, nullptr);
  EXPECT_EQ(concern->kind, sim::ConcernKind::OverLimit);
  EXPECT_NE(concern->problem.message.find("200.0 %"), std::string::npos) << concern->problem.message;
}

TEST(Concerns, UtilisationAndPueBeyondPhysicsOrRecord) {
  const model::Config c = preset("seed-s3");
  sim::Results r = sim::evaluate(c);
  r.training.mfu.value = 0.70;
  r.cooling.pue.value = 1.02;
  auto concerns = sim::concernsOf(c, r);
  ASSERT_NE(find(concerns, "training.mfu"), nullptr);
  EXPECT_EQ(find(concerns, "training.mfu")->kind, sim::ConcernKind::Implausible);
  // The message states the bound the check applies, not another one.
  EXPECT_NE(find(concerns, "training.mfu")->problem.message.find("above 65.0 %"), std::string::npos)
      << find(concerns, "training.mfu")->problem.message;
  ASSERT_NE(find(concerns, "cooling.pue"), nullptr);
  EXPECT_EQ(find(concerns, "cooling.pue")->kind, sim::ConcernKind::Implausible);

  r.training.mfu.value = 0.64; // at the best published runs' level, short of the bound
  EXPECT_EQ(find(sim::concernsOf(c, r), "training.mfu"), nullptr);
  r.training.mfu.value = 1.2;
  r.cooling.pue.value = 0.97;
  r.training.scaling_efficiency.value = 1.05;
  concerns = sim::concernsOf(c, r);
  EXPECT_EQ(find(concerns, "training.mfu")->kind, sim::ConcernKind::Impossible);
  EXPECT_EQ(find(concerns, "cooling.pue")->kind, sim::ConcernKind::Impossible);
  // seed-s3 shards its optimizer over the replicas, the one named super-linear effect.
  EXPECT_EQ(find(concerns, "training.scaling_efficiency"), nullptr);
  model::Config unsharded = c;
  unsharded.workload.parallelism.sharding = model::Sharding::None;
  concerns = sim::concernsOf(unsharded, r);
  ASSERT_NE(find(concerns, "training.scaling_efficiency"), nullptr);
  EXPECT_EQ(find(concerns, "training.scaling_efficiency")->kind, sim::ConcernKind::Impossible);
}

TEST(Concerns, ModelThatDoesNotFitIsOverTheMemoryLimit) {
  model::Config c = preset("seed-s3");
  sim::Results r = sim::evaluate(c);
  r.training.memory_share_of_hbm.value = 1.5; // half as much again as the accelerator holds
  const std::vector<sim::Concern> concerns = sim::concernsOf(c, r);
  const sim::Concern *concern = find(concerns, "training.memory_per_accelerator_B");
  ASSERT_NE(concern, nullptr);
  EXPECT_EQ(concern->kind, sim::ConcernKind::OverLimit);
}
