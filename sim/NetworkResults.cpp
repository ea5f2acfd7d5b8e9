#include "sim/NetworkResults.h"

#include "sim/Collectives.h"
#include "sim/Topology.h"

#include <algorithm>

namespace snp::sim {

namespace {

double positiveMin(double a, double b) {
  if (a <= 0) return b;
  if (b <= 0) return a;
  return std::min(a, b);
}

struct Layout {
  int accelerators = 1;
  int domain = 1;  // accelerators per scale-up domain
  int domains = 1;
};

Layout layoutOf(const model::Config &config) {
  Layout l;
  l.accelerators = std::max(1, config.accelerators());
  l.domain = std::clamp(config.network.scaleup_domain, 1, l.accelerators);
  l.domains = (l.accelerators + l.domain - 1) / l.domain;
  return l;
}

// min(tier link, chip link) x the links the tier can use (a torus its 2D ports, else all).
double scaleUpInjection(const model::Config &config) {
  const model::NetworkTier &tier = config.network.scale_up;
  const model::Accelerator &acc = config.accelerator;
  const int links = tier.kind == model::TopologyKind::Torus ? torusPortsPerNode(tier.torus) : acc.scaleup_links;
  return positiveMin(tier.link_bandwidth_Bps, acc.scaleup_link_bandwidth_Bps) * std::max(0, links);
}

// An accelerator's NICs, or its share of its domain's scale-out ports if narrower.
double scaleOutInjection(const model::Config &config, int domain) {
  const model::NetworkTier &tier = config.network.scale_out;
  const double nics = config.accelerator.nics * config.accelerator.nic_bandwidth_Bps;
  return positiveMin(nics, tier.ports_per_endpoint * tier.link_bandwidth_Bps / domain);
}

constexpr std::string_view kTwoTiers =
    "several domains: routes climb the source domain's scale-up tier, cross the scale-out tier and "
    "descend the destination's; counts add domains x scale-up tier and the scale-out tier";

} // namespace

NetworkResults evaluateNetwork(const model::Config &config) {
  const Layout l = layoutOf(config);
  const TopologyMetrics up = topologyMetrics(config.network.scale_up, l.domain);
  NetworkResults r;
  if (l.domains == 1) {
    r.diameter_hops = up.diameter_hops;
    r.mean_hops = up.mean_hops;
    r.bisection_bandwidth_Bps = up.bisection_bandwidth_Bps;
    const double injection = scaleUpInjection(config);
    r.injection_bandwidth_Bps =
        Figure(injection, "B/s", "min(tier link, chip link) x usable links",
               {{"tier_link", config.network.scale_up.link_bandwidth_Bps, "B/s"},
                {"chip_link", config.accelerator.scaleup_link_bandwidth_Bps, "B/s"}},
               "one scale-up domain; a torus uses its 2D ports, a switch or mesh all chip links");
    r.links = up.links;
    r.switches = up.switches;
    r.optical_cables = up.optical_cables;
    r.copper_cables = up.copper_cables;
    return r;
  }
  const TopologyMetrics out = topologyMetrics(config.network.scale_out, l.domains);
  const double domains = l.domains;
  r.diameter_hops = Figure(2 * up.diameter_hops + out.diameter_hops, "hops", "2 x D_up + D_out",
                           {{"scale_up_diameter", up.diameter_hops, "hops"},
                            {"scale_out_diameter", out.diameter_hops, "hops"}},
                           kTwoTiers);
  r.mean_hops = Figure(up.mean_hops / domains + 2 * up.mean_hops * (1 - 1 / domains) + out.mean_hops, "hops",
                       "H_up / d + 2 H_up (1 - 1/d) + H_out",
                       {{"scale_up_mean", up.mean_hops, "hops"},
                        {"scale_out_mean", out.mean_hops, "hops"},
                        {"domains", domains, ""}},
                       kTwoTiers);
  const double nicBisection = l.accelerators / 2.0 * config.accelerator.nics * config.accelerator.nic_bandwidth_Bps;
  r.bisection_bandwidth_Bps = Figure(positiveMin(out.bisection_bandwidth_Bps, nicBisection), "B/s",
                                     "min(scale-out bisection, N/2 x NIC bandwidth per accelerator)",
                                     {{"scale_out_bisection", out.bisection_bandwidth_Bps, "B/s"},
                                      {"nic_bisection", nicBisection, "B/s"}},
                                     kTwoTiers);
  r.injection_bandwidth_Bps =
      Figure(scaleOutInjection(config, l.domain), "B/s", "min(NICs x NIC bandwidth, ports x link / domain)",
             {{"nics", double(config.accelerator.nics), ""},
              {"nic_bandwidth", config.accelerator.nic_bandwidth_Bps, "B/s"},
              {"ports_per_domain", double(config.network.scale_out.ports_per_endpoint), ""},
              {"link_bandwidth", config.network.scale_out.link_bandwidth_Bps, "B/s"},
              {"domain", double(l.domain), ""}},
             "scale-out injection of one accelerator");
  auto sum = [&](const Figure &u, const Figure &o, std::string_view formula) {
    return Figure(domains * u.value + o.value, "", formula,
                  {{"domains", domains, ""}, {"scale_up", u.value, ""}, {"scale_out", o.value, ""}}, kTwoTiers);
  };
  r.links = sum(up.links, out.links, "domains x scale-up links + scale-out links");
  r.switches = sum(up.switches, out.switches, "domains x scale-up switches + scale-out switches");
  r.optical_cables = sum(up.optical_cables, out.optical_cables, "domains x scale-up optical + scale-out optical");
  r.copper_cables = sum(up.copper_cables, out.copper_cables, "domains x scale-up copper + scale-out copper");
  return r;
}

CollectiveResults evaluateCollectives(const model::Config &config, double allreduce_bytes) {
  const Layout l = layoutOf(config);
  const CommGroup all{l.domain, l.domains};
  const CollectiveCost allReduce = fastestCollective(config, Collective::AllReduce, allreduce_bytes, all);
  const CollectiveCost allToAll = fastestCollective(config, Collective::AllToAll, allreduce_bytes, all);
  CollectiveResults r;
  r.allreduce_time_s = allReduce.time_s;
  r.allreduce_algorithm = toString(allReduce.algorithm);
  r.allreduce_busbw_Bps = allReduce.busbw_Bps;
  r.alltoall_time_s = allToAll.time_s;
  return r;
}

} // namespace snp::sim
