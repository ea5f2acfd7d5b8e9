#include "views/editor/FieldCatalog.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>
#include <optional>
#include <utility>

namespace snp::views {

namespace {

// How the editor shows a field where its unit alone does not say: the quantity it converts as
// (latencies shown small, large counts with prefixes, numbers whose names state no unit), the unit
// it is shown in, the text its minimum reads as when that means something other than the number
// ("chosen automatically", "unknown", "not described"), and
// whether it holds several lines.
struct Shown {
  std::string_view path;
  std::optional<Quantity> quantity = {};
  const char *unit = nullptr;
  const char *automaticText = nullptr;
  bool multiline = false;
};

constexpr Shown kShown[] = {
    {.path = "notes", .multiline = true},
    {.path = "cabinet.power_limit_W", .unit = "kW"},
    {.path = "cabinet.cooling_limit_W", .unit = "kW"},
    {.path = "accelerator.hbm_bandwidth_Bps", .unit = "TB/s"},
    {.path = "accelerator.scaleup_link_latency_s", .quantity = Quantity::Latency},
    {.path = "accelerator.nic_bandwidth_Bps", .unit = "Gb/s"},
    {.path = "network.scale_up.hop_latency_s", .quantity = Quantity::Latency},
    {.path = "network.scale_out.hop_latency_s", .quantity = Quantity::Latency},
    {.path = "network.collective_bytes", .quantity = Quantity::Bytes},
    {.path = "workload.custom.flops_per_sample", .quantity = Quantity::Work},
    {.path = "workload.custom.parameters", .quantity = Quantity::Amount, .unit = "B"},
    {.path = "workload.tokens_to_train", .quantity = Quantity::Amount, .unit = "T"},
    {.path = "workload.step_overhead_s", .unit = "s"},
    {.path = "reliability.checkpoint_interval_s", .unit = "h"},
    {.path = "reliability.restart_s", .unit = "min"},
    {.path = "reliability.hot_spares", .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Auto")},
    {.path = "reliability.repair_s", .unit = "h"},
    {.path = "reliability.training_duration_s", .unit = "d"},
    {.path = "site.floor_rating_kg_per_m2",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Not checked")},
    {.path = "power_chain.swing_limit_W",
     .unit = "kW",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Not checked")},
    {.path = "power_chain.shelves.storage_J", .unit = "kJ"},
    {.path = "cabinet.empty_kg", .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Unknown")},
    {.path = "cabinet.coolant_L", .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Unknown")},
    {.path = "node.mass_kg", .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Unknown")},
    {.path = "cooling.cdu.capacity_W",
     .unit = "kW",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Not described")},
    {.path = "cooling.cdu.units", .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Auto")},
    {.path = "cooling.cdu.racks_per_group",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "All cabinets")},
    {.path = "power_chain.utility.rating_W",
     .unit = "kW",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Not described")},
    {.path = "power_chain.utility.units", .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Auto")},
    {.path = "power_chain.utility.racks_per_group",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "All cabinets")},
    {.path = "power_chain.transformer.rating_W",
     .unit = "kW",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Not described")},
    {.path = "power_chain.transformer.units", .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Auto")},
    {.path = "power_chain.transformer.racks_per_group",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "All cabinets")},
    {.path = "power_chain.switchboard.rating_W",
     .unit = "kW",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Not described")},
    {.path = "power_chain.switchboard.units", .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Auto")},
    {.path = "power_chain.switchboard.racks_per_group",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "All cabinets")},
    {.path = "power_chain.ups.rating_W",
     .unit = "kW",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Not described")},
    {.path = "power_chain.ups.units", .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Auto")},
    {.path = "power_chain.ups.racks_per_group",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "All cabinets")},
    {.path = "power_chain.distribution.rating_W",
     .unit = "kW",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Not described")},
    {.path = "power_chain.distribution.units", .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Auto")},
    {.path = "power_chain.distribution.racks_per_group",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "All cabinets")},
    {.path = "power_chain.shelves.shelves",
     .automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Not described")},
    {.path = "power_chain.shelves.shelf_W", .unit = "kW"},
};

// The quantity a number measures, by the unit its name states.
Quantity quantityOf(const model::Field &field) {
  if (field.type == model::FieldType::Integer || field.type == model::FieldType::IntegerList)
    return Quantity::Count;
  if (field.type != model::FieldType::Real) return Quantity::Plain;
  constexpr std::pair<std::string_view, Quantity> kByUnit[] = {
      {"W", Quantity::Power},
      {"B/s", Quantity::DataRate},
      {"FLOP/s", Quantity::Compute},
      {"B", Quantity::Bytes},
      {"s", Quantity::Duration},
      {"h", Quantity::Hours},
      {"°C", Quantity::Temperature},
      {"K", Quantity::TemperatureDifference},
      {"Pa", Quantity::Pressure},
      {"m", Quantity::Length},
      {"kg/m³", Quantity::Density},
      {"kg", Quantity::Mass},
      {"kg/m²", Quantity::AreaLoad},
      {"L", Quantity::Volume},
      {"J", Quantity::Energy},
      {"J/(kg·K)", Quantity::SpecificHeat},
      {"per kWh", Quantity::PricePerEnergy},
      {"kg/kWh", Quantity::CarbonIntensity},
      {"per m³", Quantity::PricePerVolume},
      {"W per m³/s", Quantity::FanPowerPerFlow},
      {"per accelerator-hour", Quantity::FailureRate},
      {"K/W", Quantity::ThermalResistance},
      {"eV", Quantity::ActivationEnergy},
  };
  for (const auto &[unit, quantity] : kByUnit)
    if (field.unit == unit) return quantity;
  // Without a unit, a share of something when it cannot exceed 1.
  return field.range.high <= 1 ? Quantity::Fraction : Quantity::Plain;
}

FieldType typeOf(model::FieldType type, bool multiline) {
  switch (type) {
  case model::FieldType::Integer: return FieldType::Integer;
  case model::FieldType::Real: return FieldType::Real;
  case model::FieldType::Flag: return FieldType::Flag;
  case model::FieldType::Choice: return FieldType::Choice;
  case model::FieldType::Text: return multiline ? FieldType::LongText : FieldType::Text;
  case model::FieldType::IntegerList: return FieldType::IntegerList;
  case model::FieldType::FlagList: return FieldType::FlagList;
  case model::FieldType::RecordList: return FieldType::RecordList;
  }
  return FieldType::Text;
}

// The table's fields as the editor shows them; a record list is one read-only row, its elements'
// fields none.
std::vector<FieldSpec> buildCatalog() {
  std::vector<FieldSpec> catalog;
  for (const model::Field &field : model::fieldTable()) {
    if (field.element()) continue;
    const auto found = std::find_if(std::begin(kShown), std::end(kShown),
                                    [&](const Shown &shown) { return shown.path == field.path; });
    const Shown *shown = found != std::end(kShown) ? found : nullptr;
    catalog.push_back(
        {field.path, field.section, field.label.text(), typeOf(field.type, shown && shown->multiline),
         shown && shown->quantity ? *shown->quantity : quantityOf(field), field.range.low, field.range.high,
         field.choices, field.description.text(), shown ? shown->unit : nullptr,
         shown ? shown->automaticText : nullptr, field.usedWhenPath, field.usedWhenValue});
  }
  return catalog;
}

constexpr const char *kSectionLabels[kFieldSectionCount] = {
    QT_TRANSLATE_NOOP("FieldCatalog", "Configuration"),
    QT_TRANSLATE_NOOP("FieldCatalog", "Site and room"),
    QT_TRANSLATE_NOOP("FieldCatalog", "Cabinet"),
    QT_TRANSLATE_NOOP("FieldCatalog", "Node"),
    QT_TRANSLATE_NOOP("FieldCatalog", "Accelerator"),
    QT_TRANSLATE_NOOP("FieldCatalog", "Scale-up network"),
    QT_TRANSLATE_NOOP("FieldCatalog", "Scale-out network"),
    QT_TRANSLATE_NOOP("FieldCatalog", "Cooling"),
    QT_TRANSLATE_NOOP("FieldCatalog", "Power chain"),
    QT_TRANSLATE_NOOP("FieldCatalog", "Workload and parallelism"),
    QT_TRANSLATE_NOOP("FieldCatalog", "Reliability"),
    QT_TRANSLATE_NOOP("FieldCatalog", "Cost of ownership"),
};

QString translated(const char *text) { return QCoreApplication::translate("FieldCatalog", text); }

} // namespace

QString FieldSpec::pathText() const { return QString::fromStdString(path); }
QString FieldSpec::labelText() const { return translated(label); }
QString FieldSpec::documentationText() const { return translated(documentation); }

QString FieldSpec::automaticValueText() const {
  return automaticText ? translated(automaticText) : QString();
}

const Unit &FieldSpec::unit() const {
  if (displayUnit)
    if (const Unit *chosen = findUnit(quantity, QString::fromUtf8(displayUnit))) return *chosen;
  return defaultUnit(quantity);
}

const std::vector<FieldSpec> &fieldCatalog() {
  static const std::vector<FieldSpec> catalog = buildCatalog();
  return catalog;
}

QString fieldLabel(std::string_view path) {
  const FieldSpec *field = findField(path);
  return field ? field->labelText() : QString::fromUtf8(path.data(), static_cast<qsizetype>(path.size()));
}

const FieldSpec *findField(std::string_view path) {
  for (const FieldSpec &field : fieldCatalog())
    if (field.path == path) return &field;
  return nullptr;
}

QString fieldSectionLabel(FieldSection section) {
  return translated(kSectionLabels[static_cast<int>(section)]);
}

} // namespace snp::views
