#include "sim/cost/BillOfMaterials.h"

#include <array>

namespace snp::sim {

namespace {

// Passes the lines with something in them on to the sink.
class Bill {
public:
  explicit Bill(BomSink &sink) : sink_(sink) {}
  void add(PartGroup group, BomPart part, model::Message name, double quantity, std::string_view model = {},
           double rating_W = 0) {
    if (quantity > 0) sink_.add({group, part, name, quantity, model, rating_W});
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

// Switches by tier (a fat tree's by level), the optical circuit switches, the transceivers at both
// ends of every optical link and the cables as the topology counts them.
void addNetwork(Bill &bill, const model::Config &c, const NetworkResults &network) {
  bill.add(PartGroup::Network, BomPart::Nic, SNP_MESSAGE("Bom", "Scale-out NICs"),
           c.accelerators() * c.accelerator.nics);
  const DomainLayout &l = network.layout;
  const TopologyCounts &up = network.scale_up;
  bill.add(PartGroup::Network, BomPart::ScaleUpSwitch, SNP_MESSAGE("Bom", "Scale-up switch chips"),
           l.domains * up.switches);
  double optical_links = l.domains * up.opticalLinks(c.network.scale_up);
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
    optical_links += out.opticalLinks(c.network.scale_out);
  }
  bill.add(PartGroup::Network, BomPart::OpticalCircuitSwitch, SNP_MESSAGE("Bom", "Optical circuit switches"),
           network.optical_circuit_switches.value);
  bill.add(PartGroup::Network, BomPart::OpticalTransceiver, SNP_MESSAGE("Bom", "Optical transceivers"),
           2 * optical_links);
  bill.add(PartGroup::Network, BomPart::OpticalCable, SNP_MESSAGE("Bom", "Optical cables"),
           network.optical_cables.value);
  // A scale-up domain inside one node (a DGX's eight GPUs and their NVSwitch chips) is wired on its
  // baseboard: those links are no cables.
  const double board_links =
      l.domain <= c.node.accelerators ? l.domains * up.copperCables(c.network.scale_up) : 0;
  bill.add(PartGroup::Network, BomPart::CopperCable, SNP_MESSAGE("Bom", "Copper cables"),
           network.copper_cables.value - board_links);
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

} // namespace

void listBillOfMaterials(const model::Config &config, const NetworkResults &network,
                         const PowerChainResults &power_chain, const CduResults &cdu, BomSink &sink) {
  Bill bill(sink);
  addCompute(bill, config);
  addNetwork(bill, config, network);
  bill.add(PartGroup::Building, BomPart::Cabinet, SNP_MESSAGE("Bom", "Cabinets"), config.layout.cabinets);
  addPower(bill, config, power_chain);
  if (cdu.described)
    bill.add(PartGroup::Cooling, BomPart::Cdu, SNP_MESSAGE("Bom", "Coolant distribution units"),
             cdu.units.value, {}, cdu.groups.unit_W);
}

std::vector<BomLine> billOfMaterials(const model::Config &config, const NetworkResults &network,
                                     const PowerChainResults &power_chain, const CduResults &cdu) {
  LineList list;
  listBillOfMaterials(config, network, power_chain, cdu, list);
  return std::move(list.lines);
}

} // namespace snp::sim
