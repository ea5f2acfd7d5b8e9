#pragma once

#include <QFont>
#include <QGraphicsScene>
#include <QStringList>

#include <vector>

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace snp::views {

// A box of text on a flat drawing: a bold title over lines, each centred. A box wider than its text
// flows the lines into up to three columns, so that a box over many cabinets is wide rather than
// tall. A handle: the items belong to the scene.
class DiagramBox {
public:
  DiagramBox(QGraphicsScene &scene, const QString &title, const QStringList &lines, const QFont &font);

  QGraphicsRectItem *item() const { return item_; }
  // What the text needs in one column, padding included.
  qreal naturalWidth() const;
  // What the text needs at `width`, in as many columns as fit.
  qreal heightAt(qreal width) const;
  // Sizes the box to `rect` (in the scene) and lays its text out in it, centred.
  void place(const QRectF &rect);

private:
  int columnsAt(qreal width) const;

  QGraphicsRectItem *item_;
  QGraphicsSimpleTextItem *title_;
  std::vector<QGraphicsSimpleTextItem *> lines_;
  qreal lineWidth_ = 0; // the widest line
  qreal lineHeight_ = 0;
};

} // namespace snp::views
