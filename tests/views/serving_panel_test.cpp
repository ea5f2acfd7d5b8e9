// The Serving tab: its chart is the serving model's latency curve, its target line is drawn, it
// recomputes on every change, and a setup that cannot serve says why and draws no curve.
#include "LargestMachine.h"
#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "sim/ServingCost.h"
#include "sim/serving/ServingModel.h"
#include "sim/serving/ServingResults.h"
#include "views/FigureTable.h"
#include "views/charts/LatencyCurveChart.h"
#include "views/serving/ServingPanel.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

#include <cmath>

using snp::views::ServingPanel;

namespace {

QLineSeries *seriesNamed(QChart *chart, const char *objectName) {
  for (QAbstractSeries *series : chart->series())
    if (series->objectName() == QLatin1String(objectName)) return qobject_cast<QLineSeries *>(series);
  return nullptr;
}

} // namespace

class ServingPanelTest : public QObject {
  Q_OBJECT

private slots:
  void theChartIsTheModelsCurveWithItsTarget() {
    const snp::model::Config s3 = *snp::model::findPreset("seed-s3");
    ServingPanel panel;
    panel.resize(1200, 700);
    panel.setConfig(s3);
    QVERIFY(panel.selectModel("llama-3-70b"));
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY2(panel.refusal()->isHidden(), qPrintable(panel.refusal()->text()));
    QVERIFY(panel.results());

    const snp::sim::ServingResults expected = snp::sim::evaluateServing(s3, panel.setup(), 24);
    QVERIFY(!expected.latency_curve.empty());
    QChart *chart = panel.chartView()->chart();
    QLineSeries *p99 = seriesNamed(chart, snp::charts::kLatencyP99Series);
    QVERIFY(p99);
    QCOMPARE(p99->count(), qsizetype(expected.latency_curve.size()));
    for (qsizetype i = 0; i < p99->count(); ++i) {
      const snp::sim::LatencyPoint &point = expected.latency_curve[std::size_t(i)];
      QCOMPARE(p99->at(i).x(), point.rate_per_s);
      QCOMPARE(p99->at(i).y(), 1e3 * point.p99_s);
    }

    // The serving figures, then what an output token costs on the slice.
    int figures = 0;
    expected.forEachFigure([&](std::string_view, const snp::sim::Figure &) { ++figures; });
    const snp::sim::ServingCostResults cost =
        snp::sim::servingCost(s3, snp::sim::evaluate(s3).cost, panel.setup(), expected);
    cost.forEachFigure([&](std::string_view, const snp::sim::Figure &) { ++figures; });
    QCOMPARE(panel.figures()->rowCount(), figures);
    QCOMPARE(panel.figures()->item(figures - 2, 0)->text(), QStringLiteral("Cost per million output tokens"));
    for (int row = 0; row < figures; ++row) // each has a name for people, not its identifier
      QVERIFY2(!panel.figures()->item(row, 0)->text().contains('_'),
               qPrintable(panel.figures()->item(row, 0)->text()));

    // Every change recomputes at once: a target the curve meets, so its highest rate is marked.
    QSignalSpy recomputed(&panel, &ServingPanel::recomputed);
    panel.targetMs()->setValue(3e3 * expected.latency_curve.front().p99_s);
    QCOMPARE(recomputed.size(), 1);
    QVERIFY(panel.results()->max_rate_meeting_target_per_s.value > 0);
    chart = panel.chartView()->chart();
    QVERIFY(seriesNamed(chart, snp::charts::kMaxRateSeries));

    // The target: a horizontal line at the control's value across the plot, drawn in its red.
    QLineSeries *target = seriesNamed(chart, snp::charts::kLatencyTargetSeries);
    QVERIFY(target && target->count() == 2);
    QCOMPARE(target->at(0).y(), panel.targetMs()->value());
    QCOMPARE(target->at(1).y(), panel.targetMs()->value());
    QCoreApplication::processEvents();
    const QImage image = panel.chartView()->grab().toImage();
    const QPoint from = panel.chartView()->mapFromScene(chart->mapToPosition(target->at(0), target));
    const QPoint to = panel.chartView()->mapFromScene(chart->mapToPosition(target->at(1), target));
    int red = 0;
    for (int x = from.x(); x <= to.x(); ++x)
      for (int y = from.y() - 2; y <= from.y() + 2; ++y) {
        const QColor pixel = image.pixelColor(x, y);
        red += pixel.red() > 150 && pixel.green() < 110 && pixel.blue() < 110;
      }
    qInfo("%d red pixels along the target's %d px", red, to.x() - from.x());
    QVERIFY2(red > (to.x() - from.x()) / 3, "the target line is not drawn where the target is");
  }

  // Out of the box the tab serves: every preset's default model starts from a split that holds
  // it, and the default target (MLPerf's 2 s to the first token) is met at some rate.
  void outOfTheBoxEveryPresetServesAndMeetsItsTarget() {
    for (const snp::model::Config &preset : snp::model::presets()) {
      ServingPanel panel;
      panel.setConfig(preset);
      QVERIFY2(panel.refusal()->isHidden(),
               qPrintable(QString::fromStdString(preset.id) + ": " + panel.refusal()->text()));
      QVERIFY(panel.results());
      QVERIFY2(panel.results()->max_rate_meeting_target_per_s.value > 0, preset.id.c_str());
      // The split is the smallest that holds the model: half the tensor-parallel ranks do not.
      if (panel.tensorParallel()->value() > preset.workload.parallelism.tp) {
        panel.tensorParallel()->setValue(panel.tensorParallel()->value() / 2);
        QVERIFY2(!panel.refusal()->isHidden(), preset.id.c_str());
      }
    }
  }

  void aModelTooBigForItsSliceIsRefusedWithoutACurve() {
    ServingPanel panel;
    panel.setConfig(*snp::model::findPreset("seed-s3"));
    QVERIFY(panel.selectModel("palm-540b"));
    panel.tensorParallel()->setValue(1);
    panel.pipelineParallel()->setValue(1);
    QVERIFY(!panel.refusal()->isHidden());
    QVERIFY2(panel.refusal()->text().contains("Does not fit"), qPrintable(panel.refusal()->text()));
    QLineSeries *p99 = seriesNamed(panel.chartView()->chart(), snp::charts::kLatencyP99Series);
    QVERIFY(p99);
    QCOMPARE(p99->count(), 0);
  }

  // PaLM's one key/value head over a 64-chip slice: split by batch, each chip holds a 64th of the
  // cache, so 64 times the requests fit beside the weights.
  void splittingAttentionByBatchHoldsMoreRequests() {
    ServingPanel panel;
    panel.setConfig(*snp::model::findPreset("tpu-v4-pod"));
    QVERIFY(panel.selectModel("palm-540b"));
    panel.accelerators()->setValue(64);
    panel.tensorParallel()->setValue(64);
    panel.pipelineParallel()->setValue(1);
    QVERIFY2(panel.refusal()->isHidden(), qPrintable(panel.refusal()->text()));
    const double copied = panel.results()->max_batch_by_memory.value;
    panel.attentionLayout()->setCurrentIndex(
        panel.attentionLayout()->findData(int(snp::sim::AttentionSharding::Batch)));
    QCOMPARE(panel.setup().attention_sharding, snp::sim::AttentionSharding::Batch);
    const double split = panel.results()->max_batch_by_memory.value;
    QVERIFY2(split >= 64 * copied && split < 64 * (copied + 1),
             qPrintable(QString("%1 requests split, %2 copied").arg(split).arg(copied)));
  }

  // 2^24 accelerators, the most a scenario may have, as two-card replicas: 2^31 slots. The slot
  // wait once took a step per slot for each rate priced, on the UI thread (77 s at 10^6
  // accelerators, far longer here); the program's ctest time limit catches a return of it.
  void theLargestMachineServesAtOnce() {
    const snp::model::Config config = snp::test::largestMachine();
    QCOMPARE(config.accelerators(), 1 << 24);
    ServingPanel panel;
    panel.setConfig(config);
    QVERIFY(panel.selectModel("mixtral-8x7b"));
    panel.tensorParallel()->setValue(2);
    panel.pipelineParallel()->setValue(1);
    QCOMPARE(panel.setup().tp, 2);
    QVERIFY2(panel.refusal()->isHidden(), qPrintable(panel.refusal()->text()));
    QVERIFY(panel.results());
    QLineSeries *p99 = seriesNamed(panel.chartView()->chart(), snp::charts::kLatencyP99Series);
    QVERIFY(p99 && p99->count() > 0);
    for (qsizetype i = 0; i < p99->count(); ++i)
      QVERIFY(std::isfinite(p99->at(i).y()));
  }

  void aSetupTheModelCannotDescribeNamesItsSetting() {
    ServingPanel panel;
    panel.setConfig(*snp::model::findPreset("seed-s3"));
    QVERIFY(panel.selectModel("llama-3-70b"));
    panel.tensorParallel()->setValue(3); // divides neither the 8 key/value heads nor the slice
    QVERIFY(!panel.refusal()->isHidden());
    QVERIFY2(panel.refusal()->text().contains("tp is 3"), qPrintable(panel.refusal()->text()));
    QVERIFY(!panel.results());
    QCOMPARE(seriesNamed(panel.chartView()->chart(), snp::charts::kLatencyP99Series)->count(), 0);
    QCOMPARE(panel.figures()->rowCount(), 0);
  }
};

QTEST_MAIN(ServingPanelTest)
#include "serving_panel_test.moc"
