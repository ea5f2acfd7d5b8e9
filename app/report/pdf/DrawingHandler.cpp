#include "app/report/pdf/DrawingHandler.h"

#include <QAbstractTextDocumentLayout>
#include <QTextCursor>

#include <utility>
#include <vector>

namespace snp::report {

namespace {

// The object type of a drawing in the report's document.
constexpr int kDrawingObject = QTextFormat::UserObject + 1;

} // namespace

DrawingHandler::DrawingHandler(std::map<QString, QGraphicsScene *> scenes, QObject *parent)
    : QObject(parent), scenes_(std::move(scenes)) {}

void DrawingHandler::use(QTextDocument &document) {
  document.documentLayout()->registerHandler(kDrawingObject, this);
  // A format changed before the lazy layout has reached the end leaves the blocks it had not
  // reached without lines: they would print nothing. Finish it first.
  (void)document.pageCount();
  std::vector<std::pair<int, QTextCharFormat>> drawings;
  for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
    for (auto it = block.begin(); !it.atEnd(); ++it) {
      QTextCharFormat format = it.fragment().charFormat();
      if (!format.isImageFormat() || !scenes_.contains(format.toImageFormat().name())) continue;
      // The image's name, width and height stay: they name the scene and size the drawing.
      format.setObjectType(kDrawingObject);
      drawings.emplace_back(it.fragment().position(), format);
    }
  for (const auto &[position, format] : drawings) {
    QTextCursor cursor(&document);
    cursor.setPosition(position);
    cursor.setPosition(position + 1, QTextCursor::KeepAnchor);
    cursor.setCharFormat(format);
  }
}

QSizeF DrawingHandler::intrinsicSize(QTextDocument *document, int, const QTextFormat &format) {
  const QTextImageFormat image = format.toImageFormat();
  // CSS pixels (1/96 in) at the paint device's resolution, as QTextDocument sizes images.
  const QPaintDevice *device = document->documentLayout()->paintDevice();
  const qreal scale = device ? device->logicalDpiY() / 96.0 : 1.0;
  return QSizeF(image.width(), image.height()) * scale;
}

void DrawingHandler::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                                const QTextFormat &format) {
  const auto scene = scenes_.find(format.toImageFormat().name());
  if (scene == scenes_.end()) return;
  scene->second->render(painter, rect, scene->second->sceneRect());
}

bool holdsDrawing(const QTextBlock &block) {
  for (auto it = block.begin(); !it.atEnd(); ++it)
    if (it.fragment().charFormat().objectType() == kDrawingObject) return true;
  return false;
}

} // namespace snp::report
