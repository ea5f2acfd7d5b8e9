#pragma once

#include "model/Config.h"
#include "sim/Evaluate.h"
#include "sim/accuracy/ErrorBand.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace snp::sim {

// Which way a metric is better, for "best value" marks and for sorting candidates.
enum class Better { Higher, Lower, Neither };

// Everything a criterion can read or a comparison can show: each figure of Results by its
// path ("cooling.pue"), plus figures derived for the selection tables (the cabinet's 16-bit
// peak, the bidirectional bisection, scaling at 1,000 accelerators).
struct MetricInfo {
  std::string path;
  std::string_view unit;
  Better better = Better::Neither;
};

// Every metric in a stable order: the figures in forEachFigure order, then the derived ones.
const std::vector<MetricInfo> &metricCatalogue();
// nullptr when no metric has that path.
const MetricInfo *findMetric(std::string_view path);

// The metrics of one evaluated configuration, each with its explanation.
class MetricValues {
public:
  MetricValues(const model::Config &config, const Results &results);
  // After updatePlant (sim/Evaluate.h): the figures again from `results`; the derived metrics,
  // none of which reads the plant, stay.
  void updateFigures(const Results &results);
  // nullptr for an unknown path.
  const Figure *find(std::string_view path) const;
  // The metric at position `index` of metricCatalogue(), without a search by name.
  const Figure &at(std::size_t index) const { return figures_[index]; }
  // Calls visit(info, figure) in catalogue order.
  void forEach(const std::function<void(const MetricInfo &, const Figure &)> &visit) const;
  // The error band of the metric at `path` on this configuration's chip family and precision;
  // none for a metric no published run measures.
  std::optional<ErrorBand> band(std::string_view path) const;

private:
  std::vector<Figure> figures_; // indexed like metricCatalogue()
  model::Architecture architecture_;
  model::Precision precision_;
};

} // namespace snp::sim
