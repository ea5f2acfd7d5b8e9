#pragma once

#include "model/Config.h"

#include <optional>
#include <string_view>

namespace snp::sim {

// The tier whose links are loaded one by one (sim/network/LinkLoad.h): the scale-up tier when it is a
// torus, mesh or full mesh (endpoints: one domain's accelerators), else a torus scale-out tier
// (endpoints: the domains). Switched networks have none.
struct LinkLoadedTier {
  const model::NetworkTier *tier = nullptr;
  int endpoints = 0;
  std::string_view name; // "scale-up" or "scale-out"
};

std::optional<LinkLoadedTier> linkLoadedTier(const model::Config &config);

} // namespace snp::sim
