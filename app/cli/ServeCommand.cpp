#include "Commands.h"
#include "ConfigSource.h"
#include "FigureOutput.h"
#include "FileText.h"
#include "OptionDeclare.h"

#include "app/report/SiText.h"
#include "model/ServedModel.h"
#include "sim/Evaluate.h"
#include "sim/ServingCost.h"
#include "sim/serving/ServingResults.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <array>
#include <stdexcept>

namespace snp::cli {

namespace {

// The model to serve: the scenario's transformer, a bundled model or a model file.
model::ServedModel servedModel(const std::string &choice, const model::Config &config) {
  if (choice == "scenario") {
    if (auto own = model::scenarioServedModel(config)) return *own;
    throw std::invalid_argument("--model is 'scenario' but the scenario's workload is not a transformer; "
                                "name a model (e.g. --model llama-3-70b) or give a model file");
  }
  if (auto bundled = model::findServedModel(choice)) return *bundled;
  const FileText file = fileText(choice);
  if (file.status == FileText::Status::Refused)
    throw std::invalid_argument(fmt::format("--model {}: {}", choice, file.problem));
  if (!file.text) {
    std::string names;
    for (const model::ServedModel &m : model::servedModels())
      names += (names.empty() ? "" : ", ") + m.id;
    throw std::invalid_argument(fmt::format(
        "--model is '{}': neither scenario, a bundled model ({}) nor a readable file", choice, names));
  }
  model::DecodedServedModel decoded = model::parseServedModel(*file.text);
  for (const model::Problem &warning : decoded.warnings)
    fmt::print(stderr, "warning: {}: {}\n", choice, model::describe(warning));
  if (!decoded.model)
    throw std::invalid_argument(
        fmt::format("--model {}: {}", choice, model::describe(decoded.errors.front())));
  decoded.model->id = choice;
  return *decoded.model;
}

// The default setup for the configuration and model, with what the command line sets. The slice
// can only be checked against the configuration's accelerators once it is loaded.
sim::ServingSetup servingSetup(const ServeOptions &options, const model::Config &config,
                               const model::ServedModel &served) {
  sim::ServingSetup setup = sim::defaultServingSetup(config, served.transformer);
  if (options.accelerators && *options.accelerators > config.accelerators())
    throw std::invalid_argument(wholeNumberRefusal("--accelerators", std::to_string(*options.accelerators), 1,
                                                   config.accelerators()));
  setup.accelerators = options.accelerators.value_or(setup.accelerators);
  setup.tp = options.tp.value_or(setup.tp);
  setup.pp = options.pp.value_or(setup.pp);
  setup.ep = options.ep.value_or(setup.ep);
  setup.weights = options.weights.value_or(setup.weights);
  setup.kv_cache = options.kv.value_or(setup.kv_cache);
  setup.attention_sharding = options.attention.value_or(setup.attention_sharding);
  setup.prompt_tokens = options.promptTokens.value_or(setup.prompt_tokens);
  setup.cached_tokens = options.cachedTokens.value_or(setup.cached_tokens);
  setup.output_tokens = options.outputTokens.value_or(setup.output_tokens);
  setup.output_cv = options.outputCv.value_or(setup.output_cv);
  setup.max_batch = options.maxBatch.value_or(setup.max_batch);
  if (options.hostStepMs) setup.host_step_s = *options.hostStepMs / 1e3;
  setup.request_rate_per_s = options.rate;
  if (options.p99Ms) setup.latency_target_s = *options.p99Ms / 1e3;
  setup.target = options.latency.value_or(setup.target);
  return setup;
}

} // namespace

void declareServeOptions(Declare &declare, ServeOptions &options) {
  constexpr int kMaxCount = model::kMaxCount;
  declare.text(
      "--model", options.model,
      "scenario (the configuration's transformer), a bundled model (llama-3-70b, ...) or a JSON file");
  declare.named("--weights", options.weights, sim::kWeightFormatNames,
                std::array{sim::WeightFormat::BF16, sim::WeightFormat::FP8, sim::WeightFormat::INT8,
                           sim::WeightFormat::INT4},
                "Weight format (default bf16)");
  declare.named("--kv", options.kv, model::kPrecisionNames,
                std::array{model::Precision::BF16, model::Precision::FP8, model::Precision::INT8},
                "KV-cache format (default bf16)");
  declare.wholeNumber("--tp", options.tp, 1, kMaxCount,
                      "Tensor-parallel accelerators per replica (default: the scenario's tp)");
  declare.wholeNumber("--pp", options.pp, 1, kMaxCount,
                      "Pipeline stages per replica (default: the scenario's pp)");
  declare.wholeNumber("--ep", options.ep, 1, kMaxCount,
                      "Expert-parallel ranks among the tensor-parallel ones (default 1)");
  declare.named(
      "--attention", options.attention, sim::kAttentionShardingNames,
      std::array{sim::AttentionSharding::Heads, sim::AttentionSharding::Batch},
      "When tp exceeds the key/value heads: heads (copy each head's cache, default) or batch (split "
      "the requests, Pope et al.)");
  declare.wholeNumber("--accelerators", options.accelerators, 1, kMaxCount,
                      "The slice that serves (default: every accelerator)");
  declare.number("--prompt-tokens", options.promptTokens, 1, 1e7, "Mean prompt length (default 1024)");
  declare.number("--cached-tokens", options.cachedTokens, 0, 1e7,
                 "Context already cached that each prompt attends to (default 0)");
  declare.number("--output-tokens", options.outputTokens, 1, 1e7, "Mean output length (default 128)");
  declare.number("--output-cv", options.outputCv, 0, 10,
                 "Output length's standard deviation / mean (default 1: exponential)");
  declare.wholeNumber("--max-batch", options.maxBatch, 1, 1 << 20,
                      "Most requests a replica decodes at once (default 256)");
  declare.number("--host-step-ms", options.hostStepMs, 0, 1000,
                 "Host work per engine iteration, run beside the GPU's: the shortest an iteration "
                 "takes (default 2.5)");
  declare.number("--rate", options.rate, 0, 1e12,
                 "Requests per second offered to the slice (0: one request alone)");
  declare.number("--p99-ms", options.p99Ms, 1e-3, 1e9,
                 "Latency target of the 99th percentile, ms (default 2000, MLPerf's time to first token)");
  declare.named("--latency", options.latency, sim::kLatencyKindNames,
                std::array{sim::LatencyKind::EndToEnd, sim::LatencyKind::TimeToFirstToken},
                "What the target bounds (default ttft)");
}

int serveModel(const ServeOptions &options) {
  const LoadedConfig loaded = loadConfig(options.config);
  if (const int status = reportProblems(loaded)) return status;
  const model::Config &config = *loaded.config;
  const model::ServedModel served = servedModel(options.model, config);
  const sim::ServingSetup setup = servingSetup(options, config, served);
  if (const auto refusal = sim::servingRefusal(config, setup)) {
    fmt::print(stderr, "snplan serve: --{} {}\n", refusal->path, refusal->message);
    return 2;
  }
  const sim::ServingResults results = sim::evaluateServing(config, setup);
  const sim::ServingCostResults cost = sim::servingCost(config, sim::evaluate(config).cost, setup, results);
  const FigureSource figures = [&](const FigureVisitor &visit) {
    const auto inServing = [&](std::string_view name, const sim::Figure &figure) {
      visit("serving", name, figure);
    };
    results.forEachFigure(inServing);
    cost.forEachFigure(inServing);
  };
  // The serving bands of this chip family at the precision the weights multiply in.
  const BandSource bands = [&](std::string_view path) -> std::optional<sim::ErrorBand> {
    const std::optional<sim::FigureClass> figure_class = sim::figureClassOf(path);
    if (!figure_class) return std::nullopt;
    return sim::errorBand(*figure_class, config.accelerator.architecture,
                          sim::matmulPrecision(setup.weights));
  };
  const std::string_view latency = sim::kLatencyKindNames[static_cast<std::size_t>(setup.target)];

  if (options.format == OutputFormat::Json) {
    nlohmann::ordered_json out;
    out["scenario"] = config.id;
    out["model"] = {{"id", served.id}, {"name", served.name}, {"source", served.notes}};
    out["setup"] = {
        {"accelerators", setup.accelerators},
        {"tp", setup.tp},
        {"pp", setup.pp},
        {"ep", setup.ep},
        {"weights", sim::kWeightFormatNames[static_cast<std::size_t>(setup.weights)]},
        {"kv", model::toString(setup.kv_cache)},
        {"attention", sim::kAttentionShardingNames[static_cast<std::size_t>(setup.attention_sharding)]},
        {"prompt_tokens", setup.prompt_tokens},
        {"cached_tokens", setup.cached_tokens},
        {"output_tokens", setup.output_tokens},
        {"output_cv", setup.output_cv},
        {"max_batch", setup.max_batch},
        {"host_step_s", setup.host_step_s},
        {"rate_per_s", setup.request_rate_per_s},
        {"target_s", setup.latency_target_s},
        {"latency", latency}};
    const nlohmann::ordered_json explanations = addFiguresJson(out, figures, bands);
    nlohmann::ordered_json curve = nlohmann::ordered_json::array();
    for (const sim::LatencyPoint &point : results.latency_curve)
      curve.push_back({{"rate_per_s", point.rate_per_s}, {"p50_s", point.p50_s}, {"p99_s", point.p99_s}});
    out["latency_curve"] = {{"latency", latency}, {"points", curve}};
    out["explanations"] = explanations;
    fmt::print("{}\n", out.dump(2));
  }
  if (options.format == OutputFormat::Csv) fmt::print("{}", figuresCsv(figures, bands));
  if (options.format == OutputFormat::Text) {
    const double replicas = results.replicas.value;
    fmt::print("{} on {} of {}: {} {} of tp {} × pp {}, {} weights, {} KV cache, attention split by {}\n",
               served.name, setup.accelerators, config.id, replicas, replicas == 1 ? "replica" : "replicas",
               setup.tp, setup.pp, sim::kWeightFormatNames[static_cast<std::size_t>(setup.weights)],
               model::toString(setup.kv_cache),
               sim::kAttentionShardingNames[static_cast<std::size_t>(setup.attention_sharding)]);
    fmt::print("{}", figuresText(figures, bands));
    fmt::print("\n[latency_curve: {}]\n  {:>16} {:>16} {:>16}\n", latency, "rate", "p50", "p99");
    for (const sim::LatencyPoint &point : results.latency_curve)
      fmt::print("  {:>16} {:>16} {:>16}\n", report::siText(point.rate_per_s, "1/s"),
                 report::siText(point.p50_s, "s"), report::siText(point.p99_s, "s"));
  }
  return 0;
}

} // namespace snp::cli
