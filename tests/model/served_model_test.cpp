// A served model's file is held to the ranges and relations a configuration's workload.transformer
// is: the campaign found 16,777,217 experts accepted, and the serving figures NaN.
#include "model/ServedModel.h"

#include "SourceTree.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace {

nlohmann::json llama3() {
  return nlohmann::json::parse(snp::testing::readSourceFile("resources/models/llama-3-70b.json"));
}

TEST(ServedModel, AShapeBeyondTheWorkloadsRangesIsRefusedByField) {
  nlohmann::json model = llama3();
  ASSERT_TRUE(snp::model::parseServedModel(model.dump()).model);
  model["transformer"]["experts"] = 16'777'217;
  const snp::model::DecodedServedModel beyond = snp::model::parseServedModel(model.dump());
  EXPECT_FALSE(beyond.model);
  ASSERT_FALSE(beyond.errors.empty());
  EXPECT_EQ(beyond.errors.front().path, "transformer.experts");
  EXPECT_NE(beyond.errors.front().message.find("16777216"), std::string::npos)
      << beyond.errors.front().message;

  model = llama3();
  model["transformer"]["kv_heads"] = 7; // must divide the 64 query heads
  const snp::model::DecodedServedModel related = snp::model::parseServedModel(model.dump());
  ASSERT_FALSE(related.errors.empty());
  EXPECT_EQ(related.errors.front().path, "transformer.kv_heads");
}

} // namespace
