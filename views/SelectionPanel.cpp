#include "views/SelectionPanel.h"

#include "sim/CoolingModel.h"
#include "views/FigureText.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace snp::views {

SelectionPanel::SelectionPanel(QWidget *parent)
    : QWidget(parent), title_(new QLabel(this)), figures_(new QTreeWidget(this)) {
  figures_->setObjectName("SelectionFigures");
  figures_->setColumnCount(2);
  figures_->setHeaderLabels({tr("Figure"), tr("Value")});
  figures_->setRootIsDecorated(false);
  figures_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  figures_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
  figures_->header()->setStretchLastSection(false);
  title_->setWordWrap(true);
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(title_);
  layout->addWidget(figures_);
  clear();
}

void SelectionPanel::clear() {
  figures_->clear();
  title_->setText(tr("Click a cabinet in the room to see its own figures."));
}

void SelectionPanel::showCabinet(const model::Config &config, const sim::Results &results, int index) {
  if (index < 0 || index >= config.layout.cabinets) {
    clear();
    return;
  }
  figures_->clear();
  const int nodes = config.cabinet.nodes;
  const int firstNode = index * nodes;
  const int spares = std::clamp(config.reliability.hot_spares, 0, config.nodes());
  // Spares are the last nodes of the hall (as the room draws them).
  const int sparesHere = std::clamp(firstNode + nodes - (config.nodes() - spares), 0, nodes);
  title_->setText(tr("<b>Cabinet %1</b> of %2 · nodes %3–%4 · %5 hot spare(s) here")
                      .arg(index + 1)
                      .arg(config.layout.cabinets)
                      .arg(firstNode + 1)
                      .arg(firstNode + nodes)
                      .arg(sparesHere));

  const double step = results.training.step_time_s.value;
  const double busy = step > 0 ? std::clamp(results.training.compute_s.value / step, 0.0, 1.0) : 0.0;
  const sim::CabinetHeatRejection heat = sim::cabinetHeatRejection(config, busy);
  const double liquidShare = sim::liquidHeatFraction(config.cooling);
  // Node failures are independent: a cabinet of n nodes fails n times as often as one node.
  const double nodeMtbf = results.reliability.node_mtbf_s.value;
  const double cabinetFailuresPerDay = nodeMtbf > 0 ? nodes * 86400 / nodeMtbf : std::nan("");

  auto add = [&](const QString &label, const QString &value, const QString &why, bool worry = false) {
    auto *row = new QTreeWidgetItem(figures_, {label, value});
    row->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    row->setToolTip(0, why);
    row->setToolTip(1, why);
    if (worry) row->setForeground(1, QBrush(QColor(190, 40, 20)));
  };
  add(tr("Power"), formatValue(results.power.cabinet_W.value, "W"), explanationHtml(results.power.cabinet_W));
  add(tr("Heat to liquid"), formatValue(heat.heat_W.value * liquidShare, "W"),
      tr("cabinet heat × liquid share (%1)").arg(formatValue(liquidShare, "ratio")));
  add(tr("Heat to air"), formatValue(heat.heat_W.value * (1 - liquidShare), "W"),
      tr("cabinet heat × air share (%1)").arg(formatValue(1 - liquidShare, "ratio")));
  add(tr("Coolant flow"), formatValue(heat.coolant_flow_m3_per_s.value, "m^3/s"),
      explanationHtml(heat.coolant_flow_m3_per_s));
  add(tr("Airflow through the servers"), formatValue(heat.airflow_m3_per_s.value, "m^3/s"),
      explanationHtml(heat.airflow_m3_per_s));
  const double powerUse = results.power.cabinet_power_use.value;
  const double coolingUse = results.power.cabinet_cooling_use.value;
  add(tr("Share of the power limit"), formatValue(powerUse, "ratio"),
      explanationHtml(results.power.cabinet_power_use), powerUse > 1);
  add(tr("Share of the cooling limit"), formatValue(coolingUse, "ratio"),
      explanationHtml(results.power.cabinet_cooling_use), coolingUse > 1);
  add(tr("Node failures in this cabinet"),
      tr("%1 per day").arg(QLocale().toString(cabinetFailuresPerDay, 'g', 3)),
      tr("nodes × 1 day / node MTBF (%1)").arg(formatValue(nodeMtbf, "s")));
  add(tr("Mean time between failures of this cabinet"), formatValue(nodeMtbf / std::max(1, nodes), "s"),
      tr("node MTBF / nodes per cabinet"));
}

} // namespace snp::views
