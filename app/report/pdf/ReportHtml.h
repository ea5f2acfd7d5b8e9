#pragma once

#include "app/report/pdf/ReportInput.h"
#include "sim/Evaluate.h"
#include "sim/decision/Comparison.h"

#include <QGraphicsScene>
#include <QImage>
#include <QString>
#include <QUrl>

#include <memory>
#include <utility>
#include <vector>

namespace snp::report {

// An entry of the contents: a chapter, or a section listed under the chapter before it.
struct ContentsEntry {
  QString title;
  bool chapter = true;
};

// The report as one HTML text for QTextDocument, with the pictures and drawings it refers to.
// Level-1 headings (chapters) and level-4 and level-5 headings (sections styled like level 2) start
// a new page; the writer places those breaks after layout, so that no page is left empty. Each
// entry of the contents is a level-1 or a level-5 heading, in order, after the contents' own
// heading; the contents are a table of one row per entry whose second cell holds the page number,
// filled in after layout. A drawing is an image of its URL that the writer draws as vectors
// (DrawingHandler), kept on one page with the caption under it.
struct ReportHtml {
  QString html;
  QString styleSheet;
  std::vector<std::pair<QUrl, QImage>> images;
  std::vector<std::pair<QUrl, std::unique_ptr<QGraphicsScene>>> drawings;
  std::vector<ContentsEntry> contents;
};

// `results[i]` is sim::evaluate(input.scenarios[i].config); `comparison` compares them under
// input.criteria.
ReportHtml reportHtml(const ReportInput &input, const sim::Comparison &comparison,
                      const std::vector<sim::Results> &results);

// Placeholder of a page number in the contents, as wide as the numbers that replace it.
inline constexpr const char *kPagePlaceholder = "00";

} // namespace snp::report
