#include "views/FigureText.h"

#include "model/QuantityText.h"

#include <QCoreApplication>
#include <QLocale>

namespace snp::views {

namespace {

// The unit words and templates model::quantityText uses, translated here (lupdate reads them).
[[maybe_unused]] constexpr const char *kQuantityWords[] = {
    QT_TRANSLATE_NOOP("FigureText", "years"), QT_TRANSLATE_NOOP("FigureText", "d"),
    QT_TRANSLATE_NOOP("FigureText", "h"),     QT_TRANSLATE_NOOP("FigureText", "min"),
    QT_TRANSLATE_NOOP("FigureText", "hop"),   QT_TRANSLATE_NOOP("FigureText", "hops")};

// Rates of things counted in words, after an SI prefix ("k", "M"): %1 is the prefix.
struct CountedRate {
  std::string_view unit;
  const char *text;
};
constexpr CountedRate kCountedRates[] = {{"samples/s", QT_TRANSLATE_NOOP("FigureText", "%1samples/s")},
                                         {"tokens/s", QT_TRANSLATE_NOOP("FigureText", "%1tokens/s")},
                                         {"samples", QT_TRANSLATE_NOOP("FigureText", "%1samples")}};

// Money per something ("USD/h"): %1 is the currency.
constexpr CountedRate kMoneyRates[] = {{"/h", QT_TRANSLATE_NOOP("FigureText", "%1/h")},
                                       {"/PFLOP/s-year", QT_TRANSLATE_NOOP("FigureText", "%1/PFLOP/s-year")},
                                       {"/M tokens", QT_TRANSLATE_NOOP("FigureText", "%1/M tokens")}};

// The unit as people of the interface's language read it: words translated, symbols as they are.
QString unitText(const model::QuantityText &quantity) {
  if (quantity.unitIsWord) return QCoreApplication::translate("FigureText", quantity.unit.c_str());
  const std::string_view unit = quantity.unit;
  for (const CountedRate &rate : kMoneyRates)
    if (unit.ends_with(rate.unit))
      return QCoreApplication::translate("FigureText", rate.text)
          .arg(QString::fromUtf8(unit.substr(0, unit.size() - rate.unit.size())));
  for (const CountedRate &rate : kCountedRates)
    if (unit.ends_with(rate.unit))
      return QCoreApplication::translate("FigureText", rate.text)
          .arg(QString::fromUtf8(unit.substr(0, unit.size() - rate.unit.size())));
  return QString::fromStdString(quantity.unit);
}

} // namespace

QString formatQuantity(const model::QuantityText &quantity) {
  using Form = model::QuantityText::Form;
  switch (quantity.form) {
  case Form::NotANumber: return QStringLiteral("—");
  case Form::Infinite: return quantity.number > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
  case Form::Name: return QString::fromStdString(quantity.unit);
  case Form::Number:
  case Form::OncePer:
  case Form::PerDay: break;
  }
  QString text = QLocale().toString(quantity.number, 'f', quantity.decimals);
  const QString unit = unitText(quantity);
  if (!unit.isEmpty()) text += " " + unit;
  if (quantity.form == Form::OncePer)
    return QCoreApplication::translate("FigureText", "once per %1").arg(text);
  if (quantity.form == Form::PerDay) return QCoreApplication::translate("FigureText", "%1 per day").arg(text);
  return text;
}

QString formatValue(double value, std::string_view unit) {
  return formatQuantity(model::quantityText(value, unit));
}

QString unsetFigureText(std::string_view path, const sim::Figure &figure) {
  if (path == "training.steps_to_train" && figure.value == 0)
    return QCoreApplication::translate("FigureText", "no token budget");
  if (figure.value != 0) return {};
  // A sum over parts that has none to sum says why, from its own terms.
  if (figure.term("parts_with_footprint") == 0.0)
    return QCoreApplication::translate("FigureText", "not published");
  if (figure.term("unpriced_parts").value_or(0) > 0)
    return QCoreApplication::translate("FigureText", "unpriced");
  return {};
}

QStringList formatValues(std::span<const double> values, std::string_view unit) {
  QStringList texts;
  for (const model::QuantityText &quantity : model::quantityTexts(values, unit))
    texts << formatQuantity(quantity);
  return texts;
}

QString formatInUnit(double value, std::string_view displayUnit) {
  return formatQuantity(model::quantityTextIn(value, displayUnit));
}

QString figureText(std::string_view text) {
  // The simulator's texts are string literals marked with SNP_MESSAGE("Figure", ...), so they
  // end in a NUL and serve as the translation key as they are.
  if (text.empty()) return {};
  return QCoreApplication::translate("Figure", text.data());
}

QString figureText(const model::Message &text) {
  return text.empty() ? QString() : QCoreApplication::translate(text.context(), text.text());
}

QString termLabel(std::string_view name) {
  // Terms the simulator names by an identifier, as words (the rest are marked texts already).
  struct Word {
    std::string_view name;
    const char *label;
  };
  static constexpr Word kWords[] = {
      {"it", QT_TRANSLATE_NOOP("FigureTerm", "IT power")},
      {"facility", QT_TRANSLATE_NOOP("FigureTerm", "facility power")},
      {"cabinets", QT_TRANSLATE_NOOP("FigureTerm", "cabinets")},
      {"dp", QT_TRANSLATE_NOOP("FigureTerm", "data-parallel ranks")},
      {"liquid_fraction", QT_TRANSLATE_NOOP("FigureTerm", "liquid share of the heat")},
      {"liquid_heat", QT_TRANSLATE_NOOP("FigureTerm", "heat to liquid")},
      {"distribution_loss", QT_TRANSLATE_NOOP("FigureTerm", "distribution loss")},
      {"ups", QT_TRANSLATE_NOOP("FigureTerm", "UPS")},
      {"utility", QT_TRANSLATE_NOOP("FigureTerm", "utility feed")},
      {"design_load", QT_TRANSLATE_NOOP("FigureTerm", "load at full power")},
      {"share_of_it", QT_TRANSLATE_NOOP("FigureTerm", "share of the IT power")},
  };
  for (const Word &word : kWords)
    if (word.name == name) return QCoreApplication::translate("FigureTerm", word.label);
  QString text = figureText(name);
  return text.replace('_', ' ');
}

QString explanationHtml(const sim::Figure &figure) {
  auto text = [](const auto &s) { return figureText(s).toHtmlEscaped(); };
  QString html = "<b>" + text(figure.formula) + "</b>";
  if (figure.term_count > 0) {
    html += "<table>";
    for (std::uint8_t i = 0; i < figure.term_count; ++i) {
      const sim::Term &term = figure.terms[i];
      html += "<tr><td>" + termLabel(term.name).toHtmlEscaped() + "</td><td align=right>&nbsp;" +
              formatValue(term.value, term.unit).toHtmlEscaped() + "</td></tr>";
    }
    html += "</table>";
  }
  if (!figure.assumption.empty()) html += "<p><i>" + text(figure.assumption) + "</i></p>";
  return html;
}

} // namespace snp::views
