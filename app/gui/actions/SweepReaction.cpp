#include "app/gui/actions/SweepReaction.h"

#include "app/gui/ProjectDocument.h"
#include "app/gui/SweepDialog.h"

namespace snp::app {

SweepReaction::SweepReaction(QAction *action, QWidget *window, ProjectDocument &document)
    : Reaction(action, window), document_(document) {}

void SweepReaction::triggered() {
  auto *dialog = new SweepDialog(document_.config(), document_.criteria(), window());
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &SweepDialog::scenarioRequested, &document_,
          [&document = document_](const QString &name, const model::Config &config) {
            document.addScenario({name.toStdString(), config});
          });
  dialog->show();
}

} // namespace snp::app
