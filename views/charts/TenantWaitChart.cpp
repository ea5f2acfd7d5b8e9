#include "views/charts/TenantWaitChart.h"

#include "views/charts/ChartStyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCoreApplication>
#include <QFont>
#include <QHorizontalBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <numeric>

namespace snp::charts {

namespace {

struct WaitUnit {
  double seconds;
  QString title;
};

WaitUnit waitUnitFor(double longest_s) {
  if (longest_s >= 2 * 86400) return {86400, QCoreApplication::translate("Charts", "Wait (d)")};
  if (longest_s >= 2 * 3600) return {3600, QCoreApplication::translate("Charts", "Wait (h)")};
  if (longest_s >= 120) return {60, QCoreApplication::translate("Charts", "Wait (min)")};
  return {1, QCoreApplication::translate("Charts", "Wait (s)")};
}

} // namespace

std::unique_ptr<QChart> makeTenantWaitChart(const std::vector<sim::TenantQueueing> &tenants) {
  std::vector<std::size_t> shown(tenants.size());
  std::iota(shown.begin(), shown.end(), std::size_t{0});
  if (shown.size() > std::size_t(kMaxChartedTenants)) {
    std::stable_sort(shown.begin(), shown.end(),
                     [&](std::size_t a, std::size_t b) { return tenants[a].jobs > tenants[b].jobs; });
    shown.resize(std::size_t(kMaxChartedTenants));
    std::sort(shown.begin(), shown.end()); // back in the trace's order
  }
  auto chart =
      newChart(shown.size() < tenants.size()
                   ? QCoreApplication::translate("Charts", "Wait per tenant (the %1 with most jobs of %2)")
                         .arg(shown.size())
                         .arg(tenants.size())
                   : QCoreApplication::translate("Charts", "Wait per tenant"));
  double longest = 0;
  for (std::size_t t : shown)
    longest = std::max({longest, tenants[t].mean_wait_s, tenants[t].p95_wait_s});
  const WaitUnit unit = waitUnitFor(longest);

  auto *mean = new QBarSet(QCoreApplication::translate("Charts", "Mean"));
  auto *p95 = new QBarSet(QCoreApplication::translate("Charts", "95th percentile"));
  mean->setColor(seriesColor(0));
  p95->setColor(seriesColor(4));
  // Bars across, names down the side, where a name has the room it needs; the first tenant on top.
  QStringList names;
  for (auto t = shown.rbegin(); t != shown.rend(); ++t) {
    names << chartText(QString::fromStdString(tenants[*t].tenant));
    mean->append(tenants[*t].mean_wait_s / unit.seconds);
    p95->append(tenants[*t].p95_wait_s / unit.seconds);
  }
  auto *bars = new QHorizontalBarSeries;
  bars->append(mean);
  bars->append(p95);
  chart->addSeries(bars);
  QBarCategoryAxis *nameAxis = addCategoryAxis(*chart, names, Qt::AlignLeft);
  // Whole names, in a smaller font so that twenty fit a short chart (Qt cuts them to "..." by default).
  QFont font = nameAxis->labelsFont();
  font.setPointSizeF(8);
  nameAxis->setLabelsFont(font);
  nameAxis->setTruncateLabels(false);
  bars->attachAxis(nameAxis);
  QValueAxis *wait = addValueAxis(*chart, Qt::AlignBottom, unit.title);
  bars->attachAxis(wait);
  setNiceRange(*wait, 0, std::max(longest / unit.seconds, 1.0));
  return chart;
}

} // namespace snp::charts
