#include "views/charts/StepBreakdownChart.h"

#include "sim/Breakdowns.h"
#include "views/charts/BarCategories.h"
#include "views/charts/ChartStyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCoreApplication>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace snp::charts {

namespace {

struct Part {
  const char *name;
  double sim::EffectiveStepBreakdown::*seconds;
};

constexpr std::array<Part, 12> kParts{{
    {QT_TRANSLATE_NOOP("Charts", "Compute"), &sim::EffectiveStepBreakdown::compute_s},
    {QT_TRANSLATE_NOOP("Charts", "Recompute"), &sim::EffectiveStepBreakdown::recompute_s},
    {QT_TRANSLATE_NOOP("Charts", "TP comm."), &sim::EffectiveStepBreakdown::tp_comm_s},
    {QT_TRANSLATE_NOOP("Charts", "EP all-to-all"), &sim::EffectiveStepBreakdown::ep_comm_s},
    {QT_TRANSLATE_NOOP("Charts", "CP comm."), &sim::EffectiveStepBreakdown::cp_comm_s},
    {QT_TRANSLATE_NOOP("Charts", "PP comm."), &sim::EffectiveStepBreakdown::pp_comm_s},
    {QT_TRANSLATE_NOOP("Charts", "Pipeline bubble"), &sim::EffectiveStepBreakdown::pp_bubble_s},
    {QT_TRANSLATE_NOOP("Charts", "DP comm."), &sim::EffectiveStepBreakdown::dp_comm_exposed_s},
    {QT_TRANSLATE_NOOP("Charts", "Host offload"), &sim::EffectiveStepBreakdown::offload_s},
    {QT_TRANSLATE_NOOP("Charts", "Optimizer"), &sim::EffectiveStepBreakdown::optimizer_s},
    {QT_TRANSLATE_NOOP("Charts", "Checkpoints"), &sim::EffectiveStepBreakdown::checkpoint_s},
    {QT_TRANSLATE_NOOP("Charts", "Failures"), &sim::EffectiveStepBreakdown::failures_s},
}};

// A run that never finishes has infinite checkpoint and failure shares; a bar cannot show them.
double drawable(double seconds) { return std::isfinite(seconds) ? seconds : 0.0; }

} // namespace

std::unique_ptr<QChart> makeStepBreakdownChart(const Scenarios &scenarios, int current) {
  auto chart = newChart(QCoreApplication::translate(
      "Charts", "Training step breakdown: exposed communication, checkpoints and failures per step"));
  std::vector<sim::EffectiveStepBreakdown> breakdowns;
  for (const ScenarioSeries &s : scenarios)
    breakdowns.push_back(sim::effectiveStepBreakdown(s.results));

  auto *series = new QStackedBarSeries;
  for (std::size_t p = 0; p < kParts.size(); ++p) {
    const bool any = std::ranges::any_of(
        breakdowns, [&](const sim::EffectiveStepBreakdown &b) { return drawable(b.*kParts[p].seconds) > 0; });
    if (!any) continue;
    auto *set = new QBarSet(QCoreApplication::translate("Charts", kParts[p].name));
    set->setColor(partColor(int(p)));
    set->setBorderColor(partColor(int(p)));
    for (const sim::EffectiveStepBreakdown &b : breakdowns)
      set->append(drawable(b.*kParts[p].seconds));
    series->append(set);
  }
  series->setBarWidth(0.6);
  chart->addSeries(series);

  QBarCategoryAxis *x = addCategoryAxis(*chart, barCategories(scenarios, current));
  series->attachAxis(x);
  QValueAxis *y =
      addValueAxis(*chart, Qt::AlignLeft, QCoreApplication::translate("Charts", "Time per step (s)"));
  series->attachAxis(y);
  double highest = 0;
  for (const sim::EffectiveStepBreakdown &b : breakdowns)
    highest = std::max(highest, drawable(b.effectiveStepTime()));
  setNiceRange(*y, 0, highest);
  return chart;
}

} // namespace snp::charts
