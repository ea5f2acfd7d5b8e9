#pragma once

#include "app/report/pdf/ReportInput.h"
#include "sim/Evaluate.h"
#include "sim/decision/Comparison.h"

#include <QImage>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <utility>
#include <vector>

namespace snp::report {

// The report as one HTML text for QTextDocument, with the pictures it refers to. Level-1 headings
// (chapters) and level-4 headings (sections styled like level 2) start a new page; the writer
// places those breaks after layout, so that no page is left empty. Each entry of
// the contents is a level-1 heading, in order, after the contents' own heading; the contents are a
// table of one row per entry whose second cell holds the page number, filled in after layout.
struct ReportHtml {
  QString html;
  QString styleSheet;
  std::vector<std::pair<QUrl, QImage>> images;
  QStringList contents;
};

// `results[i]` is sim::evaluate(input.scenarios[i].config); `comparison` compares them under
// input.criteria.
ReportHtml reportHtml(const ReportInput &input, const sim::Comparison &comparison,
                      const std::vector<sim::Results> &results);

// Placeholder of a page number in the contents, as wide as the numbers that replace it.
inline constexpr const char *kPagePlaceholder = "00";

} // namespace snp::report
