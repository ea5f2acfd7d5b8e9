#include "app/gui/WhatIfText.h"

#include "model/FieldTable.h"
#include "sim/decision/Metrics.h"
#include "views/ChoiceLabel.h"
#include "views/FigureText.h"
#include "views/editor/FieldCatalog.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace snp::app {

namespace {

QString changeText(const std::string &path, const nlohmann::json &from, const nlohmann::json &to) {
  return QCoreApplication::translate("WhatIfText", "%1 %2 → %3")
      .arg(views::fieldLabel(path), leverValueText(path, from), leverValueText(path, to));
}

} // namespace

QString leverValueText(const std::string &path, const nlohmann::json &value) {
  if (value.is_string()) return views::choiceLabel(value.get<std::string>());
  if (value.is_boolean())
    return value.get<bool>() ? QCoreApplication::translate("WhatIfText", "on")
                             : QCoreApplication::translate("WhatIfText", "off");
  if (!value.is_number()) return QString::fromStdString(value.dump());
  if (path == "accelerator.power_cap_W" && value.get<double>() == 0)
    return QCoreApplication::translate("WhatIfText", "no cap");
  const model::Field *field = model::findField(path);
  return views::formatValue(value.get<double>(), field ? field->unit : std::string_view{});
}

QString fixChangesText(const sim::WhatIfQuestion &question, const sim::WhatIfFix &fix) {
  QStringList parts;
  for (const sim::WhatIfChange &change : fix.changes) {
    const sim::WhatIfLever &lever = question.levers[change.lever];
    parts << changeText(lever.path, lever.values[lever.base], lever.values[change.value]);
  }
  return parts.join(QStringLiteral("; "));
}

QString fixFiguresText(const sim::WhatIfQuestion &question, const sim::WhatIfFix &fix) {
  QStringList parts;
  for (const sim::RuleShift &shift : fix.rules) {
    const model::Criterion &rule = question.criteria.rules[shift.rule];
    const sim::MetricInfo *metric = sim::findMetric(rule.metric);
    const std::string_view unit = metric ? metric->unit : std::string_view{};
    parts << QCoreApplication::translate("WhatIfText", "%1 %2 → %3")
                 .arg(QString::fromStdString(rule.name.empty() ? rule.metric : rule.name),
                      views::formatValue(shift.before, unit), views::formatValue(shift.after, unit));
  }
  return parts.join(QStringLiteral("; "));
}

QString fixCostText(const sim::WhatIfFix &fix) {
  if (std::isnan(fix.annual_cost_before) || std::isnan(fix.annual_cost_after) || fix.annual_cost_before == 0)
    return QStringLiteral("—");
  const double change = fix.annual_cost_after / fix.annual_cost_before - 1;
  const QString percent = (change >= 0 ? QStringLiteral("+") : QStringLiteral("−")) +
                          views::formatValue(std::abs(change), "ratio");
  return fix.cost_partial ? QCoreApplication::translate("WhatIfText", "%1 of the priced parts").arg(percent)
                          : percent;
}

QString fixFollowedText(const sim::WhatIfFix &fix) {
  QStringList lines;
  for (const model::FieldChange &followed : fix.followed)
    if (followed.path != "name") // the name follows a size it states; not a change to the design
      lines << changeText(followed.path, followed.before, followed.after);
  return lines.isEmpty() ? QString()
                         : QCoreApplication::translate("WhatIfText", "Taken along:\n%1")
                               .arg(lines.join(QLatin1Char('\n')));
}

} // namespace snp::app
