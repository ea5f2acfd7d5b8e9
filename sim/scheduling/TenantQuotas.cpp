#include "sim/scheduling/TenantQuotas.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

namespace snp::sim {

namespace {

std::string_view trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::string tenantList(std::span<const std::string> tenants) {
  std::string list;
  for (const std::string &tenant : tenants)
    list += (list.empty() ? "" : ", ") + tenant;
  return list;
}

} // namespace

TenantQuotas parseTenantQuotas(std::string_view text, std::span<const std::string> tenants) {
  TenantQuotas quotas{std::vector<double>(tenants.size(), 1.0), {}};
  while (!trimmed(text).empty()) {
    const auto comma = text.find(',');
    const std::string_view item = trimmed(text.substr(0, comma));
    text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    const auto equals = item.find('=');
    const std::string_view tenant = trimmed(item.substr(0, equals));
    const auto found = std::find(tenants.begin(), tenants.end(), tenant);
    if (equals == std::string_view::npos || found == tenants.end()) {
      quotas.problem = model::problemOf(
          "", SNP_MESSAGE("Validation", "'{}' is not tenant=share for a tenant of the trace ({})"), item,
          tenantList(tenants));
      return quotas;
    }
    const std::string_view shareText = trimmed(item.substr(equals + 1));
    double share = 0;
    const auto [end, error] = std::from_chars(shareText.data(), shareText.data() + shareText.size(), share);
    if (error != std::errc() || end != shareText.data() + shareText.size() || !(share > 0 && share <= 1)) {
      quotas.problem = model::problemOf(
          "", SNP_MESSAGE("Validation", "{}'s share is '{}'; must be a number in (0, 1]"), tenant, shareText);
      return quotas;
    }
    quotas.shares[static_cast<std::size_t>(found - tenants.begin())] = share;
  }
  return quotas;
}

} // namespace snp::sim
