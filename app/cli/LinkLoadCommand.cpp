#include "Commands.h"
#include "ConfigSource.h"
#include "Interrupt.h"

#include "sim/network/LinkLoad.h"
#include "sim/network/LinkLoadedTier.h"

#include <fmt/core.h>

#include <map>
#include <stdexcept>

namespace snp::cli {

namespace {

template <class Enum>
Enum choice(const CommandLine &line, const std::string &option, const std::string &fallback,
            const std::map<std::string, Enum> &values) {
  const std::string text = line.option(option).value_or(fallback);
  if (const auto it = values.find(text); it != values.end()) return it->second;
  std::string allowed;
  for (const auto &[name, value] : values)
    allowed += (allowed.empty() ? "" : ", ") + name;
  throw std::invalid_argument(fmt::format("--{} is '{}'; must be one of {}", option, text, allowed));
}

} // namespace

// Loads every link of the network under a traffic pattern, by dimension-order and by
// load-aware adaptive routing, and prints the two side by side.
int linkLoads(const CommandLine &line) {
  const sim::TrafficPattern pattern =
      choice<sim::TrafficPattern>(line, "pattern", "uniform",
                                  {{"uniform", sim::TrafficPattern::UniformAllToAll},
                                   {"neighbour", sim::TrafficPattern::Neighbour},
                                   {"permutation", sim::TrafficPattern::RandomPermutation},
                                   {"hotspot", sim::TrafficPattern::HotSpot}});
  const sim::Traffic traffic{pattern,
                             static_cast<double>(line.integerOption("bytes", 1'000'000'000, 1, 1LL << 50)),
                             static_cast<std::uint64_t>(line.integerOption("seed", 1, 0, 1LL << 62)), 0};
  const LoadedConfig loaded = loadConfig(line);
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
    sim::LinkLoadOptions options;
    options.routing = routing;
    options.link_bandwidth_Bps = linkBandwidth;
    options.progress = [&](int rounds, int maxRounds) {
      if (showProgress)
        fmt::print(stderr, "\radaptive rerouting: round {} of at most {} (Ctrl-C stops)", rounds, maxRounds);
      return !InterruptGuard::interrupted();
    };
    if (tier.kind == model::TopologyKind::FullMesh)
      return sim::fullMeshLinkLoads(target->endpoints, traffic, options);
    return sim::torusLinkLoads(sim::TorusLinkGraph(tier.torus), traffic, options);
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
