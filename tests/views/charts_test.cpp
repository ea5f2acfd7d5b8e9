// The charts drawn without a window, as the report draws them: each shows something, carries its
// units, and plots the sim's own figures.
#include "ImageStatistics.h"
#include "model/Presets.h"
#include "sim/Breakdowns.h"
#include "sim/Evaluate.h"
#include "sim/training/TrainingStep.h"
#include "views/charts/ChartExport.h"
#include "views/charts/ChartsPanel.h"
#include "views/charts/PowerBreakdownChart.h"
#include "views/charts/ScalingChart.h"
#include "views/charts/StepBreakdownChart.h"

#include <QBarSet>
#include <QChartView>
#include <QFile>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

namespace {

using namespace snp;
using charts::ChartKind;

charts::ScenarioSeries scenario(const char *id) {
  model::Config config = model::findPreset(id).value();
  sim::Results results = sim::evaluate(config);
  return {QString::fromLatin1(id), std::move(config), std::move(results)};
}

charts::Scenarios comparison() {
  charts::Scenarios s;
  s.push_back(scenario("seed-s3"));
  s.push_back(scenario("seed-s1"));
  s.push_back(scenario("gb200-nvl72"));
  return s;
}

const char *kindName(ChartKind kind) {
  static const char *names[] = {"scaling",          "step", "power", "pue", "goodput", "cost", "tco",
                                "cost-sensitivity", "clock"};
  static_assert(std::size(names) == charts::kChartKinds);
  return names[int(kind)];
}

QStackedBarSeries *stackedBars(QChart &chart) {
  for (QAbstractSeries *series : chart.series())
    if (auto *bars = qobject_cast<QStackedBarSeries *>(series)) return bars;
  return nullptr;
}

QBarSet *barSet(QStackedBarSeries &series, const QString &label) {
  for (QBarSet *set : series.barSets())
    if (set->label() == label) return set;
  return nullptr;
}

} // namespace

class ChartsTest : public QObject {
  Q_OBJECT

private slots:
  void everyChartDrawsSomething_data() {
    QTest::addColumn<int>("kind");
    for (int k = 0; k < charts::kChartKinds; ++k)
      QTest::newRow(kindName(ChartKind(k))) << k;
  }

  void everyChartDrawsSomething() {
    QFETCH(int, kind);
    const std::unique_ptr<QChart> chart = charts::makeChart(ChartKind(kind), comparison(), 0);
    const QImage image = charts::renderChart(chart.get(), QSize(1000, 650));
    QCOMPARE(image.size(), QSize(1000, 650));
    // SNP_CHARTS_PNG_DIR keeps the images to look at.
    const QString keep = qEnvironmentVariable("SNP_CHARTS_PNG_DIR");
    if (!keep.isEmpty()) image.save(keep + "/charts-" + kindName(ChartKind(kind)) + ".png");
    const ImageStatistics stats = ImageStatistics::of(image);
    // Bars fill much of the plot; lines and labels leave it mostly white.
    const bool bars = ChartKind(kind) == ChartKind::StepBreakdown ||
                      ChartKind(kind) == ChartKind::PowerBreakdown || ChartKind(kind) == ChartKind::Cost;
    QVERIFY2(stats.dominantShare < (bars ? 0.9 : 0.98), qPrintable(QString::number(stats.dominantShare)));
    QVERIFY2(stats.distinctColours > 16, qPrintable(QString::number(stats.distinctColours)));
  }

  void anEmptyComparisonDrawsWithoutData() {
    for (int k = 0; k < charts::kChartKinds; ++k) {
      const std::unique_ptr<QChart> chart = charts::makeChart(ChartKind(k), {}, -1);
      QVERIFY(chart);
      QVERIFY(!chart->title().isEmpty());
      QCOMPARE(charts::renderChart(chart.get(), QSize(400, 300)).size(), QSize(400, 300));
    }
  }

  void svgCarriesAxisTitlesWithUnits() {
    QTemporaryDir dir;
    const QString path = dir.filePath("pue.svg");
    const std::unique_ptr<QChart> chart = charts::makeChart(ChartKind::Pue, comparison(), 0);
    QVERIFY(charts::saveChartSvg(chart.get(), QSize(900, 600), path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    QVERIFY(svg.contains("PUE"));
    QVERIFY2(svg.contains(QString::fromUtf8("(°C)")) || svg.contains("(&#xb0;C)"), "supply axis unit");
    QVERIFY(svg.contains("Wh/yr)"));
  }

  void goodputChartLabelsItsAxesAndMarks() {
    QTemporaryDir dir;
    const QString path = dir.filePath("goodput.svg");
    charts::Scenarios scenarios = comparison();
    scenarios[1].config.reliability.checkpoint_optimal = false; // then the optimum is marked apart
    scenarios[1].config.reliability.checkpoint_interval_s = 3 * 3600;
    const std::unique_ptr<QChart> chart = charts::makeChart(ChartKind::Goodput, scenarios, 1);
    QVERIFY(charts::saveChartSvg(chart.get(), QSize(900, 600), path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    QVERIFY(svg.contains("Goodput (%)"));
    QVERIFY(svg.contains("(min, log scale)"));
    QVERIFY2(svg.contains(">10<") || svg.contains(">10\n<"), "log axis tick labels are drawn");
    for (const char *mark : {"Young: ", "Daly: ", "Optimal: ", "In use (as configured): 180 min"})
      QVERIFY2(svg.contains(mark), mark);
  }

  void scalingLinesEndAtTheScenariosOwnCount() {
    const charts::Scenarios scenarios = comparison();
    const std::unique_ptr<QChart> chart = charts::makeScalingChart(scenarios, 0);
    for (const charts::ScenarioSeries &s : scenarios) {
      QLineSeries *line = nullptr;
      for (QAbstractSeries *series : chart->series())
        if (series->type() == QAbstractSeries::SeriesTypeLine && series->name() == s.name)
          line = static_cast<QLineSeries *>(series);
      QVERIFY2(line, qPrintable(s.name));
      QVERIFY(line->count() >= 2);
      QCOMPARE(line->points().back().x(), double(sim::trainingRanks(s.config.workload)));
      // The curve starts at the efficiency's reference, one data-parallel replica, at 100 %.
      QCOMPARE(line->points().front().x(),
               double(sim::trainingRanks(sim::scalingReferenceWorkload(s.config.workload))));
      QCOMPARE(line->points().front().y(), 100.0);
      QVERIFY(qAbs(line->points().back().y() - 100 * s.results.training.scaling_efficiency.value) < 1e-9);
    }
  }

  void stepBarsAreTheSimsBreakdown() {
    const charts::Scenarios scenarios = comparison();
    const std::unique_ptr<QChart> chart = charts::makeStepBreakdownChart(scenarios, 0);
    QStackedBarSeries *bars = stackedBars(*chart);
    QVERIFY(bars);
    QBarSet *compute = barSet(*bars, "Compute");
    QBarSet *failures = barSet(*bars, "Failures");
    QVERIFY(compute && failures);
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
      const sim::EffectiveStepBreakdown b = sim::effectiveStepBreakdown(scenarios[i].results);
      QCOMPARE(compute->at(int(i)), b.compute_s);
      QCOMPARE(failures->at(int(i)), b.failures_s);
      double sum = 0;
      for (QBarSet *set : bars->barSets())
        sum += set->at(int(i));
      QVERIFY(qAbs(sum - b.effectiveStepTime()) <= 1e-9 * b.effectiveStepTime());
    }
    // Distinct parts in distinct colours (Compute and Failures were the same blue): no two bar sets
    // closer than 40 in RGB; Tableau 10's closest pair, its purple and grey, are 56 apart.
    const QList<QBarSet *> sets = bars->barSets();
    for (qsizetype a = 0; a < sets.size(); ++a)
      for (qsizetype b = a + 1; b < sets.size(); ++b) {
        const QColor x = sets[a]->color(), y = sets[b]->color();
        const double distance = std::hypot(x.red() - y.red(), x.green() - y.green(), x.blue() - y.blue());
        QVERIFY2(distance > 40, qPrintable(sets[a]->label() + " and " + sets[b]->label()));
      }
  }

  void powerBarsAreTheSimsBreakdown() {
    const charts::Scenarios scenarios = comparison();
    const std::unique_ptr<QChart> chart = charts::makePowerBreakdownChart(scenarios, 0);
    QStackedBarSeries *bars = stackedBars(*chart);
    QVERIFY(bars);
    double highest = 0;
    for (const charts::ScenarioSeries &s : scenarios)
      highest = std::max(highest, s.results.power.facility_W.value);
    const double scale = highest >= 1e6 ? 1e-6 : 1e-3;
    QBarSet *accelerators = barSet(*bars, "Accelerators");
    QVERIFY(accelerators);
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
      const sim::PowerBreakdown b = sim::powerBreakdown(scenarios[i].config, scenarios[i].results);
      QCOMPARE(accelerators->at(int(i)), scale * b.accelerators_W);
      double sum = 0;
      for (QBarSet *set : bars->barSets())
        sum += set->at(int(i));
      const double facility = scale * scenarios[i].results.power.facility_W.value;
      QVERIFY(qAbs(sum - facility) <= 1e-9 * facility);
    }
  }

  void panelBuildsOnlyTheVisibleChart() {
    charts::ChartsPanel panel;
    panel.setScenarios(comparison(), 0);
    QCOMPARE(panel.visibleChart(), ChartKind::Scaling);
    QVERIFY(panel.isUpToDate(ChartKind::Scaling));
    QVERIFY(!panel.isUpToDate(ChartKind::Pue));
    QVERIFY(panel.chartView(ChartKind::Pue)->chart()->series().isEmpty());
    QVERIFY(panel.chartView(ChartKind::Goodput)->chart()->series().isEmpty());
    panel.showChart(ChartKind::Pue);
    QVERIFY(panel.isUpToDate(ChartKind::Pue));
    QVERIFY(!panel.chartView(ChartKind::Pue)->chart()->series().isEmpty());
    panel.setScenarios(comparison(), 1); // a new comparison: the visible chart only, again
    QVERIFY(panel.isUpToDate(ChartKind::Pue));
    QVERIFY(!panel.isUpToDate(ChartKind::Scaling));

    panel.resize(900, 650);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QString keep = qEnvironmentVariable("SNP_CHARTS_PNG_DIR");
    if (!keep.isEmpty()) panel.grab().save(keep + "/charts-panel.png");

    QTemporaryDir dir;
    QVERIFY(panel.exportVisibleChart(dir.filePath("pue.png"), QSize(800, 500)));
    QVERIFY(panel.exportVisibleChart(dir.filePath("pue.svg"), QSize(800, 500)));
    QCOMPARE(QImage(dir.filePath("pue.png")).size(), QSize(800, 500));
    QVERIFY(QFileInfo(dir.filePath("pue.svg")).size() > 1000);
  }

  void renderingAShownChartGivesItBack() {
    QChartView view;
    const std::unique_ptr<QChart> made = charts::makeScalingChart(comparison(), 0);
    QChart *chart = made.get();
    view.setChart(const_cast<std::unique_ptr<QChart> &>(made).release());
    view.resize(640, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QGraphicsScene *home = chart->scene();
    const QImage image = charts::renderChart(chart, QSize(900, 600));
    QCOMPARE(image.size(), QSize(900, 600));
    QCOMPARE(chart->scene(), home);
    QCOMPARE(view.chart(), chart);
  }
};

QTEST_MAIN(ChartsTest)
#include "charts_test.moc"
