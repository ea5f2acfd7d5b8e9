#include "views/room/RoomColouring.h"

#include "sim/CabinetFigures.h"
#include "views/room/RoomPlant.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace snp::views {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Watts in the prefix that reads best for the largest of them: 36 kW, not 36000 W.
struct Prefixed {
  double divisor;
  const char *unit;
};
Prefixed powerUnit(double largest_W) {
  if (largest_W >= 1e6) return {1e6, "MW"};
  if (largest_W >= 1e3) return {1e3, "kW"};
  return {1, "W"};
}

double largest(const std::vector<double> &values) {
  double m = 0;
  for (double v : values)
    if (std::isfinite(v)) m = std::max(m, v);
  return m;
}

} // namespace

QString roomMetricName(RoomMetric metric) {
  switch (metric) {
  case RoomMetric::Cooling: return QCoreApplication::translate("RoomColouring", "Cooling technology");
  case RoomMetric::Power: return QCoreApplication::translate("RoomColouring", "Power");
  case RoomMetric::HeatToLiquid: return QCoreApplication::translate("RoomColouring", "Heat to liquid");
  case RoomMetric::HeatToAir: return QCoreApplication::translate("RoomColouring", "Heat to air");
  case RoomMetric::PowerLimitUse:
    return QCoreApplication::translate("RoomColouring", "Share of the power limit");
  case RoomMetric::CoolingLimitUse:
    return QCoreApplication::translate("RoomColouring", "Share of the cooling limit");
  case RoomMetric::Verdict: return QCoreApplication::translate("RoomColouring", "Criteria verdict");
  case RoomMetric::Failures: return QCoreApplication::translate("RoomColouring", "Node failures");
  case RoomMetric::PowerFeed: return QCoreApplication::translate("RoomColouring", "Power feed");
  case RoomMetric::Cdu: return QCoreApplication::translate("RoomColouring", "CDU");
  }
  return {};
}

std::optional<RoomMetric> roomMetricFromKey(std::string_view key) {
  static constexpr std::pair<std::string_view, RoomMetric> kKeys[] = {
      {"cooling", RoomMetric::Cooling},
      {"power", RoomMetric::Power},
      {"heat-to-liquid", RoomMetric::HeatToLiquid},
      {"heat-to-air", RoomMetric::HeatToAir},
      {"power-limit", RoomMetric::PowerLimitUse},
      {"cooling-limit", RoomMetric::CoolingLimitUse},
      {"verdict", RoomMetric::Verdict},
      {"failures", RoomMetric::Failures},
      {"power-feed", RoomMetric::PowerFeed},
      {"cdu", RoomMetric::Cdu}};
  for (const auto &[name, metric] : kKeys)
    if (name == key) return metric;
  return std::nullopt;
}

RoomColouring roomColouring(RoomMetric metric, const model::Config &config, const sim::Results *results,
                            std::optional<bool> verdict) {
  RoomColouring c;
  c.metric = metric;
  // A hall whose counts are beyond the bounds is not drawn (views/room/RoomLayout.h): nothing to colour.
  const int cabinets = config.sizedWithinBounds() ? std::max(1, config.layout.cabinets) : 0;
  // Each cabinet's figures, computed only for the metrics that read them (not on every edit of
  // a room coloured by its cooling).
  auto each = [&](auto &&value) {
    c.values.assign(static_cast<std::size_t>(cabinets), kNaN);
    if (results)
      for (int i = 0; i < cabinets; ++i)
        c.values[static_cast<std::size_t>(i)] = value(sim::cabinetFigures(config, *results, i));
  };
  if (!results)
    c.missing_text =
        QCoreApplication::translate("RoomColouring", "no results: the configuration has problems");

  // A value against the cabinet's limit: the scale runs up to the limit, so that its colour says
  // how close the cabinet comes; without a limit, up to the largest value.
  auto watts = [&](const QString &name, double limit_W, const QString &overText) {
    c.scale = true;
    const double top = limit_W > 0 ? limit_W : largest(c.values);
    const Prefixed unit = powerUnit(std::max(top, largest(c.values)));
    for (double &v : c.values)
      v /= unit.divisor;
    c.high = top > 0 ? top / unit.divisor : 1;
    c.title = QStringLiteral("%1 (%2)").arg(name, QString::fromLatin1(unit.unit));
    c.over_text = overText;
  };
  auto share = [&](const QString &name, const QString &overText, const QString &noLimit) {
    c.scale = true;
    for (double &v : c.values)
      v *= 100;
    c.high = 100;
    c.title = QStringLiteral("%1 (%)").arg(name);
    c.over_text = overText;
    if (results && std::any_of(c.values.begin(), c.values.end(), [](double v) { return std::isnan(v); }))
      c.missing_text = noLimit;
  };
  // Each cabinet's group of the plant, when the configuration describes it.
  auto byGroup = [&](const sim::UnitGroups *groups, const QString &notDescribed) {
    c.values.assign(static_cast<std::size_t>(cabinets), kNaN);
    if (!results) return;
    if (!groups) {
      c.missing_text = notDescribed;
      return;
    }
    c.groups = groups->groups;
    for (int i = 0; i < cabinets; ++i)
      c.values[static_cast<std::size_t>(i)] = plantGroup(*groups, i);
  };

  switch (metric) {
  case RoomMetric::Cooling:
    c.title = QCoreApplication::translate("RoomColouring", "Cabinets and nodes");
    c.values.assign(static_cast<std::size_t>(cabinets), 0.0);
    c.missing_text.clear();
    break;
  case RoomMetric::Power:
    each([](const sim::CabinetFigures &f) { return f.power_W; });
    watts(QCoreApplication::translate("RoomColouring", "Power"), config.cabinet.power_limit_W,
          QCoreApplication::translate("RoomColouring", "over the power limit"));
    break;
  case RoomMetric::HeatToLiquid:
    each([](const sim::CabinetFigures &f) { return f.liquid_heat_W; });
    watts(QCoreApplication::translate("RoomColouring", "Heat to liquid"), config.cabinet.cooling_limit_W,
          QCoreApplication::translate("RoomColouring", "over the cooling limit"));
    break;
  case RoomMetric::HeatToAir:
    each([](const sim::CabinetFigures &f) { return f.air_heat_W; });
    watts(QCoreApplication::translate("RoomColouring", "Heat to air"), config.cabinet.cooling_limit_W,
          QCoreApplication::translate("RoomColouring", "over the cooling limit"));
    break;
  case RoomMetric::PowerLimitUse:
    each([](const sim::CabinetFigures &f) { return f.power_limit_use; });
    share(QCoreApplication::translate("RoomColouring", "Share of the power limit"),
          QCoreApplication::translate("RoomColouring", "over the power limit"),
          QCoreApplication::translate("RoomColouring", "no power limit set"));
    break;
  case RoomMetric::CoolingLimitUse:
    each([](const sim::CabinetFigures &f) { return f.cooling_limit_use; });
    share(QCoreApplication::translate("RoomColouring", "Share of the cooling limit"),
          QCoreApplication::translate("RoomColouring", "over the cooling limit"),
          QCoreApplication::translate("RoomColouring", "no cooling limit set"));
    break;
  case RoomMetric::Verdict:
    c.title = QCoreApplication::translate("RoomColouring", "Criteria verdict");
    c.values.assign(static_cast<std::size_t>(cabinets), verdict ? (*verdict ? 1.0 : 0.0) : kNaN);
    if (!verdict) c.missing_text = QCoreApplication::translate("RoomColouring", "cannot judge");
    break;
  case RoomMetric::Failures:
    each([](const sim::CabinetFigures &f) { return f.failures_per_day; });
    c.scale = true;
    c.high = largest(c.values) > 0 ? largest(c.values) : 1;
    c.title = QCoreApplication::translate("RoomColouring", "Node failures (per day)");
    break;
  case RoomMetric::PowerFeed: {
    const bool busway = config.power_chain.distribution_kind == model::DistributionKind::Busway;
    const sim::PowerLevelLoad *level =
        results ? &results->power_chain.level(sim::PowerStage::Distribution) : nullptr;
    c.title = busway ? QCoreApplication::translate("RoomColouring", "Power feed: busway groups")
                     : QCoreApplication::translate("RoomColouring", "Power feed: floor PDU groups");
    c.group_name = busway ? QCoreApplication::translate("RoomColouring", "Busway group %1")
                          : QCoreApplication::translate("RoomColouring", "Floor PDU group %1");
    byGroup(level && level->described ? level : nullptr,
            QCoreApplication::translate("RoomColouring", "no floor PDUs or busways described"));
    break;
  }
  case RoomMetric::Cdu:
    c.title = QCoreApplication::translate("RoomColouring", "CDU groups");
    c.group_name = QCoreApplication::translate("RoomColouring", "CDU group %1");
    byGroup(results && results->cdu.described ? &results->cdu.groups : nullptr,
            QCoreApplication::translate("RoomColouring", "no CDUs described, or no heat to liquid"));
    break;
  }
  // Rounding must not push a cabinet exactly at its limit over it.
  c.over_high = c.scale && std::any_of(c.values.begin(), c.values.end(),
                                       [&](double v) { return v > c.high * (1 + 1e-9); });
  return c;
}

} // namespace snp::views
