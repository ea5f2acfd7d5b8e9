#include "app/gui/ProjectReport.h"

#include "app/gui/ComparedScenarios.h"
#include "app/gui/ProjectDocument.h"
#include "app/report/pdf/ReportPdf.h"
#include "app/report/pdf/SceneSnapshot.h"

#include <QCoreApplication>
#include <QProgressDialog>

namespace snp::app {

bool writeProjectReport(const ProjectDocument &document, const ComparedScenarios &compared,
                        const QString &path, QWidget *window, QString *error) {
  // A logo that cannot be read is left out; the report dialog said so when it was chosen.
  report::ReportInput input = report::reportInput(document.reportOptions());
  input.criteria = document.criteria();
  const std::vector<int> indices = compared.indices();
  const bool pictures = report::canRenderScenes();
  QProgressDialog progress(QCoreApplication::translate("ProjectReport", "Writing the report…"),
                           QCoreApplication::translate("ProjectReport", "Cancel"), 0,
                           static_cast<int>(indices.size()) + 1, window);
  progress.setWindowModality(Qt::WindowModal);
  progress.setMinimumDuration(300);
  for (std::size_t i = 0; i < indices.size(); ++i) {
    progress.setValue(static_cast<int>(i));
    if (progress.wasCanceled()) {
      if (error) *error = QCoreApplication::translate("ProjectReport", "Cancelled.");
      return false;
    }
    const model::Scenario &scenario = document.scenarios()[static_cast<std::size_t>(indices[i])];
    report::ReportScenario entry{QString::fromStdString(scenario.name), scenario.config, {}, {}};
    if (pictures) {
      entry.room = report::renderSceneSnapshot(scenario.config, report::SceneKind::Room);
      entry.network = report::renderSceneSnapshot(scenario.config, report::SceneKind::Network);
    }
    input.scenarios.push_back(std::move(entry));
  }
  progress.setLabelText(QCoreApplication::translate("ProjectReport", "Laying out the pages…"));
  progress.setValue(static_cast<int>(indices.size()));
  const bool written = report::writeReportPdf(input, path, error);
  progress.setValue(progress.maximum());
  return written;
}

} // namespace snp::app
