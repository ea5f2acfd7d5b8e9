#pragma once

#include "model/QuantityText.h"
#include "sim/Figure.h"

#include <QString>
#include <QStringList>

#include <span>

namespace snp::views {

// A figure's value for people, in the reader's locale, as model/QuantityText.h decides it for every
// writer: SI prefixes (12.3 TB/s, 4.1 ms), ratios as percentages, ...
QString formatValue(double value, std::string_view unit);
// Values read side by side, in one unit they share (model::quantityTexts).
// A figure whose value means "not asked for" or "not known" rather than a number: the step count of
// a run without a token budget is 0, and so are a capital cost whose parts have no price and an
// embodied carbon no part has a published footprint for (each says so in its terms). What to show
// instead ("no token budget", "unpriced", "not published"), or empty for an ordinary value.
QString unsetFigureText(std::string_view path, const sim::Figure &figure);

QStringList formatValues(std::span<const double> values, std::string_view unit);
// A quantity as model::quantityText decided it, in the reader's locale and language.
QString formatQuantity(const model::QuantityText &quantity);
// A value (SI) in a display unit people chose ("kW", "%": model/DisplayUnits.h).
QString formatInUnit(double value, std::string_view displayUnit);

// A formula, term name or assumption of the simulator in the UI's language.
QString figureText(std::string_view text);
// A Message of the simulator (a formula, an assumption), in the UI language; empty for none.
QString figureText(const model::Message &text);

// The explanation of a figure as rich text: formula, terms with their values, assumption.
// A formula's term as people read it: "IT power" for the simulator's "it", the translated text
// of a marked term, underscores as spaces otherwise.
QString termLabel(std::string_view name);

QString explanationHtml(const sim::Figure &figure);

} // namespace snp::views
