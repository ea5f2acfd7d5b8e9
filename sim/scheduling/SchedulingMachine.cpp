#include "SchedulingMachine.h"

namespace snp::sim {

SchedulingMachine schedulingMachine(const model::Config &config) {
  SchedulingMachine machine;
  const model::Network &network = config.network;
  machine.domain_cards = std::max(1, network.scaleup_domain);
  machine.domains = std::max(1, config.accelerators() / machine.domain_cards);
  machine.cards_per_node = std::max(1, config.node.accelerators);
  machine.nodes_per_cabinet = std::max(1, config.cabinet.nodes);
  if (network.scale_up.kind == model::TopologyKind::Torus && machine.domain_cards > 1) {
    machine.torus_dims = network.scale_up.torus.dims;
    machine.torus_wrap = network.scale_up.torus.wrap;
    machine.torus_wrap.resize(machine.torus_dims.size(), true);
  }
  const model::Accelerator &card = config.accelerator;
  machine.scaleup_Bps_per_card = card.scaleup_links * card.scaleup_link_bandwidth_Bps;
  machine.scaleout_Bps_per_card = card.nics * card.nic_bandwidth_Bps;
  return machine;
}

} // namespace snp::sim
