#pragma once

#include <QGraphicsScene>
#include <QObject>
#include <QString>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextObjectInterface>

#include <map>

namespace snp::report {

// Scenes drawn in a QTextDocument as vectors: QGraphicsScene::render onto the PDF's painter keeps
// lines as lines and text as text, sharp at any zoom and searchable, where a picture of them would
// blur their small print. The HTML holds an image of each scene's name, at the size it is to print
// (CSS pixels); use() turns those images into drawings.
class DrawingHandler : public QObject, public QTextObjectInterface {
  Q_OBJECT
  Q_INTERFACES(QTextObjectInterface)

public:
  // `scenes` by the name of their image; they outlive the document's layout and drawing.
  explicit DrawingHandler(std::map<QString, QGraphicsScene *> scenes, QObject *parent = nullptr);

  // Registers with `document`'s layout (which takes no ownership) and makes each image of a scene's
  // name a drawing.
  void use(QTextDocument &document);

  QSizeF intrinsicSize(QTextDocument *document, int position, const QTextFormat &format) override;
  void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *document, int position,
                  const QTextFormat &format) override;

private:
  std::map<QString, QGraphicsScene *> scenes_;
};

// Whether `block` holds a drawing.
bool holdsDrawing(const QTextBlock &block);

} // namespace snp::report
