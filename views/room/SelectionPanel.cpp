#include "views/room/SelectionPanel.h"

#include "sim/CabinetFigures.h"
#include "views/FigureText.h"
#include "views/Units.h"
#include "views/room/RoomLayout.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

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
  const sim::CabinetFigures cabinet = sim::cabinetFigures(config, results, index);
  const RoomLayout::Cabinet &place = roomLayout(config).cabinets[static_cast<std::size_t>(index)];
  title_->setText(tr("<b>Cabinet %1</b> (%2 of %3) · nodes %4–%5 · %6 hot spare(s) here")
                      .arg(cabinetLabel(place.row, place.position))
                      .arg(index + 1)
                      .arg(config.layout.cabinets)
                      .arg(cabinet.first_node + 1)
                      .arg(cabinet.first_node + cabinet.nodes)
                      .arg(cabinet.hot_spares));
  const sim::CabinetHeatRejection &heat = cabinet.heat;
  const double liquidShare = cabinet.liquid_share;
  const double nodeMtbf = results.reliability.node_mtbf_s.value;

  auto add = [&](const QString &label, const QString &value, const QString &why, bool worry = false) {
    auto *row = new QTreeWidgetItem(figures_, {label, value});
    row->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    row->setToolTip(0, why);
    row->setToolTip(1, why);
    if (worry) row->setForeground(1, QBrush(QColor(190, 40, 20)));
  };
  add(tr("Power"), formatValue(cabinet.power_W, "W"), explanationHtml(results.power.cabinet_W));
  add(tr("Heat to liquid"), formatValue(cabinet.liquid_heat_W, "W"),
      tr("cabinet heat × liquid share (%1)").arg(formatValue(liquidShare, "ratio")));
  add(tr("Heat to air"), formatValue(cabinet.air_heat_W, "W"),
      tr("cabinet heat × air share (%1)").arg(formatValue(1 - liquidShare, "ratio")));
  add(tr("Coolant flow"), formatValue(heat.coolant_flow_m3_per_s.value, "m^3/s"),
      explanationHtml(heat.coolant_flow_m3_per_s));
  add(tr("Airflow through the servers"), formatValue(heat.airflow_m3_per_s.value, "m^3/s"),
      explanationHtml(heat.airflow_m3_per_s));
  const double powerUse = cabinet.power_limit_use;
  const double coolingUse = cabinet.cooling_limit_use;
  add(tr("Share of the power limit"), formatValue(powerUse, "ratio"),
      explanationHtml(results.power.cabinet_power_use), powerUse > 1);
  add(tr("Share of the cooling limit"), formatValue(coolingUse, "ratio"),
      explanationHtml(results.power.cabinet_cooling_use), coolingUse > 1);
  add(tr("Node failures in this cabinet"), tr("%1 per day").arg(formatNumber(cabinet.failures_per_day)),
      tr("nodes × 1 day / node MTBF (%1)").arg(formatValue(nodeMtbf, "s")));
  add(tr("Mean time between failures of this cabinet"), formatValue(cabinet.mtbf_s, "s"),
      tr("node MTBF / nodes per cabinet"));
}

} // namespace snp::views
