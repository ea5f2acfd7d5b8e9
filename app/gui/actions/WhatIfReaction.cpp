#include "app/gui/actions/WhatIfReaction.h"

#include "app/gui/ProjectDocument.h"
#include "app/gui/WhatIfDialog.h"

namespace snp::app {

WhatIfReaction::WhatIfReaction(QAction *action, QWidget *window, ProjectDocument &document)
    : Reaction(action, window), document_(document) {}

void WhatIfReaction::triggered() {
  auto *dialog = new WhatIfDialog(document_.config(), document_.criteria(), window());
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  const std::string original = document_.scenario().name;
  connect(dialog, &WhatIfDialog::scenarioRequested, this,
          [this, original](const QString &name, const model::Config &config) {
            // The original takes part in the comparison too, wherever it now stands in the list.
            QList<bool> compared;
            for (const model::Scenario &scenario : document_.scenarios())
              compared << (scenario.compared || scenario.name == original);
            document_.setCompared(compared);
            document_.addScenario({name.toStdString(), config});
            emit message(
                tr("Added scenario %1 beside %2 in the comparison")
                    .arg(QString::fromStdString(document_.scenario().name), QString::fromStdString(original)),
                8000);
            emit comparisonWanted();
          });
  dialog->show();
}

} // namespace snp::app
