// The Cost dock: the cost figures of the current design, each capital figure marked a lower bound
// while parts have no price (a group with nothing priced reads "unpriced", never 0), and the bill
// priced line by line with each price's source on hover.
#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "views/cost/CostPanel.h"

#include <QLabel>
#include <QTableWidget>
#include <QtTest>

using snp::views::CostPanel;

namespace {

// The value shown for the figure at `path` ("cost.tco").
QString shownValue(const CostPanel &panel, const char *path) {
  const auto *figures = panel.findChild<QTableWidget *>("CostFigures");
  for (int row = 0; row < figures->rowCount(); ++row)
    if (figures->item(row, 0)->data(Qt::UserRole).toString() == QLatin1String(path))
      return figures->item(row, 1)->text();
  return {};
}

int rowOf(const QTableWidget &table, const QString &part) {
  for (int row = 0; row < table.rowCount(); ++row)
    if (table.item(row, 0)->text() == part) return row;
  return -1;
}

} // namespace

class CostPanelTest : public QObject {
  Q_OBJECT

private slots:
  void aDesignWithUnpricedPartsShowsLowerBounds() {
    const snp::model::Config c = *snp::model::findPreset("dgx-h100-superpod");
    const snp::sim::Results r = snp::sim::evaluate(c);
    CostPanel panel;
    panel.setResults(c, r);
    // The DGX price covers the servers; the InfiniBand fabric has no public price.
    QVERIFY(r.cost.unpriced_parts.value > 0);
    QCOMPARE(shownValue(panel, "cost.capex_network"), QStringLiteral("unpriced"));
    QVERIFY2(shownValue(panel, "cost.capex").startsWith(QStringLiteral("≥ ")),
             qPrintable(shownValue(panel, "cost.capex")));
    QVERIFY(shownValue(panel, "cost.cost_per_million_tokens").startsWith(QStringLiteral("≥ ")));
    QCOMPARE(shownValue(panel, "cost.capex_compute"), QStringLiteral("34.56 M USD")); // 1,024 × 33,750 USD
    QVERIFY(!shownValue(panel, "cost.annual_opex").startsWith(QStringLiteral("≥")));
    QVERIFY(panel.note()->text().contains(QStringLiteral("at least")));

    const QTableWidget &bill = *panel.bill();
    const int accelerators = rowOf(bill, QStringLiteral("Accelerators"));
    QVERIFY(accelerators >= 0);
    QCOMPARE(bill.item(accelerators, 1)->text(), QStringLiteral("1,024"));
    QCOMPARE(bill.item(accelerators, 2)->text(), QStringLiteral("33,750 USD"));
    QVERIFY(bill.item(accelerators, 0)->toolTip().contains(QStringLiteral("NVIDIA H100 SXM5 80GB")));
    QVERIFY(bill.item(accelerators, 0)->toolTip().contains(QStringLiteral("SemiAnalysis")));
    const int leaves = rowOf(bill, QStringLiteral("Scale-out leaf switches"));
    QVERIFY(leaves >= 0);
    QCOMPARE(bill.item(leaves, 2)->text(), QStringLiteral("unpriced"));
    QVERIFY(bill.item(leaves, 3)->text().isEmpty());
    QVERIFY(rowOf(bill, QStringLiteral("Building: shell, power and cooling plant")) >= 0);
  }

  void aFullyPricedGroupReadsAsItsAmount() {
    const snp::model::Config c = *snp::model::findPreset("gb200-nvl72");
    const snp::sim::Results r = snp::sim::evaluate(c);
    CostPanel panel;
    panel.setResults(c, r);
    // The rack's placeholder price covers its servers, switch trays and power shelves.
    QCOMPARE(shownValue(panel, "cost.capex_compute"), QStringLiteral("24.00 M USD"));
    // Costed from a book of the scenario's own, the note names it.
    snp::model::Config quoted = c;
    snp::model::PriceBook quote = snp::model::publicPriceBook();
    quote.name = "Quote <b>7</b>";
    quoted.price_book = snp::model::PriceBookRef(quote);
    panel.setResults(quoted, snp::sim::evaluate(quoted));
    QVERIFY2(panel.note()->text().contains(QStringLiteral("\"Quote <b>7</b>\"")),
             qPrintable(panel.note()->text()));
    panel.clearResults();
    QCOMPARE(panel.bill()->rowCount(), 0);
    QVERIFY(shownValue(panel, "cost.capex").isEmpty());
    QVERIFY(!panel.note()->text().isEmpty());
  }
};

QTEST_MAIN(CostPanelTest)
#include "cost_panel_test.moc"
