#pragma once

#include "model/Criteria.h"
#include "sim/decision/Comparison.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace snp::report {

// A comparison as a table for people, in the Compare tab's words: what the CSV for people and
// the workbook write. Each row reads in one unit, given beside its label; numbers are rounded
// to what is shown (four significant digits), so a spreadsheet holds what the reader saw.
struct SheetCell {
  QString text;                 // when the cell is no number ("yes", "PASS", "once per 5.8 years")
  std::optional<double> number; // the value in the row's unit, rounded to `decimals`
  int decimals = 0;
  std::optional<bool> pass; // a rule's verdict on this cell, when one judges it
  bool best = false;        // the best value of its row
  QString formula = {};     // how the simulator reached the value, when it says
};

struct SheetRow {
  enum class Kind {
    Section,   // a heading: the label alone
    Summary,   // rank, score, must-rules
    Criterion, // a rule's value, with its requirement
    Verdict,   // a rule's outcome
    Margin,    // a rule's margin to its threshold
    Metric,    // a figure of the evaluation
  };
  Kind kind = Kind::Metric;
  QString label;
  QString unit;                 // the row's unit ("PFLOP/s", "%"), empty for counts and text
  QString requirement;          // criterion rows: "at least 1 PFLOP/s (must)"
  std::vector<SheetCell> cells; // one per candidate; none for a section
};

struct ComparisonSheet {
  QString criteriaSet; // the set's name
  QStringList candidates;
  std::vector<SheetRow> rows;
};

// The table of `comparison`, judged by `criteria` (the set it was compared under), in the
// application's language.
ComparisonSheet comparisonSheet(const sim::Comparison &comparison, const model::CriteriaSet &criteria);

// A cell's number as a file writes it: '.' as the decimal point, no group separators.
QString plainNumber(const SheetCell &cell);

} // namespace snp::report
