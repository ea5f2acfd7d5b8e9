#include "views/charts/PueChart.h"

#include "model/QuantityText.h"
#include "sim/facility/SupplyTemperatureSweep.h"
#include "views/charts/ChartStyle.h"

#include <QCoreApplication>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <limits>

namespace snp::charts {

namespace {

QString technologyName(model::CoolingKind kind, double liquid_fraction, bool with_two_phase) {
  const QString share = QLocale().toString(100 * liquid_fraction, 'f', 0);
  switch (kind) {
  case model::CoolingKind::Air: return QCoreApplication::translate("Charts", "Air");
  case model::CoolingKind::ColdPlate:
    return QCoreApplication::translate("Charts", "Cold plate (%1 % liquid)").arg(share);
  case model::CoolingKind::ImmersionSinglePhase:
    return with_two_phase ? QCoreApplication::translate("Charts", "Immersion (single- and two-phase)")
                          : QCoreApplication::translate("Charts", "Immersion, single-phase");
  case model::CoolingKind::ImmersionTwoPhase:
    return QCoreApplication::translate("Charts", "Immersion, two-phase");
  case model::CoolingKind::Hybrid:
    return QCoreApplication::translate("Charts", "Hybrid (%1 % liquid)").arg(share);
  }
  return {};
}

bool samePoints(const sim::CoolingTechnologyCurve &a, const sim::CoolingTechnologyCurve &b) {
  if (a.points.size() != b.points.size()) return false;
  for (std::size_t i = 0; i < a.points.size(); ++i)
    if (a.points[i].supply_C != b.points[i].supply_C || a.points[i].pue != b.points[i].pue) return false;
  return true;
}

void hideFromLegend(QChart &chart, QAbstractSeries *series) {
  for (QLegendMarker *marker : chart.legend()->markers(series))
    marker->setVisible(false);
}

} // namespace

std::unique_ptr<QChart> makePueChart(const Scenarios &scenarios, int current) {
  if (current < 0 || current >= int(scenarios.size()))
    return newChart(QCoreApplication::translate("Charts", "PUE and cooling energy"));
  const ScenarioSeries &s = scenarios[std::size_t(current)];
  auto chart =
      newChart(QCoreApplication::translate("Charts", "PUE and cooling energy against supply temperature: %1")
                   .arg(chartText(s.name)));
  const std::vector<double> temperatures = sim::defaultSupplyTemperatures();
  const sim::SupplyTemperatureSweep sweep = sim::sweepSupplyTemperature(s.config, temperatures);

  double max_kWh = 0;
  for (const sim::CoolingTechnologyCurve &curve : sweep.curves)
    for (const sim::SupplyTemperaturePoint &p : curve.points)
      max_kWh = std::max(max_kWh, p.annual_cooling_kWh);
  const bool gigawatt_hours = max_kWh >= 1e8; // 100,000 MWh
  const double energy_scale = gigawatt_hours ? 1e-6 : 1e-3;

  QValueAxis *x =
      addValueAxis(*chart, Qt::AlignBottom, QCoreApplication::translate("Charts", "Supply temperature (°C)"));
  QValueAxis *pue_axis = addValueAxis(*chart, Qt::AlignLeft, QCoreApplication::translate("Charts", "PUE"));
  QValueAxis *energy_axis =
      addValueAxis(*chart, Qt::AlignRight,
                   gigawatt_hours ? QCoreApplication::translate("Charts", "Cooling energy (GWh/yr), dashed")
                                  : QCoreApplication::translate("Charts", "Cooling energy (MWh/yr), dashed"));

  // Both immersion kinds are the same in the cooling model; one line then stands for both.
  const auto &curves = sweep.curves;
  auto find = [&](model::CoolingKind kind) {
    return std::ranges::find(curves, kind, &sim::CoolingTechnologyCurve::kind);
  };
  const bool merge_immersion = find(model::CoolingKind::ImmersionSinglePhase) != curves.end() &&
                               find(model::CoolingKind::ImmersionTwoPhase) != curves.end() &&
                               samePoints(*find(model::CoolingKind::ImmersionSinglePhase),
                                          *find(model::CoolingKind::ImmersionTwoPhase));

  double min_pue = std::numeric_limits<double>::infinity(), max_pue = 1;
  double min_t = std::numeric_limits<double>::infinity(), max_t = -min_t;
  for (std::size_t i = 0; i < curves.size(); ++i) {
    const sim::CoolingTechnologyCurve &curve = curves[i];
    if (merge_immersion && curve.kind == model::CoolingKind::ImmersionTwoPhase) continue;
    const QColor color = seriesColor(int(i));
    auto *pue = new QLineSeries;
    pue->setName(technologyName(curve.kind, curve.liquid_fraction, merge_immersion));
    pue->setPen(QPen(color, 2.5));
    auto *energy = new QLineSeries;
    energy->setName(pue->name());
    energy->setPen(QPen(color, 1.5, Qt::DashLine));
    for (const sim::SupplyTemperaturePoint &p : curve.points) {
      pue->append(p.supply_C, p.pue);
      energy->append(p.supply_C, energy_scale * p.annual_cooling_kWh);
      min_pue = std::min(min_pue, p.pue);
      max_pue = std::max(max_pue, p.pue);
      min_t = std::min(min_t, p.supply_C);
      max_t = std::max(max_t, p.supply_C);
    }
    chart->addSeries(pue);
    pue->attachAxis(x);
    pue->attachAxis(pue_axis);
    chart->addSeries(energy);
    energy->attachAxis(x);
    energy->attachAxis(energy_axis);
    hideFromLegend(*chart, energy);
  }

  // Where the configuration stands.
  auto *here = new QScatterSeries;
  here->setName(QCoreApplication::translate("Charts", "This configuration: %1 °C, PUE %2")
                    .arg(QLocale().toString(s.config.cooling.supply_C, 'f',
                                            model::significantDecimals(s.config.cooling.supply_C)))
                    .arg(QLocale().toString(s.results.cooling.pue.value, 'f', 3)));
  here->append(s.config.cooling.supply_C, s.results.cooling.pue.value);
  here->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
  here->setMarkerSize(12);
  here->setColor(Qt::black);
  here->setBorderColor(Qt::white);
  chart->addSeries(here);
  here->attachAxis(x);
  here->attachAxis(pue_axis);

  if (std::isfinite(min_t)) {
    x->setRange(min_t, max_t);
    x->applyNiceNumbers();
    x->setLabelFormat(QStringLiteral("%.0f"));
    setNiceRange(*pue_axis, std::min(1.0, min_pue), max_pue);
    setNiceRange(*energy_axis, 0, energy_scale * max_kWh);
  }
  return chart;
}

} // namespace snp::charts
