// Tenant quotas as the CLI's --quota and the Scheduling tab's Quotas field write them.
#include "sim/scheduling/TenantQuotas.h"

#include <gtest/gtest.h>

namespace snp::sim {
namespace {

const std::vector<std::string> kTenants{"vc-a", "vc-b", "vc-c"};

TEST(TenantQuotas, NamedTenantsGetTheirSharesAndTheOthersNone) {
  const TenantQuotas quotas = parseTenantQuotas("vc-c=0.25, vc-a = 0.5", kTenants);
  EXPECT_FALSE(quotas.problem);
  EXPECT_EQ(quotas.shares, (std::vector<double>{0.5, 1.0, 0.25}));
  EXPECT_EQ(parseTenantQuotas("  ", kTenants).shares, (std::vector<double>{1.0, 1.0, 1.0}));
}

TEST(TenantQuotas, RefusalsNameTheItemAndWhatIsAllowed) {
  const auto refusal = [](std::string_view text) {
    const TenantQuotas quotas = parseTenantQuotas(text, kTenants);
    return quotas.problem ? model::describe(*quotas.problem) : std::string("(read)");
  };
  EXPECT_EQ(refusal("vc-a=0.5,nobody=0.5"),
            "'nobody=0.5' is not tenant=share for a tenant of the trace (vc-a, vc-b, vc-c)");
  EXPECT_EQ(refusal("vc-a"), "'vc-a' is not tenant=share for a tenant of the trace (vc-a, vc-b, vc-c)");
  for (const char *share : {"0", "1.5", "-0.1", "half", "0.5x", "nan"})
    EXPECT_EQ(refusal(std::string("vc-b=") + share),
              std::string("vc-b's share is '") + share + "'; must be a number in (0, 1]");
}

} // namespace
} // namespace snp::sim
