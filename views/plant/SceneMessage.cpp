#include "views/plant/SceneMessage.h"

#include <QGraphicsTextItem>
#include <QTextDocument>
#include <QTextOption>

namespace snp::views {

void drawSceneMessage(QGraphicsScene &scene, const QString &text) {
  scene.setBackgroundBrush(Qt::white);
  auto *message = scene.addText({});
  message->setPlainText(text);
  message->setDefaultTextColor(QColor(0x21, 0x25, 0x29));
  message->setTextWidth(360);
  QTextOption centred = message->document()->defaultTextOption();
  centred.setAlignment(Qt::AlignHCenter);
  message->document()->setDefaultTextOption(centred);
  const QRectF page(0, 0, 720, 420);
  message->setPos(page.center() - message->boundingRect().center());
  scene.setSceneRect(page);
}

} // namespace snp::views
