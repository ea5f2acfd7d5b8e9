#include "app/report/pdf/ReportPdf.h"

#include "app/report/pdf/DrawingHandler.h"
#include "app/report/pdf/ReportHtml.h"
#include "app/report/pdf/ReportText.h"
#include "sim/Evaluate.h"
#include "sim/decision/Comparison.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <cmath>
#include <map>
#include <set>

namespace snp::report {

namespace {

// A4 at 300 dpi; margins in millimetres, the header and footer sit in the top and bottom ones.
constexpr int kDpi = 300;
constexpr double kMarginLeftMm = 20, kMarginRightMm = 20, kMarginTopMm = 24, kMarginBottomMm = 22;
constexpr double kHeaderMm = 13, kFooterMm = 12; // baseline distance from the page's edge

double mm(double millimetres) { return millimetres * kDpi / 25.4; }

class Paginated {
public:
  Paginated(QTextDocument &document, double page_height) : doc_(document), height_(page_height) {}

  // The layout rounds to fixed point: a block placed at a page's top may start a pixel above it.
  int pageOf(double y) const { return static_cast<int>(std::floor((y + 2) / height_)); }
  QRectF rectOf(const QTextBlock &block) const { return doc_.documentLayout()->blockBoundingRect(block); }
  // Where the block's first line is (its last with `last`): a line that does not fit is pushed to
  // the next page inside the block, whose rectangle still starts on the page before.
  double lineTop(const QTextBlock &block, bool last = false) const {
    (void)doc_.pageCount(); // finishes the layout, which otherwise goes on lazily after a change
    const QTextLayout *layout = block.layout();
    const double top = rectOf(block).top();
    if (!layout || layout->lineCount() == 0) return top;
    return top + layout->lineAt(last ? layout->lineCount() - 1 : 0).y();
  }

  // Chapters (level 1) and page-starting sections (levels 4 and 5) go to the top of a page;
  // headings (levels 2 to 5) left at a page's foot with their content on the next page follow it
  // there, and so does a drawing whose caption is, with the headings over it. One block at a time
  // from the top, as each move shifts what follows.
  void placeHeadings() {
    std::set<int> moved;
    for (int pass = 0; pass < 1000; ++pass) {
      QTextBlock next;
      for (QTextBlock block = doc_.begin(); block.isValid() && !next.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        const bool drawing = holdsDrawing(block);
        if (level == 0 && !drawing) continue;
        const double top = lineTop(block);
        const bool startsPage =
            (level == 1 || level == 4 || level == 5) && top - pageOf(top) * height_ > height_ * 0.03;
        // A heading needs the first line after it on its page, a drawing its whole caption.
        const bool parted = (level >= 2 || drawing) && block.next().isValid() &&
                            pageOf(lineTop(block.next(), drawing)) > pageOf(top);
        if (!startsPage && !parted) continue;
        QTextBlock first = block;
        if (!startsPage && drawing)
          while (first.previous().isValid() && (first.previous().blockFormat().headingLevel() == 2 ||
                                                first.previous().blockFormat().headingLevel() == 3))
            first = first.previous();
        if (!moved.count(first.blockNumber())) next = first;
      }
      if (!next.isValid()) return;
      moved.insert(next.blockNumber());
      const double before = lineTop(next);
      setBreakBefore(next, true);
      // Qt breaks twice when its pagination had already moved the block down: undo that one.
      if (pageOf(lineTop(next)) > pageOf(before) + 1) setBreakBefore(next, false);
    }
  }

  // The first page (0-based) of each heading the contents list (levels 1 and 5), in document order.
  std::vector<int> contentsPages() const {
    std::vector<int> pages;
    for (QTextBlock block = doc_.begin(); block.isValid(); block = block.next()) {
      const int level = block.blockFormat().headingLevel();
      if (level == 1 || level == 5) pages.push_back(pageOf(lineTop(block) + 1));
    }
    return pages;
  }

  // Writes the page numbers into the contents table (the first table after the first heading).
  // Only the text of fixed-width cells changes, so no page moves.
  bool fillContents(const std::vector<int> &pages) {
    QTextTable *table = nullptr;
    for (QTextFrame *frame : doc_.rootFrame()->childFrames())
      if ((table = qobject_cast<QTextTable *>(frame))) break;
    if (!table || table->columns() < 2 || static_cast<std::size_t>(table->rows()) > pages.size())
      return false;
    for (int row = 0; row < table->rows(); ++row) {
      const QTextTableCell cell = table->cellAt(row, 1);
      QTextCursor cursor = cell.firstCursorPosition();
      const QTextCharFormat format = cursor.charFormat();
      cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
      cursor.insertText(QLocale().toString(pages[static_cast<std::size_t>(row)] + 1), format);
    }
    return true;
  }

private:
  void setBreakBefore(const QTextBlock &block, bool on) {
    QTextBlockFormat format = block.blockFormat();
    format.setPageBreakPolicy(on ? QTextFormat::PageBreak_AlwaysBefore : QTextFormat::PageBreak_Auto);
    QTextCursor(block).setBlockFormat(format);
  }

  QTextDocument &doc_;
  double height_;
};

} // namespace

bool writeReportPdf(const ReportInput &input, const QString &path, QString *error) {
  auto fail = [error](const QString &why) {
    if (error) *error = why;
    return false;
  };
  if (input.scenarios.empty())
    return fail(QCoreApplication::translate("Report", "The report has no scenarios to compare."));

  std::vector<sim::Candidate> candidates;
  std::vector<sim::Results> results;
  for (const ReportScenario &s : input.scenarios) {
    candidates.push_back({s.name.toStdString(), s.config});
    results.push_back(sim::evaluate(s.config));
  }
  const sim::Comparison comparison = sim::compare(candidates, input.criteria);
  const ReportHtml html = reportHtml(input, comparison, results);

  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly))
    return fail(
        QCoreApplication::translate("Report", "%1 cannot be written: %2").arg(path, file.errorString()));
  {
    QPdfWriter writer(&file);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setResolution(kDpi);
    writer.setTitle(reportTitle(input));
    writer.setCreator(QStringLiteral("Supernode Planner"));

    const QRectF page(0, 0, writer.width(), writer.height());
    const QRectF body(mm(kMarginLeftMm), mm(kMarginTopMm), page.width() - mm(kMarginLeftMm + kMarginRightMm),
                      page.height() - mm(kMarginTopMm + kMarginBottomMm));

    QTextDocument document;
    document.documentLayout()->setPaintDevice(&writer);
    QFont font(documentFamily());
    font.setPointSizeF(9.5);
    // Any letter spacing turns ligatures off (Qt 6.4 has no font features): "ﬀ" and "ﬁ" would make
    // "effectiveness" and "figure" unsearchable in the PDF and odd when copied.
    font.setLetterSpacing(QFont::AbsoluteSpacing, 0.1); // device pixels: 1/3000 in
    document.setDefaultFont(font);
    document.setDefaultStyleSheet(html.styleSheet);
    document.setDocumentMargin(0);
    document.setPageSize(body.size());
    for (const auto &[url, image] : html.images)
      document.addResource(QTextDocument::ImageResource, url, QVariant(image));
    document.setHtml(html.html);
    std::map<QString, QGraphicsScene *> scenes;
    for (const auto &[url, scene] : html.drawings)
      scenes.emplace(url.toString(), scene.get());
    DrawingHandler drawings(std::move(scenes));
    drawings.use(document);

    Paginated paginated(document, body.height());
    paginated.placeHeadings();
    std::vector<int> entries = paginated.contentsPages();
    if (!entries.empty()) entries.erase(entries.begin()); // the contents' own heading
    if (!paginated.fillContents(entries))
      return fail(QCoreApplication::translate("Report", "The contents could not be laid out."));

    QPainter painter;
    if (!painter.begin(&writer))
      return fail(
          QCoreApplication::translate("Report", "%1 cannot be written: the PDF did not start").arg(path));
    const int pages = document.pageCount();
    QFont small(documentFamily());
    small.setPointSizeF(7.5);
    for (int p = 0; p < pages; ++p) {
      if (p > 0) writer.newPage();
      painter.save();
      painter.setFont(small);
      painter.setPen(QColor(0x5a, 0x68, 0x78));
      if (p > 0) {
        const QRectF header(body.left(), 0, body.width(), mm(kHeaderMm));
        painter.drawText(header, Qt::AlignLeft | Qt::AlignBottom, reportTitle(input));
        painter.drawText(header, Qt::AlignRight | Qt::AlignBottom,
                         QCoreApplication::translate("Report", "Supernode Planner"));
        painter.setPen(QPen(QColor(0xb8, 0xc3, 0xcf), mm(0.2)));
        painter.drawLine(QPointF(body.left(), mm(kHeaderMm + 1.5)),
                         QPointF(body.right(), mm(kHeaderMm + 1.5)));
        painter.setPen(QColor(0x5a, 0x68, 0x78));
      }
      const QRectF footer(body.left(), page.height() - mm(kFooterMm), body.width(), mm(kFooterMm));
      painter.drawText(footer, Qt::AlignHCenter | Qt::AlignTop,
                       QCoreApplication::translate("Report", "page %1 of %2").arg(p + 1).arg(pages));
      painter.restore();

      painter.save();
      painter.translate(body.left(), body.top() - p * body.height());
      const QRectF clip(0, p * body.height(), body.width(), body.height());
      painter.setClipRect(clip);
      QAbstractTextDocumentLayout::PaintContext context;
      // Lines the layout placed a pixel above a page's top belong to that page, not the one before.
      context.clip = clip.adjusted(0, 3, 0, -3);
      context.palette.setColor(QPalette::Text, QColor(0x1d, 0x27, 0x33));
      document.documentLayout()->draw(&painter, context);
      painter.restore();
    }
    if (!painter.end())
      return fail(
          QCoreApplication::translate("Report", "%1 cannot be written: the PDF did not finish").arg(path));
  }
  if (!file.commit())
    return fail(
        QCoreApplication::translate("Report", "%1 cannot be written: %2").arg(path, file.errorString()));
  return true;
}

} // namespace snp::report
