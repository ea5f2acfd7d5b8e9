// A rule's weight typed into the Criteria dock is held to the bound the file format has: a weight
// of 1e308 made every score NaN (and a sweep judged by it could not be merged). Out of range, the
// edit is refused and the cell shows the rule as it was.
#include "app/gui/MainWindow.h"
#include "app/gui/ProjectDocument.h"
#include "app/gui/SurfaceFormat.h"
#include "model/CriteriaJson.h"
#include "views/compare/CriteriaPanel.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

class CriteriaWeightTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void aWeightBeyondTheBoundIsRefused() {
    snp::app::MainWindow window("seed-s1");
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *table = window.criteriaPanel()->findChild<QTableWidget *>("CriteriaTable");
    QVERIFY(table);
    const double before = window.document()->criteria().rules.front().weight;
    table->item(0, snp::views::CriteriaPanel::Weight)->setText(QStringLiteral("1e308"));
    QCOMPARE(window.document()->criteria().rules.front().weight, before);
    QCOMPARE(table->item(0, snp::views::CriteriaPanel::Weight)->text().toDouble(), before);
    table->item(0, snp::views::CriteriaPanel::Weight)
        ->setText(QString::number(snp::model::kMaxCriterionWeight));
    QCOMPARE(window.document()->criteria().rules.front().weight, snp::model::kMaxCriterionWeight);
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  CriteriaWeightTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "criteria_weight_test.moc"
