#include "sim/cost/BillOfMaterials.h"

#include "sim/network/CableRuns.h"

#include <array>
#include <utility>

namespace snp::sim {

namespace {

// Passes the lines with something in them on to the sink.
class Bill {
public:
  explicit Bill(BomSink &sink) : sink_(sink) {}
  void add(PartGroup group, BomPart part, model::Message name, double quantity, std::string_view model = {},
           double rating_W = 0, double mean_length_m = 0) {
    if (quantity > 0) sink_.add({group, part, name, quantity, model, rating_W, mean_length_m});
  }

private:
  BomSink &sink_;
};

class LineList final : public BomSink {
public:
  void add(const BomLine &line) override { lines.push_back(line); }
  std::vector<BomLine> lines;
};

void addCompute(Bill &bill, const model::Config &c) {
  const double nodes = c.nodes(), accelerators = c.accelerators();
  bill.add(PartGroup::Compute, BomPart::Accelerator, SNP_MESSAGE("Bom", "Accelerators"), accelerators,
           c.accelerator.name);
  bill.add(PartGroup::Compute, BomPart::Node, SNP_MESSAGE("Bom", "Nodes (chassis, boards, memory, storage)"),
           nodes);
  bill.add(PartGroup::Compute, BomPart::Cpu, SNP_MESSAGE("Bom", "Host CPUs"), nodes * c.node.cpus);
  bill.add(PartGroup::Compute, BomPart::Dpu, SNP_MESSAGE("Bom", "DPUs"), nodes * c.node.dpus);
}

// The rates transceivers and cables are sold for (IEEE 802.3 and InfiniBand port speeds); a link
// takes the slowest at least as fast as it, within 5 %.
constexpr std::array<std::pair<double, std::string_view>, 8> kLinkRates{{{25e9, "25 Gb/s"},
                                                                         {50e9, "50 Gb/s"},
                                                                         {100e9, "100 Gb/s"},
                                                                         {200e9, "200 Gb/s"},
                                                                         {400e9, "400 Gb/s"},
                                                                         {800e9, "800 Gb/s"},
                                                                         {1.6e12, "1.6 Tb/s"},
                                                                         {3.2e12, "3.2 Tb/s"}}};

std::size_t rateClass(double bytes_per_s) {
  const double bits = 8 * bytes_per_s / 1.05;
  for (std::size_t i = 0; i < kLinkRates.size(); ++i)
    if (bits <= kLinkRates[i].first) return i;
  return kLinkRates.size() - 1;
}

// Both tiers' links by medium and rate.
struct Cabling {
  struct Tally {
    double links = 0, cables = 0, metres = 0;
  };
  std::array<std::array<Tally, kLinkRates.size()>, kLinkMedia> by{};

  void add(const TierCabling &tier, double copies, std::size_t rate) {
    for (std::size_t m = 0; m < kLinkMedia; ++m) {
      Tally &t = by[m][rate];
      t.links += copies * tier.links[m];
      t.cables += copies * tier.cables[m];
      t.metres += copies * tier.metres[m];
    }
  }
};

// Transceivers at both ends of every optical link, and the cables, by medium and rate.
void addCabling(Bill &bill, const Cabling &cabling) {
  struct Line {
    LinkMedium medium;
    BomPart part;
    model::Message name;
    bool transceivers;
  };
  const std::array lines{
      Line{LinkMedium::Multimode, BomPart::OpticalTransceiver,
           SNP_MESSAGE("Bom", "Optical transceivers, multimode"), true},
      Line{LinkMedium::SingleMode, BomPart::OpticalTransceiverSingleMode,
           SNP_MESSAGE("Bom", "Optical transceivers, single-mode"), true},
      Line{LinkMedium::Multimode, BomPart::OpticalCable, SNP_MESSAGE("Bom", "Optical cables, multimode"),
           false},
      Line{LinkMedium::SingleMode, BomPart::OpticalCableSingleMode,
           SNP_MESSAGE("Bom", "Optical cables, single-mode"), false},
      Line{LinkMedium::PassiveCopper, BomPart::CopperCable, SNP_MESSAGE("Bom", "Passive copper cables"),
           false},
      Line{LinkMedium::ActiveCopper, BomPart::ActiveCopperCable, SNP_MESSAGE("Bom", "Active copper cables"),
           false},
  };
  for (const Line &line : lines)
    for (std::size_t rate = 0; rate < kLinkRates.size(); ++rate) {
      const Cabling::Tally &t = cabling.by[std::size_t(line.medium)][rate];
      if (line.transceivers)
        bill.add(PartGroup::Network, line.part, line.name, 2 * t.links, kLinkRates[rate].second);
      else if (t.cables > 0)
        bill.add(PartGroup::Network, line.part, line.name, t.cables, kLinkRates[rate].second, 0,
                 t.metres / t.cables);
    }
}

// Switches by tier (a fat tree's by level), the optical circuit switches, and the transceivers and
// cables of every link as it runs in the hall (sim/network/CableRuns.h).
void addNetwork(Bill &bill, const model::Config &c, const NetworkResults &network) {
  bill.add(PartGroup::Network, BomPart::Nic, SNP_MESSAGE("Bom", "Scale-out NICs"),
           c.accelerators() * c.accelerator.nics);
  const DomainLayout &l = network.layout;
  const TopologyCounts &up = network.scale_up;
  bill.add(PartGroup::Network, BomPart::ScaleUpSwitch, SNP_MESSAGE("Bom", "Scale-up switch chips"),
           l.domains * up.switches);
  Cabling cabling;
  cabling.add(tierCabling(c, TierRole::ScaleUp, up), l.domains,
              rateClass(c.network.scale_up.link_bandwidth_Bps));
  if (l.domains > 1) {
    const TopologyCounts &out = network.scale_out;
    if (c.network.scale_out.kind == model::TopologyKind::FatTree) {
      bill.add(PartGroup::Network, BomPart::ScaleOutSwitchLeaf, SNP_MESSAGE("Bom", "Scale-out leaf switches"),
               out.level_switches[0]);
      bill.add(PartGroup::Network, BomPart::ScaleOutSwitchSpine,
               SNP_MESSAGE("Bom", "Scale-out spine switches"), out.level_switches[1]);
      bill.add(PartGroup::Network, BomPart::ScaleOutSwitchCore, SNP_MESSAGE("Bom", "Scale-out core switches"),
               out.level_switches[2]);
    } else {
      bill.add(PartGroup::Network, BomPart::ScaleOutSwitch, SNP_MESSAGE("Bom", "Scale-out switches"),
               out.switches);
    }
    cabling.add(tierCabling(c, TierRole::ScaleOut, out), 1,
                rateClass(c.network.scale_out.link_bandwidth_Bps));
  }
  bill.add(PartGroup::Network, BomPart::OpticalCircuitSwitch, SNP_MESSAGE("Bom", "Optical circuit switches"),
           network.optical_circuit_switches.value);
  addCabling(bill, cabling);
}

// The described levels below the utility's feed, as sized: groups x units installed per group.
void addPower(Bill &bill, const model::Config &c, const PowerChainResults &chain) {
  struct Level {
    PowerStage stage;
    BomPart part;
    model::Message name;
  };
  const bool busway = c.power_chain.distribution_kind == model::DistributionKind::Busway;
  const std::array levels{
      Level{PowerStage::Shelves, BomPart::PowerShelf, SNP_MESSAGE("Bom", "Rack power shelves")},
      Level{PowerStage::Distribution, busway ? BomPart::Busway : BomPart::FloorPdu,
            busway ? SNP_MESSAGE("Bom", "Busways") : SNP_MESSAGE("Bom", "Floor PDUs")},
      Level{PowerStage::Ups, BomPart::Ups, SNP_MESSAGE("Bom", "UPS units")},
      Level{PowerStage::Switchboard, BomPart::Switchboard, SNP_MESSAGE("Bom", "Switchboards")},
      Level{PowerStage::Transformer, BomPart::Transformer, SNP_MESSAGE("Bom", "Transformers")},
  };
  for (const Level &level : levels) {
    const PowerLevelLoad &load = chain.level(level.stage);
    if (load.described)
      bill.add(PartGroup::Power, level.part, level.name, double(load.groups) * load.installed, {},
               load.unit_W);
  }
}

// The plant that gives the heat to the outside, by the capacity it is built for: the IT's heat at
// its design power, the chillers' that of the path that needs them some hours (all of it when the
// liquid loop does not free-cool the whole year, else the air path's).
void addHeatRejection(Bill &bill, const model::Config &c, const CoolingResults &cooling, double it_W) {
  using model::HeatRejection;
  const HeatRejection kind = c.cooling.heat_rejection;
  if (kind == HeatRejection::DryCooler)
    bill.add(PartGroup::Cooling, BomPart::DryCooler, SNP_MESSAGE("Bom", "Dry coolers (capacity)"), 1, {},
             it_W);
  if (kind == HeatRejection::CoolingTower || kind == HeatRejection::WaterCooledChiller)
    bill.add(PartGroup::Cooling, BomPart::CoolingTower, SNP_MESSAGE("Bom", "Cooling towers (capacity)"), 1,
             {}, it_W);
  const bool chillersOnly =
      kind == HeatRejection::AirCooledChiller || kind == HeatRejection::WaterCooledChiller;
  const double heat = cooling.liquid_heat_W.value + cooling.air_heat_W.value;
  const double chilled = chillersOnly || cooling.free_cooling_share.value < 1 ? 1
                         : cooling.chiller_W.value > 0 && heat > 0 ? cooling.air_heat_W.value / heat
                                                                   : 0;
  bill.add(PartGroup::Cooling, BomPart::Chiller, SNP_MESSAGE("Bom", "Chillers (capacity)"),
           chilled > 0 ? 1 : 0, {}, chilled * it_W);
}

} // namespace

void listBillOfMaterials(const model::Config &config, const BillSources &sources, BomSink &sink) {
  Bill bill(sink);
  addCompute(bill, config);
  addNetwork(bill, config, sources.network);
  bill.add(PartGroup::Building, BomPart::Cabinet, SNP_MESSAGE("Bom", "Cabinets"), config.layout.cabinets);
  addPower(bill, config, sources.power_chain);
  if (sources.cdu.described)
    bill.add(PartGroup::Cooling, BomPart::Cdu, SNP_MESSAGE("Bom", "Coolant distribution units"),
             sources.cdu.units.value, {}, sources.cdu.groups.unit_W);
  addHeatRejection(bill, config, sources.cooling, sources.it_design_W);
}

std::vector<BomLine> billOfMaterials(const model::Config &config, const BillSources &sources) {
  LineList list;
  listBillOfMaterials(config, sources, list);
  return std::move(list.lines);
}

} // namespace snp::sim
