#include "views/FigureTable.h"

#include "views/FigureLabels.h"
#include "views/FigureText.h"

#include <QHeaderView>

namespace snp::views {

FigureTable::FigureTable(QWidget *parent) : QTableWidget(0, 2, parent) {
  setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
  // Values always whole; a name too long for what is left ends in "…" (its row's tooltip has it).
  horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
  horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
  verticalHeader()->hide();
  setEditTriggers(QAbstractItemView::NoEditTriggers);
  setSelectionBehavior(QAbstractItemView::SelectRows);
  setAlternatingRowColors(true);
  setWordWrap(false);
}

void FigureTable::clearFigures() { setRowCount(0); }

void FigureTable::addFigure(std::string_view section, std::string_view name, const sim::Figure &figure) {
  const int row = rowCount();
  insertRow(row);
  const QString path = QString::fromUtf8(section.data(), qsizetype(section.size())) + '.' +
                       QString::fromUtf8(name.data(), qsizetype(name.size()));
  const QString explanation = "<p><code>" + path + "</code></p>" + explanationHtml(figure);
  auto *label = new QTableWidgetItem(figureLabel(section, name));
  auto *value = new QTableWidgetItem(formatValue(figure.value, figure.unit));
  value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
  for (QTableWidgetItem *item : {label, value}) {
    item->setToolTip(explanation);
    item->setData(Qt::UserRole, path); // the figure's path, as JSON and CSV exports name it
  }
  setItem(row, 0, label);
  setItem(row, 1, value);
}

void FigureTable::fitColumns() { resizeRowsToContents(); }

} // namespace snp::views
