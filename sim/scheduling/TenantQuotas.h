#pragma once

#include "model/Problem.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace snp::sim {

// Per-tenant quotas written as "tenantA=0.5,tenantB=0.25": the share of the machine's cards each
// named tenant may hold at once (docs/scheduling.md). One share per tenant of the trace, in its
// order; a tenant not named has 1 (no quota).
struct TenantQuotas {
  std::vector<double> shares;
  std::optional<model::Problem> problem; // what is wrong with the text, naming the item
};

TenantQuotas parseTenantQuotas(std::string_view text, std::span<const std::string> tenants);

} // namespace snp::sim
