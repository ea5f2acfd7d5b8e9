#include "views/cost/CostPanel.h"

#include "model/BundledText.h"
#include "sim/PricedBill.h"
#include "views/BillLineText.h"
#include "views/CostBoundText.h"
#include "views/FigureTable.h"
#include "views/FigureText.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>

namespace snp::views {

namespace {

enum Column { Part, Quantity, UnitPrice, Amount, kColumns };

QTableWidgetItem *numberItem(const QString &text) {
  auto *item = new QTableWidgetItem(text);
  item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
  return item;
}

// Where a price comes from, in the interface's language.
QString sourceText(const model::PartPrice &price) {
  const std::string source = model::bundledTextIn(price.source, QLocale().name().toStdString());
  return CostPanel::tr("%1 (%2)").arg(QString::fromStdString(source), QString::fromStdString(price.date));
}

} // namespace

CostPanel::CostPanel(QWidget *parent) : QWidget(parent) {
  figures_ = new FigureTable(this);
  figures_->setObjectName("CostFigures");
  note_ = new QLabel(this);
  note_->setWordWrap(true);
  note_->setTextFormat(Qt::PlainText); // a price book's name is shown as typed
  note_->setObjectName("CostNote");
  bill_ = new QTableWidget(0, kColumns, this);
  bill_->setObjectName("PricedBill");
  bill_->setHorizontalHeaderLabels({tr("Part"), tr("Quantity"), tr("Unit price"), tr("Amount")});
  bill_->horizontalHeader()->setSectionResizeMode(Part, QHeaderView::Stretch);
  for (int column = Quantity; column < kColumns; ++column)
    bill_->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
  bill_->verticalHeader()->hide();
  bill_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  bill_->setSelectionBehavior(QAbstractItemView::SelectRows);
  bill_->setAlternatingRowColors(true);
  bill_->setWordWrap(false);

  auto *lower = new QWidget(this);
  auto *lowerLayout = new QVBoxLayout(lower);
  lowerLayout->setContentsMargins(0, 0, 0, 0);
  lowerLayout->addWidget(note_);
  lowerLayout->addWidget(bill_);
  auto *split = new QSplitter(Qt::Vertical, this);
  split->addWidget(figures_);
  split->addWidget(lower);
  split->setStretchFactor(0, 1);
  split->setStretchFactor(1, 1);
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(split);
}

void CostPanel::setResults(const model::Config &config, const sim::Results &results) {
  figures_->showFigures("cost", results.cost);
  // While parts have no price the capital figures are lower bounds: each row, in the order shown, says so.
  int row = 0;
  results.cost.forEachFigure([&](std::string_view name, const sim::Figure &figure) {
    QTableWidgetItem *value = figures_->item(row++, 1);
    value->setText(boundedCostText(results.cost, name, figure, value->text()));
  });
  const sim::Capex capex = sim::pricedBill(config, results);
  const QString currency = QString::fromUtf8(capex.currency.data(), qsizetype(capex.currency.size()));
  bill_->setRowCount(0);
  const auto addRow = [&](const QString &part, const QString &make, const QString &quantity,
                          const QString &unit, const QString &amount, const QString &source) {
    const int row = bill_->rowCount();
    bill_->insertRow(row);
    bill_->setItem(row, Part, new QTableWidgetItem(part));
    bill_->setItem(row, Quantity, numberItem(quantity));
    bill_->setItem(row, UnitPrice, numberItem(unit));
    bill_->setItem(row, Amount, numberItem(amount));
    // The make or rating and the price's source on hover: the dock is narrow.
    QStringList tip{make.isEmpty() ? part : part + " · " + make};
    if (!source.isEmpty()) tip << tr("Price: %1").arg(source);
    for (int column = 0; column < kColumns; ++column)
      bill_->item(row, column)->setToolTip(Qt::convertFromPlainText(tip.join("\n"), Qt::WhiteSpaceNormal));
  };
  for (const sim::PricedLine &p : capex.lines) {
    const bool priced = p.status == sim::PriceStatus::Priced;
    addRow(figureText(p.line.name), makeOrRatingText(p.line), QLocale().toString(p.line.quantity, 'f', 0),
           priced ? formatValue(p.unit_price, capex.currency) : priceStatusText(p.status),
           priced ? formatValue(p.extended, capex.currency) : QString(),
           p.price ? sourceText(*p.price) : QString());
  }
  if (capex.building_price && capex.totals.building_it_W > 0)
    addRow(tr("Building: shell, power and cooling plant"), formatValue(capex.totals.building_it_W, "W"),
           QString(),
           tr("%1 %2 per W")
               .arg(QLocale().toString(capex.totals.building / capex.totals.building_it_W, 'f', 2), currency),
           formatValue(capex.totals.building, capex.currency), sourceText(*capex.building_price));
  bill_->resizeRowsToContents();

  QString note = config.price_book
                     ? tr("Capital cost %1, from the price book \"%2\" in %3.")
                           .arg(formatValue(capex.totals.total, capex.currency),
                                QString::fromStdString(config.price_book.book()->name), currency)
                     : tr("Capital cost %1, from public prices in %2.")
                           .arg(formatValue(capex.totals.total, capex.currency), currency);
  if (capex.totals.unpriced > 0)
    note += " " + tr("Kinds of part without a public price, left out of it: %1. The capital cost is at least "
                     "this. Hover a row for where its price comes from.")
                      .arg(QLocale().toString(capex.totals.unpriced));
  else
    note += " " + tr("Hover a row for where its price comes from.");
  note_->setText(note);
}

void CostPanel::clearResults() {
  figures_->clearFigures();
  bill_->setRowCount(0);
  note_->setText(tr("No costs: the configuration has problems (see Problems)."));
}

} // namespace snp::views
