#include "app/report/sheet/ComparisonSheet.h"

#include "model/QuantityText.h"
#include "views/FigureLabels.h"
#include "views/FigureText.h"
#include "views/VerdictText.h"
#include "views/compare/ComparisonText.h"

#include <QCoreApplication>

#include <cmath>
#include <set>
#include <string_view>

namespace snp::report {

namespace {

// A unit as people read it: words ("d", "hops") in the application's language.
QString unitText(const model::QuantityText &quantity) {
  // One hop and many hops share a row: the row's unit is the plural.
  const std::string unit = quantity.unit == "hop" ? std::string("hops") : quantity.unit;
  return quantity.unitIsWord ? QCoreApplication::translate("FigureText", unit.c_str())
                             : QString::fromStdString(unit);
}

SheetCell numberCell(const model::QuantityText &quantity) {
  SheetCell cell;
  if (quantity.form != model::QuantityText::Form::Number) {
    cell.text = views::formatQuantity(quantity);
    return cell;
  }
  const double scale = std::pow(10.0, quantity.decimals);
  cell.number = std::round(quantity.number * scale) / scale;
  cell.decimals = quantity.decimals;
  return cell;
}

// A row of values in one unit: numbers when every value takes the same unit, else each value's
// whole text (a rare-event rate reads "once per 5.8 years").
void fillValues(SheetRow &row, const std::vector<model::QuantityText> &quantities) {
  std::set<QString> units;
  for (const model::QuantityText &quantity : quantities)
    if (quantity.form == model::QuantityText::Form::Number) units.insert(unitText(quantity));
  const bool shared = units.size() <= 1;
  row.unit = shared && !units.empty() ? *units.begin() : QString();
  for (const model::QuantityText &quantity : quantities) {
    SheetCell cell = numberCell(quantity);
    if (!shared && cell.number) {
      cell.text = views::formatQuantity(quantity);
      cell.number.reset();
    }
    row.cells.push_back(cell);
  }
}

QString requirementText(const model::Criterion &rule) {
  return views::thresholdText(rule) + " (" +
         (rule.must ? QCoreApplication::translate("ComparisonSheet", "must")
                    : QCoreApplication::translate("ComparisonSheet", "wish, weight %1").arg(rule.weight)) +
         ")";
}

void addSummary(ComparisonSheet &sheet, const sim::Comparison &comparison) {
  const std::size_t count = comparison.names.size();
  SheetRow rank{SheetRow::Kind::Summary, QCoreApplication::translate("ComparisonSheet", "Rank"), {}, {}, {}};
  SheetRow score{SheetRow::Kind::Summary,
                 QCoreApplication::translate("ComparisonSheet", "Score"),
                 QStringLiteral("%"),
                 {},
                 {}};
  SheetRow must{SheetRow::Kind::Summary,
                QCoreApplication::translate("ComparisonSheet", "Meets every must-rule"),
                {},
                {},
                {}};
  for (std::size_t c = 0; c < count; ++c) {
    const sim::CriteriaVerdicts &v = comparison.verdicts[c];
    rank.cells.push_back({{}, comparison.rank[c], 0, {}, comparison.rank[c] == 1 && count > 1});
    score.cells.push_back({{}, std::round(v.score * 10) / 10, 1, {}, false});
    must.cells.push_back(
        {v.must_pass ? QCoreApplication::translate("ComparisonSheet", "yes")
                     : QCoreApplication::translate("ComparisonSheet", "no (failed: %1)").arg(v.failed_must),
         {},
         0,
         v.must_pass,
         false});
  }
  sheet.rows.push_back(std::move(rank));
  sheet.rows.push_back(std::move(score));
  sheet.rows.push_back(std::move(must));
}

void addCriteria(ComparisonSheet &sheet, const sim::Comparison &comparison,
                 const model::CriteriaSet &criteria) {
  sheet.rows.push_back({SheetRow::Kind::Section,
                        QCoreApplication::translate("ComparisonSheet", "Criteria: %1").arg(sheet.criteriaSet),
                        {},
                        {},
                        {}});
  for (std::size_t r = 0; r < criteria.rules.size(); ++r) {
    const model::Criterion &rule = criteria.rules[r];
    const QString name = QString::fromStdString(rule.name);
    SheetRow value{SheetRow::Kind::Criterion, name, {}, requirementText(rule), {}};
    SheetRow verdict{SheetRow::Kind::Verdict,
                     QCoreApplication::translate("ComparisonSheet", "%1: verdict").arg(name),
                     {},
                     {},
                     {}};
    SheetRow margin{SheetRow::Kind::Margin,
                    QCoreApplication::translate("ComparisonSheet", "%1: margin").arg(name),
                    {},
                    {},
                    {}};
    std::vector<model::QuantityText> values, margins;
    for (const sim::CriteriaVerdicts &candidate : comparison.verdicts) {
      const sim::Verdict &v = candidate.verdicts[r];
      values.push_back(model::quantityTextIn(v.evaluable ? v.figure.value : NAN, rule.unit));
      // Headroom as a share of the threshold; in the rule's unit when the threshold is zero.
      margins.push_back(!v.evaluable                    ? model::quantityText(NAN, "")
                        : std::isfinite(v.margin_ratio) ? model::quantityText(v.margin_ratio, "ratio")
                                                        : model::quantityTextIn(v.margin, rule.unit));
      verdict.cells.push_back(
          {views::verdictOutcome(v), {}, 0, v.evaluable ? std::optional<bool>(v.pass) : std::nullopt, false});
    }
    fillValues(value, values);
    fillValues(margin, margins);
    for (std::size_t c = 0; c < value.cells.size(); ++c) {
      value.cells[c].pass = verdict.cells[c].pass;
      value.cells[c].formula = views::figureText(comparison.verdicts[c].verdicts[r].figure.formula);
    }
    sheet.rows.push_back(std::move(value));
    sheet.rows.push_back(std::move(verdict));
    sheet.rows.push_back(std::move(margin));
  }
}

void addMetrics(ComparisonSheet &sheet, const sim::Comparison &comparison) {
  std::string_view section;
  for (const sim::ComparisonRow &metric : comparison.rows) {
    const std::string_view path = metric.metric->path;
    const std::string_view rowSection = path.substr(0, path.find('.'));
    if (rowSection != section) {
      section = rowSection;
      sheet.rows.push_back({SheetRow::Kind::Section, views::sectionLabel(section), {}, {}, {}});
    }
    SheetRow row{
        SheetRow::Kind::Metric, views::figureLabel(section, path.substr(path.find('.') + 1)), {}, {}, {}};
    std::vector<double> values;
    for (const sim::Figure &figure : metric.figures)
      values.push_back(figure.value);
    fillValues(row, model::quantityTexts(values, metric.metric->unit));
    for (std::size_t c = 0; c < row.cells.size(); ++c) {
      if (const QString unset = views::unsetFigureText(path, metric.figures[c]); !unset.isEmpty()) {
        row.cells[c].text = unset;
        row.cells[c].number.reset();
      }
      row.cells[c].best = metric.best[c];
      row.cells[c].formula = views::figureText(metric.figures[c].formula);
    }
    sheet.rows.push_back(std::move(row));
  }
}

} // namespace

ComparisonSheet comparisonSheet(const sim::Comparison &comparison, const model::CriteriaSet &criteria) {
  ComparisonSheet sheet;
  sheet.criteriaSet = QString::fromStdString(criteria.name);
  for (const std::string &name : comparison.names)
    sheet.candidates << QString::fromStdString(name);
  addSummary(sheet, comparison);
  addCriteria(sheet, comparison, criteria);
  addMetrics(sheet, comparison);
  return sheet;
}

QString plainNumber(const SheetCell &cell) {
  return cell.number ? QString::number(*cell.number, 'f', cell.decimals) : QString();
}

} // namespace snp::report
