#include "app/gui/actions/ExportReportReaction.h"

#include "app/gui/ProjectDocument.h"
#include "app/gui/ProjectReport.h"
#include "app/gui/ReportDialog.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QTextDocument>

namespace snp::app {

ExportReportReaction::ExportReportReaction(QAction *action, QWidget *window, ProjectDocument &document,
                                           const ComparedScenarios &compared)
    : Reaction(action, window), document_(document), compared_(compared) {}

void ExportReportReaction::triggered() {
  // The choices are the project's, kept whether or not the PDF is written now.
  ReportDialog dialog(document_.reportOptions(), window());
  if (dialog.exec() != QDialog::Accepted) return;
  document_.setReportOptions(dialog.options());
  QString path =
      QFileDialog::getSaveFileName(window(), tr("Export Report"), "report.pdf", tr("PDF documents (*.pdf)"));
  if (path.isEmpty()) return;
  if (!path.endsWith(".pdf", Qt::CaseInsensitive)) path += ".pdf";
  QString error;
  if (writeProjectReport(document_, compared_, path, window(), &error))
    emit message(tr("Wrote %1").arg(path), 4000);
  else
    QMessageBox::warning(window(), tr("Cannot export the report"), Qt::convertFromPlainText(error));
}

} // namespace snp::app
