// Edit ▸ Price Book: the dialog shows a book's prices row by row, refuses an edited book with each
// problem named by its row and column (and nothing reaches the scenario), takes a valid one, and the
// document sets it on every scenario as one step to undo, the cost following.
#include "app/gui/PriceBookDialog.h"
#include "app/gui/ProjectDocument.h"
#include "model/PriceBook.h"
#include "sim/Evaluate.h"

#include <QLabel>
#include <QTableWidget>
#include <QUndoStack>
#include <QtTest>

using snp::app::PriceBookDialog;

namespace {

int rowOfMake(const QTableWidget &table, const QString &make) {
  for (int row = 0; row < table.rowCount(); ++row)
    if (table.item(row, 1)->text() == make) return row;
  return -1;
}

} // namespace

class PriceBookDialogTest : public QObject {
  Q_OBJECT

private slots:
  void aBadPriceIsRefusedByRowAndColumn() {
    PriceBookDialog dialog(snp::model::publicPriceBook(), true);
    QCOMPARE(dialog.table()->rowCount(), qsizetype(snp::model::publicPriceBook().prices.size()));
    dialog.table()->item(0, 2)->setText(QStringLiteral("-5"));
    dialog.table()->item(1, 0)->setText(QStringLiteral("gpu"));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Rejected)); // still open
    QVERIFY(!dialog.problems()->isHidden());
    const QString problems = dialog.problems()->text();
    QVERIFY2(problems.contains(QStringLiteral("Row 1, Price (USD)")), qPrintable(problems));
    QVERIFY2(problems.contains(QStringLiteral("Row 2, Part")), qPrintable(problems));
    QVERIFY(!dialog.book());
  }

  void thePublicBookUnchangedIsNoCopy() {
    PriceBookDialog dialog(snp::model::publicPriceBook(), true);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(!dialog.book());
  }

  void aQuoteCostsEveryScenarioAndUndoes() {
    PriceBookDialog dialog(snp::model::publicPriceBook(), true);
    const int h100 = rowOfMake(*dialog.table(), QStringLiteral("NVIDIA H100 SXM5 80GB"));
    QVERIFY(h100 >= 0);
    dialog.table()->item(h100, 2)->setText(QStringLiteral("25000"));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(dialog.book());

    snp::app::ProjectDocument document(snp::app::ProjectDocument::defaultScenarios());
    int h100Scenario = -1;
    for (int i = 0; i < int(document.scenarios().size()); ++i)
      if (document.scenarios()[std::size_t(i)].config.id == "dgx-h100-superpod") h100Scenario = i;
    QVERIFY(h100Scenario >= 0);
    document.setPriceBook(snp::model::PriceBookRef(*dialog.book()), dialog.forEveryScenario());
    for (const snp::model::Scenario &scenario : document.scenarios())
      QVERIFY(scenario.config.price_book);
    const snp::model::Config &quoted = document.scenarios()[std::size_t(h100Scenario)].config;
    QCOMPARE(snp::sim::evaluate(quoted).cost.capex_compute.value, 1024 * 25000.0);
    // One step undoes it on every scenario.
    document.undoStack()->undo();
    for (const snp::model::Scenario &scenario : document.scenarios())
      QVERIFY(!scenario.config.price_book);
  }
};

QTEST_MAIN(PriceBookDialogTest)
#include "price_book_dialog_test.moc"
