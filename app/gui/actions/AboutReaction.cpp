#include "app/gui/actions/AboutReaction.h"

#include <QApplication>
#include <QMessageBox>

namespace snp::app {

void AboutReaction::triggered() {
  QMessageBox::about(window(), tr("About Supernode Planner"),
                     tr("<h3>Supernode Planner %1</h3>"
                        "<p>Plans AI supernodes: accelerators, cabinets, scale-up and scale-out networks, "
                        "cooling and reliability, with an analytic simulator that explains every figure.</p>"
                        "<p>Built with Qt %2 and VTK. Licensed under the GNU GPL version 3 or later.</p>")
                         .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

} // namespace snp::app
