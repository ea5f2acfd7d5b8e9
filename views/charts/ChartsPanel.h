#pragma once

#include "views/charts/ChartData.h"

#include <QChart>
#include <QSize>
#include <QWidget>

#include <array>
#include <memory>

class QChartView;
class QPushButton;
class QTabWidget;

namespace snp::charts {

enum class ChartKind {
  Scaling,
  StepBreakdown,
  PowerBreakdown,
  Pue,
  Goodput,
  Cost,
  Tco,
  CostSensitivity,
  ClockFrontier,
};
inline constexpr int kChartKinds = 9;

// The charts of a comparison in tabs. Only the visible chart is rebuilt when the scenarios
// change; the others are rebuilt when their tab is first shown again.
class ChartsPanel : public QWidget {
  Q_OBJECT
public:
  explicit ChartsPanel(QWidget *parent = nullptr);

  // `current` indexes `scenarios` (the scenario the PUE and goodput charts are about).
  void setScenarios(Scenarios scenarios, int current);

  void showChart(ChartKind kind);
  ChartKind visibleChart() const;
  QChartView *chartView(ChartKind kind) const;
  // Whether the chart of `kind` shows the scenarios last set (false until its tab is shown).
  bool isUpToDate(ChartKind kind) const;

  // Draws the visible chart anew at `size` into `path`, PNG or SVG by the file's suffix.
  bool exportVisibleChart(const QString &path, QSize size) const;

private:
  void rebuildIfStale(int tab);
  void exportWithDialog();

  Scenarios scenarios_;
  int current_ = 0;
  QTabWidget *tabs_ = nullptr;
  QPushButton *export_ = nullptr;
  std::array<QChartView *, kChartKinds> views_{};
  std::array<bool, kChartKinds> up_to_date_{};
};

// A new chart of `kind` for the scenarios; the caller owns it.
std::unique_ptr<QChart> makeChart(ChartKind kind, const Scenarios &scenarios, int current);

} // namespace snp::charts
