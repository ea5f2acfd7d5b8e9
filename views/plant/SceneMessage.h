#pragma once

#include <QGraphicsScene>
#include <QString>

namespace snp::views {

// `text` (plain) in the middle of an otherwise empty white page the size of a small drawing, so that
// a view fitting the scene shows it at a size to read rather than blown up to fill the view.
void drawSceneMessage(QGraphicsScene &scene, const QString &text);

} // namespace snp::views
