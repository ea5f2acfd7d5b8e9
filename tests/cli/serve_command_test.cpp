// snplan serve as a user runs it: figures in JSON, CSV and text, the latency curve, refusals.
#include "SnplanFixture.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <string>

namespace {

TEST_F(SnplanTest, ServeJsonHoldsTheFiguresAndTheCurve) {
  const Outcome run = snplan("serve --preset seed-s2 --tp 8 --pp 1 --weights int8 --rate 100 --latency ttft");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const nlohmann::json out = nlohmann::json::parse(run.out);
  EXPECT_EQ(out.at("scenario"), "seed-s2");
  EXPECT_EQ(out.at("setup").at("weights"), "int8");
  for (const char *name :
       {"parameters", "kv_bytes_per_token_B", "max_batch", "prefill_s", "decode_step_batch1_s",
        "capacity_requests_per_s", "ttft_p50_s", "ttft_p99_s", "tpot_p99_s", "e2e_p50_s", "e2e_p99_s",
        "max_rate_meeting_target_per_s", "accelerators_for_rate"}) {
    ASSERT_TRUE(out.at("serving").contains(name)) << name;
    EXPECT_TRUE(std::isfinite(out.at("serving").at(name).get<double>())) << name;
    EXPECT_FALSE(
        out.at("explanations").at(std::string("serving.") + name).at("formula").get<std::string>().empty());
  }
  // seed-s2's 100 B GPT over 8 cards: 80 layers × 2 × 10,240 × 2 bytes of KV cache per token.
  EXPECT_EQ(out.at("serving").at("kv_bytes_per_token_B").get<double>(), 80.0 * 2 * 10240 * 2);
  EXPECT_EQ(out.at("serving").at("replicas").get<double>(), 256 / 8);
  const auto &curve = out.at("latency_curve");
  EXPECT_EQ(curve.at("latency"), "ttft");
  ASSERT_GE(curve.at("points").size(), 10u);
  for (const auto &point : curve.at("points"))
    EXPECT_GE(point.at("p99_s").get<double>(), point.at("p50_s").get<double>());
}

TEST_F(SnplanTest, ServeCsvAndTextCarryTheFigures) {
  const Outcome csv = snplan("serve --preset seed-s2 --model llama-3-70b --tp 8 --pp 1 --format csv");
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  EXPECT_EQ(csv.out.rfind("path,value,unit,formula,terms,assumption,error_band,error_band_basis\r\n", 0),
            0u); // RFC 4180 line ends
  EXPECT_NE(csv.out.find("serving.e2e_p99_s,"), std::string::npos);
  const Outcome text =
      snplan("serve --preset seed-s2 --model mixtral-8x7b --tp 4 --pp 1 --ep 4 --format text");
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("Mixtral 8x7B"), std::string::npos);
  EXPECT_NE(text.out.find("[latency_curve: ttft]"), std::string::npos); // MLPerf's bound, by default
}

TEST_F(SnplanTest, ServeReadsAModelFile) {
  const auto file = write("tiny.json", R"({"name": "Tiny", "notes": "a test shape",
    "transformer": {"layers": 4, "hidden": 512, "ffn": 2048, "heads": 8, "vocabulary": 1000}})");
  const Outcome run = snplan("serve --preset seed-s2 --tp 1 --pp 1 --model " + file.string());
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(nlohmann::json::parse(run.out).at("model").at("name"), "Tiny");
}

TEST_F(SnplanTest, ServeRefusalsNameTheOptionAndItsRange) {
  const auto refused = [&](const std::string &arguments, const std::string &option) {
    const Outcome run = snplan("serve --preset seed-s2 " + arguments);
    EXPECT_EQ(run.exit_code, 2) << arguments;
    EXPECT_NE(run.err.find(option), std::string::npos) << arguments << ": " << run.err;
    EXPECT_TRUE(run.out.empty()) << arguments;
  };
  refused("--tp 3", "--tp is 3");
  refused("--tp 0", "--tp is '0'; must be a whole number from 1");
  refused("--weights int3", "--weights is 'int3'; must be one of bf16, fp8, int8, int4");
  refused("--kv fp4", "--kv is 'fp4'; must be one of bf16, fp8, int8");
  refused("--rate -5", "--rate is '-5'; must be a number from 0");
  refused("--p99-ms abc", "--p99-ms is 'abc'");
  refused("--latency p99", "--latency is 'p99'; must be one of end_to_end, ttft");
  refused("--ep 2", "--ep is 2; must be 1 for a dense model");
  refused("--accelerators 300", "--accelerators is '300'; must be a whole number from 1 to 256");
  refused("--model nosuch", "--model is 'nosuch'");
  refused("--format xml", "--format is 'xml'");
}

// PaLM 540B's one key/value head over 64 TPU v4 chips: the heads layout copies its cache to every
// chip, the batch layout (Pope et al.) gives each chip a 64th of the requests' cache.
TEST_F(SnplanTest, ServeSplitsAttentionOverTheBatchWhenAsked) {
  const std::string palm = "serve --preset tpu-v4-pod --model palm-540b --accelerators 64 --tp 64 --pp 1 "
                           "--weights int8 --prompt-tokens 2048 --output-tokens 64";
  const Outcome heads = snplan(palm), batch = snplan(palm + " --attention batch");
  ASSERT_EQ(heads.exit_code, 0) << heads.err;
  ASSERT_EQ(batch.exit_code, 0) << batch.err;
  const nlohmann::json copied = nlohmann::json::parse(heads.out), split = nlohmann::json::parse(batch.out);
  EXPECT_EQ(copied.at("setup").at("attention"), "heads");
  EXPECT_EQ(split.at("setup").at("attention"), "batch");
  // The weights fill the same share of HBM either way; the cache per request on a chip is 64 times
  // smaller, so 64 times the requests fit (a little more, from rounding down each count).
  const double fitCopied = copied.at("serving").at("max_batch_by_memory").get<double>();
  const double fitSplit = split.at("serving").at("max_batch_by_memory").get<double>();
  EXPECT_GE(fitSplit, 64 * fitCopied);
  EXPECT_LT(fitSplit, 64 * (fitCopied + 1));

  const Outcome refused = snplan(palm + " --attention rows");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("--attention is 'rows'; must be one of heads, batch"), std::string::npos)
      << refused.err;
}

TEST_F(SnplanTest, ServeSaysWhenTheWeightsDoNotFit) {
  // 101 B parameters in BF16 on one 96 GB card.
  const Outcome run = snplan("serve --preset seed-s2 --tp 1 --pp 1 --format json");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const nlohmann::json out = nlohmann::json::parse(run.out);
  EXPECT_EQ(out.at("serving").at("max_batch").get<double>(), 0);
  EXPECT_TRUE(out.at("serving").at("e2e_p99_s").is_null());
  EXPECT_EQ(
      out.at("explanations").at("serving.e2e_p99_s").at("assumption").get<std::string>().rfind("REFUSED", 0),
      0u);
  EXPECT_TRUE(out.at("latency_curve").at("points").empty());
}

} // namespace
