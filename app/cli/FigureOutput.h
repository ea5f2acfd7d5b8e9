#pragma once

#include "sim/Figure.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <string_view>

namespace snp::cli {

// Visits every figure of a result as (section, name, figure); "section.name" is its path.
using FigureVisitor =
    std::function<void(std::string_view section, std::string_view name, const sim::Figure &)>;
using FigureSource = std::function<void(const FigureVisitor &)>;

// Writes the figures into `out` as nested JSON ({"section": {"name": value}}, SI units) and
// returns their explanations keyed by each figure's path (unit, formula, terms, assumption),
// which outputs place last, after whatever the command adds.
nlohmann::ordered_json addFiguresJson(nlohmann::ordered_json &out, const FigureSource &figures);
// One figure per row: path, value, unit, formula, terms, assumption (with the header row).
std::string figuresCsv(const FigureSource &figures);
// Aligned text for people at a terminal: a [section] heading, then name, SI value, formula.
std::string figuresText(const FigureSource &figures);

} // namespace snp::cli
