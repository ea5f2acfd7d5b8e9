#include "views/plant/DiagramBox.h"

#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>

#include <algorithm>

namespace snp::views {

namespace {

constexpr qreal kPadding = 6;
constexpr qreal kColumnGap = 14;
constexpr int kMaxColumns = 3;
const QColor kInk(0x21, 0x25, 0x29);

} // namespace

DiagramBox::DiagramBox(QGraphicsScene &scene, const QString &title, const QStringList &lines,
                       const QFont &font)
    : item_(scene.addRect({})), title_(new QGraphicsSimpleTextItem(title, item_)) {
  QFont bold = font;
  bold.setBold(true);
  title_->setFont(bold);
  title_->setBrush(kInk);
  for (const QString &line : lines) {
    auto *text = new QGraphicsSimpleTextItem(line, item_);
    text->setFont(font);
    text->setBrush(kInk);
    lines_.push_back(text);
    lineWidth_ = std::max(lineWidth_, text->boundingRect().width());
    lineHeight_ = std::max(lineHeight_, text->boundingRect().height());
  }
}

qreal DiagramBox::naturalWidth() const {
  return std::max(title_->boundingRect().width(), lineWidth_) + 2 * kPadding;
}

int DiagramBox::columnsAt(qreal width) const {
  const int fit = static_cast<int>((width - 2 * kPadding + kColumnGap) / (lineWidth_ + kColumnGap));
  return std::clamp(std::min(fit, static_cast<int>(lines_.size())), 1, kMaxColumns);
}

qreal DiagramBox::heightAt(qreal width) const {
  const int columns = columnsAt(width);
  const auto rows = (static_cast<int>(lines_.size()) + columns - 1) / columns;
  return title_->boundingRect().height() + rows * lineHeight_ + 2 * kPadding;
}

void DiagramBox::place(const QRectF &rect) {
  item_->setRect(0, 0, rect.width(), rect.height());
  item_->setPos(rect.topLeft());
  const int columns = columnsAt(rect.width());
  const int rows = (static_cast<int>(lines_.size()) + columns - 1) / columns;
  const qreal top = (rect.height() - heightAt(rect.width())) / 2 + kPadding;
  title_->setPos((rect.width() - title_->boundingRect().width()) / 2, top);
  // Column by column, each line centred in its column and the columns centred in the box.
  const qreal left = (rect.width() - columns * lineWidth_ - (columns - 1) * kColumnGap) / 2;
  const qreal linesTop = top + title_->boundingRect().height();
  for (std::size_t i = 0; i < lines_.size(); ++i) {
    const int column = static_cast<int>(i) / rows, row = static_cast<int>(i) % rows;
    QGraphicsSimpleTextItem *line = lines_[i];
    line->setPos(left + column * (lineWidth_ + kColumnGap) + (lineWidth_ - line->boundingRect().width()) / 2,
                 linesTop + row * lineHeight_);
  }
}

} // namespace snp::views
