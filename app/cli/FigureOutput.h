#pragma once

#include "sim/Figure.h"
#include "sim/accuracy/ErrorBand.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace snp::cli {

// Visits every figure of a result as (section, name, figure); "section.name" is its path.
using FigureVisitor =
    std::function<void(std::string_view section, std::string_view name, const sim::Figure &)>;
using FigureSource = std::function<void(const FigureVisitor &)>;
// The error band of the figure at a path ("training.step_time_s"), if its class has one.
using BandSource = std::function<std::optional<sim::ErrorBand>(std::string_view path)>;

// Writes the figures into `out` as nested JSON ({"section": {"name": value}}, SI units) and
// returns their explanations keyed by each figure's path (unit, formula, terms, assumption, and
// the error band where `bands` gives one), which outputs place last, after whatever the command adds.
nlohmann::ordered_json addFiguresJson(nlohmann::ordered_json &out, const FigureSource &figures,
                                      const BandSource &bands = {});
// The CSV's columns, and one figure per row: path, value, unit, formula, terms, assumption, the
// error band's half-width as a fraction (empty when not validated) and what it rests on.
inline constexpr int kFigureCsvColumns = 8;
std::string figuresCsv(const FigureSource &figures, const BandSource &bands = {});
// Aligned text for people at a terminal: a [section] heading, then name, SI value, band, formula.
std::string figuresText(const FigureSource &figures, const BandSource &bands = {});

} // namespace snp::cli
