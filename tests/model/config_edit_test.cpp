#include "model/ConfigEdit.h"
#include "model/Presets.h"
#include "model/Validation.h"

#include <gtest/gtest.h>

using namespace snp::model;

namespace {

Config seedS3() { return *findPreset("seed-s3"); }

} // namespace

TEST(ConfigEdit, ReadsScalarsArraysAndNamedEntries) {
  const Config c = seedS3();
  EXPECT_EQ(fieldValue(c, "layout.cabinets").get<int>(), c.layout.cabinets);
  EXPECT_EQ(fieldValue(c, "network.scale_up.torus.dims").size(), c.network.scale_up.torus.dims.size());
  EXPECT_EQ(fieldValue(c, "network.scale_up.torus.dims[0]").get<int>(), c.network.scale_up.torus.dims[0]);
  EXPECT_TRUE(fieldValue(c, "layout.no_such_field").is_null());
}

TEST(ConfigEdit, AcceptedEditChangesOnlyThatField) {
  const Config c = seedS3();
  const FieldEdit edit = withField(c, "cooling.supply_C", 32.5);
  ASSERT_TRUE(edit.config) << (edit.problems.empty() ? "" : describe(edit.problems.front()));
  EXPECT_DOUBLE_EQ(edit.config->cooling.supply_C, 32.5);
  Config expected = c;
  expected.cooling.supply_C = 32.5;
  EXPECT_EQ(*edit.config, expected);
}

TEST(ConfigEdit, OutOfRangeValueIsRefusedWithTheFieldAndRange) {
  const FieldEdit edit = withField(seedS3(), "cooling.supply_C", 90.0);
  EXPECT_FALSE(edit.config);
  ASSERT_EQ(edit.problems.size(), 1u);
  EXPECT_EQ(edit.problems[0].path, "cooling.supply_C");
  EXPECT_NE(edit.problems[0].message.find("[5, 70]"), std::string::npos) << edit.problems[0].message;
}

TEST(ConfigEdit, WrongTypeIsRefusedByTheDecoder) {
  const FieldEdit edit = withField(seedS3(), "layout.cabinets", "many");
  EXPECT_FALSE(edit.config);
  ASSERT_FALSE(edit.problems.empty());
  EXPECT_EQ(edit.problems[0].path, "layout.cabinets");
}

TEST(ConfigEdit, CrossFieldProblemsDoNotRefuseTheEdit) {
  // Twice the tensor parallelism breaks tp·pp·dp = accelerators, a rule on workload.parallelism,
  // not on the field.
  const Config c = seedS3();
  const FieldEdit edit = withField(c, "workload.parallelism.tp", c.workload.parallelism.tp * 2);
  ASSERT_TRUE(edit.config);
  EXPECT_EQ(edit.config->workload.parallelism.tp, c.workload.parallelism.tp * 2);
  bool parallelismProblem = false;
  for (const Problem &p : validate(*edit.config))
    parallelismProblem = parallelismProblem || p.path == "workload.parallelism";
  EXPECT_TRUE(parallelismProblem);
}

TEST(ConfigEdit, UnknownPathIsRefused) {
  const FieldEdit edit = withField(seedS3(), "layout.floors", 2);
  EXPECT_FALSE(edit.config);
  ASSERT_EQ(edit.problems.size(), 1u);
  EXPECT_EQ(edit.problems[0].path, "layout.floors");
}

TEST(ConfigEdit, MalformedPathsReadAsNoField) {
  const Config c = seedS3();
  EXPECT_TRUE(fieldValue(c, "network.scale_up.torus.dims[x]").is_null());
  EXPECT_TRUE(fieldValue(c, "network.scale_up.torus.dims[99]").is_null());
  EXPECT_TRUE(fieldValue(c, "network.scale_up.torus.dims[").is_null());
  EXPECT_FALSE(withField(c, "network..torus", 1).config);
}

TEST(ConfigEdit, SetFieldRestoresAValueWithoutJudgingIt) {
  // Undo may bring back a value that today's other fields make invalid; it must still apply.
  Config c = seedS3();
  c.accelerator.tdp_W = 100;
  const auto restored = setField(c, "accelerator.idle_W", 150.0);
  ASSERT_TRUE(restored);
  EXPECT_DOUBLE_EQ(restored->accelerator.idle_W, 150);
  EXPECT_FALSE(withField(c, "accelerator.idle_W", 150.0).config);
  EXPECT_FALSE(setField(c, "accelerator.idle_W", "hot"));
  EXPECT_FALSE(setField(c, "accelerator.no_such", 1));
}
