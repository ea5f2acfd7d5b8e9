#include "Commands.h"
#include "ConfigSource.h"
#include "FigureOutput.h"
#include "FileText.h"

#include "app/report/SiText.h"
#include "model/ServedModel.h"
#include "sim/serving/ServingResults.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <array>
#include <stdexcept>

namespace snp::cli {

namespace {

constexpr std::array kServeOptions{
    OptionHelp{
        "model",
        "scenario (the configuration's transformer), a bundled model (llama-3-70b, ...) or a JSON file"},
    OptionHelp{"weights", "Weight format: bf16, fp8, int8 or int4 (default bf16)"},
    OptionHelp{"kv", "KV-cache format: bf16, fp8 or int8 (default bf16)"},
    OptionHelp{"tp", "Tensor-parallel accelerators per replica (default: the scenario's tp)"},
    OptionHelp{"pp", "Pipeline stages per replica (default: the scenario's pp)"},
    OptionHelp{"ep", "Expert-parallel ranks among the tensor-parallel ones (default 1)"},
    OptionHelp{"attention", "When tp exceeds the key/value heads: heads (copy each head's cache, default) or "
                            "batch (split the requests, Pope et al.)"},
    OptionHelp{"accelerators", "The slice that serves (default: every accelerator)"},
    OptionHelp{"prompt-tokens", "Mean prompt length (default 1024)"},
    OptionHelp{"cached-tokens", "Context already cached that each prompt attends to (default 0)"},
    OptionHelp{"output-tokens", "Mean output length (default 128)"},
    OptionHelp{"output-cv", "Output length's standard deviation / mean (default 1: exponential)"},
    OptionHelp{"max-batch", "Most requests a replica decodes at once (default 256)"},
    OptionHelp{"rate", "Requests per second offered to the slice (default 0: one request alone)"},
    OptionHelp{"p99-ms", "Latency target of the 99th percentile, ms (default 80)"},
    OptionHelp{"latency", "What the target bounds: end_to_end (default) or ttft"},
    OptionHelp{"format", "json (default), csv or text"},
};

template <class Enum, std::size_t N>
Enum namedOption(const CommandLine &line, const std::string &name, Enum fallback,
                 std::span<const std::string_view> names, const std::array<Enum, N> &allowed) {
  const auto text = line.option(name);
  if (!text) return fallback;
  for (Enum value : allowed)
    if (names[static_cast<std::size_t>(value)] == *text) return value;
  std::string list;
  for (Enum value : allowed)
    list += (list.empty() ? "" : ", ") + std::string(names[static_cast<std::size_t>(value)]);
  throw std::invalid_argument(fmt::format("--{} is '{}'; must be one of {}", name, *text, list));
}

// The model to serve: the scenario's transformer, a bundled model or a model file.
model::ServedModel servedModel(const CommandLine &line, const model::Config &config) {
  const std::string choice = line.option("model").value_or("scenario");
  if (choice == "scenario") {
    if (auto own = model::scenarioServedModel(config)) return *own;
    throw std::invalid_argument("--model is 'scenario' but the scenario's workload is not a transformer; "
                                "name a model (e.g. --model llama-3-70b) or give a model file");
  }
  if (auto bundled = model::findServedModel(choice)) return *bundled;
  const std::optional<std::string> text = fileText(choice);
  if (!text) {
    std::string names;
    for (const model::ServedModel &m : model::servedModels())
      names += (names.empty() ? "" : ", ") + m.id;
    throw std::invalid_argument(fmt::format(
        "--model is '{}': neither scenario, a bundled model ({}) nor a readable file", choice, names));
  }
  model::DecodedServedModel decoded = model::parseServedModel(*text);
  for (const model::Problem &warning : decoded.warnings)
    fmt::print(stderr, "warning: {}: {}\n", choice, model::describe(warning));
  if (!decoded.model)
    throw std::invalid_argument(
        fmt::format("--model {}: {}", choice, model::describe(decoded.errors.front())));
  decoded.model->id = choice;
  return *decoded.model;
}

sim::ServingSetup servingSetup(const CommandLine &line, const model::Config &config,
                               const model::ServedModel &served) {
  constexpr int kMaxCount = model::kMaxCount;
  sim::ServingSetup setup = sim::defaultServingSetup(config, served.transformer);
  setup.tp = static_cast<int>(line.integerOption("tp", setup.tp, 1, kMaxCount));
  setup.pp = static_cast<int>(line.integerOption("pp", setup.pp, 1, kMaxCount));
  setup.ep = static_cast<int>(line.integerOption("ep", setup.ep, 1, kMaxCount));
  setup.accelerators =
      static_cast<int>(line.integerOption("accelerators", setup.accelerators, 1, config.accelerators()));
  constexpr std::array weights{sim::WeightFormat::BF16, sim::WeightFormat::FP8, sim::WeightFormat::INT8,
                               sim::WeightFormat::INT4};
  setup.weights = namedOption(line, "weights", setup.weights, sim::kWeightFormatNames, weights);
  constexpr std::array caches{model::Precision::BF16, model::Precision::FP8, model::Precision::INT8};
  setup.kv_cache = namedOption(line, "kv", setup.kv_cache, model::kPrecisionNames, caches);
  constexpr std::array layouts{sim::AttentionSharding::Heads, sim::AttentionSharding::Batch};
  setup.attention_sharding =
      namedOption(line, "attention", setup.attention_sharding, sim::kAttentionShardingNames, layouts);
  setup.prompt_tokens = line.numberOption("prompt-tokens", setup.prompt_tokens, 1, 1e7);
  setup.cached_tokens = line.numberOption("cached-tokens", setup.cached_tokens, 0, 1e7);
  setup.output_tokens = line.numberOption("output-tokens", setup.output_tokens, 1, 1e7);
  setup.output_cv = line.numberOption("output-cv", setup.output_cv, 0, 10);
  setup.max_batch = static_cast<int>(line.integerOption("max-batch", setup.max_batch, 1, 1 << 20));
  setup.request_rate_per_s = line.numberOption("rate", 0, 0, 1e12);
  setup.latency_target_s = line.numberOption("p99-ms", 80, 1e-3, 1e9) / 1e3;
  constexpr std::array kinds{sim::LatencyKind::EndToEnd, sim::LatencyKind::TimeToFirstToken};
  setup.target = namedOption(line, "latency", setup.target, sim::kLatencyKindNames, kinds);
  return setup;
}

} // namespace

std::span<const OptionHelp> serveOptions() { return kServeOptions; }

int serveModel(const CommandLine &line) {
  const std::string format = line.option("format").value_or("json");
  if (format != "json" && format != "csv" && format != "text")
    throw std::invalid_argument(fmt::format("--format is '{}'; must be json, csv or text", format));
  const LoadedConfig loaded = loadConfig(line);
  if (const int status = reportProblems(loaded)) return status;
  const model::Config &config = *loaded.config;
  const model::ServedModel served = servedModel(line, config);
  const sim::ServingSetup setup = servingSetup(line, config, served);
  if (const auto refusal = sim::servingRefusal(config, setup)) {
    fmt::print(stderr, "snplan serve: --{} {}\n", refusal->path, refusal->message);
    return 2;
  }
  const sim::ServingResults results = sim::evaluateServing(config, setup);
  const FigureSource figures = [&](const FigureVisitor &visit) {
    results.forEachFigure(
        [&](std::string_view name, const sim::Figure &figure) { visit("serving", name, figure); });
  };
  const std::string_view latency = sim::kLatencyKindNames[static_cast<std::size_t>(setup.target)];

  if (format == "json") {
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
        {"rate_per_s", setup.request_rate_per_s},
        {"target_s", setup.latency_target_s},
        {"latency", latency}};
    const nlohmann::ordered_json explanations = addFiguresJson(out, figures);
    nlohmann::ordered_json curve = nlohmann::ordered_json::array();
    for (const sim::LatencyPoint &point : results.latency_curve)
      curve.push_back({{"rate_per_s", point.rate_per_s}, {"p50_s", point.p50_s}, {"p99_s", point.p99_s}});
    out["latency_curve"] = {{"latency", latency}, {"points", curve}};
    out["explanations"] = explanations;
    fmt::print("{}\n", out.dump(2));
  }
  if (format == "csv") fmt::print("{}", figuresCsv(figures));
  if (format == "text") {
    const double replicas = results.replicas.value;
    fmt::print("{} on {} of {}: {} {} of tp {} × pp {}, {} weights, {} KV cache, attention split by {}\n",
               served.name, setup.accelerators, config.id, replicas, replicas == 1 ? "replica" : "replicas",
               setup.tp, setup.pp, sim::kWeightFormatNames[static_cast<std::size_t>(setup.weights)],
               model::toString(setup.kv_cache),
               sim::kAttentionShardingNames[static_cast<std::size_t>(setup.attention_sharding)]);
    fmt::print("{}", figuresText(figures));
    fmt::print("\n[latency_curve: {}]\n  {:>16} {:>16} {:>16}\n", latency, "rate", "p50", "p99");
    for (const sim::LatencyPoint &point : results.latency_curve)
      fmt::print("  {:>16} {:>16} {:>16}\n", report::siText(point.rate_per_s, "1/s"),
                 report::siText(point.p50_s, "s"), report::siText(point.p99_s, "s"));
  }
  return 0;
}

} // namespace snp::cli
