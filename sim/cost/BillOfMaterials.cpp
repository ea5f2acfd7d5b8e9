#include "sim/cost/BillOfMaterials.h"

#include "sim/network/DomainLayout.h"
#include "sim/network/Topology.h"

#include <array>

namespace snp::sim {

namespace {

class Bill {
public:
  void add(PartGroup group, std::string_view part, model::Message name, double quantity,
           std::string model = {}, double rating_W = 0) {
    if (quantity > 0) lines_.push_back({group, part, name, quantity, std::move(model), rating_W});
  }
  std::vector<BomLine> take() { return std::move(lines_); }

private:
  std::vector<BomLine> lines_;
};

void addCompute(Bill &bill, const model::Config &c) {
  const double nodes = c.nodes(), accelerators = c.accelerators();
  bill.add(PartGroup::Compute, "accelerator", SNP_MESSAGE("Bom", "Accelerators"), accelerators,
           c.accelerator.name);
  bill.add(PartGroup::Compute, "node", SNP_MESSAGE("Bom", "Nodes (chassis, boards, memory, storage)"), nodes);
  bill.add(PartGroup::Compute, "cpu", SNP_MESSAGE("Bom", "Host CPUs"), nodes * c.node.cpus);
  bill.add(PartGroup::Compute, "dpu", SNP_MESSAGE("Bom", "DPUs"), nodes * c.node.dpus);
}

// Switches by tier (a fat tree's by level), the optical circuit switches, the transceivers at both
// ends of every optical link and the cables as the topology counts them.
void addNetwork(Bill &bill, const model::Config &c, const NetworkResults &network) {
  bill.add(PartGroup::Network, "nic", SNP_MESSAGE("Bom", "Scale-out NICs"),
           c.accelerators() * c.accelerator.nics);
  const DomainLayout l = domainLayout(c);
  const TopologyCounts up = scaleUpCounts(c);
  bill.add(PartGroup::Network, "scale_up_switch", SNP_MESSAGE("Bom", "Scale-up switch chips"),
           l.domains * up.switches);
  double optical_links = l.domains * up.opticalLinks(c.network.scale_up);
  if (l.domains > 1) {
    const TopologyCounts out = scaleOutCounts(c);
    if (c.network.scale_out.kind == model::TopologyKind::FatTree) {
      bill.add(PartGroup::Network, "scale_out_switch_leaf", SNP_MESSAGE("Bom", "Scale-out leaf switches"),
               out.level_switches[0]);
      bill.add(PartGroup::Network, "scale_out_switch_spine", SNP_MESSAGE("Bom", "Scale-out spine switches"),
               out.level_switches[1]);
      bill.add(PartGroup::Network, "scale_out_switch_core", SNP_MESSAGE("Bom", "Scale-out core switches"),
               out.level_switches[2]);
    } else {
      bill.add(PartGroup::Network, "scale_out_switch", SNP_MESSAGE("Bom", "Scale-out switches"),
               out.switches);
    }
    optical_links += out.opticalLinks(c.network.scale_out);
  }
  bill.add(PartGroup::Network, "optical_circuit_switch", SNP_MESSAGE("Bom", "Optical circuit switches"),
           network.optical_circuit_switches.value);
  bill.add(PartGroup::Network, "optical_transceiver", SNP_MESSAGE("Bom", "Optical transceivers"),
           2 * optical_links);
  bill.add(PartGroup::Network, "optical_cable", SNP_MESSAGE("Bom", "Optical cables"),
           network.optical_cables.value);
  // A scale-up domain inside one node (a DGX's eight GPUs and their NVSwitch chips) is wired on its
  // baseboard: those links are no cables.
  const double board_links =
      l.domain <= c.node.accelerators ? l.domains * up.copperCables(c.network.scale_up) : 0;
  bill.add(PartGroup::Network, "copper_cable", SNP_MESSAGE("Bom", "Copper cables"),
           network.copper_cables.value - board_links);
}

// The described levels below the utility's feed, as sized: groups x units installed per group.
void addPower(Bill &bill, const model::Config &c, const PowerChainResults &chain) {
  struct Level {
    PowerStage stage;
    std::string_view part;
    model::Message name;
  };
  const bool busway = c.power_chain.distribution_kind == model::DistributionKind::Busway;
  const std::array levels{
      Level{PowerStage::Shelves, "power_shelf", SNP_MESSAGE("Bom", "Rack power shelves")},
      Level{PowerStage::Distribution, busway ? "busway" : "floor_pdu",
            busway ? SNP_MESSAGE("Bom", "Busways") : SNP_MESSAGE("Bom", "Floor PDUs")},
      Level{PowerStage::Ups, "ups", SNP_MESSAGE("Bom", "UPS units")},
      Level{PowerStage::Switchboard, "switchboard", SNP_MESSAGE("Bom", "Switchboards")},
      Level{PowerStage::Transformer, "transformer", SNP_MESSAGE("Bom", "Transformers")},
  };
  for (const Level &level : levels) {
    const PowerLevelLoad &load = chain.level(level.stage);
    if (load.described)
      bill.add(PartGroup::Power, level.part, level.name, double(load.groups) * load.installed, {},
               load.unit_W);
  }
}

} // namespace

std::vector<BomLine> billOfMaterials(const model::Config &config, const NetworkResults &network,
                                     const PowerChainResults &power_chain, const CduResults &cdu) {
  Bill bill;
  addCompute(bill, config);
  addNetwork(bill, config, network);
  bill.add(PartGroup::Building, "cabinet", SNP_MESSAGE("Bom", "Cabinets"), config.layout.cabinets);
  addPower(bill, config, power_chain);
  if (cdu.described)
    bill.add(PartGroup::Cooling, "cdu", SNP_MESSAGE("Bom", "Coolant distribution units"), cdu.units.value, {},
             cdu.groups.unit_W);
  return bill.take();
}

} // namespace snp::sim
