#pragma once

#include "model/Config.h"
#include "sim/serving/ServingResults.h"

#include <QWidget>

#include <optional>

class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace snp::views {

class FigureTable;

// The Serving tab: a model (the scenario's own transformer or a bundled one) served on a slice of
// the scenario's accelerators (sim/serving/ServingResults.h). Its latency against request rate is drawn
// with the P99 target and the highest rate meeting it, beside the serving figures. The model is
// analytic, so every change of a control recomputes at once; a setup the model refuses, or whose
// weights do not fit, says why instead of drawing a curve.
class ServingPanel : public QWidget {
  Q_OBJECT

public:
  explicit ServingPanel(QWidget *parent = nullptr);

  // The scenario to serve on: tp, pp and the slice start from its own.
  void setConfig(const model::Config &config);
  // Chooses a model: "scenario" or a bundled model's id (resources/models). False if unknown.
  bool selectModel(const QString &id);

  // The setup the controls describe, and the results shown (none when refused).
  sim::ServingSetup setup() const;
  const std::optional<sim::ServingResults> &results() const { return results_; }
  QLabel *refusal() const { return refusal_; }
  QChartView *chartView() const { return chart_; }
  FigureTable *figures() const { return figures_; }
  QSpinBox *tensorParallel() const { return tp_; }
  QSpinBox *pipelineParallel() const { return pp_; }
  QSpinBox *accelerators() const { return accelerators_; }
  QDoubleSpinBox *targetMs() const { return target_; }
  QComboBox *attentionLayout() const { return attention_; }

signals:
  void recomputed();

private:
  void recompute();
  // tp, pp and the slice as sim::defaultServingSetup chooses them for the model shown.
  void applyDefaultSplit();
  void showRefusal(const QString &text);
  // The transformer of the chosen model (the scenario's when it has one).
  std::optional<model::TransformerShape> transformer() const;

  model::Config config_;
  bool configSet_ = false;
  QComboBox *model_;
  QComboBox *weights_;
  QComboBox *kv_;
  QComboBox *attention_;
  QSpinBox *tp_;
  QSpinBox *pp_;
  QSpinBox *ep_;
  QSpinBox *accelerators_;
  QSpinBox *prompt_;
  QSpinBox *output_;
  QDoubleSpinBox *rate_;
  QDoubleSpinBox *target_;
  QComboBox *latency_;
  QLabel *refusal_;
  QChartView *chart_;
  FigureTable *figures_;
  std::optional<sim::ServingResults> results_;
};

} // namespace snp::views
