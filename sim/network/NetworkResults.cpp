#include "sim/network/NetworkResults.h"

#include "model/Message.h"

#include "sim/network/DomainLayout.h"
#include "sim/network/Injection.h"

#include "sim/network/Collectives.h"
#include "sim/network/Topology.h"

#include <algorithm>
#include <cstdint>
#include <utility>

namespace snp::sim {

namespace {

constexpr model::Message kTwoTiers = SNP_MESSAGE(
    "Figure", "several domains: routes climb the source domain's scale-up tier, cross the scale-out tier and "
              "descend the destination's; counts add domains x scale-up tier and the scale-out tier");

} // namespace

NetworkResults evaluateNetwork(const model::Config &config) {
  const DomainLayout l = domainLayout(config);
  const model::NetworkTier &upTier = config.network.scale_up;
  const model::NetworkTier &outTier = config.network.scale_out;
  const TopologyCounts up = scaleUpCounts(config);
  NetworkResults r;
  r.layout = l;
  r.scale_up = up;
  r.scale_out = scaleOutCounts(config);
  if (l.domains == 1) {
    constexpr model::Message kOneDomain =
        SNP_MESSAGE("Figure", "one scale-up domain: the scale-up tier is the whole network");
    r.diameter_hops =
        Figure(up.diameter, "hops", up.diameter_formula, {{"accelerators", up.endpoints, ""}}, kOneDomain);
    r.mean_hops = Figure(up.mean, "hops", up.mean_formula, {{"accelerators", up.endpoints, ""}},
                         SNP_MESSAGE("Figure", "uniformly random destination, the source itself included"));
    // A cut carries no more than one side's accelerators inject (a mesh with fewer ports than
    // peers spreads each port over several peers).
    const double linkBisection = up.bisection_links * upTier.link_bandwidth_Bps;
    const double injectionBisection = (l.domain / 2) * scaleUpInjection(config);
    r.bisection_bandwidth_Bps = Figure(
        positiveMin(linkBisection, injectionBisection), "B/s",
        SNP_MESSAGE("Figure", "min(bisection links x link bandwidth, N/2 x injection per accelerator)"),
        {{"bisection_links", up.bisection_links, ""},
         {"link_bandwidth", upTier.link_bandwidth_Bps, "B/s"},
         {"injection_bisection", injectionBisection, "B/s"}},
        up.bisection_formula);
    r.injection_bandwidth_Bps = Figure(
        scaleUpInjection(config), "B/s", SNP_MESSAGE("Figure", "min(tier link, chip link) x usable links"),
        {{"tier_link", upTier.link_bandwidth_Bps, "B/s"},
         {"chip_link", config.accelerator.scaleup_link_bandwidth_Bps, "B/s"}},
        SNP_MESSAGE("Figure", "a torus uses its 2D ports, a switch or mesh all chip links"));
    TierInventory inventory = tierInventory(up, upTier, config.nodeSwitchChips(l.domain));
    r.links = std::move(inventory.links);
    r.switches = std::move(inventory.switches);
    r.switch_ports = std::move(inventory.switch_ports);
    r.optical_circuit_switches = std::move(inventory.optical_circuit_switches);
    r.optical_cables = std::move(inventory.optical_cables);
    r.copper_cables = std::move(inventory.copper_cables);
    return r;
  }
  const TopologyCounts &out = r.scale_out;
  const double domains = l.domains;
  r.diameter_hops = Figure(
      2 * up.diameter + out.diameter, "hops", SNP_MESSAGE("Figure", "2 x D_up + D_out"),
      {{"scale_up_diameter", up.diameter, "hops"}, {"scale_out_diameter", out.diameter, "hops"}}, kTwoTiers);
  r.mean_hops = Figure(
      up.mean / domains + 2 * up.mean * (1 - 1 / domains) + out.mean, "hops",
      SNP_MESSAGE("Figure", "H_up / d + 2 H_up (1 - 1/d) + H_out"),
      {{"scale_up_mean", up.mean, "hops"}, {"scale_out_mean", out.mean, "hops"}, {"domains", domains, ""}},
      kTwoTiers);
  const double outBisection = out.bisection_links * outTier.link_bandwidth_Bps;
  const double nicBisection =
      l.accelerators / 2.0 * config.accelerator.nics * config.accelerator.nic_bandwidth_Bps;
  r.bisection_bandwidth_Bps = Figure(
      positiveMin(outBisection, nicBisection), "B/s",
      SNP_MESSAGE("Figure", "min(scale-out bisection, N/2 x NIC bandwidth per accelerator)"),
      {{"scale_out_bisection", outBisection, "B/s"}, {"nic_bisection", nicBisection, "B/s"}}, kTwoTiers);
  r.injection_bandwidth_Bps =
      Figure(scaleOutInjection(config), "B/s",
             SNP_MESSAGE("Figure", "min(NICs x NIC bandwidth, ports x link / domain)"),
             {{"nics", config.accelerator.nics, ""},
              {"nic_bandwidth", config.accelerator.nic_bandwidth_Bps, "B/s"},
              {"ports_per_domain", double(outTier.ports_per_endpoint), ""},
              {"link_bandwidth", outTier.link_bandwidth_Bps, "B/s"},
              {"domain", double(l.domain), ""}},
             SNP_MESSAGE("Figure", "scale-out injection of one accelerator"));
  auto sum = [&](double upValue, double outValue, model::Message formula) {
    return Figure(domains * upValue + outValue, "", formula,
                  {{"domains", domains, ""}, {"scale_up", upValue, ""}, {"scale_out", outValue, ""}},
                  kTwoTiers);
  };
  r.links = sum(up.links, out.links, SNP_MESSAGE("Figure", "domains x scale-up links + scale-out links"));
  r.switches = sum(up.switches, out.switches,
                   SNP_MESSAGE("Figure", "domains x scale-up switches + scale-out switches"));
  r.switch_ports = sum(up.switch_ports, out.switch_ports,
                       SNP_MESSAGE("Figure", "domains x scale-up switch ports + scale-out switch ports"));
  r.optical_circuit_switches = sum(up.optical_circuit_switches, out.optical_circuit_switches,
                                   SNP_MESSAGE("Figure", "domains x scale-up OCS + scale-out OCS"));
  r.optical_cables = sum(up.opticalCables(upTier), out.opticalCables(outTier),
                         SNP_MESSAGE("Figure", "domains x scale-up optical + scale-out optical"));
  r.copper_cables = sum(up.copperCables(upTier), out.copperCables(outTier),
                        SNP_MESSAGE("Figure", "domains x scale-up copper + scale-out copper"));
  return r;
}

namespace {

// The size term of a collective figure, named for where the size came from: the user's
// network.collective_bytes, or the gradient bytes one data-parallel rank all-reduces per step.
void nameSizeTerm(Figure &figure, bool custom) {
  for (std::uint8_t i = 0; i < figure.term_count; ++i)
    if (figure.terms[i].name == "bytes")
      figure.terms[i].name = custom ? "collective_bytes" : "gradient_bytes_per_rank";
}

model::Message allToAllAssumption(Forcing forcing) {
  switch (forcing) {
  case Forcing::None: break;
  case Forcing::Forced:
    return SNP_MESSAGE("Figure", "uniform all-to-all: every rank sends n/N to every other, by the algorithm "
                                 "forced in network.collective_algorithm");
  case Forcing::NotApplicable:
  case Forcing::CannotRun:
    return SNP_MESSAGE("Figure",
                       "uniform all-to-all: every rank sends n/N to every other; the algorithm "
                       "forced in network.collective_algorithm does not apply to all-to-all, so the "
                       "fastest applicable ran");
  }
  return SNP_MESSAGE("Figure", "uniform all-to-all: every rank sends n/N to every other");
}

} // namespace

CollectiveResults evaluateCollectives(const model::Config &config, double gradient_bytes,
                                      const NetworkResults &network) {
  const DomainLayout &l = network.layout;
  const CommGroup all{l.domain, l.domains};
  const bool custom = config.network.collective_bytes > 0;
  const double bytes = custom ? config.network.collective_bytes : gradient_bytes;
  const CollectiveCost allReduce = fastestCollective(config, Collective::AllReduce, bytes, all);
  const CollectiveCost allToAll = fastestCollective(config, Collective::AllToAll, bytes, all);
  CollectiveResults r;
  r.allreduce_time_s = allReduce.time_s;
  nameSizeTerm(r.allreduce_time_s, custom);
  r.allreduce_algorithm = toString(allReduce.algorithm);
  r.allreduce_forced = allReduce.forcing == Forcing::Forced;
  r.allreduce_busbw_Bps = allReduce.busbw_Bps;
  nameSizeTerm(r.allreduce_busbw_Bps, custom);
  // Half of every rank's data crosses the machine's bisection: N n / 4 bytes each way. The
  // per-tier algorithms see only injection (and a torus's own cut), so the whole network's
  // cut, a Dragonfly's global links or a tapered fat tree, is applied here.
  const double bisection = network.bisection_bandwidth_Bps.value;
  const double bound = bisection > 0 ? l.accelerators * bytes / (4 * bisection) : 0;
  r.alltoall_time_s =
      Figure(std::max(allToAll.time_s.value, bound), "s",
             SNP_MESSAGE("Figure", "max(fastest all-to-all algorithm, N n / (4 x bisection bandwidth))"),
             {{"algorithm_time", allToAll.time_s.value, "s"},
              {"accelerators", double(l.accelerators), ""},
              {custom ? "collective_bytes" : "gradient_bytes_per_rank", bytes, "B"},
              {"bisection_bandwidth", bisection, "B/s"}},
             allToAllAssumption(allToAll.forcing));
  return r;
}

} // namespace snp::sim
