#include "app/gui/actions/Reaction.h"

#include <QAction>

namespace snp::app {

Reaction::Reaction(QAction *action, QWidget *window) : QObject(action), window_(window) {
  connect(action, &QAction::triggered, this, [this] { triggered(); });
}

} // namespace snp::app
