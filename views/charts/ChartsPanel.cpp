#include "views/charts/ChartsPanel.h"

#include "views/charts/ChartExport.h"
#include "views/charts/ClockFrontierChart.h"
#include "views/charts/CostChart.h"
#include "views/charts/CostSensitivityChart.h"
#include "views/charts/GoodputChart.h"
#include "views/charts/PowerBreakdownChart.h"
#include "views/charts/PueChart.h"
#include "views/charts/ScalingChart.h"
#include "views/charts/StepBreakdownChart.h"
#include "views/charts/TcoChart.h"

#include <QChartView>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTextDocument>
#include <QVBoxLayout>

namespace snp::charts {

namespace {

// Export size: a page-width figure at about 150 dpi.
constexpr QSize kExportSize(1200, 800);

QString tabTitle(ChartKind kind) {
  switch (kind) {
  case ChartKind::Scaling: return QCoreApplication::translate("Charts", "Scaling");
  case ChartKind::StepBreakdown: return QCoreApplication::translate("Charts", "Step time");
  case ChartKind::PowerBreakdown: return QCoreApplication::translate("Charts", "Power");
  case ChartKind::Pue: return QCoreApplication::translate("Charts", "PUE");
  case ChartKind::Goodput: return QCoreApplication::translate("Charts", "Goodput");
  case ChartKind::Cost: return QCoreApplication::translate("Charts", "Cost");
  case ChartKind::Tco: return QCoreApplication::translate("Charts", "Cost over time");
  case ChartKind::CostSensitivity: return QCoreApplication::translate("Charts", "Cost sensitivity");
  case ChartKind::ClockFrontier: return QCoreApplication::translate("Charts", "Energy and clock");
  }
  return {};
}

} // namespace

std::unique_ptr<QChart> makeChart(ChartKind kind, const Scenarios &scenarios, int current) {
  switch (kind) {
  case ChartKind::Scaling: return makeScalingChart(scenarios, current);
  case ChartKind::StepBreakdown: return makeStepBreakdownChart(scenarios, current);
  case ChartKind::PowerBreakdown: return makePowerBreakdownChart(scenarios, current);
  case ChartKind::Pue: return makePueChart(scenarios, current);
  case ChartKind::Goodput: return makeGoodputChart(scenarios, current);
  case ChartKind::Cost: return makeCostChart(scenarios, current);
  case ChartKind::Tco: return makeTcoChart(scenarios, current);
  case ChartKind::CostSensitivity: return makeCostSensitivityChart(scenarios, current);
  case ChartKind::ClockFrontier: return makeClockFrontierChart(scenarios, current);
  }
  return nullptr;
}

ChartsPanel::ChartsPanel(QWidget *parent) : QWidget(parent) {
  tabs_ = new QTabWidget(this);
  for (int i = 0; i < kChartKinds; ++i) {
    views_[std::size_t(i)] = new QChartView;
    views_[std::size_t(i)]->setRenderHint(QPainter::Antialiasing);
    tabs_->addTab(views_[std::size_t(i)], tabTitle(ChartKind(i)));
  }
  export_ = new QPushButton(QCoreApplication::translate("Charts", "Export…"), this);
  export_->setToolTip(QCoreApplication::translate("Charts", "Save the visible chart as a PNG or SVG image"));
  connect(export_, &QPushButton::clicked, this, &ChartsPanel::exportWithDialog);
  connect(tabs_, &QTabWidget::currentChanged, this, &ChartsPanel::rebuildIfStale);

  auto *buttons = new QHBoxLayout;
  buttons->addStretch();
  buttons->addWidget(export_);
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(tabs_);
  layout->addLayout(buttons);
}

void ChartsPanel::setScenarios(Scenarios scenarios, int current) {
  scenarios_ = std::move(scenarios);
  current_ = current;
  up_to_date_.fill(false);
  rebuildIfStale(tabs_->currentIndex());
}

void ChartsPanel::showChart(ChartKind kind) { tabs_->setCurrentIndex(int(kind)); }

ChartKind ChartsPanel::visibleChart() const { return ChartKind(tabs_->currentIndex()); }

QChartView *ChartsPanel::chartView(ChartKind kind) const { return views_[std::size_t(kind)]; }

bool ChartsPanel::isUpToDate(ChartKind kind) const { return up_to_date_[std::size_t(kind)]; }

void ChartsPanel::rebuildIfStale(int tab) {
  if (tab < 0 || tab >= kChartKinds || up_to_date_[std::size_t(tab)]) return;
  QChartView *view = views_[std::size_t(tab)];
  QChart *old = view->chart();
  view->setChart(makeChart(ChartKind(tab), scenarios_, current_).release());
  delete old; // the view gives up a replaced chart without deleting it
  up_to_date_[std::size_t(tab)] = true;
}

bool ChartsPanel::exportVisibleChart(const QString &path, QSize size) const {
  const std::unique_ptr<QChart> chart = makeChart(visibleChart(), scenarios_, current_);
  if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0)
    return saveChartSvg(chart.get(), size, path);
  return saveChartPng(chart.get(), size, path);
}

void ChartsPanel::exportWithDialog() {
  const QString png = QCoreApplication::translate("Charts", "PNG image (*.png)");
  const QString svg = QCoreApplication::translate("Charts", "SVG image (*.svg)");
  QString filter = png;
  QString path = QFileDialog::getSaveFileName(this, QCoreApplication::translate("Charts", "Export Chart"),
                                              tabTitle(visibleChart()) + QStringLiteral(".png"),
                                              png + QStringLiteral(";;") + svg, &filter);
  if (path.isEmpty()) return;
  if (QFileInfo(path).suffix().isEmpty())
    path += filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
  if (!exportVisibleChart(path, kExportSize))
    QMessageBox::warning(
        this, QCoreApplication::translate("Charts", "Export Chart"),
        Qt::convertFromPlainText(QCoreApplication::translate("Charts", "Could not write %1.").arg(path)));
}

} // namespace snp::charts
