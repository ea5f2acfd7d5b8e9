#pragma once

#include "model/Config.h"
#include "sim/network/DomainLayout.h"
#include "sim/network/Topology.h"

#include <algorithm>

namespace snp::sim {

// Nominal bandwidths one accelerator drives into each tier, per direction, before any
// efficiency: what the network figures report and the collective models derate.

// One scale-up link: the slower of the tier's cable and the chip's port.
inline double scaleUpLinkBandwidth(const model::Config &config) {
  return positiveMin(config.network.scale_up.link_bandwidth_Bps,
                     config.accelerator.scaleup_link_bandwidth_Bps);
}

// Links into the scale-up tier: a torus uses its 2D ports, a switch or mesh every chip link.
inline int scaleUpLinks(const model::Config &config) {
  const model::NetworkTier &tier = config.network.scale_up;
  return tier.kind == model::TopologyKind::Torus ? torusPortsPerNode(tier.torus)
                                                 : config.accelerator.scaleup_links;
}

inline double scaleUpInjection(const model::Config &config) {
  return scaleUpLinkBandwidth(config) * std::max(0, scaleUpLinks(config));
}

// The accelerator's NICs, or its share of its domain's scale-out ports when those are narrower.
inline double scaleOutInjection(const model::Config &config) {
  const model::NetworkTier &tier = config.network.scale_out;
  const double nics = config.accelerator.nics * config.accelerator.nic_bandwidth_Bps;
  const double domain = domainLayout(config).domain;
  return positiveMin(nics, tier.ports_per_endpoint * tier.link_bandwidth_Bps / domain);
}

} // namespace snp::sim
