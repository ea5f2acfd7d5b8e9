#include "views/room/SelectionPanel.h"

#include "sim/CabinetFigures.h"
#include "views/FigureText.h"
#include "views/Units.h"
#include "views/room/RoomLayout.h"
#include "views/room/RoomPlant.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace snp::views {

namespace {

// The first column takes what is left; the values keep their width.
void styleTable(QTreeWidget *table, const QStringList &headers) {
  table->setColumnCount(static_cast<int>(headers.size()));
  table->setHeaderLabels(headers);
  table->setRootIsDecorated(false);
  table->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  for (int column = 1; column < headers.size(); ++column)
    table->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
  table->header()->setStretchLastSection(false);
}

} // namespace

SelectionPanel::SelectionPanel(QWidget *parent)
    : QWidget(parent), title_(new QLabel(this)), figures_(new QTreeWidget(this)),
      chain_(new QTreeWidget(this)) {
  figures_->setObjectName("SelectionFigures");
  styleTable(figures_, {tr("Figure"), tr("Value")});
  chain_->setObjectName("SelectionChain");
  styleTable(chain_, {tr("Feeds and cools this cabinet"), tr("Units"), tr("Use"), tr("Available")});
  title_->setWordWrap(true);
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(title_);
  layout->addWidget(figures_, 3);
  layout->addWidget(chain_, 2);
  clear();
}

void SelectionPanel::clear() {
  figures_->clear();
  chain_->clear();
  chain_->hide();
  title_->setText(tr("Click a cabinet in the room to see its own figures."));
}

void SelectionPanel::showCabinet(const model::Config &config, const sim::Results &results, int index) {
  if (index < 0 || index >= config.layout.cabinets) {
    clear();
    return;
  }
  figures_->clear();
  const sim::CabinetFigures cabinet = sim::cabinetFigures(config, results, index);
  const int perRow = std::max(1, roomLayout(config).per_row);
  title_->setText(tr("<b>Cabinet %1</b> (%2 of %3) · nodes %4–%5 · %6 hot spare(s) here")
                      .arg(cabinetLabel(index / perRow, index % perRow))
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
  showChain(config, results, index, perRow);
}

void SelectionPanel::showChain(const model::Config &config, const sim::Results &results, int index,
                               int perRow) {
  chain_->clear();
  const auto notation = [](model::Redundancy r) {
    return QString::fromLatin1(model::kRedundancyNotation[static_cast<std::size_t>(r)]);
  };
  const auto label = [&](int cabinet) { return cabinetLabel(cabinet / perRow, cabinet % perRow); };
  auto add = [&](const QString &name, const sim::UnitGroups &g, double availability, const QString &why) {
    auto *row =
        new QTreeWidgetItem(chain_, {name, tr("%L1, %L2 usable").arg(g.installed).arg(g.usable),
                                     formatValue(g.use, "ratio"), formatValue(availability, "ratio")});
    for (int column = 0; column < chain_->columnCount(); ++column) {
      if (column > 0) row->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
      row->setToolTip(column, why);
    }
    if (g.use > 1) row->setForeground(2, QBrush(QColor(190, 40, 20)));
  };
  // A group of a level: which of how many, the cabinets it serves and its units. Above the PDUs a
  // level of one group goes by its name; the PDUs' and CDUs' groups are those the room is coloured by.
  auto group = [&](const QString &name, const sim::UnitGroups &g, model::Redundancy redundancy,
                   double availability, bool numbered) {
    const int k = plantGroup(g, index);
    const auto [first, end] = plantGroupCabinets(g, k, config.layout.cabinets);
    add(numbered || g.groups > 1 ? tr("%1 group %L2 of %L3").arg(name).arg(k + 1).arg(g.groups) : name, g,
        availability,
        tr("Serves cabinets %1–%2 with %L3 units of %4 (%5), %L6 of them carrying the load. Use: the "
           "group's load at full power / what those units carry. Available: the share of time enough of "
           "them are up.")
            .arg(label(first), label(end - 1))
            .arg(g.installed)
            .arg(formatValue(g.unit_W, "W"), notation(redundancy))
            .arg(g.usable));
  };

  const model::PowerChain &pc = config.power_chain;
  const sim::PowerChainResults &chain = results.power_chain;
  if (const sim::PowerLevelLoad &shelves = chain.level(sim::PowerStage::Shelves); shelves.described)
    add(powerStageName(sim::PowerStage::Shelves, pc.distribution_kind), shelves, shelves.availability,
        tr("In this cabinet: %L1 shelves of %2 (%3), %L4 of them carrying its load at full power.")
            .arg(shelves.installed)
            .arg(formatValue(shelves.unit_W, "W"), notation(pc.shelves.redundancy))
            .arg(shelves.usable));
  for (auto [stage, level] : {std::pair{sim::PowerStage::Distribution, &pc.distribution},
                              {sim::PowerStage::Ups, &pc.ups},
                              {sim::PowerStage::Switchboard, &pc.switchboard},
                              {sim::PowerStage::Transformer, &pc.transformer},
                              {sim::PowerStage::Utility, &pc.utility}})
    if (const sim::PowerLevelLoad &load = chain.level(stage); load.described)
      group(powerStageName(stage, pc.distribution_kind), load, level->redundancy, load.availability,
            stage == sim::PowerStage::Distribution);
  if (results.cdu.described)
    group(tr("CDU"), results.cdu.groups, config.cooling.cdu.redundancy, results.cdu.availability.value, true);
  chain_->setVisible(chain_->topLevelItemCount() > 0);
}

} // namespace snp::views
