#include "Commands.h"
#include "ConfigSource.h"
#include "Interrupt.h"

#include "sim/network/LinkLoad.h"
#include "sim/network/LinkLoadedTier.h"

#include <fmt/core.h>

namespace snp::cli {

// Loads every link of the network under a traffic pattern, by dimension-order and by
// load-aware adaptive routing, and prints the two side by side.
int linkLoads(const LinkLoadCommandOptions &options) {
  const sim::Traffic traffic{options.pattern, static_cast<double>(options.bytes), options.seed, 0};
  const LoadedConfig loaded = loadConfig(options.config);
  if (const int status = reportProblems(loaded)) return status;

  const auto target = sim::linkLoadedTier(*loaded.config);
  if (!target) {
    fmt::print(stderr,
               "link loads are modelled for torus, mesh and full-mesh tiers; this configuration has none\n");
    return 1;
  }
  const model::NetworkTier &tier = *target->tier;
  const double linkBandwidth = tier.link_bandwidth_Bps * tier.efficiency;
  // Rerouting a large torus takes seconds: a terminal sees its rounds, and Ctrl-C stops it with
  // the routes as they stand.
  const InterruptGuard interrupt;
  const bool showProgress = stderrIsTerminal();
  auto run = [&](sim::Routing routing) {
    sim::LinkLoadOptions routed;
    routed.routing = routing;
    routed.link_bandwidth_Bps = linkBandwidth;
    routed.progress = [&](int rounds, int maxRounds) {
      if (showProgress)
        fmt::print(stderr, "\radaptive rerouting: round {} of at most {} (Ctrl-C stops)", rounds, maxRounds);
      return !InterruptGuard::interrupted();
    };
    if (tier.kind == model::TopologyKind::FullMesh)
      return sim::fullMeshLinkLoads(target->endpoints, traffic, routed);
    return sim::torusLinkLoads(sim::TorusLinkGraph(tier.torus), traffic, routed);
  };
  const sim::LinkLoads dor = run(sim::Routing::DimensionOrder);
  const sim::LinkLoads adaptive = run(sim::Routing::Adaptive);
  if (showProgress && adaptive.rounds > 0) fmt::print(stderr, "\n");

  fmt::print("{} tier, {} endpoints, {:.3g} B per endpoint, link {:.3g} B/s\n", target->name,
             target->endpoints, traffic.bytes_per_node, linkBandwidth);
  fmt::print("{:28} {:>16} {:>16}\n", "", "dimension-order", "adaptive");
  auto row = [](const char *name, double a, double b, const char *format) {
    fmt::print("{:28} {:>16} {:>16}\n", name, fmt::format(fmt::runtime(format), a),
               fmt::format(fmt::runtime(format), b));
  };
  row("max link load (B)", dor.max_link_load_B.value, adaptive.max_link_load_B.value, "{:.4g}");
  row("mean link load (B)", dor.mean_link_load_B.value, adaptive.mean_link_load_B.value, "{:.4g}");
  row("max link utilisation (%)", 100 * dor.max_utilisation.value, 100 * adaptive.max_utilisation.value,
      "{:.1f}");
  row("mean link utilisation (%)", 100 * dor.mean_utilisation.value, 100 * adaptive.mean_utilisation.value,
      "{:.1f}");
  row("completion time (s)", dor.completion_time_s.value, adaptive.completion_time_s.value, "{:.4g}");
  row("throughput per endpoint (B/s)", dor.throughput_Bps.value, adaptive.throughput_Bps.value, "{:.4g}");
  fmt::print("adaptive rerouting: {} rounds, {} flows moved{}\n", adaptive.rounds, adaptive.flows_moved,
             adaptive.cancelled ? " (interrupted: the routes as they stood then)" : "");
  return adaptive.cancelled ? 130 : 0;
}

} // namespace snp::cli
