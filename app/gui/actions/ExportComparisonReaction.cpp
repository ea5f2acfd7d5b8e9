#include "app/gui/actions/ExportComparisonReaction.h"

#include "app/gui/ComparedScenarios.h"
#include "app/gui/ProjectDocument.h"
#include "app/report/ComparisonTables.h"
#include "app/report/sheet/ComparisonSheet.h"
#include "app/report/sheet/SheetCsv.h"
#include "app/report/sheet/SheetWorkbook.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QSaveFile>
#include <QTextDocument>

namespace snp::app {

ExportComparisonReaction::ExportComparisonReaction(QAction *action, QWidget *window,
                                                   const ProjectDocument &document,
                                                   const ComparedScenarios &compared)
    : Reaction(action, window), document_(document), compared_(compared) {}

void ExportComparisonReaction::triggered() {
  // For people first: the table a customer opens; the machines' tables keep their metric paths
  // and exact SI values for pipelines.
  const QString workbook = tr("Excel workbook (*.xlsx)");
  const QString people = tr("Table for people (*.csv)");
  const QString wide = tr("For machines: one row per scenario (*.csv)");
  const QString longForm = tr("For machines: one row per scenario and figure (*.csv)");
  QString filter;
  QString path =
      QFileDialog::getSaveFileName(window(), tr("Export Comparison"), "comparison.xlsx",
                                   QStringList{workbook, people, wide, longForm}.join(";;"), &filter);
  if (path.isEmpty()) return;
  const bool asWorkbook =
      filter == workbook || (filter.isEmpty() && path.endsWith(".xlsx", Qt::CaseInsensitive));
  const QString suffix = asWorkbook ? ".xlsx" : ".csv";
  if (!path.endsWith(suffix, Qt::CaseInsensitive)) path += suffix;

  const model::CriteriaSet &criteria = document_.criteria();
  const sim::Comparison comparison = sim::compare(compared_.candidates(), criteria);
  if (asWorkbook) {
    const QString error = report::writeSheetWorkbook(report::comparisonSheet(comparison, criteria),
                                                     report::billTables(compared_.candidates()), path);
    if (!error.isEmpty())
      QMessageBox::warning(window(), tr("Cannot export"), Qt::convertFromPlainText(error));
    else
      emit message(tr("Wrote %1").arg(path), 4000);
    return;
  }
  const QByteArray bytes =
      filter == wide       ? QByteArray::fromStdString(report::comparisonCsvWide(comparison, criteria))
      : filter == longForm ? QByteArray::fromStdString(report::comparisonCsvLong(comparison, criteria))
                           : report::sheetCsv(report::comparisonSheet(comparison, criteria));
  QSaveFile file(path); // written to a temporary and renamed: a failure leaves the old file
  if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
    QMessageBox::warning(window(), tr("Cannot export"),
                         Qt::convertFromPlainText(tr("%1 cannot be written.").arg(path)));
  else
    emit message(tr("Wrote %1").arg(path), 4000);
}

} // namespace snp::app
