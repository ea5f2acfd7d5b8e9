#include "sim/network/LinkLoadedTier.h"

#include "sim/network/DomainLayout.h"

namespace snp::sim {

std::optional<LinkLoadedTier> linkLoadedTier(const model::Config &config) {
  const model::Network &net = config.network;
  const DomainLayout layout = domainLayout(config);
  const bool upModelled =
      net.scale_up.kind == model::TopologyKind::Torus || net.scale_up.kind == model::TopologyKind::FullMesh;
  if (upModelled && layout.domain > 1) return LinkLoadedTier{&net.scale_up, layout.domain, "scale-up"};
  if (net.scale_out.kind == model::TopologyKind::Torus && layout.domains > 1)
    return LinkLoadedTier{&net.scale_out, layout.domains, "scale-out"};
  return std::nullopt;
}

} // namespace snp::sim
