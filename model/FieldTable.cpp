#include "model/FieldTable.h"

#include "model/Config.h"
#include "model/Message.h"

#include <cctype>
#include <iterator>
#include <utility>

namespace snp::model {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

using T = FieldType;
using S = FieldSection;

constexpr FieldRange atLeast(double low) { return {low, kInfinity, true, true}; }
constexpr FieldRange above(double low) { return {low, kInfinity, false, true}; }
constexpr FieldRange closed(double low, double high) { return {low, high, true, true}; }
constexpr FieldRange kNonNegative = atLeast(0);
constexpr FieldRange kPositive = above(0);
constexpr FieldRange kFraction = closed(0, 1);
constexpr FieldRange kEfficiency = {0, 1, false, true};

// A leap year; climate tables may cover one.
constexpr double kMaxHoursPerYear = 8784;

// Shorthands for the rows below, one per type.
Field entry(std::string path, T type, S section, Message label, Message description, const char *note,
            std::string_view unit = {}, FieldRange range = {}) {
  return {std::move(path), type, unit, range, section, label, description, {}, {}, {}, false, note};
}
Field text(std::string path, S section, Message label, Message description) {
  return entry(std::move(path), T::Text, section, label, description, nullptr);
}
Field count(std::string path, S section, Message label, FieldRange range, Message description,
            const char *note = nullptr) {
  return entry(std::move(path), T::Integer, section, label, description, note, {}, range);
}
Field real(std::string path, S section, Message label, std::string_view unit, FieldRange range,
           Message description, const char *note = nullptr) {
  return entry(std::move(path), T::Real, section, label, description, note, unit, range);
}
Field flag(std::string path, S section, Message label, Message description, const char *note = nullptr) {
  return entry(std::move(path), T::Flag, section, label, description, note);
}
Field choice(std::string path, S section, Message label, std::span<const std::string_view> names,
             Message description, const char *note = nullptr) {
  Field field = entry(std::move(path), T::Choice, section, label, description, note);
  field.choices = names;
  return field;
}
Field records(std::string path, S section, Message label, Message description, const char *note = nullptr) {
  return entry(std::move(path), T::RecordList, section, label, description, note);
}
Field integers(std::string path, S section, Message label, FieldRange each, Message description) {
  return entry(std::move(path), T::IntegerList, section, label, description, nullptr, {}, each);
}
Field flags(std::string path, S section, Message label, Message description) {
  return entry(std::move(path), T::FlagList, section, label, description, nullptr);
}

// Marks the fields under `prefix` as used only when `control` has the value `json`.
void usedWhen(std::vector<Field> &fields, const std::string &prefix, const std::string &control,
              const std::string &json) {
  for (Field &field : fields)
    if (field.path.starts_with(prefix)) {
      field.usedWhenPath = control;
      field.usedWhenValue = json;
    }
}

// The steps of an efficiency curve (model/Hardware.h), for the list at `path`.
void addCurveSteps(std::vector<Field> &fields, const std::string &path, Message from, Message fraction) {
  fields.push_back(real(path + "[i].from", S::Accelerator, SNP_MESSAGE("FieldCatalog", "Size from"), {},
                        kNonNegative, from, "Steps come in decreasing `from`, the last at 0."));
  fields.push_back(real(path + "[i].fraction", S::Accelerator,
                        SNP_MESSAGE("FieldCatalog", "Fraction reached"), {}, kEfficiency, fraction));
}

// The fields of one network tier; the scale-up and scale-out tiers share them.
void addTier(std::vector<Field> &fields, const std::string &tier, S s) {
  const std::string p = tier + ".";
  fields.push_back(
      choice(p + "kind", s, SNP_MESSAGE("FieldCatalog", "Topology"), kTopologyNames,
             SNP_MESSAGE("FieldCatalog", "Topology: torus, dragonfly, fat tree, full mesh or switch.")));
  fields.push_back(integers(p + "torus.dims", s, SNP_MESSAGE("FieldCatalog", "Torus dimensions"), atLeast(1),
                            SNP_MESSAGE("FieldCatalog", "Size of each dimension, k1 × … × kD; the product is "
                                                        "the number of endpoints of the tier.")));
  fields.push_back(
      flags(p + "torus.wrap", s, SNP_MESSAGE("FieldCatalog", "Torus wrap-around"),
            SNP_MESSAGE("FieldCatalog", "One per dimension: wrap-around (torus) or mesh edge.")));
  fields.push_back(
      integers(p + "torus.ocs_block", s, SNP_MESSAGE("FieldCatalog", "OCS blocks"), atLeast(1),
               SNP_MESSAGE("FieldCatalog",
                           "Blocks joined by optical circuit switches, one size per dimension, each "
                           "dividing it (TPU v4: 4 × 4 × 4); empty = none. A link leaving a block is two "
                           "optical cables through an OCS.")));
  fields.push_back(count(
      p + "torus.ocs_ports", s, SNP_MESSAGE("FieldCatalog", "Ports per OCS"), kNonNegative,
      SNP_MESSAGE("FieldCatalog", "Ports of one optical circuit switch that carry links (TPU v4: 128)."),
      "At least 2 when `ocs_block` is set. OCS = ceil(2 × links leaving the blocks / "
      "`ocs_ports`)."));
  fields.push_back(count(p + "dragonfly.a", s, SNP_MESSAGE("FieldCatalog", "Dragonfly routers per group"),
                         atLeast(1), SNP_MESSAGE("FieldCatalog", "Routers per group (Kim et al. 2008).")));
  fields.push_back(count(p + "dragonfly.p", s, SNP_MESSAGE("FieldCatalog", "Dragonfly terminals per router"),
                         atLeast(1), SNP_MESSAGE("FieldCatalog", "Terminals per router.")));
  fields.push_back(count(p + "dragonfly.h", s,
                         SNP_MESSAGE("FieldCatalog", "Dragonfly global links per router"), atLeast(1),
                         SNP_MESSAGE("FieldCatalog", "Global links per router."),
                         "At most a·h + 1 groups; a·p·groups terminals must hold the tier's endpoints."));
  fields.push_back(count(p + "dragonfly.groups", s, SNP_MESSAGE("FieldCatalog", "Dragonfly groups"),
                         atLeast(1), SNP_MESSAGE("FieldCatalog", "Number of groups.")));
  fields.push_back(count(p + "fat_tree.radix", s, SNP_MESSAGE("FieldCatalog", "Fat-tree switch radix"),
                         atLeast(2), SNP_MESSAGE("FieldCatalog", "Ports per switch."),
                         "Even. A fat tree of n tiers hosts 2·(radix/2)^n ports, which must hold the tier's "
                         "endpoints × `ports_per_endpoint`."));
  fields.push_back(count(p + "fat_tree.tiers", s, SNP_MESSAGE("FieldCatalog", "Fat-tree tiers"), closed(1, 3),
                         SNP_MESSAGE("FieldCatalog", "Switch tiers: 2 = leaf/spine, 3 = leaf/spine/core.")));
  fields.push_back(real(p + "fat_tree.oversubscription", s,
                        SNP_MESSAGE("FieldCatalog", "Fat-tree oversubscription"), {}, atLeast(1),
                        SNP_MESSAGE("FieldCatalog", "Down:up bandwidth ratio at the leaves, ≥ 1.")));
  fields.push_back(flag(
      p + "fat_tree.rail_optimized", s, SNP_MESSAGE("FieldCatalog", "Rail-optimised fat tree"),
      SNP_MESSAGE("FieldCatalog",
                  "Port r of every domain goes to the leaf of rail r (NVIDIA DGX SuperPOD): same-rail "
                  "traffic of domains on one leaf turns round there. Scale-out tier only."),
      "That is 2 hops with no oversubscription; switch and cable counts are those of the plain fat tree."));
  fields.push_back(count(p + "ports_per_endpoint", s, SNP_MESSAGE("FieldCatalog", "Ports per endpoint"),
                         atLeast(1), SNP_MESSAGE("FieldCatalog", "Links each endpoint attaches with.")));
  Field radix = count(
      p + "switch_radix", s, SNP_MESSAGE("FieldCatalog", "Switch radix"), kNonNegative,
      SNP_MESSAGE("FieldCatalog",
                  "Ports of one switch chip; 0 = unstated. A switched scale-up tier's chips are the "
                  "nodes' switch chips; elsewhere endpoints × ports / radix, rounded up."),
      "The nodes' chips (`node.switch_chips` × nodes a domain) must then have a port for every link; with "
      "the radix unstated, one switch per endpoint port.");
  radix.rangeAlways = true; // 0 means "unstated" on every kind, and no kind takes a negative radix
  fields.push_back(std::move(radix));
  fields.push_back(real(p + "link_bandwidth_Bps", s, SNP_MESSAGE("FieldCatalog", "Link bandwidth"), "B/s",
                        kPositive, SNP_MESSAGE("FieldCatalog", "Bandwidth of one link, per direction.")));
  fields.push_back(real(p + "hop_latency_s", s, SNP_MESSAGE("FieldCatalog", "Hop latency"), "s", kNonNegative,
                        SNP_MESSAGE("FieldCatalog", "Latency added per hop.")));
  fields.push_back(real(p + "efficiency", s, SNP_MESSAGE("FieldCatalog", "Link efficiency"), {}, kEfficiency,
                        SNP_MESSAGE("FieldCatalog", "Achievable fraction of link bandwidth, in (0, 1].")));
  fields.push_back(real(
      p + "optical_fraction", s, SNP_MESSAGE("FieldCatalog", "Optical share of links"), {}, kFraction,
      SNP_MESSAGE("FieldCatalog", "Share of links made optical, in [0, 1]; runs beyond copper's reach are "
                                  "optical whatever it says.")));
  fields.push_back(real(p + "optics_W_per_link", s, SNP_MESSAGE("FieldCatalog", "Optics power per link"), "W",
                        kNonNegative,
                        SNP_MESSAGE("FieldCatalog", "Transceiver power per optical link (both ends).")));
  fields.push_back(
      real(p + "copper_reach_m", s, SNP_MESSAGE("FieldCatalog", "Passive copper reach"), "m", kNonNegative,
           SNP_MESSAGE("FieldCatalog", "Longest run a passive copper cable carries a link."),
           "2 m at 100 Gb/s a lane: NVIDIA LinkX MCP4Y10 passive cables come in 0.5-2 m, the reach "
           "of IEEE 802.3ck's 100GBASE-CR1."));
  fields.push_back(real(
      p + "active_copper_reach_m", s, SNP_MESSAGE("FieldCatalog", "Active copper reach"), "m", kNonNegative,
      SNP_MESSAGE("FieldCatalog",
                  "Longest run an active copper cable carries a link; longer runs are optical."),
      "5 m: NVIDIA's active copper cables for NDR come in 4 and 5 m (LinkX MCP7Y10 "
      "specifications). A link is optical where its run is longer, whatever the optical share."));
  fields.push_back(
      flag(p + "in_network_reduction", s, SNP_MESSAGE("FieldCatalog", "In-network reduction"),
           SNP_MESSAGE("FieldCatalog",
                       "The switches reduce all-reduce data: NVLink SHARP on NVSwitch 3 and later, SHARP on "
                       "InfiniBand Quantum switches. Switch and fat-tree tiers only."),
           "An all-reduce may then run `in_switch`, 2a + n/B."));
  usedWhen(fields, p + "torus.", p + "kind", "\"torus\"");
  usedWhen(fields, p + "dragonfly.", p + "kind", "\"dragonfly\"");
  usedWhen(fields, p + "fat_tree.", p + "kind", "\"fat_tree\"");
  usedWhen(fields, p + "switch_radix", p + "kind", "\"switch\"");
}

// Name, identifier and notes of the configuration.
void addGeneralFields(std::vector<Field> &f) {
  f.push_back(text("name", S::General, SNP_MESSAGE("FieldCatalog", "Name"),
                   SNP_MESSAGE("FieldCatalog", "Display name.")));
  f.push_back(text("id", S::General, SNP_MESSAGE("FieldCatalog", "Identifier"),
                   SNP_MESSAGE("FieldCatalog", "Stable identifier, e.g. seed-s1.")));
  f.push_back(text("notes", S::General, SNP_MESSAGE("FieldCatalog", "Notes"),
                   SNP_MESSAGE("FieldCatalog", "Sources and assumptions.")));
}

// The room the cabinets stand in and the site that pays for their energy.
void addSiteAndRoomFields(std::vector<Field> &f) {
  f.push_back(count("layout.cabinets", S::SiteAndRoom, SNP_MESSAGE("FieldCatalog", "Cabinets"), atLeast(1),
                    SNP_MESSAGE("FieldCatalog", "Number of cabinets.")));
  f.push_back(count("layout.rows", S::SiteAndRoom, SNP_MESSAGE("FieldCatalog", "Rows"), atLeast(1),
                    SNP_MESSAGE("FieldCatalog", "Rows the cabinets stand in."),
                    "At most `layout.cabinets`."));
  f.push_back(real("layout.aisle_m", S::SiteAndRoom, SNP_MESSAGE("FieldCatalog", "Aisle width"), "m",
                   kNonNegative, SNP_MESSAGE("FieldCatalog", "Aisle width between rows.")));
  f.push_back(real(
      "layout.cable_slack_m", S::SiteAndRoom, SNP_MESSAGE("FieldCatalog", "Cable slack"), "m", kNonNegative,
      SNP_MESSAGE("FieldCatalog", "Cable a run takes beyond its path: service loops at both ends."),
      "Runs go up from the port to a tray 0.3 m above the cabinets, along and across the rows, "
      "and down (sim/network/CableRuns.h)."));
  f.push_back(choice("site.currency", S::SiteAndRoom, SNP_MESSAGE("FieldCatalog", "Currency"), kCurrencyNames,
                     SNP_MESSAGE("FieldCatalog", "Currency of energy prices and costs: USD, CNY or EUR.")));
  f.push_back(real("site.electricity_per_kWh", S::SiteAndRoom,
                   SNP_MESSAGE("FieldCatalog", "Electricity price"), "per kWh", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Price of electricity per kWh, in the site's currency.")));
  f.push_back(real("site.grid_carbon_kg_per_kWh", S::SiteAndRoom,
                   SNP_MESSAGE("FieldCatalog", "Grid carbon intensity"), "kg/kWh", closed(0, 2),
                   SNP_MESSAGE("FieldCatalog", "CO₂-equivalent the grid emits per kWh the site draws "
                                               "(location-based); 0 for a carbon-free supply."),
                   "The default is the US mean of 2022, 0.39 kg/kWh (US EIA). Coal plants emit about "
                   "1 kg/kWh (US EIA: 2.30 lb/kWh in 2022); 2 kg/kWh is above any grid."));
  f.push_back(real("site.water_per_m3", S::SiteAndRoom, SNP_MESSAGE("FieldCatalog", "Water price"), "per m³",
                   kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Price of the cooling towers' water per m³, in the site's "
                                               "currency; 0 leaves water out of the running cost."),
                   "Tariffs vary too much from one utility to the next for a national mean to stand for a "
                   "site; the default 0 leaves water out and the cost figures say so."));
  f.push_back(real(
      "site.hours_per_year", S::SiteAndRoom, SNP_MESSAGE("FieldCatalog", "Operating hours per year"), "h",
      {0, kMaxHoursPerYear, false, true}, SNP_MESSAGE("FieldCatalog", "Operating hours per year.")));
  f.push_back(records("site.climate", S::SiteAndRoom, SNP_MESSAGE("FieldCatalog", "Climate"),
                      SNP_MESSAGE("FieldCatalog", "Outside temperatures over a year."),
                      "Its hours add up to at most `site.hours_per_year`."));
  f.push_back(real("site.climate[i].outside_C", S::SiteAndRoom,
                   SNP_MESSAGE("FieldCatalog", "Outside temperature"), "°C", {},
                   SNP_MESSAGE("FieldCatalog", "Outside temperature.")));
  f.push_back(real("site.climate[i].hours", S::SiteAndRoom, SNP_MESSAGE("FieldCatalog", "Hours"), "h",
                   kNonNegative, SNP_MESSAGE("FieldCatalog", "Hours per year at this temperature.")));
  f.push_back(
      real("site.climate[i].relative_humidity", S::SiteAndRoom,
           SNP_MESSAGE("FieldCatalog", "Relative humidity"), {}, kFraction,
           SNP_MESSAGE("FieldCatalog", "Relative humidity at this temperature, in [0, 1]; 0 = not given: "
                                       "the wet bulb is taken as the dry bulb."),
           "The wet bulb cooling towers work from follows by Stull's formula (J. Appl. Meteor. Climatol. "
           "50, 2011), which holds from 0.05 to 0.99; a humidity above 0 and below 0.05 is refused."));
  f.push_back(real("site.floor_rating_kg_per_m2", S::SiteAndRoom, SNP_MESSAGE("FieldCatalog", "Floor rating"),
                   "kg/m²", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Distributed load the floor is rated for; 0 = not checked."),
                   "Typical raised floors carry about 730 kg/m² (150 lb/ft²); a GB200 NVL72 rack loads its "
                   "0.6 × 1.2 m footprint with about 1,890 kg/m²."));
}

// One cabinet: the nodes it holds, its power and cooling limits and its size.
void addCabinetFields(std::vector<Field> &f) {
  f.push_back(count("cabinet.nodes", S::Cabinet, SNP_MESSAGE("FieldCatalog", "Nodes per cabinet"), atLeast(1),
                    SNP_MESSAGE("FieldCatalog", "Nodes in one cabinet.")));
  f.push_back(real("cabinet.power_limit_W", S::Cabinet, SNP_MESSAGE("FieldCatalog", "Power limit"), "W",
                   kNonNegative, SNP_MESSAGE("FieldCatalog", "What the cabinet's power feed can deliver.")));
  f.push_back(real("cabinet.cooling_limit_W", S::Cabinet, SNP_MESSAGE("FieldCatalog", "Cooling limit"), "W",
                   kNonNegative, SNP_MESSAGE("FieldCatalog", "What the cabinet's cooling can remove.")));
  f.push_back(real("cabinet.width_m", S::Cabinet, SNP_MESSAGE("FieldCatalog", "Width"), "m", kPositive,
                   SNP_MESSAGE("FieldCatalog", "Cabinet width.")));
  f.push_back(real("cabinet.depth_m", S::Cabinet, SNP_MESSAGE("FieldCatalog", "Depth"), "m", kPositive,
                   SNP_MESSAGE("FieldCatalog", "Cabinet depth.")));
  f.push_back(real("cabinet.height_m", S::Cabinet, SNP_MESSAGE("FieldCatalog", "Height"), "m", kPositive,
                   SNP_MESSAGE("FieldCatalog", "Cabinet height.")));
  f.push_back(real(
      "cabinet.empty_kg", S::Cabinet, SNP_MESSAGE("FieldCatalog", "Mass without nodes"), "kg", kNonNegative,
      SNP_MESSAGE("FieldCatalog", "Frame, doors, busbar, power shelves and manifolds; 0 = unknown.")));
  f.push_back(
      real("cabinet.coolant_L", S::Cabinet, SNP_MESSAGE("FieldCatalog", "Coolant held"), "L", kNonNegative,
           SNP_MESSAGE("FieldCatalog", "Coolant in the cabinet's manifolds, hoses and cold plates, or "
                                       "an immersion tank's fill; weighed at the coolant's density.")));
}

// One node: its accelerators, the chips beside them, their power and its conversion loss.
void addNodeFields(std::vector<Field> &f) {
  f.push_back(count("node.accelerators", S::Node, SNP_MESSAGE("FieldCatalog", "Accelerators per node"),
                    atLeast(1), SNP_MESSAGE("FieldCatalog", "Accelerators in one node.")));
  f.push_back(count("node.cpus", S::Node, SNP_MESSAGE("FieldCatalog", "CPUs"), kNonNegative,
                    SNP_MESSAGE("FieldCatalog", "Host CPUs in one node.")));
  f.push_back(real("node.cpu_W", S::Node, SNP_MESSAGE("FieldCatalog", "Power per CPU"), "W", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Power of one CPU.")));
  f.push_back(count("node.dpus", S::Node, SNP_MESSAGE("FieldCatalog", "DPUs"), kNonNegative,
                    SNP_MESSAGE("FieldCatalog", "DPUs (data processing units) in one node.")));
  f.push_back(real("node.dpu_W", S::Node, SNP_MESSAGE("FieldCatalog", "Power per DPU"), "W", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Power of one DPU.")));
  f.push_back(
      count("node.switch_chips", S::Node, SNP_MESSAGE("FieldCatalog", "Switch chips"), kNonNegative,
            SNP_MESSAGE("FieldCatalog", "Switch chips inside the node; a switched scale-up tier counts "
                                        "these as its switches.")));
  f.push_back(real("node.switch_chip_W", S::Node, SNP_MESSAGE("FieldCatalog", "Power per switch chip"), "W",
                   kNonNegative, SNP_MESSAGE("FieldCatalog", "Power of one switch chip.")));
  f.push_back(real("node.other_W", S::Node, SNP_MESSAGE("FieldCatalog", "Other power"), "W", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Everything else: memory, storage, board, BMC.")));
  f.push_back(
      real("node.conversion_efficiency", S::Node, SNP_MESSAGE("FieldCatalog", "Conversion efficiency"), {},
           kEfficiency,
           SNP_MESSAGE("FieldCatalog", "PSU / DC-DC efficiency: fraction of input power delivered.")));
  f.push_back(real("node.mass_kg", S::Node, SNP_MESSAGE("FieldCatalog", "Mass"), "kg", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "One node as installed; 0 = unknown.")));
  f.push_back(
      real("node.host_memory_B", S::Node, SNP_MESSAGE("FieldCatalog", "Host memory"), "B", kNonNegative,
           SNP_MESSAGE("FieldCatalog", "The CPUs' memory in one node, which offloaded activations and "
                                       "optimizer state fill; 0 = unknown."),
           "Above 0 when the workload offloads to the host."));
  f.push_back(real("node.host_memory_bandwidth_Bps", S::Node,
                   SNP_MESSAGE("FieldCatalog", "Host memory bandwidth"), "B/s", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "What the node's CPUs sustain streaming their memory (STREAM "
                                               "Triad); paces an optimizer step run on the CPUs."),
                   "Above 0 when `workload.offload_optimizer_fraction` is."));
}

// One accelerator: peaks, efficiency curves, memory, power and NICs.
void addAcceleratorFields(std::vector<Field> &f) {
  f.push_back(text("accelerator.name", S::Accelerator, SNP_MESSAGE("FieldCatalog", "Model name"),
                   SNP_MESSAGE("FieldCatalog", "Model name.")));
  f.push_back(text("accelerator.vendor", S::Accelerator, SNP_MESSAGE("FieldCatalog", "Vendor"),
                   SNP_MESSAGE("FieldCatalog", "Vendor.")));
  f.push_back(choice("accelerator.architecture", S::Accelerator, SNP_MESSAGE("FieldCatalog", "Architecture"),
                     kArchitectureNames,
                     SNP_MESSAGE("FieldCatalog", "Chip family, for the error band its published runs give: "
                                                 "unknown for a chip no published run was measured on.")));
  constexpr std::pair<Message, Message> kPeaks[] = {
      {SNP_MESSAGE("FieldCatalog", "Peak FP32 rate"),
       SNP_MESSAGE("FieldCatalog", "Peak dense rate in FP32.")},
      {SNP_MESSAGE("FieldCatalog", "Peak TF32 rate"),
       SNP_MESSAGE("FieldCatalog", "Peak dense rate in TF32.")},
      {SNP_MESSAGE("FieldCatalog", "Peak BF16 rate"),
       SNP_MESSAGE("FieldCatalog", "Peak dense rate in BF16.")},
      {SNP_MESSAGE("FieldCatalog", "Peak FP16 rate"),
       SNP_MESSAGE("FieldCatalog", "Peak dense rate in FP16.")},
      {SNP_MESSAGE("FieldCatalog", "Peak FP8 rate"), SNP_MESSAGE("FieldCatalog", "Peak dense rate in FP8.")},
      {SNP_MESSAGE("FieldCatalog", "Peak INT8 rate"),
       SNP_MESSAGE("FieldCatalog", "Peak dense rate in INT8.")},
      {SNP_MESSAGE("FieldCatalog", "Peak FP4 rate"),
       SNP_MESSAGE("FieldCatalog", "Peak dense rate in FP4 (matrix inputs only).")},
  };
  static_assert(std::size(kPeaks) == kPrecisionCount);
  for (std::size_t i = 0; i < kPrecisionCount; ++i)
    f.push_back(real("accelerator.peak_flops." + std::string(kPrecisionNames[i]), S::Accelerator,
                     kPeaks[i].first, "FLOP/s", kNonNegative, kPeaks[i].second));
  f[f.size() - 2].note = "Integer operations, counted as FLOP.";
  f.back().note = "NVFP4 or MXFP4; B200 in GB200: 10 PFLOPS.";
  constexpr std::pair<Message, Message> kVectors[] = {
      {SNP_MESSAGE("FieldCatalog", "Vector FP32 rate"),
       SNP_MESSAGE("FieldCatalog", "Non-tensor rate in FP32; 0 = a quarter of the matrix peak.")},
      {SNP_MESSAGE("FieldCatalog", "Vector rate of TF32 runs"),
       SNP_MESSAGE("FieldCatalog", "Non-tensor rate TF32 runs' elementwise work gets (FP32 cores); 0 = a "
                                   "quarter of the matrix peak.")},
      {SNP_MESSAGE("FieldCatalog", "Vector BF16 rate"),
       SNP_MESSAGE("FieldCatalog", "Non-tensor rate in BF16; 0 = a quarter of the matrix peak.")},
      {SNP_MESSAGE("FieldCatalog", "Vector FP16 rate"),
       SNP_MESSAGE("FieldCatalog", "Non-tensor rate in FP16; 0 = a quarter of the matrix peak.")},
      {SNP_MESSAGE("FieldCatalog", "Vector FP8 rate"),
       SNP_MESSAGE("FieldCatalog", "Unused: FP8 runs do their elementwise work in BF16.")},
      {SNP_MESSAGE("FieldCatalog", "Vector INT8 rate"),
       SNP_MESSAGE("FieldCatalog", "Unused: int8 is not a training format.")},
      {SNP_MESSAGE("FieldCatalog", "Vector FP4 rate"),
       SNP_MESSAGE("FieldCatalog", "Unused: FP4 runs do their elementwise work in BF16.")},
  };
  static_assert(std::size(kVectors) == kPrecisionCount);
  for (std::size_t i = 0; i < kPrecisionCount; ++i)
    f.push_back(real("accelerator.vector_flops." + std::string(kPrecisionNames[i]), S::Accelerator,
                     kVectors[i].first, "FLOP/s", kNonNegative, kVectors[i].second));
  constexpr std::pair<Message, Message> kSustained[] = {
      {SNP_MESSAGE("FieldCatalog", "Sustained FP32 matrix share"),
       SNP_MESSAGE("FieldCatalog", "Share of the FP32 peak the largest matrix products sustain, as measured; "
                                   "0 = the size curve as it is.")},
      {SNP_MESSAGE("FieldCatalog", "Sustained TF32 matrix share"),
       SNP_MESSAGE("FieldCatalog", "Share of the TF32 peak the largest matrix products sustain, as measured; "
                                   "0 = the size curve as it is.")},
      {SNP_MESSAGE("FieldCatalog", "Sustained BF16 matrix share"),
       SNP_MESSAGE("FieldCatalog", "Share of the BF16 peak the largest matrix products sustain, as measured; "
                                   "0 = the size curve as it is.")},
      {SNP_MESSAGE("FieldCatalog", "Sustained FP16 matrix share"),
       SNP_MESSAGE("FieldCatalog", "Share of the FP16 peak the largest matrix products sustain, as measured; "
                                   "0 = the size curve as it is.")},
      {SNP_MESSAGE("FieldCatalog", "Sustained FP8 matrix share"),
       SNP_MESSAGE("FieldCatalog", "Share of the FP8 peak the largest matrix products sustain, as measured; "
                                   "0 = the size curve, capped at 0.78.")},
      {SNP_MESSAGE("FieldCatalog", "Sustained INT8 matrix share"),
       SNP_MESSAGE("FieldCatalog", "Share of the INT8 peak the largest matrix products sustain, as measured; "
                                   "0 = the size curve, capped at 0.78.")},
      {SNP_MESSAGE("FieldCatalog", "Sustained FP4 matrix share"),
       SNP_MESSAGE("FieldCatalog", "Share of the FP4 peak the largest matrix products sustain, as measured; "
                                   "0 = the size curve as it is.")},
  };
  static_assert(std::size(kSustained) == kPrecisionCount);
  for (std::size_t i = 0; i < kPrecisionCount; ++i)
    f.push_back(real("accelerator.matrix_sustained." + std::string(kPrecisionNames[i]), S::Accelerator,
                     kSustained[i].first, {}, kFraction, kSustained[i].second,
                     "Scales the matrix efficiency curve so that its top step reaches this share."));
  f.push_back(
      records("accelerator.matrix_efficiency", S::Accelerator,
              SNP_MESSAGE("FieldCatalog", "Matrix efficiency by size"),
              SNP_MESSAGE("FieldCatalog", "Fraction of the matrix peak a matrix product of at least so "
                                          "many FLOP reaches; empty = Calculon's A100/H100 table.")));
  addCurveSteps(f, "accelerator.matrix_efficiency",
                SNP_MESSAGE("FieldCatalog", "Smallest matrix product this step applies to, in FLOP."),
                SNP_MESSAGE("FieldCatalog", "Fraction of the matrix peak reached, in (0, 1]."));
  f.push_back(
      records("accelerator.vector_efficiency", S::Accelerator,
              SNP_MESSAGE("FieldCatalog", "Vector efficiency by size"),
              SNP_MESSAGE("FieldCatalog",
                          "Fraction of the vector peak an elementwise operation of at least so many FLOP "
                          "reaches; empty = Calculon's A100/H100 table.")));
  addCurveSteps(f, "accelerator.vector_efficiency",
                SNP_MESSAGE("FieldCatalog", "Smallest elementwise operation this step applies to, in FLOP."),
                SNP_MESSAGE("FieldCatalog", "Fraction of the vector peak reached, in (0, 1]."));
  f.push_back(records(
      "accelerator.memory_efficiency", S::Accelerator, SNP_MESSAGE("FieldCatalog", "HBM efficiency by size"),
      SNP_MESSAGE("FieldCatalog", "Fraction of the HBM bandwidth a transfer of at least so many "
                                  "bytes reaches; empty = Calculon's A100/H100 table.")));
  addCurveSteps(f, "accelerator.memory_efficiency",
                SNP_MESSAGE("FieldCatalog", "Smallest transfer this step applies to, in bytes."),
                SNP_MESSAGE("FieldCatalog", "Fraction of the HBM bandwidth reached, in (0, 1]."));
  f.push_back(real("accelerator.memory_sustained", S::Accelerator,
                   SNP_MESSAGE("FieldCatalog", "Sustained HBM share"), {}, kFraction,
                   SNP_MESSAGE("FieldCatalog", "Share of the HBM bandwidth the largest transfers sustain, as "
                                               "measured; 0 = the size curve as it is."),
                   "Scales the HBM efficiency curve so that its top step reaches this share."));
  f.push_back(real("accelerator.hbm_capacity_B", S::Accelerator, SNP_MESSAGE("FieldCatalog", "HBM capacity"),
                   "B", kPositive, SNP_MESSAGE("FieldCatalog", "High-bandwidth memory capacity.")));
  f.push_back(real("accelerator.hbm_bandwidth_Bps", S::Accelerator,
                   SNP_MESSAGE("FieldCatalog", "HBM bandwidth"), "B/s", kPositive,
                   SNP_MESSAGE("FieldCatalog", "High-bandwidth memory bandwidth.")));
  f.push_back(real("accelerator.tdp_W", S::Accelerator, SNP_MESSAGE("FieldCatalog", "TDP"), "W", kPositive,
                   SNP_MESSAGE("FieldCatalog", "Power at full load (thermal design power).")));
  f.push_back(real("accelerator.idle_W", S::Accelerator, SNP_MESSAGE("FieldCatalog", "Idle power"), "W",
                   kNonNegative, SNP_MESSAGE("FieldCatalog", "Power when idle."), "At most `tdp_W`."));
  f.push_back(real("accelerator.power_cap_W", S::Accelerator, SNP_MESSAGE("FieldCatalog", "Power cap"), "W",
                   kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Power limit the chip runs at; 0 = none. Lowers the clock of "
                                               "compute-bound work and the power drawn while computing."),
                   "At most `tdp_W`; when set, above `idle_W`."));
  f.push_back(
      real("accelerator.max_operating_C", S::Accelerator,
           SNP_MESSAGE("FieldCatalog", "Max operating temperature"), "°C", kNonNegative,
           SNP_MESSAGE("FieldCatalog", "Junction temperature the chip keeps to by lowering its clock; "
                                       "0 = none modelled."),
           "nvidia-smi's GPU Max Operating Temp: 87 °C on H100 and H200, 85 °C on A100 "
           "(docs/sources/thermal-and-clocks.md). Above the coolant supply plus the idle power's rise."));
  f.push_back(
      real("accelerator.power_floor_W", S::Accelerator, SNP_MESSAGE("FieldCatalog", "Power floor"), "W",
           kNonNegative,
           SNP_MESSAGE("FieldCatalog", "Power the chip keeps drawing while it waits on the network; 0 = "
                                       "none. Narrows the swing a training job puts on the grid and "
                                       "costs energy."),
           "At most `tdp_W`. NVIDIA's GB200 and GB300 power smoothing sets such a floor (Choukse et "
           "al., arXiv 2508.14318, 2025); a floor below `idle_W` changes nothing."));
  f.push_back(count("accelerator.scaleup_links", S::Accelerator,
                    SNP_MESSAGE("FieldCatalog", "Scale-up links"), kNonNegative,
                    SNP_MESSAGE("FieldCatalog", "Scale-up ports on the chip."),
                    "At least 1 when `network.scaleup_domain` is above 1; a scale-up torus needs 2 per "
                    "dimension longer than 1."));
  f.push_back(real("accelerator.scaleup_link_bandwidth_Bps", S::Accelerator,
                   SNP_MESSAGE("FieldCatalog", "Scale-up link bandwidth"), "B/s", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Bandwidth of one scale-up link, per direction."),
                   "Above 0 when `network.scaleup_domain` is above 1."));
  f.push_back(real("accelerator.scaleup_link_latency_s", S::Accelerator,
                   SNP_MESSAGE("FieldCatalog", "Scale-up link latency"), "s", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Latency of one scale-up link.")));
  f.push_back(
      real("accelerator.nics", S::Accelerator, SNP_MESSAGE("FieldCatalog", "NICs"), {}, kNonNegative,
           SNP_MESSAGE("FieldCatalog", "Scale-out NIC ports per accelerator; 0.5 = one NIC per pair. "
                                       "NICs per node must be whole."),
           "A fraction shares a NIC, as in DGX-1: `nics × node.accelerators` must be a whole number."));
  f.push_back(real("accelerator.nic_bandwidth_Bps", S::Accelerator,
                   SNP_MESSAGE("FieldCatalog", "NIC bandwidth"), "B/s", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Bandwidth of one NIC, per direction."),
                   "Above 0 when `nics` is."));
  f.push_back(real("accelerator.nic_W", S::Accelerator, SNP_MESSAGE("FieldCatalog", "NIC power"), "W",
                   kNonNegative, SNP_MESSAGE("FieldCatalog", "Power of one NIC.")));
  f.push_back(real("accelerator.host_link_Bps", S::Accelerator, SNP_MESSAGE("FieldCatalog", "Host link"),
                   "B/s", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Bandwidth to host memory, per direction: PCIe or NVLink-C2C; "
                                               "0 = unknown."),
                   "Above 0 when the workload offloads to the host."));
}

// The scale-up and scale-out tiers and how collectives run on them.
void addNetworkFields(std::vector<Field> &f) {
  f.push_back(count("network.scaleup_domain", S::ScaleUp, SNP_MESSAGE("FieldCatalog", "Scale-up domain size"),
                    atLeast(1),
                    SNP_MESSAGE("FieldCatalog", "Accelerators joined by the scale-up tier (one domain)."),
                    "It must divide the accelerators."));
  addTier(f, "network.scale_up", S::ScaleUp);
  addTier(f, "network.scale_out", S::ScaleOut);
  f.push_back(
      choice("network.collective_algorithm", S::ScaleOut, SNP_MESSAGE("FieldCatalog", "Collective algorithm"),
             kCollectiveAlgorithmNames,
             SNP_MESSAGE("FieldCatalog",
                         "Auto = the fastest applicable, as NCCL's tuner; otherwise every collective "
                         "the algorithm applies to runs with it, the rest with the fastest."),
             "Training's collectives too. Refused when it cannot run the all-reduce over all "
             "accelerators: a torus algorithm off a torus, `hierarchical` with one domain, `in_switch` "
             "without `in_network_reduction` on the tier that reduces."));
  f.push_back(real("network.collective_bytes", S::ScaleOut,
                   SNP_MESSAGE("FieldCatalog", "Collective size per rank"), {}, kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Bytes per rank of the collective figures; 0 = the gradient "
                                               "bytes of one data-parallel rank."),
                   "The nccl-tests size of the `collective.*` figures."));
}

// A unit's failure rate and repair time, under `prefix` ("power_chain.ups.").
void addUnitFailures(std::vector<Field> &f, const std::string &prefix, S s, Message mtbf, Message mttr) {
  f.push_back(real(prefix + "failures.mtbf_h", s, mtbf, "h", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Mean time between failures of one unit; 0 = never fails.")));
  f.push_back(real(prefix + "failures.mttr_h", s, mttr, "h", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Mean time to repair one unit.")));
}

// Cooling: the coolant and its temperatures, the chiller, pumps and fans, and the distribution loss.
void addCoolingFields(std::vector<Field> &f) {
  f.push_back(choice("cooling.kind", S::Cooling, SNP_MESSAGE("FieldCatalog", "Cooling method"), kCoolingNames,
                     SNP_MESSAGE("FieldCatalog",
                                 "Air, cold plate, single-phase immersion, two-phase immersion or hybrid.")));
  f.push_back(real(
      "cooling.liquid_fraction", S::Cooling, SNP_MESSAGE("FieldCatalog", "Liquid share of heat"), {},
      kFraction,
      SNP_MESSAGE("FieldCatalog", "Share of the heat removed by liquid, in [0, 1]; air removes the rest.")));
  f.push_back(real("cooling.supply_C", S::Cooling, SNP_MESSAGE("FieldCatalog", "Supply temperature"), "°C",
                   closed(5, 70), SNP_MESSAGE("FieldCatalog", "Coolant (or air) supply temperature.")));
  f.push_back(real("cooling.delta_T_K", S::Cooling, SNP_MESSAGE("FieldCatalog", "Coolant temperature rise"),
                   "K", kPositive,
                   SNP_MESSAGE("FieldCatalog", "Coolant temperature rise across the IT equipment.")));
  f.push_back(real("cooling.air_delta_T_K", S::Cooling, SNP_MESSAGE("FieldCatalog", "Air temperature rise"),
                   "K", kPositive,
                   SNP_MESSAGE("FieldCatalog", "Air temperature rise across the IT equipment.")));
  f.push_back(
      real("cooling.junction_resistance_K_per_W", S::Cooling,
           SNP_MESSAGE("FieldCatalog", "Junction-to-supply resistance"), "K/W", closed(0, 0.5),
           SNP_MESSAGE("FieldCatalog", "An accelerator's junction temperature above the coolant supply "
                                       "(inlet air) per watt it draws; 0 = the cooling method's."),
           "The catalogue's: air 0.06, cold plate 0.025, single-phase immersion 0.039, two-phase "
           "0.025 (resources/equipment/cooling.json, with sources)."));
  f.push_back(real("cooling.fluid.density_kg_per_m3", S::Cooling,
                   SNP_MESSAGE("FieldCatalog", "Coolant density"), "kg/m³", kPositive,
                   SNP_MESSAGE("FieldCatalog", "Coolant density (default: water).")));
  f.push_back(real("cooling.fluid.specific_heat_J_per_kgK", S::Cooling,
                   SNP_MESSAGE("FieldCatalog", "Coolant specific heat"), "J/(kg·K)", kPositive,
                   SNP_MESSAGE("FieldCatalog", "Coolant specific heat (default: water).")));
  f.push_back(choice(
      "cooling.heat_rejection", S::Cooling, SNP_MESSAGE("FieldCatalog", "Heat rejection"),
      kHeatRejectionNames,
      SNP_MESSAGE("FieldCatalog",
                  "How the plant gives its heat to the outside: dry coolers or cooling towers, with chillers "
                  "for the hours they cannot make the water, or chillers alone, air- or water-cooled."),
      "Dry coolers make water from the outside dry bulb; cooling towers evaporate water and make it from "
      "the wet bulb, as a water-cooled chiller's condensers follow it."));
  f.push_back(real("cooling.chiller_cop", S::Cooling, SNP_MESSAGE("FieldCatalog", "Chiller COP"), {},
                   kPositive,
                   SNP_MESSAGE("FieldCatalog",
                               "Chiller coefficient of performance at the reference supply temperature.")));
  f.push_back(
      real("cooling.free_cooling_approach_K", S::Cooling,
           SNP_MESSAGE("FieldCatalog", "Free-cooling approach"), "K", kNonNegative,
           SNP_MESSAGE("FieldCatalog",
                       "Dry coolers suffice when outside temperature + approach ≤ supply temperature.")));
  f.push_back(
      real("cooling.tower_approach_K", S::Cooling, SNP_MESSAGE("FieldCatalog", "Cooling tower approach"), "K",
           kNonNegative,
           SNP_MESSAGE("FieldCatalog", "How much warmer than the outside wet bulb cooling towers make "
                                       "water."),
           "Median of 6,730 catalogue models (Energies 16 (2023) 3661): closed-circuit towers 6.5 K, "
           "open ones 5 K before a heat exchanger to the facility water."));
  f.push_back(real("cooling.dry_cooler_fan_W_per_kW", S::Cooling,
                   SNP_MESSAGE("FieldCatalog", "Dry cooler fan power"), "W per kW", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Fan power of dry coolers and air-cooled condensers per kW of "
                                               "heat they reject.")));
  f.push_back(
      real("cooling.tower_fan_W_per_kW", S::Cooling, SNP_MESSAGE("FieldCatalog", "Cooling tower fan power"),
           "W per kW", kNonNegative,
           SNP_MESSAGE("FieldCatalog", "Fan and spray-pump power of cooling towers per kW of heat they "
                                       "reject."),
           "ASHRAE 90.1-2019 allows a closed-circuit axial-fan tower at most 26.3 (16.1 gpm per hp "
           "from 102 to 90 °F at 75 °F wet bulb)."));
  f.push_back(
      real("cooling.cycles_of_concentration", S::Cooling,
           SNP_MESSAGE("FieldCatalog", "Cycles of concentration"), {}, above(1),
           SNP_MESSAGE("FieldCatalog", "How many times a cooling tower concentrates the solids of its "
                                       "make-up water before it blows water down."),
           "Blowdown = evaporation / (cycles − 1) (US DOE FEMP); water-efficient towers run 4 to 5 or "
           "more (US EPA)."));
  f.push_back(real("cooling.pump_efficiency", S::Cooling, SNP_MESSAGE("FieldCatalog", "Pump efficiency"), {},
                   kEfficiency, SNP_MESSAGE("FieldCatalog", "Pump efficiency.")));
  f.push_back(real("cooling.pump_head_Pa", S::Cooling, SNP_MESSAGE("FieldCatalog", "Pump head"), "Pa",
                   kNonNegative, SNP_MESSAGE("FieldCatalog", "Pressure the coolant pumps work against.")));
  f.push_back(real("cooling.fan_W_per_m3s", S::Cooling, SNP_MESSAGE("FieldCatalog", "Fan power per airflow"),
                   "W per m³/s", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Air-moving power per m³/s of airflow.")));
  f.push_back(real("cooling.distribution_loss", S::Cooling, SNP_MESSAGE("FieldCatalog", "Distribution loss"),
                   {}, {0, 1, true, false},
                   SNP_MESSAGE("FieldCatalog", "Power distribution and UPS loss, as a fraction of IT power, "
                                               "when the power chain is not described.")));
  f.push_back(real(
      "cooling.cdu.capacity_W", S::Cooling, SNP_MESSAGE("FieldCatalog", "CDU capacity"), "W", kNonNegative,
      SNP_MESSAGE("FieldCatalog", "Heat one coolant distribution unit moves at its approach; 0 = "
                                  "not described.")));
  f.push_back(
      count("cooling.cdu.units", S::Cooling, SNP_MESSAGE("FieldCatalog", "CDUs per group"), kNonNegative,
            SNP_MESSAGE("FieldCatalog", "CDUs installed per group, spares included; 0 = as many as the "
                                        "liquid heat at full power needs under the redundancy.")));
  f.push_back(count("cooling.cdu.racks_per_group", S::Cooling,
                    SNP_MESSAGE("FieldCatalog", "Cabinets per group of CDUs"), kNonNegative,
                    SNP_MESSAGE("FieldCatalog", "Cabinets one group of CDUs serves, in order; 0 = one group "
                                                "serves every cabinet.")));
  f.push_back(choice("cooling.cdu.redundancy", S::Cooling, SNP_MESSAGE("FieldCatalog", "CDU redundancy"),
                     kRedundancyNames,
                     SNP_MESSAGE("FieldCatalog", "Spare CDUs of a group: none (N), one (N+1), a second "
                                                 "complete set (2N) or distributed redundant (DR).")));
  f.push_back(real("cooling.cdu.approach_K", S::Cooling, SNP_MESSAGE("FieldCatalog", "CDU approach"), "K",
                   kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "How much warmer the loop through the IT is supplied than the "
                                               "facility water that cools it.")));
  addUnitFailures(f, "cooling.cdu.", S::Cooling, SNP_MESSAGE("FieldCatalog", "CDU MTBF"),
                  SNP_MESSAGE("FieldCatalog", "CDU repair time"));
}

// One level of the power chain: its unit rating, units, the cabinets a group serves, its
// redundancy and its loss curve (model/PowerChain.h). Labels name the level: the editor lists
// every level's fields in one section.
struct LevelLabels {
  Message rating, units, racks, redundancy, noLoad, proportional, squareLaw, mtbf, mttr;
};

void addPowerLevel(std::vector<Field> &f, const std::string &level, const LevelLabels &l) {
  const S s = S::PowerChain;
  const std::string p = "power_chain." + level + ".";
  f.push_back(real(p + "rating_W", s, l.rating, "W", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Rating of one unit; 0 leaves the level out of the chain.")));
  f.push_back(count(p + "units", s, l.units, kNonNegative,
                    SNP_MESSAGE("FieldCatalog", "Units installed per group, spares included; 0 = as many as "
                                                "the load at full power needs under the redundancy."),
                    "Refused when fewer than the redundancy needs: 2 for N+1 and 2N, 3 for distributed "
                    "redundant."));
  f.push_back(count(p + "racks_per_group", s, l.racks, kNonNegative,
                    SNP_MESSAGE("FieldCatalog", "Cabinets one group of units serves, in order; 0 = one group "
                                                "serves every cabinet.")));
  f.push_back(choice(p + "redundancy", s, l.redundancy, kRedundancyNames,
                     SNP_MESSAGE("FieldCatalog", "Spare units of a group: none (N), one (N+1), a second "
                                                 "complete set (2N) or distributed redundant (DR)."),
                     "Usable units: N all, N+1 all but one, 2N half, DR all but one of at least three "
                     "(Schneider Electric White Paper 75)."));
  f.push_back(real(p + "losses.no_load", s, l.noLoad, {}, kFraction,
                   SNP_MESSAGE("FieldCatalog", "Loss of one unit at no load, as a fraction of its rating.")));
  f.push_back(
      real(p + "losses.proportional", s, l.proportional, {}, kFraction,
           SNP_MESSAGE("FieldCatalog", "Loss growing with the load: fraction of the rating at full load.")));
  f.push_back(real(p + "losses.square_law", s, l.squareLaw, {}, kFraction,
                   SNP_MESSAGE("FieldCatalog", "Loss growing with the square of the load (I²R): fraction of "
                                               "the rating at full load.")));
  addUnitFailures(f, p, s, l.mtbf, l.mttr);
}

// The power chain from the utility to the cabinets' power shelves.
void addPowerChainFields(std::vector<Field> &f) {
  addPowerLevel(f, "utility",
                {SNP_MESSAGE("FieldCatalog", "Utility feed rating"),
                 SNP_MESSAGE("FieldCatalog", "Utility feed units"),
                 SNP_MESSAGE("FieldCatalog", "Cabinets per group of utility feeds"),
                 SNP_MESSAGE("FieldCatalog", "Utility feed redundancy"),
                 SNP_MESSAGE("FieldCatalog", "Utility feed no-load loss"),
                 SNP_MESSAGE("FieldCatalog", "Utility feed proportional loss"),
                 SNP_MESSAGE("FieldCatalog", "Utility feed square-law loss"),
                 SNP_MESSAGE("FieldCatalog", "Utility feed MTBF"),
                 SNP_MESSAGE("FieldCatalog", "Utility feed repair time")});
  addPowerLevel(f, "transformer",
                {SNP_MESSAGE("FieldCatalog", "Transformer rating"),
                 SNP_MESSAGE("FieldCatalog", "Transformer units"),
                 SNP_MESSAGE("FieldCatalog", "Cabinets per group of transformers"),
                 SNP_MESSAGE("FieldCatalog", "Transformer redundancy"),
                 SNP_MESSAGE("FieldCatalog", "Transformer no-load loss"),
                 SNP_MESSAGE("FieldCatalog", "Transformer proportional loss"),
                 SNP_MESSAGE("FieldCatalog", "Transformer square-law loss"),
                 SNP_MESSAGE("FieldCatalog", "Transformer MTBF"),
                 SNP_MESSAGE("FieldCatalog", "Transformer repair time")});
  addPowerLevel(f, "switchboard",
                {SNP_MESSAGE("FieldCatalog", "Switchboard rating"),
                 SNP_MESSAGE("FieldCatalog", "Switchboard units"),
                 SNP_MESSAGE("FieldCatalog", "Cabinets per group of switchboards"),
                 SNP_MESSAGE("FieldCatalog", "Switchboard redundancy"),
                 SNP_MESSAGE("FieldCatalog", "Switchboard no-load loss"),
                 SNP_MESSAGE("FieldCatalog", "Switchboard proportional loss"),
                 SNP_MESSAGE("FieldCatalog", "Switchboard square-law loss"),
                 SNP_MESSAGE("FieldCatalog", "Switchboard MTBF"),
                 SNP_MESSAGE("FieldCatalog", "Switchboard repair time")});
  addPowerLevel(f, "ups",
                {SNP_MESSAGE("FieldCatalog", "UPS rating"), SNP_MESSAGE("FieldCatalog", "UPS units"),
                 SNP_MESSAGE("FieldCatalog", "Cabinets per group of UPS modules"),
                 SNP_MESSAGE("FieldCatalog", "UPS redundancy"),
                 SNP_MESSAGE("FieldCatalog", "UPS no-load loss"),
                 SNP_MESSAGE("FieldCatalog", "UPS proportional loss"),
                 SNP_MESSAGE("FieldCatalog", "UPS square-law loss"), SNP_MESSAGE("FieldCatalog", "UPS MTBF"),
                 SNP_MESSAGE("FieldCatalog", "UPS repair time")});
  f.push_back(choice("power_chain.distribution_kind", S::PowerChain,
                     SNP_MESSAGE("FieldCatalog", "Distribution to the racks"), kDistributionKindNames,
                     SNP_MESSAGE("FieldCatalog", "Floor PDUs (transformer and panel) or overhead busways.")));
  addPowerLevel(f, "distribution",
                {SNP_MESSAGE("FieldCatalog", "Floor PDU or busway rating"),
                 SNP_MESSAGE("FieldCatalog", "Floor PDU or busway units"),
                 SNP_MESSAGE("FieldCatalog", "Cabinets per group of floor PDUs or busways"),
                 SNP_MESSAGE("FieldCatalog", "Floor PDU or busway redundancy"),
                 SNP_MESSAGE("FieldCatalog", "Floor PDU or busway no-load loss"),
                 SNP_MESSAGE("FieldCatalog", "Floor PDU or busway proportional loss"),
                 SNP_MESSAGE("FieldCatalog", "Floor PDU or busway square-law loss"),
                 SNP_MESSAGE("FieldCatalog", "Floor PDU or busway MTBF"),
                 SNP_MESSAGE("FieldCatalog", "Floor PDU or busway repair time")});
  f.push_back(
      count("power_chain.shelves.shelves", S::PowerChain,
            SNP_MESSAGE("FieldCatalog", "Power shelves per cabinet"), kNonNegative,
            SNP_MESSAGE("FieldCatalog", "Power shelves installed in each cabinet; 0 = not described."),
            "Their conversion loss is the node's conversion efficiency."));
  f.push_back(real("power_chain.shelves.shelf_W", S::PowerChain,
                   SNP_MESSAGE("FieldCatalog", "Power shelf rating"), "W", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Output rating of one power shelf.")));
  f.push_back(
      real("power_chain.shelves.storage_J", S::PowerChain,
           SNP_MESSAGE("FieldCatalog", "Power shelf energy storage"), "J", kNonNegative,
           SNP_MESSAGE("FieldCatalog", "Energy one shelf stores to carry each training step's compute "
                                       "phase and recharges while the accelerators wait; 0 = none."),
           "As the energy storage in the power supplies of NVIDIA's GB300 NVL72, which NVIDIA says "
           "cuts the rack's peak grid demand by up to 30 %."));
  f.push_back(choice("power_chain.shelves.redundancy", S::PowerChain,
                     SNP_MESSAGE("FieldCatalog", "Power shelf redundancy"), kRedundancyNames,
                     SNP_MESSAGE("FieldCatalog", "N, N+1, N+N (2N) or distributed redundant.")));
  addUnitFailures(f, "power_chain.shelves.", S::PowerChain, SNP_MESSAGE("FieldCatalog", "Power shelf MTBF"),
                  SNP_MESSAGE("FieldCatalog", "Power shelf repair time"));
  f.push_back(
      real("power_chain.swing_limit_W", S::PowerChain,
           SNP_MESSAGE("FieldCatalog", "Swing the utility accepts"), "W", kNonNegative,
           SNP_MESSAGE("FieldCatalog", "Largest swing of the site's draw from a training step's compute "
                                       "phase to its wait the utility accepts; 0 = none agreed."),
           "Utilities name a dynamic power range for loads that oscillate at 0.1-20 Hz (Choukse et "
           "al., arXiv 2508.14318, 2025)."));
}

// The workload's kind, precisions and batch.
void addWorkloadFields(std::vector<Field> &f) {
  const S w = S::Workload;
  f.push_back(
      choice("workload.kind", w, SNP_MESSAGE("FieldCatalog", "Workload"), kWorkloadNames,
             SNP_MESSAGE("FieldCatalog",
                         "ResNet-50, BERT-Large, a GPT-style transformer (shape below) or a custom cost.")));
  f.push_back(
      choice("workload.precision", w, SNP_MESSAGE("FieldCatalog", "Precision"), kPrecisionNames,
             SNP_MESSAGE("FieldCatalog", "Compute precision."),
             "The matrix (tensor-core) format, in which the working copy of the weights the GEMMs read "
             "is stored too. `int8` is refused for training, and the accelerator needs a `peak_flops` "
             "above 0 at it."));
  f.push_back(choice("workload.activation_precision", w, SNP_MESSAGE("FieldCatalog", "Activation precision"),
                     kPrecisionNames,
                     SNP_MESSAGE("FieldCatalog", "Format of activations, pipeline sends and tensor-parallel "
                                                 "traffic (fp32, bf16, fp16 or fp8)."),
                     "FP8 training keeps BF16 here (NVIDIA Transformer Engine)."));
  f.push_back(
      choice("workload.low_precision_scaling", w, SNP_MESSAGE("FieldCatalog", "Low-precision scaling"),
             kLowPrecisionScalingNames,
             SNP_MESSAGE("FieldCatalog", "How GEMM inputs are scaled when cast to a format narrower than the "
                                         "activations: delayed, current or block scaling."),
             "Every cast writes a row-wise and a column-wise copy. Current scaling reads the tensor twice "
             "(its amax, then the cast); delayed scaling (from the amax history) and block scaling (MXFP8, "
             "NVFP4) read it once (Transformer Engine, \"FP8 Delayed Scaling\")."));
  f.push_back(choice(
      "workload.gradient_precision", w, SNP_MESSAGE("FieldCatalog", "Gradient precision"), kPrecisionNames,
      SNP_MESSAGE("FieldCatalog", "Format of gradient buffers and their data-parallel reduction "
                                  "(fp32, bf16, fp16 or fp8)."),
      "Megatron-LM accumulates and all-reduces bf16 runs' gradients in fp32; Llama 3 "
      "reduce-scatters in FP32."));
  f.push_back(choice(
      "workload.master_precision", w, SNP_MESSAGE("FieldCatalog", "Master weight precision"), kPrecisionNames,
      SNP_MESSAGE("FieldCatalog", "Format of the optimizer's copy of the weights; none is kept "
                                  "when it is no wider than the compute precision."),
      "One of fp32, bf16, fp16 or fp8, the formats values are stored in."));
  f.push_back(choice("workload.optimizer_precision", w,
                     SNP_MESSAGE("FieldCatalog", "Optimizer state precision"), kPrecisionNames,
                     SNP_MESSAGE("FieldCatalog", "Format of Adam's two moments (fp32, bf16, fp16 or fp8)."),
                     "DeepSeek-V3 keeps them in BF16."));
  f.push_back(count("workload.global_batch", w, SNP_MESSAGE("FieldCatalog", "Global batch"), atLeast(1),
                    SNP_MESSAGE("FieldCatalog", "Samples (sequences / images) per training step."),
                    "A multiple of `microbatch` × `parallelism.dp`."));
  f.push_back(count("workload.microbatch", w, SNP_MESSAGE("FieldCatalog", "Micro-batch"), atLeast(1),
                    SNP_MESSAGE("FieldCatalog", "Samples per micro-batch.")));
}

// How the workload is split over the accelerators.
void addParallelismFields(std::vector<Field> &f) {
  const S w = S::Workload;
  f.push_back(count("workload.parallelism.tp", w, SNP_MESSAGE("FieldCatalog", "Tensor parallelism (TP)"),
                    atLeast(1), SNP_MESSAGE("FieldCatalog", "Tensor-parallel degree."),
                    "tp·cp·pp·dp must equal the accelerators."));
  f.push_back(count("workload.parallelism.pp", w, SNP_MESSAGE("FieldCatalog", "Pipeline parallelism (PP)"),
                    atLeast(1), SNP_MESSAGE("FieldCatalog", "Pipeline-parallel degree.")));
  f.push_back(count("workload.parallelism.dp", w, SNP_MESSAGE("FieldCatalog", "Data parallelism (DP)"),
                    atLeast(1), SNP_MESSAGE("FieldCatalog", "Data-parallel degree.")));
  f.push_back(count("workload.parallelism.interleave", w, SNP_MESSAGE("FieldCatalog", "Pipeline interleave"),
                    atLeast(1), SNP_MESSAGE("FieldCatalog", "Virtual pipeline stages per device.")));
  f.push_back(
      count("workload.parallelism.cp", w, SNP_MESSAGE("FieldCatalog", "Context parallelism (CP)"), atLeast(1),
            SNP_MESSAGE("FieldCatalog", "Ranks each sequence is split over; they gather the keys and "
                                        "values of the whole sequence for attention."),
            "The sequence must split into 2 × cp equal chunks. The ranks all-gather the keys and values "
            "and reduce-scatter their gradients (Llama 3's all-gather variant), and reduce the weights' "
            "gradients with the data-parallel ranks."));
  f.push_back(count("workload.parallelism.ep", w, SNP_MESSAGE("FieldCatalog", "Expert parallelism (EP)"),
                    atLeast(1),
                    SNP_MESSAGE("FieldCatalog", "Data-parallel ranks the routed experts are split over; they "
                                                "exchange tokens by all-to-all."),
                    "It must divide `dp` and `transformer.experts`. Dispatches carry the GEMM format (FP8 in "
                    "FP8 training), combines the activation format (DeepSeek-V3 §3.3.3)."));
  f.push_back(flag("workload.parallelism.sequence_parallel", w,
                   SNP_MESSAGE("FieldCatalog", "Sequence parallelism"),
                   SNP_MESSAGE("FieldCatalog", "Sequence parallelism alongside tensor parallelism.")));
  f.push_back(
      choice("workload.parallelism.recompute", w, SNP_MESSAGE("FieldCatalog", "Activation recomputation"),
             kRecomputeNames,
             SNP_MESSAGE("FieldCatalog", "Activation recomputation: none, selective (the attention core), "
                                         "selective per op (all but every other matmul) or full."),
             "`selective` replays the attention core (Korthikanti et al. 2022, §4.2). `selective_op` is "
             "torchtitan's per-op selective checkpointing (selective_ac_option \"op\"): it stores the "
             "outputs of the attention kernel and of every other matrix multiply of a block, counted "
             "in execution order (query, key, value, output, gate, up, down), and replays the rest. "
             "`full` keeps each block's input and replays the block."));
  f.push_back(choice(
      "workload.parallelism.sharding", w, SNP_MESSAGE("FieldCatalog", "State sharding"), kShardingNames,
      SNP_MESSAGE("FieldCatalog", "What the data-parallel ranks split (ZeRO stages): none, the "
                                  "optimizer state, also the gradients, or everything including "
                                  "the weights (full, FSDP)."),
      "ZeRO (SC 2020) stage 1 is `optimizer`, as Megatron-LM's distributed optimizer: gradients "
      "reduce-scattered, parameters all-gathered after the step. Stage 2, `gradients`, "
      "reduce-scatters the gradients every micro-batch. Stage 3, `full` (FSDP), all-gathers the "
      "weights block by block in the forward and again in the backward of every micro-batch."));
}

// A transformer's shape, dense or mixture of experts.
void addTransformerFields(std::vector<Field> &f) {
  const S w = S::Workload;
  f.push_back(count("workload.transformer.layers", w, SNP_MESSAGE("FieldCatalog", "Transformer layers"),
                    atLeast(1), SNP_MESSAGE("FieldCatalog", "Decoder layers."), "At least pp × interleave."));
  f.push_back(count("workload.transformer.hidden", w, SNP_MESSAGE("FieldCatalog", "Hidden size"), atLeast(1),
                    SNP_MESSAGE("FieldCatalog", "Hidden size."),
                    "A multiple of `heads` unless `head_dim` is set."));
  f.push_back(count("workload.transformer.ffn", w, SNP_MESSAGE("FieldCatalog", "Feed-forward size"),
                    atLeast(1), SNP_MESSAGE("FieldCatalog", "Feed-forward inner size.")));
  f.push_back(count("workload.transformer.heads", w, SNP_MESSAGE("FieldCatalog", "Attention heads"),
                    atLeast(1), SNP_MESSAGE("FieldCatalog", "Attention heads."),
                    "A multiple of `parallelism.tp`."));
  f.push_back(count("workload.transformer.sequence", w, SNP_MESSAGE("FieldCatalog", "Sequence length"),
                    atLeast(1), SNP_MESSAGE("FieldCatalog", "Sequence length, tokens.")));
  f.push_back(count("workload.transformer.vocabulary", w, SNP_MESSAGE("FieldCatalog", "Vocabulary"),
                    atLeast(1), SNP_MESSAGE("FieldCatalog", "Vocabulary size.")));
  f.push_back(count("workload.transformer.kv_heads", w, SNP_MESSAGE("FieldCatalog", "Key/value heads"),
                    kNonNegative,
                    SNP_MESSAGE("FieldCatalog", "Grouped-query attention: key/value heads, each shared by "
                                                "several query heads; 0 = one per query head."),
                    "It must divide `heads` (Llama 3 405B: 8 for 128)."));
  f.push_back(count("workload.transformer.head_dim", w, SNP_MESSAGE("FieldCatalog", "Head width"),
                    kNonNegative,
                    SNP_MESSAGE("FieldCatalog", "Width of one attention head; 0 = hidden / heads."),
                    "PaLM 540B: 256 with 48 heads in 18,432."));
  f.push_back(
      flag("workload.transformer.parallel_block", w, SNP_MESSAGE("FieldCatalog", "Parallel block"),
           SNP_MESSAGE("FieldCatalog", "Attention and MLP side by side on one layernorm's output (PaLM)."),
           "Their outputs are summed (GPT-J too): one layernorm and one tensor-parallel pair per block."));
  f.push_back(
      flag("workload.transformer.gated_mlp", w, SNP_MESSAGE("FieldCatalog", "Gated MLP (SwiGLU)"),
           SNP_MESSAGE("FieldCatalog", "Three feed-forward matrices (gate, up, down) instead of two."),
           "Each of h × ffn."));
  f.push_back(
      count("workload.transformer.experts", w, SNP_MESSAGE("FieldCatalog", "Routed experts"), kNonNegative,
            SNP_MESSAGE("FieldCatalog", "Mixture of experts: routed experts per MoE block; 0 = a dense "
                                        "model."),
            "DeepSeek-V3: 256."));
  f.push_back(count("workload.transformer.experts_per_token", w,
                    SNP_MESSAGE("FieldCatalog", "Experts per token (top-k)"), atLeast(1),
                    SNP_MESSAGE("FieldCatalog", "Routed experts each token visits."),
                    "At most `experts` (DeepSeek-V3: 8)."));
  f.push_back(count("workload.transformer.expert_ffn", w, SNP_MESSAGE("FieldCatalog", "Expert width"),
                    kNonNegative,
                    SNP_MESSAGE("FieldCatalog", "Feed-forward width of one expert; 0 = the dense width."),
                    "DeepSeek-V3: 2,048 against a dense 18,432."));
  f.push_back(count(
      "workload.transformer.shared_experts", w, SNP_MESSAGE("FieldCatalog", "Shared experts"), kNonNegative,
      SNP_MESSAGE("FieldCatalog", "Experts every token visits besides the routed ones."), "DeepSeek-V3: 1."));
  f.push_back(count("workload.transformer.dense_layers", w,
                    SNP_MESSAGE("FieldCatalog", "Leading dense layers"), kNonNegative,
                    SNP_MESSAGE("FieldCatalog", "First blocks that keep a dense MLP."),
                    "Of width `ffn`; at most `layers` (DeepSeek-V3: 3)."));
  f.push_back(
      real("workload.transformer.capacity_factor", w, SNP_MESSAGE("FieldCatalog", "Expert capacity factor"),
           {}, kPositive,
           SNP_MESSAGE("FieldCatalog", "Tokens an expert is sized for, over its balanced share; 1 = "
                                       "dropless and balanced."),
           "Switch Transformer: 1.0-1.25. Routed compute, all-to-all bytes and activations scale with "
           "it."));
}

// A workload given by its FLOPs and parameters instead of a shape.
void addCustomWorkloadFields(std::vector<Field> &f) {
  const S w = S::Workload;
  f.push_back(real("workload.custom.flops_per_sample", w,
                   SNP_MESSAGE("FieldCatalog", "Custom: FLOP per sample"), {}, kPositive,
                   SNP_MESSAGE("FieldCatalog", "Forward + backward cost of one sample."), "In FLOP."));
  f.push_back(real("workload.custom.parameters", w, SNP_MESSAGE("FieldCatalog", "Custom: parameters"), {},
                   kPositive, SNP_MESSAGE("FieldCatalog", "Model parameters.")));
  f.push_back(real("workload.custom.tokens_per_sample", w,
                   SNP_MESSAGE("FieldCatalog", "Custom: tokens per sample"), {}, kPositive,
                   SNP_MESSAGE("FieldCatalog", "Tokens per sample.")));
}

// What overlaps with compute, and the token budget and fixed costs of a run.
void addOverlapAndBudgetFields(std::vector<Field> &f) {
  const S w = S::Workload;
  f.push_back(real("workload.gradient_compression", w, SNP_MESSAGE("FieldCatalog", "Gradient compression"),
                   {}, kEfficiency,
                   SNP_MESSAGE("FieldCatalog", "Bytes sent / bytes of gradients, in (0, 1].")));
  f.push_back(flag("workload.overlap_dp", w,
                   SNP_MESSAGE("FieldCatalog", "Overlap data-parallel communication"),
                   SNP_MESSAGE("FieldCatalog", "Data-parallel communication overlaps the backward pass.")));
  f.push_back(flag("workload.overlap_tp", w,
                   SNP_MESSAGE("FieldCatalog", "Overlap tensor-parallel communication"),
                   SNP_MESSAGE("FieldCatalog", "Tensor-parallel communication overlaps compute.")));
  f.push_back(flag("workload.overlap_pp", w, SNP_MESSAGE("FieldCatalog", "Overlap pipeline sends"),
                   SNP_MESSAGE("FieldCatalog", "Pipeline sends run beside the next microbatch's compute."),
                   "Megatron-LM `--overlap-p2p-communication`."));
  f.push_back(flag("workload.overlap_ep", w, SNP_MESSAGE("FieldCatalog", "Overlap expert all-to-alls"),
                   SNP_MESSAGE("FieldCatalog", "Expert all-to-alls run under another microbatch's compute "
                                               "(DualPipe)."),
                   "DeepSeek-V3's schedule."));
  f.push_back(
      flag("workload.overlap_param_gather", w, SNP_MESSAGE("FieldCatalog", "Overlap parameter gathers"),
           SNP_MESSAGE("FieldCatalog", "A sharded state's parameter all-gathers overlap the forward pass "
                                       "instead of following the optimizer step."),
           "Megatron-LM `--overlap-param-gather`, FSDP's forward prefetch."));
  f.push_back(
      real("workload.overlap_fraction", w, SNP_MESSAGE("FieldCatalog", "Overlap achieved"), {}, kFraction,
           SNP_MESSAGE("FieldCatalog", "Share of overlappable communication actually hidden, in [0, 1].")));
  f.push_back(flag("workload.flash_attention", w, SNP_MESSAGE("FieldCatalog", "Fused (flash) attention"),
                   SNP_MESSAGE("FieldCatalog", "The attention scores stay on chip and are recomputed in the "
                                               "backward pass."),
                   "FlashAttention: the s × s scores are neither stored nor written to HBM."));
  f.push_back(count("workload.offload_activation_blocks", w,
                    SNP_MESSAGE("FieldCatalog", "Blocks offloaded to the host"), kNonNegative,
                    SNP_MESSAGE("FieldCatalog", "Blocks of each stage whose stored activations go to host "
                                                "memory and back, beside the next block's compute."),
                    "Megatron-LM `--cpu-offloading-num-layers`; at most the stage's blocks − 1."));
  f.push_back(real("workload.offload_optimizer_fraction", w,
                   SNP_MESSAGE("FieldCatalog", "Optimizer state offloaded"), {}, kFraction,
                   SNP_MESSAGE("FieldCatalog", "Share of the optimizer state kept in host memory and "
                                               "updated by the CPUs, in [0, 1]."),
                   "Megatron-LM `--optimizer-offload-fraction`; ZeRO-Offload."));
  f.push_back(real(
      "workload.tokens_to_train", w, SNP_MESSAGE("FieldCatalog", "Tokens to train"), {}, kNonNegative,
      SNP_MESSAGE("FieldCatalog", "Tokens the run must process (images for ResNet-50); 0 = no "
                                  "budget: the run lasts the reliability policy's training "
                                  "duration."),
      "Llama 3 405B: 15.6e12. With a budget, steps = ⌈tokens / tokens per step⌉ and the run's compute is "
      "steps × (step time + `step_overhead_s`)."));
  f.push_back(
      real("workload.step_overhead_s", w, SNP_MESSAGE("FieldCatalog", "Overhead per step"), "s", kNonNegative,
           SNP_MESSAGE("FieldCatalog", "Fixed time each step adds: data loading, logging, evaluation.")));
}

// Failure rates, checkpoints, spares and repairs.
void addReliabilityFields(std::vector<Field> &f) {
  const S r = S::Reliability;
  f.push_back(
      records("reliability.failure_rates", r, SNP_MESSAGE("FieldCatalog", "Failure rates"),
              SNP_MESSAGE("FieldCatalog", "Failure rates by component; empty = the Llama 3 defaults.")));
  f.push_back(text("reliability.failure_rates[i].component", r, SNP_MESSAGE("FieldCatalog", "Component"),
                   SNP_MESSAGE("FieldCatalog", "Component name, e.g. gpu, hbm, network.")));
  f.push_back(real("reliability.failure_rates[i].per_accelerator_hour", r,
                   SNP_MESSAGE("FieldCatalog", "Failure rate"), "per accelerator-hour", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Failures of this component per accelerator-hour.")));
  f.push_back(
      real("reliability.failure_rates[i].activation_eV", r, SNP_MESSAGE("FieldCatalog", "Activation energy"),
           "eV", closed(0, 2),
           SNP_MESSAGE("FieldCatalog", "How the rate follows the accelerators' junction temperature "
                                       "(Arrhenius); 0 = it does not."),
           "The Llama 3 defaults: 0.7 eV for the GPU's own causes, 0.6 eV for its HBM, 0 otherwise."));
  f.push_back(flag("reliability.checkpoint_optimal", r,
                   SNP_MESSAGE("FieldCatalog", "Optimal checkpoint interval"),
                   SNP_MESSAGE("FieldCatalog", "Use the checkpoint interval that maximises goodput.")));
  f.push_back(real(
      "reliability.checkpoint_interval_s", r, SNP_MESSAGE("FieldCatalog", "Checkpoint interval"), "s",
      kPositive, SNP_MESSAGE("FieldCatalog", "Checkpoint interval, used when the optimal interval is off.")));
  f.push_back(real("reliability.checkpoint_size_B", r, SNP_MESSAGE("FieldCatalog", "Checkpoint size"), "B",
                   kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Checkpoint size; 0 = derived from the model's state.")));
  f.push_back(real("reliability.storage_bandwidth_Bps", r,
                   SNP_MESSAGE("FieldCatalog", "Checkpoint storage bandwidth"), "B/s", kPositive,
                   SNP_MESSAGE("FieldCatalog", "Bandwidth to checkpoint storage.")));
  f.push_back(
      flag("reliability.checkpoint_async", r, SNP_MESSAGE("FieldCatalog", "Asynchronous checkpoints"),
           SNP_MESSAGE("FieldCatalog", "The job stops only to copy its state to host memory; the write "
                                       "to storage runs behind."),
           "Checkpoints are then never closer than that write."));
  f.push_back(
      real("reliability.snapshot_bandwidth_Bps", r,
           SNP_MESSAGE("FieldCatalog", "Snapshot bandwidth per accelerator"), "B/s", kPositive,
           SNP_MESSAGE("FieldCatalog", "Rate one accelerator copies its share of a checkpoint to host "
                                       "memory, staging included."),
           "PyTorch's asynchronous checkpoint: 0.78 s for Llama 3 70B on 1,856 GPUs."));
  f.push_back(flag("reliability.restore_from_memory", r, SNP_MESSAGE("FieldCatalog", "Restore from memory"),
                   SNP_MESSAGE("FieldCatalog", "Restart from the snapshot copies other nodes keep in memory "
                                               "instead of reading storage."),
                   "GEMINI, SOSP 2023; `false` reads the checkpoint back from storage at every restart."));
  f.push_back(
      real("reliability.restart_s", r, SNP_MESSAGE("FieldCatalog", "Restart time"), "s", kNonNegative,
           SNP_MESSAGE("FieldCatalog", "Time to restart the job after a failure."),
           "Detecting the failure, rescheduling and restarting: 5 min in Meta's model (Kokolis et al., "
           "arXiv 2410.21680)."));
  f.push_back(
      count("reliability.hot_spares", r, SNP_MESSAGE("FieldCatalog", "Hot spare nodes"),
            atLeast(kAutomaticHotSpares),
            SNP_MESSAGE("FieldCatalog", "Spare nodes ready to swap in; Auto = enough for one repair window "
                                        "in 99 % of windows."),
            "Auto is -1, any other value fewer than the nodes. The spares stand beside the job's nodes, "
            "outside its "
            "data-parallel group, dealt round the cabinets one at a time (spare k in cabinet k mod "
            "cabinets)."));
  f.push_back(real("reliability.repair_s", r, SNP_MESSAGE("FieldCatalog", "Repair time"), "s", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Time to repair or replace a failed node.")));
  f.push_back(real("reliability.training_duration_s", r, SNP_MESSAGE("FieldCatalog", "Training duration"),
                   "s", kPositive, SNP_MESSAGE("FieldCatalog", "Useful compute time the run needs."),
                   "Used when `workload.tokens_to_train` is 0."));
  f.push_back(real("reliability.reference_inlet_C", r, SNP_MESSAGE("FieldCatalog", "Reference inlet air"),
                   "°C", closed(0, 60),
                   SNP_MESSAGE("FieldCatalog", "Inlet air the failure rates were counted at, on air-cooled "
                                               "accelerators at full power."),
                   "24 °C: Llama 3's H100 were air-cooled; the middle of ASHRAE's recommended 18-27 °C."));
}

// Fields that apply only under another field's value.
void addConditions(std::vector<Field> &f) {
  usedWhen(f, "workload.transformer.", "workload.kind", "\"transformer\"");
  usedWhen(f, "workload.custom.", "workload.kind", "\"custom\"");
  usedWhen(f, "reliability.checkpoint_interval_s", "reliability.checkpoint_optimal", "false");
  usedWhen(f, "reliability.snapshot_bandwidth_Bps", "reliability.checkpoint_async", "true");
}

// The terms the cost of ownership is figured on.
void addFinanceFields(std::vector<Field> &f) {
  f.push_back(real("finance.hardware_life_years", S::Finance,
                   SNP_MESSAGE("FieldCatalog", "Hardware life (years)"), "", {0, 30, false, true},
                   SNP_MESSAGE("FieldCatalog", "Years the accelerators, servers and network are "
                                               "written off over."),
                   "The default, 5, is the life Epoch AI's training-cost model gives hardware bought from "
                   "2023; Meta's 10-K for 2025 writes servers and network assets off over five to 5.5 "
                   "years."));
  f.push_back(real("finance.facility_life_years", S::Finance,
                   SNP_MESSAGE("FieldCatalog", "Facility life (years)"), "", {0, 100, false, true},
                   SNP_MESSAGE("FieldCatalog", "Years the hall, its power and cooling plant and the "
                                               "cabinets are written off over."),
                   "The default, 25, is the shorter end of the 25 to 30 years Meta's 10-K for 2025 gives "
                   "its buildings."));
  f.push_back(real("finance.discount_rate", S::Finance, SNP_MESSAGE("FieldCatalog", "Discount rate"), "",
                   {0, 1, true, false},
                   SNP_MESSAGE("FieldCatalog", "Real yearly rate future costs are discounted at, and "
                                               "capital is charged at."),
                   "The default, 7 %, is the base-case real rate of OMB Circular A-94 (1992), section 8.b. "
                   "Prices are in constant currency, so the rate is a real one."));
  f.push_back(real("finance.maintenance_share_per_year", S::Finance,
                   SNP_MESSAGE("FieldCatalog", "Maintenance per year"), "", kFraction,
                   SNP_MESSAGE("FieldCatalog", "Yearly maintenance as a share of the hardware's price."),
                   "No vendor publishes one; the default 0 leaves maintenance out, as Epoch AI's cost "
                   "model does, and the cost figures say so."));
  f.push_back(real("finance.support_per_accelerator_year", S::Finance,
                   SNP_MESSAGE("FieldCatalog", "Software and support per accelerator-year"), "", kNonNegative,
                   SNP_MESSAGE("FieldCatalog", "Yearly software licences and support per accelerator, in "
                                               "the site's currency."),
                   "No list price is published; the default 0 leaves them out and the cost figures say "
                   "so."));
}

std::vector<Field> buildTable() {
  std::vector<Field> f;
  addGeneralFields(f);
  addSiteAndRoomFields(f);
  addCabinetFields(f);
  addNodeFields(f);
  addAcceleratorFields(f);
  addNetworkFields(f);
  addCoolingFields(f);
  addPowerChainFields(f);
  addWorkloadFields(f);
  addParallelismFields(f);
  addTransformerFields(f);
  addCustomWorkloadFields(f);
  addOverlapAndBudgetFields(f);
  addReliabilityFields(f);
  addFinanceFields(f);
  addConditions(f);
  return f;
}

// "site.climate[2].hours" as the table spells it: "site.climate[i].hours". A list of numbers'
// own index ("torus.dims[2]") stays, so that it finds no entry.
std::string tableSpelling(std::string_view path) {
  std::string out;
  for (std::size_t at = 0; at < path.size(); ++at) {
    out += path[at];
    if (path[at] != '[') continue;
    std::size_t end = at + 1;
    while (end < path.size() && std::isdigit(static_cast<unsigned char>(path[end])))
      ++end;
    if (end > at + 1 && end < path.size() && path[end] == ']' && end + 1 < path.size()) {
      out += 'i';
      at = end - 1;
    }
  }
  return out;
}

} // namespace

const std::vector<Field> &fieldTable() {
  static const std::vector<Field> table = buildTable();
  return table;
}

const Field *findField(std::string_view path) {
  const std::string spelt = tableSpelling(path);
  for (const Field &field : fieldTable())
    if (field.path == spelt) return &field;
  return nullptr;
}

} // namespace snp::model
