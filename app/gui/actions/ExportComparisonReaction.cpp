#include "app/gui/actions/ExportComparisonReaction.h"

#include "app/gui/ComparedScenarios.h"
#include "app/gui/ProjectDocument.h"
#include "app/report/ComparisonTables.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QSaveFile>

namespace snp::app {

ExportComparisonReaction::ExportComparisonReaction(QAction *action, QWidget *window,
                                                   const ProjectDocument &document,
                                                   const ComparedScenarios &compared)
    : Reaction(action, window), document_(document), compared_(compared) {}

void ExportComparisonReaction::triggered() {
  QString filter;
  const QString wide = tr("One row per scenario (*.csv)");
  const QString longForm = tr("One row per scenario and figure (*.csv)");
  QString path = QFileDialog::getSaveFileName(window(), tr("Export Comparison"), "comparison.csv",
                                              wide + ";;" + longForm, &filter);
  if (path.isEmpty()) return;
  if (!path.endsWith(".csv", Qt::CaseInsensitive)) path += ".csv";
  const sim::Comparison comparison = sim::compare(compared_.candidates(), document_.criteria());
  const std::string csv = filter == longForm ? report::comparisonCsvLong(comparison, document_.criteria())
                                             : report::comparisonCsvWide(comparison, document_.criteria());
  QSaveFile file(path); // written to a temporary and renamed: a failure leaves the old file
  const QByteArray bytes = QByteArray::fromStdString(csv);
  if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
    QMessageBox::warning(window(), tr("Cannot export"), tr("%1 cannot be written.").arg(path));
  else
    emit message(tr("Wrote %1").arg(path), 4000);
}

} // namespace snp::app
