#include "app/gui/actions/SaveViewImageReaction.h"

#include "views/vtk/VtkViewWidget.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QTextDocument>

namespace snp::app {

SaveViewImageReaction::SaveViewImageReaction(QAction *action, QWidget *window, ViewInFront viewInFront)
    : Reaction(action, window), viewInFront_(std::move(viewInFront)) {}

void SaveViewImageReaction::triggered() {
  views::VtkViewWidget *view = viewInFront_();
  if (!view) return;
  QString path =
      QFileDialog::getSaveFileName(window(), tr("Save 3D View"), "view.png", tr("PNG images (*.png)"));
  if (path.isEmpty()) return;
  if (!path.endsWith(".png", Qt::CaseInsensitive)) path += ".png";
  if (!view->saveSnapshot(path))
    QMessageBox::warning(window(), tr("Cannot save image"),
                         Qt::convertFromPlainText(tr("%1 cannot be written.").arg(path)));
}

} // namespace snp::app
