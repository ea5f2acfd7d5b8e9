#include "views/FigureText.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>
#include <cmath>

namespace snp::views {

namespace {

QString withPrefix(double value, const QString &unit) {
  static constexpr std::array<std::pair<double, const char *>, 7> kPrefixes{
      {{1e18, "E"}, {1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}, {1, ""}}};
  const double magnitude = std::abs(value);
  for (const auto &[scale, prefix] : kPrefixes)
    if (magnitude >= scale) return QLocale().toString(value / scale, 'g', 4) + " " + prefix + unit;
  if (magnitude >= 1e-3 && magnitude < 1) return QLocale().toString(value * 1e3, 'g', 4) + " m" + unit;
  if (magnitude >= 1e-6 && magnitude < 1e-3) return QLocale().toString(value * 1e6, 'g', 4) + " µ" + unit;
  if (magnitude > 0 && magnitude < 1e-6) return QLocale().toString(value * 1e9, 'g', 4) + " n" + unit;
  return QLocale().toString(value, 'g', 4) + " " + unit;
}

QString seconds(double s) {
  constexpr double kYear = 365.25 * 86400;
  if (std::abs(s) >= kYear)
    return QLocale().toString(s / kYear, 'f', 1) + " " + QCoreApplication::translate("FigureText", "years");
  if (std::abs(s) >= 2 * 86400)
    return QLocale().toString(s / 86400, 'f', 1) + " " + QCoreApplication::translate("FigureText", "d");
  if (std::abs(s) >= 2 * 3600)
    return QLocale().toString(s / 3600, 'f', 1) + " " + QCoreApplication::translate("FigureText", "h");
  if (std::abs(s) >= 120)
    return QLocale().toString(s / 60, 'f', 1) + " " + QCoreApplication::translate("FigureText", "min");
  return withPrefix(s, "s");
}

} // namespace

QString formatValue(double value, std::string_view unit) {
  if (std::isnan(value)) return QStringLiteral("—");
  if (std::isinf(value)) return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
  const QString u = QString::fromUtf8(unit.data(), static_cast<qsizetype>(unit.size()));
  if (u == "ratio") return QLocale().toString(100 * value, 'f', 1) + " %";
  if (u == "s") return seconds(value);
  if (u == "B/s" || u == "B" || u == "W" || u == "FLOP/s" || u == "FLOP/s/W" || u == "Wh" || u == "J" ||
      u == "bit/s" || u == "samples/s" || u == "tokens/s")
    return withPrefix(value, u);
  if (u == "USD" || u == "CNY" || u == "EUR")
    return (std::abs(value) >= 1e6 ? QLocale().toString(value / 1e6, 'f', 2) + " M"
                                   : QLocale().toString(value, 'f', 0)) +
           " " + u;
  // A rate of rare events reads as how long one takes to come: "once per 5.8 years"; a rate of one
  // or more a second (requests, tokens), or none, as itself: "2.35 k/s", "0 /s".
  if (u == "1/s")
    return value > 0 && value < 1
               ? QCoreApplication::translate("FigureText", "once per %1").arg(seconds(1 / value))
               : withPrefix(value, "/s");
  if (u == "1/day")
    return QCoreApplication::translate("FigureText", "%1 per day").arg(QLocale().toString(value, 'g', 3));
  // Coolant loops are specified in L/min; room air in m³/s.
  if (u == "m^3/s")
    return std::abs(value) < 0.1 ? QLocale().toString(value * 60e3, 'g', 4) + " L/min"
                                 : QLocale().toString(value, 'g', 4) + " m³/s";
  // Counts keep every digit up to hundreds of millions (a billion-parameter count reads "70.55 G");
  // other plain numbers (a PUE, a COP) get four significant ones.
  if (u.isEmpty() && std::abs(value) >= 1e9) return withPrefix(value, "").trimmed();
  if (u.isEmpty() || u == "hops")
    return (value == std::trunc(value) && std::abs(value) < 1e15 ? QLocale().toString(value, 'f', 0)
                                                                 : QLocale().toString(value, 'g', 4)) +
           (u.isEmpty() ? QString() : " " + u);
  return QLocale().toString(value, 'g', 4) + " " + u;
}

QString figureText(std::string_view text) {
  // The simulator's texts are string literals marked with SNP_MESSAGE("Figure", ...), so they
  // end in a NUL and serve as the translation key as they are.
  if (text.empty()) return {};
  return QCoreApplication::translate("Figure", text.data());
}

QString explanationHtml(const sim::Figure &figure) {
  auto text = [](std::string_view s) { return figureText(s).toHtmlEscaped(); };
  QString html = "<b>" + text(figure.formula) + "</b>";
  if (figure.term_count > 0) {
    html += "<table>";
    for (std::uint8_t i = 0; i < figure.term_count; ++i) {
      const sim::Term &term = figure.terms[i];
      html += "<tr><td>" + text(term.name) + "</td><td align=right>&nbsp;" +
              formatValue(term.value, term.unit).toHtmlEscaped() + "</td></tr>";
    }
    html += "</table>";
  }
  if (!figure.assumption.empty()) html += "<p><i>" + text(figure.assumption) + "</i></p>";
  return html;
}

} // namespace snp::views
