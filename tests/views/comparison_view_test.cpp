#include "model/CriteriaJson.h"
#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "sim/decision/Comparison.h"
#include "sim/decision/Metrics.h"
#include "sim/training/ScaledOut.h"
#include "views/compare/ComparisonModel.h"
#include "views/compare/ComparisonRowFilter.h"
#include "views/compare/ComparisonView.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

using snp::views::ComparisonModel;
using snp::views::ComparisonView;

namespace {

const std::vector<std::string> kIds = {"seed-s1", "seed-s3", "baseline-roce-fattree"};

std::vector<snp::model::Config> configs() {
  std::vector<snp::model::Config> all;
  for (const std::string &id : kIds)
    all.push_back(*snp::model::findPreset(id));
  return all;
}

snp::sim::Comparison makeComparison() {
  std::vector<snp::sim::Candidate> candidates;
  for (const snp::model::Config &config : configs())
    candidates.push_back({config.name, config}); // the long names people see
  return snp::sim::compare(candidates, snp::model::defaultCriteriaSet());
}

// The metrics the default criteria read, computed here from the evaluation rather than taken from
// the comparison, so the table is checked against an independent reading.
double independentMetric(const snp::model::Config &config, const std::string &path) {
  const snp::sim::Results r = snp::sim::evaluate(config);
  if (path == "cooling.pue") return r.cooling.pue.value;
  if (path == "training.tokens_per_s") return r.training.tokens_per_s.value;
  if (path == "network.bisection_bidirectional_Bps") return 2 * r.network.bisection_bandwidth_Bps.value;
  if (path == "training.scaling_efficiency_at_1000") return snp::sim::scalingEfficiencyAt(config, 1000).value;
  if (path == "compute.peak_flops_per_cabinet_16bit") {
    const auto &peak = config.accelerator.peak_flops;
    return std::max(peak[static_cast<std::size_t>(snp::model::Precision::FP16)],
                    peak[static_cast<std::size_t>(snp::model::Precision::BF16)]) *
           config.acceleratorsPerCabinet();
  }
  qFatal("no independent reading for %s", path.c_str());
}

bool independentPass(const snp::model::Criterion &rule, double value) {
  switch (rule.comparator) {
  case snp::model::Comparator::AtLeast: return value >= rule.threshold;
  case snp::model::Comparator::AtMost: return value <= rule.threshold;
  case snp::model::Comparator::Between: return value >= rule.threshold && value <= rule.upper;
  case snp::model::Comparator::Equal:
    return std::abs(value - rule.threshold) <= rule.tolerance * std::abs(rule.threshold);
  }
  return false;
}

// The shown (proxy) row of a source row, or -1 when filtered out.
int shownRow(const ComparisonView &view, int sourceRow) {
  return view.rowFilter()->mapFromSource(view.comparisonModel()->index(sourceRow, 0)).row();
}

QAction *rowAction(QMenu *menu, const QString &path) {
  for (QAction *section : menu->actions())
    if (section->menu())
      for (QAction *action : section->menu()->actions())
        if (action->data().toString() == path) return action;
  return nullptr;
}

} // namespace

class ComparisonViewTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("SupernodePlannerTests");
    QCoreApplication::setApplicationName("comparison_view_test");
    QSettings().remove(ComparisonView::kHiddenRowsKey);
  }

  void cleanup() { QSettings().remove(ComparisonView::kHiddenRowsKey); }

  void bestValuesAreTheIndependentExtremes() {
    ComparisonModel model;
    model.setComparison(makeComparison(), snp::model::defaultCriteriaSet());
    const auto all = configs();
    for (const auto &[path, lowest] : {std::pair{"cooling.pue", true}, {"training.tokens_per_s", false}}) {
      std::vector<double> values;
      for (const auto &config : all)
        values.push_back(independentMetric(config, path));
      const double extreme = lowest ? *std::ranges::min_element(values) : *std::ranges::max_element(values);
      const int row = model.metricRow(path);
      QVERIFY2(row >= 0, path);
      int marked = 0;
      for (int column = 0; column < model.columnCount(); ++column) {
        const int candidate =
            model.headerData(column, Qt::Horizontal, ComparisonModel::CandidateRole).toInt();
        const QModelIndex cell = model.index(row, column);
        const bool expected = values[static_cast<std::size_t>(candidate)] == extreme;
        QCOMPARE(cell.data(ComparisonModel::BestRole).toBool(), expected);
        QCOMPARE(cell.data().toString().startsWith("★"), expected);
        QCOMPARE(cell.data(Qt::FontRole).value<QFont>().bold(), expected);
        marked += expected;
      }
      QCOMPARE(marked, 1); // the three designs differ in both
    }
  }

  void criterionColoursFollowIndependentVerdicts() {
    ComparisonModel model;
    const snp::model::CriteriaSet &criteria = snp::model::defaultCriteriaSet();
    model.setComparison(makeComparison(), criteria);
    const auto all = configs();
    int passes = 0, fails = 0;
    for (const snp::model::Criterion &rule : criteria.rules) {
      const int row = model.criterionRow(QString::fromStdString(rule.id));
      const int metricRow = model.metricRow(QString::fromStdString(rule.metric));
      QVERIFY(row >= 0 && metricRow >= 0);
      QCOMPARE(model.headerData(row, Qt::Vertical, ComparisonModel::KindRole).toInt(),
               static_cast<int>(ComparisonModel::RowKind::Criterion));
      for (int column = 0; column < model.columnCount(); ++column) {
        const auto &config = all[static_cast<std::size_t>(model.candidateAt(column))];
        const bool pass = independentPass(rule, independentMetric(config, rule.metric));
        const QColor expected = pass ? ComparisonModel::passColour() : ComparisonModel::failColour();
        QCOMPARE(model.index(row, column).data(Qt::BackgroundRole).value<QColor>(), expected);
        QCOMPARE(model.index(metricRow, column).data(Qt::BackgroundRole).value<QColor>(), expected);
        (pass ? passes : fails)++;
      }
    }
    qInfo("criterion cells: %d pass, %d fail", passes, fails);
    QVERIFY(passes > 0 && fails > 0); // both colours are exercised
    // The PUE cell reads in the rule's unit, with its margin in the tooltip.
    const int pue = model.criterionRow("pue");
    const QString why = model.index(pue, 0).data(Qt::ToolTipRole).toString();
    QVERIFY2(why.contains("Margin: ") && why.contains(" %") && why.contains("PUE = facility / IT"),
             qPrintable(why));
  }

  void filterKeepsMatchingRows() {
    ComparisonView view;
    view.setComparison(makeComparison(), snp::model::defaultCriteriaSet());
    const int before = view.rowFilter()->rowCount();
    view.filterEdit()->setText("pue");
    const QAbstractItemModel *shown = view.table()->model();
    QVERIFY(shown->rowCount() >= 2); // the criterion and the metric
    QVERIFY(shown->rowCount() < before);
    for (int row = 0; row < shown->rowCount(); ++row) {
      const QString label = shown->headerData(row, Qt::Vertical).toString();
      const QString path = shown->headerData(row, Qt::Vertical, ComparisonModel::PathRole).toString();
      QVERIFY2(label.contains("pue", Qt::CaseInsensitive) || path.contains("pue", Qt::CaseInsensitive),
               qPrintable(label + " " + path));
    }
    view.filterEdit()->clear();
    QCOMPARE(view.rowFilter()->rowCount(), before);
  }

  void hiddenRowsPersist() {
    const QString path = "energy.annual_cost";
    {
      ComparisonView view;
      view.setComparison(makeComparison(), snp::model::defaultCriteriaSet());
      const int row = view.comparisonModel()->metricRow(path);
      QVERIFY(shownRow(view, row) >= 0);
      QAction *action = rowAction(view.rowsMenu(), path);
      QVERIFY(action && action->isChecked());
      action->trigger();
      QVERIFY(!action->isChecked());
      QCOMPARE(shownRow(view, row), -1);
    }
    QVERIFY(QSettings().value(ComparisonView::kHiddenRowsKey).toStringList().contains(path));
    ComparisonView again;
    again.setComparison(makeComparison(), snp::model::defaultCriteriaSet());
    QCOMPARE(shownRow(again, again.comparisonModel()->metricRow(path)), -1);
    QVERIFY(!rowAction(again.rowsMenu(), path)->isChecked());
    QVERIFY(shownRow(again, again.comparisonModel()->metricRow("cooling.pue")) >= 0);
  }

  void sortByPueOrdersColumnsAscending() {
    ComparisonView view;
    view.setComparison(makeComparison(), snp::model::defaultCriteriaSet());
    const int index = view.sortChoice()->findData("metric:cooling.pue");
    QVERIFY(index > 0);
    view.sortChoice()->setCurrentIndex(index);
    const auto all = configs();
    std::vector<double> shown;
    for (int column = 0; column < view.comparisonModel()->columnCount(); ++column)
      shown.push_back(independentMetric(
          all[static_cast<std::size_t>(view.comparisonModel()->candidateAt(column))], "cooling.pue"));
    QVERIFY(std::ranges::is_sorted(shown));
    // Tokens per second is better high: descending.
    view.sortChoice()->setCurrentIndex(view.sortChoice()->findData("metric:training.tokens_per_s"));
    shown.clear();
    for (int column = 0; column < view.comparisonModel()->columnCount(); ++column)
      shown.push_back(
          independentMetric(all[static_cast<std::size_t>(view.comparisonModel()->candidateAt(column))],
                            "training.tokens_per_s"));
    QVERIFY(std::ranges::is_sorted(shown, std::greater<>()));
  }

  // Each row in one unit: the peak compute of a 10,240-card hall beside a 128-card one reads in
  // PFLOP/s both, not EFLOP/s beside PFLOP/s.
  void eachRowReadsInOneUnit() {
    ComparisonModel model;
    model.setComparison(makeComparison(), snp::model::defaultCriteriaSet());
    const int row = model.metricRow("compute.peak_flops_per_cabinet_16bit");
    QVERIFY(row >= 0);
    const std::map<QString, double> factors{{"TFLOP/s", 1e12}, {"PFLOP/s", 1e15}, {"EFLOP/s", 1e18}};
    QSet<QString> units;
    const auto all = configs();
    for (int column = 0; column < model.columnCount(); ++column) {
      QString text = model.index(row, column).data().toString().remove("★").trimmed();
      const QString unit = text.section(' ', -1);
      QVERIFY2(factors.count(unit), qPrintable(text));
      units.insert(unit);
      const double shown = QLocale().toDouble(text.section(' ', 0, 0)) * factors.at(unit);
      const double value = independentMetric(all[std::size_t(model.candidateAt(column))],
                                             "compute.peak_flops_per_cabinet_16bit");
      QVERIFY2(std::abs(shown - value) <= 5e-4 * value, qPrintable(text));
    }
    QCOMPARE(units.size(), 1);
  }

  // A pinned baseline comes first whatever the order, and the others say how far they are from it.
  void theBaselineIsPinnedFirstAndTheOthersSayTheirDifference() {
    ComparisonView view;
    view.setComparison(makeComparison(), snp::model::defaultCriteriaSet());
    const auto all = configs();
    const int baseline = 2; // the RoCE fat tree
    view.baselineChoice()->setCurrentIndex(view.baselineChoice()->findData(baseline));
    view.sortChoice()->setCurrentIndex(view.sortChoice()->findData("metric:training.tokens_per_s"));
    ComparisonModel *model = view.comparisonModel();
    QCOMPARE(model->candidateAt(0), baseline);
    QVERIFY(model->headerData(0, Qt::Horizontal).toString().contains("baseline"));
    QVERIFY(!model->headerData(1, Qt::Horizontal).toString().contains("baseline"));
    // The rest keep the order asked for: tokens per second, highest first.
    QVERIFY(independentMetric(all[std::size_t(model->candidateAt(1))], "training.tokens_per_s") >=
            independentMetric(all[std::size_t(model->candidateAt(2))], "training.tokens_per_s"));

    const double base = independentMetric(all[baseline], "cooling.pue");
    const int row = model->metricRow("cooling.pue");
    QVERIFY(!model->index(row, 0).data().toString().contains('('));
    for (int column = 1; column < model->columnCount(); ++column) {
      const double value = independentMetric(all[std::size_t(model->candidateAt(column))], "cooling.pue");
      const double relative = 100 * (value - base) / base;
      const QString expected = QString("(%1%2 %)")
                                   .arg(relative < 0 ? "−" : "+")
                                   .arg(QLocale().toString(std::abs(relative), 'f', 1));
      QVERIFY2(model->index(row, column).data().toString().endsWith(expected),
               qPrintable(model->index(row, column).data().toString() + " vs " + expected));
    }
    // Shares differ in percentage points.
    const int scaling = model->metricRow("training.scaling_efficiency_at_1000");
    const double baseScaling = independentMetric(all[baseline], "training.scaling_efficiency_at_1000");
    const double other =
        independentMetric(all[std::size_t(model->candidateAt(1))], "training.scaling_efficiency_at_1000");
    QVERIFY2(model->index(scaling, 1)
                 .data()
                 .toString()
                 .endsWith(QString("(%1%2 pp)")
                               .arg(other < baseScaling ? "−" : "+")
                               .arg(QLocale().toString(std::abs(100 * (other - baseScaling)), 'f', 1))),
             qPrintable(model->index(scaling, 1).data().toString()));

    // Ten times the baseline or more reads as a factor: S3's 10,240 cards against S1's 128.
    view.baselineChoice()->setCurrentIndex(view.baselineChoice()->findData(0));
    const int total = model->metricRow("compute.peak_flops_total");
    const snp::sim::Results s1 = snp::sim::evaluate(all[0]), s3 = snp::sim::evaluate(all[1]);
    const double factor = s3.compute.peak_flops_total.value / s1.compute.peak_flops_total.value;
    QVERIFY(factor > 10);
    int s3Column = 0;
    while (model->candidateAt(s3Column) != 1)
      ++s3Column;
    QVERIFY2(model->index(total, s3Column)
                 .data()
                 .toString()
                 .endsWith("(×" + QLocale().toString(factor, 'f', 1) + ")"),
             qPrintable(model->index(total, s3Column).data().toString()));
    view.baselineChoice()->setCurrentIndex(view.baselineChoice()->findData(baseline));

    // A new comparison of the same scenarios keeps the baseline; "None" lets it go.
    view.setComparison(makeComparison(), snp::model::defaultCriteriaSet());
    QCOMPARE(model->baseline(), baseline);
    QCOMPARE(model->candidateAt(0), baseline);
    view.baselineChoice()->setCurrentIndex(0);
    QCOMPARE(model->baseline(), -1);
    for (int column = 0; column < model->columnCount(); ++column)
      QVERIFY(!model->index(row, column).data().toString().contains('('));
  }

  // "Differences only" hides exactly the rows where every candidate has the same value.
  void differencesOnlyHidesTheRowsThatAreEqual() {
    ComparisonView view;
    view.setComparison(makeComparison(), snp::model::defaultCriteriaSet());
    view.differencesOnly()->setChecked(true);
    const auto all = configs();
    std::vector<snp::sim::Results> results;
    for (const auto &config : all)
      results.push_back(snp::sim::evaluate(config));
    int hidden = 0, shown = 0;
    for (const snp::sim::ComparisonRow &row : view.comparisonModel()->comparison().rows) {
      // Read from each candidate's own evaluation, not from the comparison.
      std::vector<double> values;
      for (std::size_t c = 0; c < all.size(); ++c)
        values.push_back(snp::sim::MetricValues(all[c], results[c]).find(row.metric->path)->value);
      const auto [low, high] = std::ranges::minmax(values);
      const bool equal = high - low <= 5e-4 * std::max(std::abs(low), std::abs(high));
      const int source = view.comparisonModel()->metricRow(QString::fromStdString(row.metric->path));
      QCOMPARE(shownRow(view, source) < 0, equal);
      (equal ? hidden : shown) += 1;
    }
    QVERIFY(hidden > 0 && shown > 0);
    QVERIFY(shownRow(view, 0) >= 0); // the rank is never "equal"
    view.differencesOnly()->setChecked(false);
    QCOMPARE(view.rowFilter()->rowCount(), view.comparisonModel()->rowCount());
  }

  void copyPutsTsvOnTheClipboard() {
    ComparisonView view;
    view.setComparison(makeComparison(), snp::model::defaultCriteriaSet());
    view.show();
    // Ctrl+C is a shortcut of the view: it needs the window active, as it is for a person typing
    // (Xvfb has no window manager to activate it).
    QApplication::setActiveWindow(&view);
    QCOMPARE(QApplication::activeWindow(), &view);
    view.table()->setFocus();
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(view.table(), Qt::Key_C, Qt::ControlModifier);
    const QStringList lines = QGuiApplication::clipboard()->text().split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + view.rowFilter()->rowCount());
    const QStringList header = lines.front().split('\t');
    QCOMPARE(header.size(), 1 + static_cast<qsizetype>(kIds.size()));
    for (int column = 0; column < 3; ++column)
      QCOMPARE(header[column + 1],
               QString::fromStdString(
                   configs()[static_cast<std::size_t>(view.comparisonModel()->candidateAt(column))].name));
    for (const QString &line : lines)
      QCOMPARE(line.split('\t').size(), header.size());
    QCOMPARE(lines[1].split('\t').front(), QString("Rank"));

    // A selection copies only its rows and columns.
    const QModelIndex cell = view.table()->model()->index(0, 1);
    view.table()->selectionModel()->select(cell, QItemSelectionModel::Select);
    view.copy();
    const QStringList part = QGuiApplication::clipboard()->text().split('\n', Qt::SkipEmptyParts);
    QCOMPARE(part.size(), 2);
    QCOMPARE(part[1], "Rank\t" + cell.data().toString());
  }

  void doubleClickOnHeaderOpensCandidate() {
    ComparisonView view;
    view.setComparison(makeComparison(), snp::model::defaultCriteriaSet());
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy opened(&view, &ComparisonView::openCandidate);
    QHeaderView *header = view.table()->horizontalHeader();
    for (int column = 0; column < header->count(); ++column) {
      const QPoint centre(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                          header->height() / 2);
      QTest::mouseDClick(header->viewport(), Qt::LeftButton, {}, centre);
      QCOMPARE(opened.size(), column + 1);
      QCOMPARE(opened.back().front().toInt(), view.comparisonModel()->candidateAt(column));
    }
  }

  void candidatesMenuReportsChoice() {
    ComparisonView view;
    view.setCandidates({"a", "b", "c"}, {true, false, true});
    QCOMPARE(view.included(), QList<bool>({true, false, true}));
    QSignalSpy changed(&view, &ComparisonView::includedChanged);
    view.candidatesMenu()->actions()[1]->trigger();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.front().front().value<QList<bool>>(), QList<bool>({true, true, true}));
  }

  void renderForALook() {
    ComparisonView view;
    view.setCandidates({"seed-s1", "seed-s3", "baseline-roce-fattree", "gb200-nvl72"},
                       {true, true, true, false});
    view.setComparison(makeComparison(), snp::model::defaultCriteriaSet());
    view.baselineChoice()->setCurrentIndex(1);
    view.resize(1366, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QImage image = view.grab().toImage();
    QVERIFY(image.save("/tmp/comparison.png"));
    // The table fits the screen's width without a horizontal scroll bar.
    QVERIFY(!view.table()->horizontalScrollBar()->isVisible());
  }
};

QTEST_MAIN(ComparisonViewTest)
#include "comparison_view_test.moc"
