#include "views/editor/FieldCatalog.h"

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

// The fields of one network tier; the scale-up and scale-out tiers share them.
void addTier(std::vector<FieldSpec> &fields, const std::string &tier, S s) {
  const std::string p = tier + ".";
  fields.push_back(choice(
      p + "kind", s, QT_TRANSLATE_NOOP("FieldCatalog", "Topology"), model::kTopologyNames,
      QT_TRANSLATE_NOOP("FieldCatalog", "Topology: torus, dragonfly, fat tree, full mesh or switch.")));
  fields.push_back(
      {p + "torus.dims",
       s,
       QT_TRANSLATE_NOOP("FieldCatalog", "Torus dimensions"),
       T::IntegerList,
       Q::Count,
       1,
       kIntMax,
       {},
       QT_TRANSLATE_NOOP("FieldCatalog",
                         "Size of each dimension, k1 × … × kD; the product is the number of endpoints of the "
                         "tier.")});
  fields.push_back(
      {p + "torus.wrap",
       s,
       QT_TRANSLATE_NOOP("FieldCatalog", "Torus wrap-around"),
       T::FlagList,
       Q::Plain,
       0,
       1,
       {},
       QT_TRANSLATE_NOOP("FieldCatalog", "One per dimension: wrap-around (torus) or mesh edge.")});
  fields.push_back({p + "torus.ocs_block",
                    s,
                    QT_TRANSLATE_NOOP("FieldCatalog", "OCS blocks"),
                    T::IntegerList,
                    Q::Count,
                    1,
                    kIntMax,
                    {},
                    QT_TRANSLATE_NOOP(
                        "FieldCatalog",
                        "Blocks joined by optical circuit switches, one size per dimension, each dividing it "
                        "(TPU v4: 4 × 4 × 4); empty = none. A link leaving a block is two optical cables "
                        "through an OCS.")});
  fields.push_back(
      count(p + "torus.ocs_ports", s, QT_TRANSLATE_NOOP("FieldCatalog", "Ports per OCS"), 0,
            QT_TRANSLATE_NOOP("FieldCatalog",
                              "Ports of one optical circuit switch that carry links (TPU v4: 128).")));
  // Shapes are checked only for the tier's own kind, so 0 (unused) stays allowed.
  fields.push_back(count(p + "dragonfly.a", s,
                         QT_TRANSLATE_NOOP("FieldCatalog", "Dragonfly routers per group"), 0,
                         QT_TRANSLATE_NOOP("FieldCatalog", "Routers per group (Kim et al. 2008).")));
  fields.push_back(count(p + "dragonfly.p", s,
                         QT_TRANSLATE_NOOP("FieldCatalog", "Dragonfly terminals per router"), 0,
                         QT_TRANSLATE_NOOP("FieldCatalog", "Terminals per router.")));
  fields.push_back(count(p + "dragonfly.h", s,
                         QT_TRANSLATE_NOOP("FieldCatalog", "Dragonfly global links per router"), 0,
                         QT_TRANSLATE_NOOP("FieldCatalog", "Global links per router.")));
  fields.push_back(count(p + "dragonfly.groups", s, QT_TRANSLATE_NOOP("FieldCatalog", "Dragonfly groups"), 0,
                         QT_TRANSLATE_NOOP("FieldCatalog", "Number of groups.")));
  fields.push_back(count(p + "fat_tree.radix", s, QT_TRANSLATE_NOOP("FieldCatalog", "Fat-tree switch radix"),
                         0, QT_TRANSLATE_NOOP("FieldCatalog", "Ports per switch.")));
  fields.push_back(
      count(p + "fat_tree.tiers", s, QT_TRANSLATE_NOOP("FieldCatalog", "Fat-tree tiers"), 0,
            QT_TRANSLATE_NOOP("FieldCatalog", "Switch tiers: 2 = leaf/spine, 3 = leaf/spine/core."), 3));
  fields.push_back(real(p + "fat_tree.oversubscription", s,
                        QT_TRANSLATE_NOOP("FieldCatalog", "Fat-tree oversubscription"), Q::Plain, 1, kNoLimit,
                        QT_TRANSLATE_NOOP("FieldCatalog", "Down:up bandwidth ratio at the leaves, ≥ 1.")));
  fields.push_back(flag(
      p + "fat_tree.rail_optimized", s, QT_TRANSLATE_NOOP("FieldCatalog", "Rail-optimised fat tree"),
      QT_TRANSLATE_NOOP("FieldCatalog",
                        "Port r of every domain goes to the leaf of rail r (NVIDIA DGX SuperPOD): same-rail "
                        "traffic of domains on one leaf turns round there. Scale-out tier only.")));
  fields.push_back(count(p + "ports_per_endpoint", s, QT_TRANSLATE_NOOP("FieldCatalog", "Ports per endpoint"),
                         1, QT_TRANSLATE_NOOP("FieldCatalog", "Links each endpoint attaches with.")));
  fields.push_back(count(
      p + "switch_radix", s, QT_TRANSLATE_NOOP("FieldCatalog", "Switch radix"), 0,
      QT_TRANSLATE_NOOP("FieldCatalog",
                        "Ports of one switch chip; 0 = unstated. A switched scale-up tier's chips are the "
                        "nodes' switch chips; elsewhere endpoints × ports / radix, rounded up.")));
  fields.push_back(real(p + "link_bandwidth_Bps", s, QT_TRANSLATE_NOOP("FieldCatalog", "Link bandwidth"),
                        Q::DataRate, 0, kNoLimit,
                        QT_TRANSLATE_NOOP("FieldCatalog", "Bandwidth of one link, per direction.")));
  fields.push_back(real(p + "hop_latency_s", s, QT_TRANSLATE_NOOP("FieldCatalog", "Hop latency"), Q::Latency,
                        0, kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Latency added per hop.")));
  fields.push_back(
      real(p + "efficiency", s, QT_TRANSLATE_NOOP("FieldCatalog", "Link efficiency"), Q::Fraction, 0, 1,
           QT_TRANSLATE_NOOP("FieldCatalog", "Achievable fraction of link bandwidth, in (0, 1].")));
  fields.push_back(real(
      p + "optical_fraction", s, QT_TRANSLATE_NOOP("FieldCatalog", "Optical share of links"), Q::Fraction, 0,
      1, QT_TRANSLATE_NOOP("FieldCatalog", "Share of links that are optical cables, in [0, 1].")));
  fields.push_back(real(
      p + "optics_W_per_link", s, QT_TRANSLATE_NOOP("FieldCatalog", "Optics power per link"), Q::Power, 0,
      kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Transceiver power per optical link (both ends).")));
  fields.push_back(flag(
      p + "in_network_reduction", s, QT_TRANSLATE_NOOP("FieldCatalog", "In-network reduction"),
      QT_TRANSLATE_NOOP("FieldCatalog",
                        "The switches reduce all-reduce data: NVLink SHARP on NVSwitch 3 and later, SHARP on "
                        "InfiniBand Quantum switches. Switch and fat-tree tiers only.")));
  usedWhen(fields, p + "torus.", p + "kind", "\"torus\"");
  usedWhen(fields, p + "dragonfly.", p + "kind", "\"dragonfly\"");
  usedWhen(fields, p + "fat_tree.", p + "kind", "\"fat_tree\"");
  usedWhen(fields, p + "switch_radix", p + "kind", "\"switch\"");
}

std::vector<FieldSpec> buildCatalog() {
  std::vector<FieldSpec> f;
  f.push_back(text("name", S::General, QT_TRANSLATE_NOOP("FieldCatalog", "Name"),
                   QT_TRANSLATE_NOOP("FieldCatalog", "Display name.")));
  f.push_back(text("id", S::General, QT_TRANSLATE_NOOP("FieldCatalog", "Identifier"),
                   QT_TRANSLATE_NOOP("FieldCatalog", "Stable identifier, e.g. seed-s1.")));
  f.push_back({"notes",
               S::General,
               QT_TRANSLATE_NOOP("FieldCatalog", "Notes"),
               T::LongText,
               Q::Plain,
               0,
               0,
               {},
               QT_TRANSLATE_NOOP("FieldCatalog", "Sources and assumptions.")});

  f.push_back(count("layout.cabinets", S::SiteAndRoom, QT_TRANSLATE_NOOP("FieldCatalog", "Cabinets"), 1,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Number of cabinets.")));
  f.push_back(count("layout.rows", S::SiteAndRoom, QT_TRANSLATE_NOOP("FieldCatalog", "Rows"), 1,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Rows the cabinets stand in.")));
  f.push_back(real("layout.aisle_m", S::SiteAndRoom, QT_TRANSLATE_NOOP("FieldCatalog", "Aisle width"),
                   Q::Length, 0, kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Aisle width between rows.")));
  f.push_back(choice(
      "site.currency", S::SiteAndRoom, QT_TRANSLATE_NOOP("FieldCatalog", "Currency"), model::kCurrencyNames,
      QT_TRANSLATE_NOOP("FieldCatalog", "Currency of energy prices and costs: USD, CNY or EUR.")));
  f.push_back(
      real("site.electricity_per_kWh", S::SiteAndRoom, QT_TRANSLATE_NOOP("FieldCatalog", "Electricity price"),
           Q::PricePerEnergy, 0, kNoLimit,
           QT_TRANSLATE_NOOP("FieldCatalog", "Price of electricity per kWh, in the site's currency.")));
  f.push_back(real("site.hours_per_year", S::SiteAndRoom,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Operating hours per year"), Q::Hours, 0, 8784,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Operating hours per year.")));
  f.push_back(records("site.climate", S::SiteAndRoom, QT_TRANSLATE_NOOP("FieldCatalog", "Climate"),
                      QT_TRANSLATE_NOOP("FieldCatalog", "Outside temperatures over a year.")));

  f.push_back(count("cabinet.nodes", S::Cabinet, QT_TRANSLATE_NOOP("FieldCatalog", "Nodes per cabinet"), 1,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Nodes in one cabinet.")));
  f.push_back(real("cabinet.power_limit_W", S::Cabinet, QT_TRANSLATE_NOOP("FieldCatalog", "Power limit"),
                   Q::Power, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "What the cabinet's power feed can deliver."), "kW"));
  f.push_back(real("cabinet.cooling_limit_W", S::Cabinet, QT_TRANSLATE_NOOP("FieldCatalog", "Cooling limit"),
                   Q::Power, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "What the cabinet's cooling can remove."), "kW"));
  f.push_back(real("cabinet.width_m", S::Cabinet, QT_TRANSLATE_NOOP("FieldCatalog", "Width"), Q::Length, 0,
                   kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Cabinet width.")));
  f.push_back(real("cabinet.depth_m", S::Cabinet, QT_TRANSLATE_NOOP("FieldCatalog", "Depth"), Q::Length, 0,
                   kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Cabinet depth.")));
  f.push_back(real("cabinet.height_m", S::Cabinet, QT_TRANSLATE_NOOP("FieldCatalog", "Height"), Q::Length, 0,
                   kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Cabinet height.")));

  f.push_back(count("node.accelerators", S::Node, QT_TRANSLATE_NOOP("FieldCatalog", "Accelerators per node"),
                    1, QT_TRANSLATE_NOOP("FieldCatalog", "Accelerators in one node.")));
  f.push_back(count("node.cpus", S::Node, QT_TRANSLATE_NOOP("FieldCatalog", "CPUs"), 0,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Host CPUs in one node.")));
  f.push_back(real("node.cpu_W", S::Node, QT_TRANSLATE_NOOP("FieldCatalog", "Power per CPU"), Q::Power, 0,
                   kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Power of one CPU.")));
  f.push_back(count("node.dpus", S::Node, QT_TRANSLATE_NOOP("FieldCatalog", "DPUs"), 0,
                    QT_TRANSLATE_NOOP("FieldCatalog", "DPUs (data processing units) in one node.")));
  f.push_back(real("node.dpu_W", S::Node, QT_TRANSLATE_NOOP("FieldCatalog", "Power per DPU"), Q::Power, 0,
                   kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Power of one DPU.")));
  f.push_back(count("node.switch_chips", S::Node, QT_TRANSLATE_NOOP("FieldCatalog", "Switch chips"), 0,
                    QT_TRANSLATE_NOOP("FieldCatalog",
                                      "Switch chips inside the node; a switched scale-up tier counts these "
                                      "as its switches.")));
  f.push_back(real("node.switch_chip_W", S::Node, QT_TRANSLATE_NOOP("FieldCatalog", "Power per switch chip"),
                   Q::Power, 0, kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Power of one switch chip.")));
  f.push_back(real("node.other_W", S::Node, QT_TRANSLATE_NOOP("FieldCatalog", "Other power"), Q::Power, 0,
                   kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Everything else: memory, storage, board, BMC.")));
  f.push_back(
      real("node.conversion_efficiency", S::Node, QT_TRANSLATE_NOOP("FieldCatalog", "Conversion efficiency"),
           Q::Fraction, 0, 1,
           QT_TRANSLATE_NOOP("FieldCatalog", "PSU / DC-DC efficiency: fraction of input power delivered.")));

  f.push_back(text("accelerator.name", S::Accelerator, QT_TRANSLATE_NOOP("FieldCatalog", "Model name"),
                   QT_TRANSLATE_NOOP("FieldCatalog", "Model name.")));
  f.push_back(text("accelerator.vendor", S::Accelerator, QT_TRANSLATE_NOOP("FieldCatalog", "Vendor"),
                   QT_TRANSLATE_NOOP("FieldCatalog", "Vendor.")));
  constexpr std::pair<const char *, const char *> kPeaks[] = {
      {QT_TRANSLATE_NOOP("FieldCatalog", "Peak FP32 rate"),
       QT_TRANSLATE_NOOP("FieldCatalog", "Peak dense rate in FP32.")},
      {QT_TRANSLATE_NOOP("FieldCatalog", "Peak TF32 rate"),
       QT_TRANSLATE_NOOP("FieldCatalog", "Peak dense rate in TF32.")},
      {QT_TRANSLATE_NOOP("FieldCatalog", "Peak BF16 rate"),
       QT_TRANSLATE_NOOP("FieldCatalog", "Peak dense rate in BF16.")},
      {QT_TRANSLATE_NOOP("FieldCatalog", "Peak FP16 rate"),
       QT_TRANSLATE_NOOP("FieldCatalog", "Peak dense rate in FP16.")},
      {QT_TRANSLATE_NOOP("FieldCatalog", "Peak FP8 rate"),
       QT_TRANSLATE_NOOP("FieldCatalog", "Peak dense rate in FP8.")},
      {QT_TRANSLATE_NOOP("FieldCatalog", "Peak INT8 rate"),
       QT_TRANSLATE_NOOP("FieldCatalog", "Peak dense rate in INT8.")},
      {QT_TRANSLATE_NOOP("FieldCatalog", "Peak FP4 rate"),
       QT_TRANSLATE_NOOP("FieldCatalog", "Peak dense rate in FP4 (matrix inputs only).")},
  };
  static_assert(std::size(kPeaks) == model::kPrecisionCount);
  for (std::size_t i = 0; i < model::kPrecisionCount; ++i)
    f.push_back(real("accelerator.peak_flops." + std::string(model::kPrecisionNames[i]), S::Accelerator,
                     kPeaks[i].first, Q::Compute, 0, kNoLimit, kPeaks[i].second));
  constexpr std::pair<const char *, const char *> kVectors[] = {
      {QT_TRANSLATE_NOOP("FieldCatalog", "Vector FP32 rate"),
       QT_TRANSLATE_NOOP("FieldCatalog", "Non-tensor rate in FP32; 0 = a quarter of the matrix peak.")},
      {QT_TRANSLATE_NOOP("FieldCatalog", "Vector rate of TF32 runs"),
       QT_TRANSLATE_NOOP("FieldCatalog",
                         "Non-tensor rate TF32 runs' elementwise work gets (FP32 cores); 0 = a "
                         "quarter of the matrix peak.")},
      {QT_TRANSLATE_NOOP("FieldCatalog", "Vector BF16 rate"),
       QT_TRANSLATE_NOOP("FieldCatalog", "Non-tensor rate in BF16; 0 = a quarter of the matrix peak.")},
      {QT_TRANSLATE_NOOP("FieldCatalog", "Vector FP16 rate"),
       QT_TRANSLATE_NOOP("FieldCatalog", "Non-tensor rate in FP16; 0 = a quarter of the matrix peak.")},
      {QT_TRANSLATE_NOOP("FieldCatalog", "Vector FP8 rate"),
       QT_TRANSLATE_NOOP("FieldCatalog", "Unused: FP8 runs do their elementwise work in BF16.")},
      {QT_TRANSLATE_NOOP("FieldCatalog", "Vector INT8 rate"),
       QT_TRANSLATE_NOOP("FieldCatalog", "Unused: int8 is not a training format.")},
      {QT_TRANSLATE_NOOP("FieldCatalog", "Vector FP4 rate"),
       QT_TRANSLATE_NOOP("FieldCatalog", "Unused: FP4 runs do their elementwise work in BF16.")},
  };
  static_assert(std::size(kVectors) == model::kPrecisionCount);
  for (std::size_t i = 0; i < model::kPrecisionCount; ++i)
    f.push_back(real("accelerator.vector_flops." + std::string(model::kPrecisionNames[i]), S::Accelerator,
                     kVectors[i].first, Q::Compute, 0, kNoLimit, kVectors[i].second));
  f.push_back(records("accelerator.matrix_efficiency", S::Accelerator,
                      QT_TRANSLATE_NOOP("FieldCatalog", "Matrix efficiency by size"),
                      QT_TRANSLATE_NOOP("FieldCatalog",
                                        "Fraction of the matrix peak a matrix product of at least so many "
                                        "FLOP reaches; empty = Calculon's A100/H100 table.")));
  f.push_back(records("accelerator.vector_efficiency", S::Accelerator,
                      QT_TRANSLATE_NOOP("FieldCatalog", "Vector efficiency by size"),
                      QT_TRANSLATE_NOOP("FieldCatalog",
                                        "Fraction of the vector peak an elementwise operation of at least so "
                                        "many FLOP reaches; empty = Calculon's A100/H100 table.")));
  f.push_back(records("accelerator.memory_efficiency", S::Accelerator,
                      QT_TRANSLATE_NOOP("FieldCatalog", "HBM efficiency by size"),
                      QT_TRANSLATE_NOOP("FieldCatalog",
                                        "Fraction of the HBM bandwidth a transfer of at least so many bytes "
                                        "reaches; empty = Calculon's A100/H100 table.")));
  f.push_back(real("accelerator.hbm_capacity_B", S::Accelerator,
                   QT_TRANSLATE_NOOP("FieldCatalog", "HBM capacity"), Q::Bytes, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "High-bandwidth memory capacity.")));
  f.push_back(real("accelerator.hbm_bandwidth_Bps", S::Accelerator,
                   QT_TRANSLATE_NOOP("FieldCatalog", "HBM bandwidth"), Q::DataRate, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "High-bandwidth memory bandwidth."), "TB/s"));
  f.push_back(real("accelerator.tdp_W", S::Accelerator, QT_TRANSLATE_NOOP("FieldCatalog", "TDP"), Q::Power, 0,
                   kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Power at full load (thermal design power).")));
  f.push_back(real("accelerator.idle_W", S::Accelerator, QT_TRANSLATE_NOOP("FieldCatalog", "Idle power"),
                   Q::Power, 0, kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Power when idle.")));
  f.push_back(count("accelerator.scaleup_links", S::Accelerator,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Scale-up links"), 0,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Scale-up ports on the chip.")));
  f.push_back(real("accelerator.scaleup_link_bandwidth_Bps", S::Accelerator,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Scale-up link bandwidth"), Q::DataRate, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Bandwidth of one scale-up link, per direction.")));
  f.push_back(real("accelerator.scaleup_link_latency_s", S::Accelerator,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Scale-up link latency"), Q::Latency, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Latency of one scale-up link.")));
  f.push_back(real("accelerator.nics", S::Accelerator, QT_TRANSLATE_NOOP("FieldCatalog", "NICs"), Q::Plain, 0,
                   kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog",
                                     "Scale-out NIC ports per accelerator; 0.5 = one NIC per pair. NICs per "
                                     "node must be whole.")));
  f.push_back(real("accelerator.nic_bandwidth_Bps", S::Accelerator,
                   QT_TRANSLATE_NOOP("FieldCatalog", "NIC bandwidth"), Q::DataRate, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Bandwidth of one NIC, per direction."), "Gb/s"));
  f.push_back(real("accelerator.nic_W", S::Accelerator, QT_TRANSLATE_NOOP("FieldCatalog", "NIC power"),
                   Q::Power, 0, kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Power of one NIC.")));

  f.push_back(
      count("network.scaleup_domain", S::ScaleUp, QT_TRANSLATE_NOOP("FieldCatalog", "Scale-up domain size"),
            1, QT_TRANSLATE_NOOP("FieldCatalog", "Accelerators joined by the scale-up tier (one domain).")));
  addTier(f, "network.scale_up", S::ScaleUp);
  addTier(f, "network.scale_out", S::ScaleOut);
  f.push_back(
      choice("network.collective_algorithm", S::ScaleOut,
             QT_TRANSLATE_NOOP("FieldCatalog", "Collective algorithm"), model::kCollectiveAlgorithmNames,
             QT_TRANSLATE_NOOP("FieldCatalog",
                               "Auto = the fastest applicable, as NCCL's tuner; otherwise every collective "
                               "the algorithm applies to runs with it, the rest with the fastest.")));
  f.push_back(
      real("network.collective_bytes", S::ScaleOut,
           QT_TRANSLATE_NOOP("FieldCatalog", "Collective size per rank"), Q::Bytes, 0, kNoLimit,
           QT_TRANSLATE_NOOP("FieldCatalog",
                             "Bytes per rank of the collective figures; 0 = the gradient bytes of one "
                             "data-parallel rank.")));

  f.push_back(choice(
      "cooling.kind", S::Cooling, QT_TRANSLATE_NOOP("FieldCatalog", "Cooling method"), model::kCoolingNames,
      QT_TRANSLATE_NOOP("FieldCatalog",
                        "Air, cold plate, single-phase immersion, two-phase immersion or hybrid.")));
  f.push_back(
      real("cooling.liquid_fraction", S::Cooling, QT_TRANSLATE_NOOP("FieldCatalog", "Liquid share of heat"),
           Q::Fraction, 0, 1,
           QT_TRANSLATE_NOOP("FieldCatalog",
                             "Share of the heat removed by liquid, in [0, 1]; air removes the rest.")));
  f.push_back(real("cooling.supply_C", S::Cooling, QT_TRANSLATE_NOOP("FieldCatalog", "Supply temperature"),
                   Q::Temperature, 5, 70,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Coolant (or air) supply temperature.")));
  f.push_back(real("cooling.delta_T_K", S::Cooling,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Coolant temperature rise"), Q::TemperatureDifference, 0,
                   kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Coolant temperature rise across the IT equipment.")));
  f.push_back(real("cooling.air_delta_T_K", S::Cooling,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Air temperature rise"), Q::TemperatureDifference, 0,
                   kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Air temperature rise across the IT equipment.")));
  f.push_back(real("cooling.fluid.density_kg_per_m3", S::Cooling,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Coolant density"), Q::Density, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Coolant density (default: water).")));
  f.push_back(real("cooling.fluid.specific_heat_J_per_kgK", S::Cooling,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Coolant specific heat"), Q::SpecificHeat, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Coolant specific heat (default: water).")));
  f.push_back(
      real("cooling.chiller_cop", S::Cooling, QT_TRANSLATE_NOOP("FieldCatalog", "Chiller COP"), Q::Plain, 0,
           kNoLimit,
           QT_TRANSLATE_NOOP("FieldCatalog",
                             "Chiller coefficient of performance at the reference supply temperature.")));
  f.push_back(real(
      "cooling.free_cooling_approach_K", S::Cooling,
      QT_TRANSLATE_NOOP("FieldCatalog", "Free-cooling approach"), Q::TemperatureDifference, 0, kNoLimit,
      QT_TRANSLATE_NOOP("FieldCatalog",
                        "Dry coolers suffice when outside temperature + approach ≤ supply temperature.")));
  f.push_back(real("cooling.pump_efficiency", S::Cooling,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Pump efficiency"), Q::Fraction, 0, 1,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Pump efficiency.")));
  f.push_back(real("cooling.pump_head_Pa", S::Cooling, QT_TRANSLATE_NOOP("FieldCatalog", "Pump head"),
                   Q::Pressure, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Pressure the coolant pumps work against.")));
  f.push_back(real("cooling.fan_W_per_m3s", S::Cooling,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Fan power per airflow"), Q::FanPowerPerFlow, 0,
                   kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Air-moving power per m³/s of airflow.")));
  f.push_back(
      real("cooling.distribution_loss", S::Cooling, QT_TRANSLATE_NOOP("FieldCatalog", "Distribution loss"),
           Q::Fraction, 0, 1,
           QT_TRANSLATE_NOOP("FieldCatalog", "Power distribution and UPS loss, as a fraction of IT power.")));

  const S w = S::Workload;
  f.push_back(choice(
      "workload.kind", w, QT_TRANSLATE_NOOP("FieldCatalog", "Workload"), model::kWorkloadNames,
      QT_TRANSLATE_NOOP("FieldCatalog",
                        "ResNet-50, BERT-Large, a GPT-style transformer (shape below) or a custom cost.")));
  f.push_back(choice("workload.precision", w, QT_TRANSLATE_NOOP("FieldCatalog", "Precision"),
                     model::kPrecisionNames, QT_TRANSLATE_NOOP("FieldCatalog", "Compute precision.")));
  f.push_back(
      choice("workload.activation_precision", w, QT_TRANSLATE_NOOP("FieldCatalog", "Activation precision"),
             model::kPrecisionNames,
             QT_TRANSLATE_NOOP("FieldCatalog", "Format of activations, pipeline sends and "
                                               "tensor-parallel traffic (fp32, bf16, fp16 or fp8).")));
  f.push_back(
      choice("workload.gradient_precision", w, QT_TRANSLATE_NOOP("FieldCatalog", "Gradient precision"),
             model::kPrecisionNames,
             QT_TRANSLATE_NOOP("FieldCatalog", "Format of gradient buffers and their "
                                               "data-parallel reduction (fp32, bf16, fp16 or fp8).")));
  f.push_back(
      choice("workload.master_precision", w, QT_TRANSLATE_NOOP("FieldCatalog", "Master weight precision"),
             model::kPrecisionNames,
             QT_TRANSLATE_NOOP("FieldCatalog", "Format of the optimizer's copy of the weights; none "
                                               "is kept when it is no wider than the compute precision.")));
  f.push_back(
      choice("workload.optimizer_precision", w,
             QT_TRANSLATE_NOOP("FieldCatalog", "Optimizer state precision"), model::kPrecisionNames,
             QT_TRANSLATE_NOOP("FieldCatalog", "Format of Adam's two moments (fp32, bf16, fp16 or fp8).")));
  f.push_back(count("workload.global_batch", w, QT_TRANSLATE_NOOP("FieldCatalog", "Global batch"), 1,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Samples (sequences / images) per training step.")));
  f.push_back(count("workload.microbatch", w, QT_TRANSLATE_NOOP("FieldCatalog", "Micro-batch"), 1,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Samples per micro-batch.")));
  f.push_back(count("workload.parallelism.tp", w,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Tensor parallelism (TP)"), 1,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Tensor-parallel degree.")));
  f.push_back(count("workload.parallelism.pp", w,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Pipeline parallelism (PP)"), 1,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Pipeline-parallel degree.")));
  f.push_back(count("workload.parallelism.dp", w, QT_TRANSLATE_NOOP("FieldCatalog", "Data parallelism (DP)"),
                    1, QT_TRANSLATE_NOOP("FieldCatalog", "Data-parallel degree.")));
  f.push_back(count("workload.parallelism.interleave", w,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Pipeline interleave"), 1,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Virtual pipeline stages per device.")));
  f.push_back(
      count("workload.parallelism.cp", w, QT_TRANSLATE_NOOP("FieldCatalog", "Context parallelism (CP)"), 1,
            QT_TRANSLATE_NOOP("FieldCatalog", "Ranks each sequence is split over; they gather the "
                                              "keys and values of the whole sequence for attention.")));
  f.push_back(
      count("workload.parallelism.ep", w, QT_TRANSLATE_NOOP("FieldCatalog", "Expert parallelism (EP)"), 1,
            QT_TRANSLATE_NOOP("FieldCatalog", "Data-parallel ranks the routed experts are split over; "
                                              "they exchange tokens by all-to-all.")));
  f.push_back(flag("workload.parallelism.sequence_parallel", w,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Sequence parallelism"),
                   QT_TRANSLATE_NOOP("FieldCatalog", "Sequence parallelism alongside tensor parallelism.")));
  f.push_back(
      choice("workload.parallelism.recompute", w,
             QT_TRANSLATE_NOOP("FieldCatalog", "Activation recomputation"), model::kRecomputeNames,
             QT_TRANSLATE_NOOP("FieldCatalog", "Activation recomputation: none, selective or full.")));
  f.push_back(
      choice("workload.parallelism.sharding", w, QT_TRANSLATE_NOOP("FieldCatalog", "State sharding"),
             model::kShardingNames,
             QT_TRANSLATE_NOOP("FieldCatalog",
                               "What the data-parallel ranks split (ZeRO stages): none, the optimizer "
                               "state, also the gradients, or everything including the weights "
                               "(full, FSDP).")));
  // The transformer's shape is checked only for transformer workloads, so 0 (unused) stays allowed.
  f.push_back(count("workload.transformer.layers", w, QT_TRANSLATE_NOOP("FieldCatalog", "Transformer layers"),
                    0, QT_TRANSLATE_NOOP("FieldCatalog", "Decoder layers.")));
  f.push_back(count("workload.transformer.hidden", w, QT_TRANSLATE_NOOP("FieldCatalog", "Hidden size"), 0,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Hidden size.")));
  f.push_back(count("workload.transformer.ffn", w, QT_TRANSLATE_NOOP("FieldCatalog", "Feed-forward size"), 0,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Feed-forward inner size.")));
  f.push_back(count("workload.transformer.heads", w, QT_TRANSLATE_NOOP("FieldCatalog", "Attention heads"), 0,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Attention heads.")));
  f.push_back(count("workload.transformer.sequence", w, QT_TRANSLATE_NOOP("FieldCatalog", "Sequence length"),
                    0, QT_TRANSLATE_NOOP("FieldCatalog", "Sequence length, tokens.")));
  f.push_back(count("workload.transformer.vocabulary", w, QT_TRANSLATE_NOOP("FieldCatalog", "Vocabulary"), 0,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Vocabulary size.")));
  f.push_back(count("workload.transformer.kv_heads", w, QT_TRANSLATE_NOOP("FieldCatalog", "Key/value heads"),
                    0,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Grouped-query attention: key/value heads, each shared "
                                                      "by several query heads; 0 = one per query head.")));
  f.push_back(count("workload.transformer.head_dim", w, QT_TRANSLATE_NOOP("FieldCatalog", "Head width"), 0,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Width of one attention head; 0 = hidden / heads.")));
  f.push_back(
      flag("workload.transformer.parallel_block", w, QT_TRANSLATE_NOOP("FieldCatalog", "Parallel block"),
           QT_TRANSLATE_NOOP("FieldCatalog", "Attention and MLP side by side on one layernorm's output "
                                             "(PaLM).")));
  f.push_back(
      flag("workload.transformer.gated_mlp", w, QT_TRANSLATE_NOOP("FieldCatalog", "Gated MLP (SwiGLU)"),
           QT_TRANSLATE_NOOP("FieldCatalog", "Three feed-forward matrices (gate, up, down) instead of "
                                             "two.")));
  f.push_back(
      count("workload.transformer.experts", w, QT_TRANSLATE_NOOP("FieldCatalog", "Routed experts"), 0,
            QT_TRANSLATE_NOOP("FieldCatalog", "Mixture of experts: routed experts per MoE block; 0 = a "
                                              "dense model.")));
  f.push_back(count("workload.transformer.experts_per_token", w,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Experts per token (top-k)"), 1,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Routed experts each token visits.")));
  f.push_back(
      count("workload.transformer.expert_ffn", w, QT_TRANSLATE_NOOP("FieldCatalog", "Expert width"), 0,
            QT_TRANSLATE_NOOP("FieldCatalog", "Feed-forward width of one expert; 0 = the dense width.")));
  f.push_back(
      count("workload.transformer.shared_experts", w, QT_TRANSLATE_NOOP("FieldCatalog", "Shared experts"), 0,
            QT_TRANSLATE_NOOP("FieldCatalog", "Experts every token visits besides the routed ones.")));
  f.push_back(count("workload.transformer.dense_layers", w,
                    QT_TRANSLATE_NOOP("FieldCatalog", "Leading dense layers"), 0,
                    QT_TRANSLATE_NOOP("FieldCatalog", "First blocks that keep a dense MLP.")));
  f.push_back(
      real("workload.transformer.capacity_factor", w,
           QT_TRANSLATE_NOOP("FieldCatalog", "Expert capacity factor"), Q::Plain, 0, kNoLimit,
           QT_TRANSLATE_NOOP("FieldCatalog", "Tokens an expert is sized for, over its balanced share; "
                                             "1 = dropless and balanced.")));
  f.push_back(real("workload.custom.flops_per_sample", w,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Custom: FLOP per sample"), Q::Work, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Forward + backward cost of one sample.")));
  f.push_back(real("workload.custom.parameters", w, QT_TRANSLATE_NOOP("FieldCatalog", "Custom: parameters"),
                   Q::Amount, 0, kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Model parameters."), "B"));
  f.push_back(real("workload.custom.tokens_per_sample", w,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Custom: tokens per sample"), Q::Plain, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Tokens per sample.")));
  f.push_back(real("workload.gradient_compression", w,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Gradient compression"), Q::Fraction, 0, 1,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Bytes sent / bytes of gradients, in (0, 1].")));
  f.push_back(
      flag("workload.overlap_dp", w, QT_TRANSLATE_NOOP("FieldCatalog", "Overlap data-parallel communication"),
           QT_TRANSLATE_NOOP("FieldCatalog", "Data-parallel communication overlaps the backward pass.")));
  f.push_back(flag("workload.overlap_tp", w,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Overlap tensor-parallel communication"),
                   QT_TRANSLATE_NOOP("FieldCatalog", "Tensor-parallel communication overlaps compute.")));
  f.push_back(
      flag("workload.overlap_pp", w, QT_TRANSLATE_NOOP("FieldCatalog", "Overlap pipeline sends"),
           QT_TRANSLATE_NOOP("FieldCatalog", "Pipeline sends run beside the next microbatch's compute.")));
  f.push_back(
      flag("workload.overlap_ep", w, QT_TRANSLATE_NOOP("FieldCatalog", "Overlap expert all-to-alls"),
           QT_TRANSLATE_NOOP("FieldCatalog", "Expert all-to-alls run under another microbatch's compute "
                                             "(DualPipe).")));
  f.push_back(
      flag("workload.overlap_param_gather", w, QT_TRANSLATE_NOOP("FieldCatalog", "Overlap parameter gathers"),
           QT_TRANSLATE_NOOP("FieldCatalog", "A sharded state's parameter all-gathers overlap the "
                                             "forward pass instead of following the optimizer step.")));
  f.push_back(real(
      "workload.overlap_fraction", w, QT_TRANSLATE_NOOP("FieldCatalog", "Overlap achieved"), Q::Fraction, 0,
      1,
      QT_TRANSLATE_NOOP("FieldCatalog", "Share of overlappable communication actually hidden, in [0, 1].")));
  f.push_back(
      flag("workload.flash_attention", w, QT_TRANSLATE_NOOP("FieldCatalog", "Fused (flash) attention"),
           QT_TRANSLATE_NOOP("FieldCatalog", "The attention scores stay on chip and are recomputed in "
                                             "the backward pass.")));

  f.push_back(
      real("workload.tokens_to_train", w, QT_TRANSLATE_NOOP("FieldCatalog", "Tokens to train"), Q::Amount, 0,
           kNoLimit,
           QT_TRANSLATE_NOOP("FieldCatalog", "Tokens the run must process (images for ResNet-50); 0 = "
                                             "no budget: the run lasts the reliability policy's "
                                             "training duration."),
           "T"));
  f.push_back(real("workload.step_overhead_s", w, QT_TRANSLATE_NOOP("FieldCatalog", "Overhead per step"),
                   Q::Duration, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Fixed time each step adds: data loading, logging, "
                                                     "evaluation."),
                   "s"));

  const S r = S::Reliability;
  f.push_back(records(
      "reliability.failure_rates", r, QT_TRANSLATE_NOOP("FieldCatalog", "Failure rates"),
      QT_TRANSLATE_NOOP("FieldCatalog", "Failure rates by component; empty = the Llama 3 defaults.")));
  f.push_back(flag("reliability.checkpoint_optimal", r,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Optimal checkpoint interval"),
                   QT_TRANSLATE_NOOP("FieldCatalog", "Use the checkpoint interval that maximises goodput.")));
  f.push_back(real(
      "reliability.checkpoint_interval_s", r, QT_TRANSLATE_NOOP("FieldCatalog", "Checkpoint interval"),
      Q::Duration, 0, kNoLimit,
      QT_TRANSLATE_NOOP("FieldCatalog", "Checkpoint interval, used when the optimal interval is off."), "h"));
  f.push_back(real(
      "reliability.checkpoint_size_B", r, QT_TRANSLATE_NOOP("FieldCatalog", "Checkpoint size"), Q::Bytes, 0,
      kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Checkpoint size; 0 = derived from the model's state.")));
  f.push_back(real("reliability.storage_bandwidth_Bps", r,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Checkpoint storage bandwidth"), Q::DataRate, 0,
                   kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Bandwidth to checkpoint storage.")));
  f.push_back(flag("reliability.checkpoint_async", r,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Asynchronous checkpoints"),
                   QT_TRANSLATE_NOOP("FieldCatalog", "The job stops only to copy its state to host memory; "
                                                     "the write to storage runs behind.")));
  f.push_back(real("reliability.snapshot_bandwidth_Bps", r,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Snapshot bandwidth per accelerator"), Q::DataRate, 0,
                   kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Rate one accelerator copies its share of a checkpoint "
                                                     "to host memory, staging included.")));
  f.push_back(flag("reliability.restore_from_memory", r,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Restore from memory"),
                   QT_TRANSLATE_NOOP("FieldCatalog", "Restart from the snapshot copies other nodes keep in "
                                                     "memory instead of reading storage.")));
  f.push_back(real("reliability.restart_s", r, QT_TRANSLATE_NOOP("FieldCatalog", "Restart time"), Q::Duration,
                   0, kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Time to restart the job after a failure."),
                   "min"));
  FieldSpec spares =
      count("reliability.hot_spares", r, QT_TRANSLATE_NOOP("FieldCatalog", "Hot spare nodes"), -1,
            QT_TRANSLATE_NOOP("FieldCatalog", "Spare nodes ready to swap in; Auto = enough for "
                                              "one repair window in 99 % of windows."));
  spares.automaticText = QT_TRANSLATE_NOOP("FieldCatalog", "Auto");
  f.push_back(spares);
  f.push_back(real("reliability.repair_s", r, QT_TRANSLATE_NOOP("FieldCatalog", "Repair time"), Q::Duration,
                   0, kNoLimit, QT_TRANSLATE_NOOP("FieldCatalog", "Time to repair or replace a failed node."),
                   "h"));
  f.push_back(real("reliability.training_duration_s", r,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Training duration"), Q::Duration, 0, kNoLimit,
                   QT_TRANSLATE_NOOP("FieldCatalog", "Useful compute time the run needs."), "d"));

  usedWhen(f, "workload.transformer.", "workload.kind", "\"transformer\"");
  usedWhen(f, "workload.custom.", "workload.kind", "\"custom\"");
  usedWhen(f, "reliability.checkpoint_interval_s", "reliability.checkpoint_optimal", "false");
  usedWhen(f, "reliability.snapshot_bandwidth_Bps", "reliability.checkpoint_async", "true");
  return f;
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
    QT_TRANSLATE_NOOP("FieldCatalog", "Workload and parallelism"),
    QT_TRANSLATE_NOOP("FieldCatalog", "Reliability"),
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

const FieldSpec *findField(std::string_view path) {
  for (const FieldSpec &field : fieldCatalog())
    if (field.path == path) return &field;
  return nullptr;
}

QString fieldSectionLabel(FieldSection section) {
  return translated(kSectionLabels[static_cast<int>(section)]);
}

} // namespace snp::views
