#pragma once

// How far a figure can be trusted: the band around it that held most of the published runs of its
// kind on its chip family. No anchor tool states this; a sales engineer needs it before a customer
// relies on a number.

#include "model/Config.h"
#include "sim/accuracy/ValidationResiduals.h"

#include <optional>
#include <string_view>

namespace snp::sim {

// The share of a class's runs its band holds.
inline constexpr double kBandCoverage = 0.8;
// Fewer runs than this say too little for a band: the class is "not validated".
inline constexpr int kMinRunsForBand = 3;

struct ErrorBand {
  FigureClass figure_class = FigureClass::TrainingThroughput;
  model::Architecture architecture = model::Architecture::Unknown;
  std::optional<model::Precision> precision; // unset: the runs of every precision on the family
  int runs = 0;                              // validation runs the band rests on
  int within = 0;                            // of them, inside the band
  double half_width = 0;                     // relative: 0.12 is ±12 %
  double signed_mean = 0;                    // mean of simulated / published − 1: the simulator's lean
  bool validated() const { return runs >= kMinRunsForBand; }
};

// The band of `figure_class` on chips of `architecture` at `precision`: from the runs at that
// precision when there are enough of them, else from the family's runs at any precision. Its half
// width is the smallest that holds kBandCoverage of them.
ErrorBand errorBand(FigureClass figure_class, model::Architecture architecture, model::Precision precision);

// The class of a figure by its path ("training.step_time_s", "serving.ttft_p99_s"); none for a
// figure no published run measures.
std::optional<FigureClass> figureClassOf(std::string_view path);

// The band of the figure at `path` for this configuration's chip and workload precision; none when
// the figure has no class.
std::optional<ErrorBand> errorBandOf(const model::Config &config, std::string_view path);

} // namespace snp::sim
