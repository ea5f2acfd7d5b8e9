#include "sim/accuracy/ErrorBand.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace snp::sim {

namespace {

ErrorBand bandOf(ErrorBand band, const std::vector<double> &errors) {
  band.runs = static_cast<int>(errors.size());
  if (errors.empty()) return band;
  std::vector<double> sizes;
  double sum = 0;
  for (double error : errors) {
    sizes.push_back(std::abs(error));
    sum += error;
  }
  std::sort(sizes.begin(), sizes.end());
  const auto needed = static_cast<std::size_t>(std::ceil(kBandCoverage * sizes.size()));
  band.half_width = sizes[std::max<std::size_t>(needed, 1) - 1];
  band.within =
      static_cast<int>(std::upper_bound(sizes.begin(), sizes.end(), band.half_width) - sizes.begin());
  band.signed_mean = sum / errors.size();
  return band;
}

std::vector<double> errorsOf(FigureClass figure_class, model::Architecture architecture,
                             std::optional<model::Precision> precision) {
  std::vector<double> errors;
  for (const ValidationResidual &r : validationResiduals())
    if (r.figure_class == figure_class && r.architecture == architecture &&
        (!precision || r.precision == *precision))
      errors.push_back(r.error);
  return errors;
}

constexpr std::string_view kTrainingThroughput[] = {
    "training.step_time_s", "training.samples_per_s", "training.tokens_per_s", "training.mfu",
    "training.failure_free_time_s", "reliability.expected_wall_time_s",
    // In proportion to the throughput or to the run's wall time.
    "footprint.energy_per_token_J", "footprint.tokens_per_s_per_MW", "footprint.run_energy_kWh",
    "footprint.run_energy_cost", "footprint.run_carbon_kg", "footprint.run_water_m3", "cost.run_cost",
    "cost.cost_per_million_tokens"};
constexpr std::string_view kServingLatency[] = {
    "serving.prefill_s",  "serving.decode_step_batch1_s", "serving.decode_step_s", "serving.ttft_p50_s",
    "serving.ttft_p99_s", "serving.tpot_p50_s",           "serving.tpot_p99_s",    "serving.e2e_p50_s",
    "serving.e2e_p99_s"};
constexpr std::string_view kServingThroughput[] = {"serving.capacity_requests_per_s",
                                                   "serving.capacity_tokens_per_s",
                                                   "serving.max_rate_meeting_target_per_s"};

bool listed(std::span<const std::string_view> paths, std::string_view path) {
  return std::find(paths.begin(), paths.end(), path) != paths.end();
}

ErrorBand computeBand(FigureClass figure_class, model::Architecture architecture,
                      model::Precision precision) {
  const ErrorBand cell{.figure_class = figure_class, .architecture = architecture, .precision = precision};
  const std::vector<double> at_precision = errorsOf(figure_class, architecture, precision);
  if (static_cast<int>(at_precision.size()) >= kMinRunsForBand) return bandOf(cell, at_precision);
  ErrorBand family = cell;
  family.precision.reset();
  return bandOf(family, errorsOf(figure_class, architecture, std::nullopt));
}

constexpr std::size_t kClasses = static_cast<std::size_t>(FigureClass::ServingThroughput) + 1;
constexpr std::size_t kArchitectures = std::size(model::kArchitectureNames);

} // namespace

// Every band is worked out once: a sweep judges millions of candidates against criteria that read
// banded figures.
ErrorBand errorBand(FigureClass figure_class, model::Architecture architecture, model::Precision precision) {
  static const std::vector<ErrorBand> bands = [] {
    std::vector<ErrorBand> all;
    for (std::size_t c = 0; c < kClasses; ++c)
      for (std::size_t a = 0; a < kArchitectures; ++a)
        for (std::size_t p = 0; p < model::kPrecisionCount; ++p)
          all.push_back(computeBand(static_cast<FigureClass>(c), static_cast<model::Architecture>(a),
                                    static_cast<model::Precision>(p)));
    return all;
  }();
  const auto index =
      (static_cast<std::size_t>(figure_class) * kArchitectures + static_cast<std::size_t>(architecture)) *
          model::kPrecisionCount +
      static_cast<std::size_t>(precision);
  return bands[index];
}

std::optional<FigureClass> figureClassOf(std::string_view path) {
  if (listed(kTrainingThroughput, path)) return FigureClass::TrainingThroughput;
  if (listed(kServingLatency, path)) return FigureClass::ServingLatency;
  if (listed(kServingThroughput, path)) return FigureClass::ServingThroughput;
  return std::nullopt;
}

std::optional<ErrorBand> errorBandOf(const model::Config &config, std::string_view path) {
  const std::optional<FigureClass> figure_class = figureClassOf(path);
  if (!figure_class) return std::nullopt;
  return errorBand(*figure_class, config.accelerator.architecture, config.workload.precision);
}

} // namespace snp::sim
