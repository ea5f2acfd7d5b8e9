#include "ResultsOutput.h"
#include "FigureOutput.h"

#include "app/report/CsvWriter.h"
#include "app/report/SiText.h"

#include "sim/decision/Concerns.h"
#include "sim/training/ScalingCurve.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <string_view>

namespace snp::cli {

namespace {

// Enough points for a smooth log-scale curve from 1 to N accelerators.
constexpr int kScalingCurvePoints = 12;

// The facility water's ASHRAE class by its name ("W32"): the figure holds its place in the list.
std::string waterClassName(const sim::Results &results) {
  return report::siText(results.cooling.water_class.value, results.cooling.water_class.unit);
}

// Every figure of an evaluation, for the shared figure outputs.
FigureSource figuresOf(const sim::Results &results) {
  return [&results](const FigureVisitor &visit) { sim::forEachFigure(results, visit); };
}

// Each figure's error band, for this configuration's chip and precision.
BandSource bandsOf(const model::Config &config) {
  return [&config](std::string_view path) { return sim::errorBandOf(config, path); };
}

} // namespace

std::string resultsJson(const model::Config &config, const sim::Results &results) {
  nlohmann::ordered_json out;
  out["configuration"] = {{"id", config.id}, {"name", config.name}, {"accelerators", config.accelerators()}};
  nlohmann::ordered_json explanations = addFiguresJson(out, figuresOf(results), bandsOf(config));
  out["collective"]["allreduce_algorithm"] = std::string(results.collective.allreduce_algorithm);
  out["collective"]["allreduce_forced"] = results.collective.allreduce_forced;
  out["cooling"]["water_class_name"] = waterClassName(results);
  out["training"]["fits_memory"] = results.training.fitsMemory();
  nlohmann::ordered_json concerns = nlohmann::ordered_json::array();
  for (const sim::Concern &concern : sim::concernsOf(config, results))
    concerns.push_back({{"figure", concern.problem.path},
                        {"kind", std::string(sim::kConcernKindNames[static_cast<int>(concern.kind)])},
                        {"message", concern.problem.message}});
  out["concerns"] = std::move(concerns);
  nlohmann::ordered_json curve = nlohmann::ordered_json::array();
  for (const sim::ScalingPoint &point : sim::scalingCurve(config, kScalingCurvePoints))
    curve.push_back({{"accelerators", point.accelerators},
                     {"samples_per_s", point.samples_per_s},
                     {"scaling_efficiency", point.scaling_efficiency}});
  out["training"]["scaling_curve"] = std::move(curve);
  out["explanations"] = std::move(explanations);
  return out.dump(2);
}

std::string resultsCsv(const model::Config &config, const sim::Results &results) {
  report::CsvWriter csv;
  const auto row = [&csv](std::string_view path, std::string_view value) {
    csv.field(path).field(value);
    for (int column = 2; column < kFigureCsvColumns; ++column)
      csv.field("");
    csv.endRow();
  };
  row("collective.allreduce_algorithm", results.collective.allreduce_algorithm);
  row("collective.allreduce_forced", results.collective.allreduce_forced ? "true" : "false");
  row("cooling.water_class_name", waterClassName(results));
  return figuresCsv(figuresOf(results), bandsOf(config)) + csv.text();
}

std::string resultsText(const model::Config &config, const sim::Results &results) {
  std::string text = fmt::format("{} ({}, {} accelerators)\n", config.name, config.id, config.accelerators());
  text += figuresText(figuresOf(results), bandsOf(config));
  text += fmt::format("\nall-reduce algorithm: {}{}\n", results.collective.allreduce_algorithm,
                      results.collective.allreduce_forced ? " (forced by network.collective_algorithm)" : "");
  for (const sim::Concern &concern : sim::concernsOf(config, results))
    text += fmt::format("{}: {} {}\n", sim::kConcernKindNames[static_cast<int>(concern.kind)],
                        concern.problem.path, concern.problem.message);
  return text;
}

} // namespace snp::cli
