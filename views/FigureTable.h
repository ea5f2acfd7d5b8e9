#pragma once

#include "sim/Figure.h"

#include <QTableWidget>

#include <string_view>

namespace snp::views {

// The figures of one result (a scheduling run, a served model) as a small table of names and
// values for people (SI prefixes, 3–4 significant digits); hovering a row explains its figure:
// formula, terms and assumption.
class FigureTable : public QTableWidget {
  Q_OBJECT

public:
  explicit FigureTable(QWidget *parent = nullptr);

  // Replaces the rows with the figures `results.forEachFigure` visits, labelled as figures of
  // `section` (views/FigureLabels.h).
  template <class Results> void showFigures(std::string_view section, const Results &results) {
    clearFigures();
    appendFigures(section, results);
  }
  // Adds rows below those shown: figures of a second result about the same thing.
  template <class Results> void appendFigures(std::string_view section, const Results &results) {
    results.forEachFigure(
        [&](std::string_view name, const sim::Figure &figure) { addFigure(section, name, figure); });
    fitColumns();
  }
  void clearFigures();

private:
  void addFigure(std::string_view section, std::string_view name, const sim::Figure &figure);
  void fitColumns();
};

} // namespace snp::views
