#include "views/FieldCatalog.h"

#include "model/Config.h"

#include <QCoreApplication>

#include <limits>
#include <utility>

namespace snp::views {

namespace {

constexpr double kNoLimit = std::numeric_limits<double>::infinity();
constexpr double kIntMax = std::numeric_limits<int>::max();

using Q = Quantity;
using T = FieldType;
using S = FieldSection;

// Shorthands for the rows below; the bounds repeat model/Validation.cpp's rules. An open bound
// ("> 0") becomes its closed neighbour: the spin box stops there and withField refuses the rest.
FieldSpec text(std::string path, S section, const char *label, const char *doc) {
  return {std::move(path), section, label, T::Text, Q::Plain, 0, 0, {}, doc};
}
FieldSpec count(std::string path, S section, const char *label, int minimum, const char *doc,
                double maximum = kIntMax) {
  return {std::move(path), section, label, T::Integer, Q::Count, double(minimum), maximum, {}, doc};
}
FieldSpec real(std::string path, S section, const char *label, Q quantity, double minimum, double maximum,
               const char *doc, const char *unit = nullptr) {
  return {std::move(path), section, label, T::Real, quantity, minimum, maximum, {}, doc, unit};
}
FieldSpec flag(std::string path, S section, const char *label, const char *doc) {
  return {std::move(path), section, label, T::Flag, Q::Plain, 0, 1, {}, doc};
}
FieldSpec choice(std::string path, S section, const char *label, std::span<const std::string_view> names,
                 const char *doc) {
  return {std::move(path), section, label, T::Choice, Q::Plain, 0, 0, names, doc};
}
FieldSpec records(std::string path, S section, const char *label, const char *doc) {
  return {std::move(path), section, label, T::RecordList, Q::Plain, 0, 0, {}, doc};
}

// Marks the fields under `prefix` as used only when `control` has the value `json`.
void usedWhen(std::vector<FieldSpec> &fields, const std::string &prefix, const std::string &control,
              const std::string &json) {
  for (FieldSpec &field : fields)
    if (field.path.starts_with(prefix)) {
      field.usedWhenPath = control;
      field.usedWhenValue = json;
    }
}

#define N(text) QT_TRANSLATE_NOOP("FieldCatalog", text)

// The fields of one network tier; the scale-up and scale-out tiers share them.
void addTier(std::vector<FieldSpec> &fields, const std::string &tier, S s) {
  const std::string p = tier + ".";
  fields.push_back(choice(p + "kind", s, N("Topology"), model::kTopologyNames,
                          N("Topology: torus, dragonfly, fat tree, full mesh or switch.")));
  fields.push_back({p + "torus.dims",
                    s,
                    N("Torus dimensions"),
                    T::IntegerList,
                    Q::Count,
                    1,
                    kIntMax,
                    {},
                    N("Size of each dimension, k1 × … × kD; the product is the number of endpoints of the "
                      "tier.")});
  fields.push_back({p + "torus.wrap",
                    s,
                    N("Torus wrap-around"),
                    T::FlagList,
                    Q::Plain,
                    0,
                    1,
                    {},
                    N("One per dimension: wrap-around (torus) or mesh edge.")});
  // Shapes are checked only for the tier's own kind, so 0 (unused) stays allowed.
  fields.push_back(count(p + "dragonfly.a", s, N("Dragonfly routers per group"), 0,
                         N("Routers per group (Kim et al. 2008).")));
  fields.push_back(
      count(p + "dragonfly.p", s, N("Dragonfly terminals per router"), 0, N("Terminals per router.")));
  fields.push_back(
      count(p + "dragonfly.h", s, N("Dragonfly global links per router"), 0, N("Global links per router.")));
  fields.push_back(count(p + "dragonfly.groups", s, N("Dragonfly groups"), 0, N("Number of groups.")));
  fields.push_back(count(p + "fat_tree.radix", s, N("Fat-tree switch radix"), 0, N("Ports per switch.")));
  fields.push_back(count(p + "fat_tree.tiers", s, N("Fat-tree tiers"), 0,
                         N("Switch tiers: 2 = leaf/spine, 3 = leaf/spine/core."), 3));
  fields.push_back(real(p + "fat_tree.oversubscription", s, N("Fat-tree oversubscription"), Q::Plain, 1,
                        kNoLimit, N("Down:up bandwidth ratio at the leaves, ≥ 1.")));
  fields.push_back(count(p + "ports_per_endpoint", s, N("Ports per endpoint"), 1,
                         N("Links each endpoint attaches with.")));
  fields.push_back(real(p + "link_bandwidth_Bps", s, N("Link bandwidth"), Q::DataRate, 0, kNoLimit,
                        N("Bandwidth of one link, per direction.")));
  fields.push_back(
      real(p + "hop_latency_s", s, N("Hop latency"), Q::Latency, 0, kNoLimit, N("Latency added per hop.")));
  fields.push_back(real(p + "efficiency", s, N("Link efficiency"), Q::Fraction, 0, 1,
                        N("Achievable fraction of link bandwidth, in (0, 1].")));
  fields.push_back(real(p + "optical_fraction", s, N("Optical share of links"), Q::Fraction, 0, 1,
                        N("Share of links that are optical cables, in [0, 1].")));
  fields.push_back(real(p + "optics_W_per_link", s, N("Optics power per link"), Q::Power, 0, kNoLimit,
                        N("Transceiver power per optical link (both ends).")));
  usedWhen(fields, p + "torus.", p + "kind", "\"torus\"");
  usedWhen(fields, p + "dragonfly.", p + "kind", "\"dragonfly\"");
  usedWhen(fields, p + "fat_tree.", p + "kind", "\"fat_tree\"");
}

std::vector<FieldSpec> buildCatalog() {
  std::vector<FieldSpec> f;
  f.push_back(text("name", S::General, N("Name"), N("Display name.")));
  f.push_back(text("id", S::General, N("Identifier"), N("Stable identifier, e.g. seed-s1.")));
  f.push_back(
      {"notes", S::General, N("Notes"), T::LongText, Q::Plain, 0, 0, {}, N("Sources and assumptions.")});

  f.push_back(count("layout.cabinets", S::SiteAndRoom, N("Cabinets"), 1, N("Number of cabinets.")));
  f.push_back(count("layout.rows", S::SiteAndRoom, N("Rows"), 1, N("Rows the cabinets stand in.")));
  f.push_back(real("layout.aisle_m", S::SiteAndRoom, N("Aisle width"), Q::Length, 0, kNoLimit,
                   N("Aisle width between rows.")));
  f.push_back(real("site.electricity_per_kWh", S::SiteAndRoom, N("Electricity price"), Q::PricePerEnergy, 0,
                   kNoLimit, N("Price of electricity.")));
  f.push_back(real("site.hours_per_year", S::SiteAndRoom, N("Operating hours per year"), Q::Hours, 0, 8784,
                   N("Operating hours per year.")));
  f.push_back(records("site.climate", S::SiteAndRoom, N("Climate"), N("Outside temperatures over a year.")));

  f.push_back(count("cabinet.nodes", S::Cabinet, N("Nodes per cabinet"), 1, N("Nodes in one cabinet.")));
  f.push_back(real("cabinet.power_limit_W", S::Cabinet, N("Power limit"), Q::Power, 0, kNoLimit,
                   N("What the cabinet's power feed can deliver."), "kW"));
  f.push_back(real("cabinet.cooling_limit_W", S::Cabinet, N("Cooling limit"), Q::Power, 0, kNoLimit,
                   N("What the cabinet's cooling can remove."), "kW"));
  f.push_back(real("cabinet.width_m", S::Cabinet, N("Width"), Q::Length, 0, kNoLimit, N("Cabinet width.")));
  f.push_back(real("cabinet.depth_m", S::Cabinet, N("Depth"), Q::Length, 0, kNoLimit, N("Cabinet depth.")));
  f.push_back(
      real("cabinet.height_m", S::Cabinet, N("Height"), Q::Length, 0, kNoLimit, N("Cabinet height.")));

  f.push_back(
      count("node.accelerators", S::Node, N("Accelerators per node"), 1, N("Accelerators in one node.")));
  f.push_back(count("node.cpus", S::Node, N("CPUs"), 0, N("Host CPUs in one node.")));
  f.push_back(real("node.cpu_W", S::Node, N("Power per CPU"), Q::Power, 0, kNoLimit, N("Power of one CPU.")));
  f.push_back(count("node.dpus", S::Node, N("DPUs"), 0, N("DPUs (data processing units) in one node.")));
  f.push_back(real("node.dpu_W", S::Node, N("Power per DPU"), Q::Power, 0, kNoLimit, N("Power of one DPU.")));
  f.push_back(count("node.switch_chips", S::Node, N("Switch chips"), 0, N("Switch chips inside the node.")));
  f.push_back(real("node.switch_chip_W", S::Node, N("Power per switch chip"), Q::Power, 0, kNoLimit,
                   N("Power of one switch chip.")));
  f.push_back(real("node.other_W", S::Node, N("Other power"), Q::Power, 0, kNoLimit,
                   N("Everything else: memory, storage, board, BMC.")));
  f.push_back(real("node.conversion_efficiency", S::Node, N("Conversion efficiency"), Q::Fraction, 0, 1,
                   N("PSU / DC-DC efficiency: fraction of input power delivered.")));

  f.push_back(text("accelerator.name", S::Accelerator, N("Model name"), N("Model name.")));
  f.push_back(text("accelerator.vendor", S::Accelerator, N("Vendor"), N("Vendor.")));
  constexpr std::pair<const char *, const char *> kPeaks[] = {
      {N("Peak FP32 rate"), N("Peak dense rate in FP32.")},
      {N("Peak TF32 rate"), N("Peak dense rate in TF32.")},
      {N("Peak BF16 rate"), N("Peak dense rate in BF16.")},
      {N("Peak FP16 rate"), N("Peak dense rate in FP16.")},
      {N("Peak FP8 rate"), N("Peak dense rate in FP8.")},
      {N("Peak INT8 rate"), N("Peak dense rate in INT8.")},
  };
  static_assert(std::size(kPeaks) == model::kPrecisionCount);
  for (std::size_t i = 0; i < model::kPrecisionCount; ++i)
    f.push_back(real("accelerator.peak_flops." + std::string(model::kPrecisionNames[i]), S::Accelerator,
                     kPeaks[i].first, Q::Compute, 0, kNoLimit, kPeaks[i].second));
  f.push_back(real("accelerator.hbm_capacity_B", S::Accelerator, N("HBM capacity"), Q::Bytes, 0, kNoLimit,
                   N("High-bandwidth memory capacity.")));
  f.push_back(real("accelerator.hbm_bandwidth_Bps", S::Accelerator, N("HBM bandwidth"), Q::DataRate, 0,
                   kNoLimit, N("High-bandwidth memory bandwidth."), "TB/s"));
  f.push_back(real("accelerator.tdp_W", S::Accelerator, N("TDP"), Q::Power, 0, kNoLimit,
                   N("Power at full load (thermal design power).")));
  f.push_back(real("accelerator.idle_W", S::Accelerator, N("Idle power"), Q::Power, 0, kNoLimit,
                   N("Power when idle.")));
  f.push_back(count("accelerator.scaleup_links", S::Accelerator, N("Scale-up links"), 0,
                    N("Scale-up ports on the chip.")));
  f.push_back(real("accelerator.scaleup_link_bandwidth_Bps", S::Accelerator, N("Scale-up link bandwidth"),
                   Q::DataRate, 0, kNoLimit, N("Bandwidth of one scale-up link, per direction.")));
  f.push_back(real("accelerator.scaleup_link_latency_s", S::Accelerator, N("Scale-up link latency"),
                   Q::Latency, 0, kNoLimit, N("Latency of one scale-up link.")));
  f.push_back(
      count("accelerator.nics", S::Accelerator, N("NICs"), 0, N("Scale-out NIC ports per accelerator.")));
  f.push_back(real("accelerator.nic_bandwidth_Bps", S::Accelerator, N("NIC bandwidth"), Q::DataRate, 0,
                   kNoLimit, N("Bandwidth of one NIC, per direction."), "Gb/s"));
  f.push_back(real("accelerator.nic_W", S::Accelerator, N("NIC power"), Q::Power, 0, kNoLimit,
                   N("Power of one NIC.")));

  f.push_back(count("network.scaleup_domain", S::ScaleUp, N("Scale-up domain size"), 1,
                    N("Accelerators joined by the scale-up tier (one domain).")));
  addTier(f, "network.scale_up", S::ScaleUp);
  addTier(f, "network.scale_out", S::ScaleOut);

  f.push_back(choice("cooling.kind", S::Cooling, N("Cooling method"), model::kCoolingNames,
                     N("Air, cold plate, single-phase immersion, two-phase immersion or hybrid.")));
  f.push_back(real("cooling.liquid_fraction", S::Cooling, N("Liquid share of heat"), Q::Fraction, 0, 1,
                   N("Share of the heat removed by liquid, in [0, 1]; air removes the rest.")));
  f.push_back(real("cooling.supply_C", S::Cooling, N("Supply temperature"), Q::Temperature, 5, 70,
                   N("Coolant (or air) supply temperature.")));
  f.push_back(real("cooling.delta_T_K", S::Cooling, N("Coolant temperature rise"), Q::TemperatureDifference,
                   0, kNoLimit, N("Coolant temperature rise across the IT equipment.")));
  f.push_back(real("cooling.air_delta_T_K", S::Cooling, N("Air temperature rise"), Q::TemperatureDifference,
                   0, kNoLimit, N("Air temperature rise across the IT equipment.")));
  f.push_back(real("cooling.fluid.density_kg_per_m3", S::Cooling, N("Coolant density"), Q::Density, 0,
                   kNoLimit, N("Coolant density (default: water).")));
  f.push_back(real("cooling.fluid.specific_heat_J_per_kgK", S::Cooling, N("Coolant specific heat"),
                   Q::SpecificHeat, 0, kNoLimit, N("Coolant specific heat (default: water).")));
  f.push_back(real("cooling.chiller_cop", S::Cooling, N("Chiller COP"), Q::Plain, 0, kNoLimit,
                   N("Chiller coefficient of performance at the reference supply temperature.")));
  f.push_back(real("cooling.free_cooling_approach_K", S::Cooling, N("Free-cooling approach"),
                   Q::TemperatureDifference, 0, kNoLimit,
                   N("Dry coolers suffice when outside temperature + approach ≤ supply temperature.")));
  f.push_back(real("cooling.pump_efficiency", S::Cooling, N("Pump efficiency"), Q::Fraction, 0, 1,
                   N("Pump efficiency.")));
  f.push_back(real("cooling.pump_head_Pa", S::Cooling, N("Pump head"), Q::Pressure, 0, kNoLimit,
                   N("Pressure the coolant pumps work against.")));
  f.push_back(real("cooling.fan_W_per_m3s", S::Cooling, N("Fan power per airflow"), Q::FanPowerPerFlow, 0,
                   kNoLimit, N("Air-moving power per m³/s of airflow.")));
  f.push_back(real("cooling.distribution_loss", S::Cooling, N("Distribution loss"), Q::Fraction, 0, 1,
                   N("Power distribution and UPS loss, as a fraction of IT power.")));

  const S w = S::Workload;
  f.push_back(choice("workload.kind", w, N("Workload"), model::kWorkloadNames,
                     N("ResNet-50, BERT-Large, a GPT-style transformer (shape below) or a custom cost.")));
  f.push_back(
      choice("workload.precision", w, N("Precision"), model::kPrecisionNames, N("Compute precision.")));
  f.push_back(count("workload.global_batch", w, N("Global batch"), 1,
                    N("Samples (sequences / images) per training step.")));
  f.push_back(count("workload.microbatch", w, N("Micro-batch"), 1, N("Samples per micro-batch.")));
  f.push_back(
      count("workload.parallelism.tp", w, N("Tensor parallelism (TP)"), 1, N("Tensor-parallel degree.")));
  f.push_back(
      count("workload.parallelism.pp", w, N("Pipeline parallelism (PP)"), 1, N("Pipeline-parallel degree.")));
  f.push_back(count("workload.parallelism.dp", w, N("Data parallelism (DP)"), 1, N("Data-parallel degree.")));
  f.push_back(count("workload.parallelism.interleave", w, N("Pipeline interleave"), 1,
                    N("Virtual pipeline stages per device.")));
  f.push_back(flag("workload.parallelism.sequence_parallel", w, N("Sequence parallelism"),
                   N("Sequence parallelism alongside tensor parallelism.")));
  f.push_back(choice("workload.parallelism.recompute", w, N("Activation recomputation"),
                     model::kRecomputeNames, N("Activation recomputation: none, selective or full.")));
  f.push_back(flag("workload.parallelism.optimizer_sharding", w, N("Optimizer sharding"),
                   N("ZeRO-1 style: optimizer state split across data-parallel ranks.")));
  // The transformer's shape is checked only for transformer workloads, so 0 (unused) stays allowed.
  f.push_back(count("workload.transformer.layers", w, N("Transformer layers"), 0, N("Decoder layers.")));
  f.push_back(count("workload.transformer.hidden", w, N("Hidden size"), 0, N("Hidden size.")));
  f.push_back(count("workload.transformer.ffn", w, N("Feed-forward size"), 0, N("Feed-forward inner size.")));
  f.push_back(count("workload.transformer.heads", w, N("Attention heads"), 0, N("Attention heads.")));
  f.push_back(
      count("workload.transformer.sequence", w, N("Sequence length"), 0, N("Sequence length, tokens.")));
  f.push_back(count("workload.transformer.vocabulary", w, N("Vocabulary"), 0, N("Vocabulary size.")));
  f.push_back(real("workload.custom.flops_per_sample", w, N("Custom: FLOP per sample"), Q::Work, 0, kNoLimit,
                   N("Forward + backward cost of one sample.")));
  f.push_back(real("workload.custom.parameters", w, N("Custom: parameters"), Q::Amount, 0, kNoLimit,
                   N("Model parameters."), "B"));
  f.push_back(real("workload.custom.tokens_per_sample", w, N("Custom: tokens per sample"), Q::Plain, 0,
                   kNoLimit, N("Tokens per sample.")));
  f.push_back(real("workload.gradient_compression", w, N("Gradient compression"), Q::Fraction, 0, 1,
                   N("Bytes sent / bytes of gradients, in (0, 1].")));
  f.push_back(flag("workload.overlap_dp", w, N("Overlap data-parallel communication"),
                   N("Data-parallel communication overlaps the backward pass.")));
  f.push_back(flag("workload.overlap_tp", w, N("Overlap tensor-parallel communication"),
                   N("Tensor-parallel communication overlaps compute.")));
  f.push_back(real("workload.overlap_fraction", w, N("Overlap achieved"), Q::Fraction, 0, 1,
                   N("Share of overlappable communication actually hidden, in [0, 1].")));

  const S r = S::Reliability;
  f.push_back(records("reliability.failure_rates", r, N("Failure rates"),
                      N("Failure rates by component; empty = the Llama 3 defaults.")));
  f.push_back(flag("reliability.checkpoint_optimal", r, N("Optimal checkpoint interval"),
                   N("Use the availability-optimal checkpoint interval.")));
  f.push_back(real("reliability.checkpoint_interval_s", r, N("Checkpoint interval"), Q::Duration, 0, kNoLimit,
                   N("Checkpoint interval, used when the optimal interval is off."), "h"));
  f.push_back(real("reliability.checkpoint_size_B", r, N("Checkpoint size"), Q::Bytes, 0, kNoLimit,
                   N("Checkpoint size; 0 = derived from the model's state.")));
  f.push_back(real("reliability.storage_bandwidth_Bps", r, N("Checkpoint storage bandwidth"), Q::DataRate, 0,
                   kNoLimit, N("Bandwidth to checkpoint storage.")));
  f.push_back(real("reliability.restart_s", r, N("Restart time"), Q::Duration, 0, kNoLimit,
                   N("Time to restart the job after a failure."), "min"));
  f.push_back(
      count("reliability.hot_spares", r, N("Hot spare nodes"), 0, N("Spare nodes ready to swap in.")));
  f.push_back(real("reliability.repair_s", r, N("Repair time"), Q::Duration, 0, kNoLimit,
                   N("Time to repair or replace a failed node."), "h"));
  f.push_back(real("reliability.training_duration_s", r, N("Training duration"), Q::Duration, 0, kNoLimit,
                   N("Useful compute time the run needs."), "d"));

  usedWhen(f, "workload.transformer.", "workload.kind", "\"transformer\"");
  usedWhen(f, "workload.custom.", "workload.kind", "\"custom\"");
  usedWhen(f, "reliability.checkpoint_interval_s", "reliability.checkpoint_optimal", "false");
  return f;
}

struct ChoiceName {
  std::string_view name;
  const char *label;
};
constexpr ChoiceName kChoiceLabels[] = {
    {"torus", N("Torus")},
    {"dragonfly", N("Dragonfly")},
    {"fat_tree", N("Fat tree")},
    {"full_mesh", N("Full mesh")},
    {"switch", N("Switch")},
    {"air", N("Air")},
    {"cold_plate", N("Cold plate")},
    {"immersion_1p", N("Single-phase immersion")},
    {"immersion_2p", N("Two-phase immersion")},
    {"hybrid", N("Hybrid (air and liquid)")},
    {"resnet50", N("ResNet-50")},
    {"bert_large", N("BERT-Large")},
    {"transformer", N("Transformer (GPT-style)")},
    {"custom", N("Custom")},
    {"fp32", "FP32"},
    {"tf32", "TF32"},
    {"bf16", "BF16"},
    {"fp16", "FP16"},
    {"fp8", "FP8"},
    {"int8", "INT8"},
    {"none", N("None")},
    {"selective", N("Selective")},
    {"full", N("Full")},
};

constexpr const char *kSectionLabels[kFieldSectionCount] = {
    N("Configuration"),
    N("Site and room"),
    N("Cabinet"),
    N("Node"),
    N("Accelerator"),
    N("Scale-up network"),
    N("Scale-out network"),
    N("Cooling"),
    N("Workload and parallelism"),
    N("Reliability"),
};

#undef N

QString translated(const char *text) { return QCoreApplication::translate("FieldCatalog", text); }

} // namespace

QString FieldSpec::pathText() const { return QString::fromStdString(path); }
QString FieldSpec::labelText() const { return translated(label); }
QString FieldSpec::documentationText() const { return translated(documentation); }

const Unit &FieldSpec::unit() const {
  if (displayUnit)
    if (const Unit *chosen = findUnit(quantity, QString::fromUtf8(displayUnit))) return *chosen;
  return defaultUnit(quantity);
}

const std::vector<FieldSpec> &fieldCatalog() {
  static const std::vector<FieldSpec> catalog = buildCatalog();
  return catalog;
}

const FieldSpec *findField(std::string_view path) {
  for (const FieldSpec &field : fieldCatalog())
    if (field.path == path) return &field;
  return nullptr;
}

QString fieldSectionLabel(FieldSection section) {
  return translated(kSectionLabels[static_cast<int>(section)]);
}

QString choiceLabel(std::string_view name) {
  for (const ChoiceName &choice : kChoiceLabels)
    if (choice.name == name) return translated(choice.label);
  return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

} // namespace snp::views
