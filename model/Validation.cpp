#include "model/Validation.h"

#include "model/CheckpointCost.h"
#include "model/JsonFields.h"
#include "model/WorkloadSize.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <functional>
#include <limits>
#include <numeric>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace snp::model {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// Every number, in its SI unit, is 0 or within these magnitudes: far beyond any real system (an
// accelerator's peak is below 1e17 FLOP/s, a link's latency above 1e-9 s), and narrow enough that
// products of a few of them stay finite and quotients never divide by a denormal. 1e308 and
// 1e-320 used to pass and make results of NaN or infinity.
constexpr double kMaxMagnitude = 1e18;
constexpr double kMinMagnitude = 1e-12;

bool beyondMagnitudes(double value) {
  return value != 0 && (std::abs(value) > kMaxMagnitude || std::abs(value) < kMinMagnitude);
}

// A leap year; climate tables may cover one.
constexpr double kMaxHoursPerYear = 8784;

std::string elementPath(std::string_view parent, std::size_t index) {
  return fmt::format("{}[{}]", parent, index);
}

// The unit a field carries, read from the suffix of its name (the SI-units-in-names rule).
std::string_view unitOf(std::string_view path) {
  static constexpr std::pair<std::string_view, std::string_view> kSuffixUnits[] = {
      {"_W_per_m3s", " W per m³/s"},
      {"_kg_per_m3", " kg/m³"},
      {"_J_per_kgK", " J/(kg·K)"},
      {"_per_kWh", " per kWh"},
      {"per_accelerator_hour", " per accelerator-hour"},
      {"_W_per_link", " W"},
      {"_Bps", " B/s"},
      {"_Pa", " Pa"},
      {"_W", " W"},
      {"_B", " B"},
      {"_s", " s"},
      {"_C", " °C"},
      {"_K", " K"},
      {"_m", " m"},
      {"hours", " h"},
      {"hours_per_year", " h"},
  };
  if (path.find("peak_flops.") != std::string_view::npos ||
      path.find("vector_flops.") != std::string_view::npos)
    return " FLOP/s";
  for (const auto &[suffix, unit] : kSuffixUnits)
    if (path.ends_with(suffix)) return unit;
  return "";
}

std::string quantity(double value, std::string_view unit) { return fmt::format("{}{}", value, unit); }

// An interval of allowed values, open or closed at either end.
struct Range {
  double low = -kInfinity;
  double high = kInfinity;
  bool lowIncluded = true;
  bool highIncluded = true;

  bool contains(double v) const {
    const bool aboveLow = lowIncluded ? v >= low : v > low;
    const bool belowHigh = highIncluded ? v <= high : v < high;
    return aboveLow && belowHigh;
  }

  // "[5, 70] °C": a bounded range in interval notation, which reads the same in any language.
  std::string interval(std::string_view unit) const {
    return fmt::format("{}{}, {}{}{}", lowIncluded ? '[' : '(', low, high, highIncluded ? ']' : ')', unit);
  }
};

constexpr Range positive() { return {0, kInfinity, false, true}; }
constexpr Range nonNegative() { return {0, kInfinity, true, true}; }
constexpr Range atLeast(double low) { return {low, kInfinity, true, true}; }
constexpr Range closed(double low, double high) { return {low, high, true, true}; }
constexpr Range fraction() { return closed(0, 1); }
constexpr Range efficiency() { return {0, 1, false, true}; }

// Collects the problems of one configuration. Range checks pass over non-finite numbers and
// numbers beyond the magnitudes: the sweep of every number has reported those already, once each.
class Findings {
public:
  explicit Findings(Problems &problems) : problems_(problems) {}

  template <class... Args>
  void report(std::string_view path, fmt::format_string<Args...> message, Args... args) {
    problems_.push_back(problemOf(std::string(path), message, args...));
  }

  // Paths are views: a check that passes, as nearly all do, builds no string.
  void check(std::string_view path, double value, const Range &allowed) {
    if (!std::isfinite(value) || beyondMagnitudes(value) || allowed.contains(value)) return;
    const std::string_view unit = unitOf(path);
    if (allowed.high != kInfinity)
      report(path, SNP_MESSAGE("Validation", "is {}; must be in {}"), quantity(value, unit),
             allowed.interval(unit));
    else if (allowed.lowIncluded)
      report(path, SNP_MESSAGE("Validation", "is {}; must be >= {}"), quantity(value, unit),
             quantity(allowed.low, unit));
    else
      report(path, SNP_MESSAGE("Validation", "is {}; must be > {}"), quantity(value, unit),
             quantity(allowed.low, unit));
  }

  void checkAtLeast(std::string_view path, int value, int minimum) {
    if (value < minimum)
      report(path, SNP_MESSAGE("Validation", "is {}; must be an integer >= {}"), value, minimum);
  }

  void checkBetween(std::string_view path, int value, int low, int high) {
    if (value < low || value > high)
      report(path, SNP_MESSAGE("Validation", "is {}; must be an integer in [{}, {}]"), value, low, high);
  }

private:
  Problems &problems_;
};

// Every number must be within the bounds that hold everywhere: a double finite and within the
// magnitudes, an integer within ±kMaxCount. Walks the JSON field lists so that no field, present
// or future, is missed. The path is kept as the keys walked (static text) and indices, and spelt
// out only for a problem: building a string per field made validation the slowest step of a sweep.
class NumberSweep {
public:
  explicit NumberSweep(Findings &findings) : findings_(findings) {}

  bool countsWithinBounds = true;

  void visit(double value) {
    if (!std::isfinite(value)) {
      findings_.report(path(), SNP_MESSAGE("Validation", "is {}; must be a finite number"), value);
    } else if (beyondMagnitudes(value)) {
      const std::string at = path();
      findings_.report(at, SNP_MESSAGE("Validation", "is {}; must be 0 or between {} and {} in magnitude"),
                       quantity(value, unitOf(at)), quantity(kMinMagnitude, unitOf(at)),
                       quantity(kMaxMagnitude, unitOf(at)));
    }
  }

  // Every integer is a count, a size or an index: none may lie beyond ±kMaxCount.
  void visit(int value) {
    if (value > kMaxCount)
      findings_.report(path(), SNP_MESSAGE("Validation", "is {}; must be <= {}"), value, kMaxCount);
    else if (value < -kMaxCount)
      findings_.report(path(), SNP_MESSAGE("Validation", "is {}; must be >= {}"), value, -kMaxCount);
    else
      return;
    countsWithinBounds = false;
  }

  void visit(const std::array<double, kPrecisionCount> &peakFlops) {
    for (std::size_t i = 0; i < kPrecisionCount; ++i)
      within({kPrecisionNames[i], -1}, [&] { visit(peakFlops[i]); });
  }

  template <class T> void visit(const std::vector<T> &values) {
    for (std::size_t i = 0; i < values.size(); ++i)
      within({{}, static_cast<long long>(i)}, [&] { visit(values[i]); });
  }

  template <HasJsonFields T> void visit(const T &value) {
    forEachField(value, [&](std::string_view key, const auto &member) {
      within({key, -1}, [&] { visit(member); });
    });
  }

  // Flags, text and enumerations are checked where they are read.
  template <class T> void visit(const T &) {}

private:
  struct Step {
    std::string_view key; // a field's JSON key, or empty for a list element
    long long index;      // the element's index, or -1
  };

  template <class Visit> void within(Step step, Visit &&visit) {
    steps_[depth_++] = step;
    visit();
    --depth_;
  }

  std::string path() const {
    std::string out;
    for (const Step &step : std::span(steps_).first(depth_))
      out += step.index >= 0 ? fmt::format("[{}]", step.index)
                             : (out.empty() ? "" : ".") + std::string(step.key);
    return out;
  }

  Findings &findings_;
  // A configuration nests six levels at most, lists included (model/JsonFields.h).
  std::array<Step, 12> steps_{};
  std::size_t depth_ = 0;
};

// Steps in strictly decreasing size, ending at 0 so that every operation finds its step.
void checkEfficiencyCurve(Findings &f, const std::string &path, const std::vector<EfficiencyStep> &steps) {
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string step = elementPath(path, i);
    f.check(step + ".from", steps[i].from, nonNegative());
    f.check(step + ".fraction", steps[i].fraction, efficiency());
    if (i > 0 && !(steps[i].from < steps[i - 1].from))
      f.report(step + ".from", SNP_MESSAGE("Validation", "is {}; must be below the step before it ({})"),
               steps[i].from, steps[i - 1].from);
  }
  if (!steps.empty() && steps.back().from != 0)
    f.report(elementPath(path, steps.size() - 1) + ".from",
             SNP_MESSAGE("Validation", "is {}; the last step must start at 0 so that every size has an "
                                       "efficiency"),
             steps.back().from);
}

// The system as a whole must stay within kMaxCount accelerators; the checks that count in
// accelerators run only when it does.
bool checkSystemSize(Findings &f, const Config &c) {
  const double accelerators = c.acceleratorCount();
  if (accelerators <= kMaxCount) return true;
  f.report("layout.cabinets",
           SNP_MESSAGE("Validation",
                       "gives node.accelerators × cabinet.nodes × layout.cabinets = {} × {} × {} = {} "
                       "accelerators; a system may have at most {}"),
           c.node.accelerators, c.cabinet.nodes, c.layout.cabinets, fmt::format("{:.0f}", accelerators),
           kMaxCount);
  return false;
}

void checkAccelerator(Findings &f, const Config &c) {
  const Accelerator &a = c.accelerator;
  for (std::size_t i = 0; i < kPrecisionCount; ++i)
    f.check(fmt::format("accelerator.peak_flops.{}", kPrecisionNames[i]), a.peak_flops[i], nonNegative());
  for (std::size_t i = 0; i < kPrecisionCount; ++i)
    f.check(fmt::format("accelerator.vector_flops.{}", kPrecisionNames[i]), a.vector_flops[i], nonNegative());
  checkEfficiencyCurve(f, "accelerator.matrix_efficiency", a.matrix_efficiency);
  checkEfficiencyCurve(f, "accelerator.vector_efficiency", a.vector_efficiency);
  checkEfficiencyCurve(f, "accelerator.memory_efficiency", a.memory_efficiency);
  f.check("accelerator.hbm_capacity_B", a.hbm_capacity_B, positive());
  f.check("accelerator.hbm_bandwidth_Bps", a.hbm_bandwidth_Bps, positive());
  f.check("accelerator.tdp_W", a.tdp_W, positive());
  if (std::isfinite(a.tdp_W) && a.tdp_W > 0)
    f.check("accelerator.idle_W", a.idle_W, closed(0, a.tdp_W));
  else
    f.check("accelerator.idle_W", a.idle_W, nonNegative());

  // A scale-up domain of one accelerator needs no scale-up ports.
  const bool scalesUp = c.network.scaleup_domain > 1;
  f.checkAtLeast("accelerator.scaleup_links", a.scaleup_links, scalesUp ? 1 : 0);
  f.check("accelerator.scaleup_link_bandwidth_Bps", a.scaleup_link_bandwidth_Bps,
          scalesUp ? positive() : nonNegative());
  f.check("accelerator.scaleup_link_latency_s", a.scaleup_link_latency_s, nonNegative());
  f.check("accelerator.nics", a.nics, nonNegative());
  // A NIC may serve several accelerators (0.5: one per pair), but a node holds whole NICs.
  const double nicsPerNode = a.nics * c.node.accelerators;
  if (std::isfinite(nicsPerNode) && a.nics >= 0 && c.node.accelerators >= 1 &&
      std::abs(nicsPerNode - std::round(nicsPerNode)) > 1e-9 * std::max(1.0, nicsPerNode))
    f.report("accelerator.nics",
             SNP_MESSAGE("Validation",
                         "is {}; nics × node.accelerators = {} × {} = {} NICs per node must be a "
                         "whole number (0.5 = one NIC per pair of accelerators)"),
             a.nics, a.nics, c.node.accelerators, fmt::format("{:.6g}", nicsPerNode));
  f.check("accelerator.nic_bandwidth_Bps", a.nic_bandwidth_Bps, a.nics > 0 ? positive() : nonNegative());
  f.check("accelerator.nic_W", a.nic_W, nonNegative());
}

void checkNode(Findings &f, const Node &n) {
  f.checkAtLeast("node.accelerators", n.accelerators, 1);
  f.checkAtLeast("node.cpus", n.cpus, 0);
  f.check("node.cpu_W", n.cpu_W, nonNegative());
  f.checkAtLeast("node.dpus", n.dpus, 0);
  f.check("node.dpu_W", n.dpu_W, nonNegative());
  f.checkAtLeast("node.switch_chips", n.switch_chips, 0);
  f.check("node.switch_chip_W", n.switch_chip_W, nonNegative());
  f.check("node.other_W", n.other_W, nonNegative());
  f.check("node.conversion_efficiency", n.conversion_efficiency, efficiency());
}

void checkCabinetAndLayout(Findings &f, const Cabinet &c, const Layout &l) {
  f.checkAtLeast("cabinet.nodes", c.nodes, 1);
  f.check("cabinet.width_m", c.width_m, positive());
  f.check("cabinet.depth_m", c.depth_m, positive());
  f.check("cabinet.height_m", c.height_m, positive());
  f.check("cabinet.power_limit_W", c.power_limit_W, nonNegative());
  f.check("cabinet.cooling_limit_W", c.cooling_limit_W, nonNegative());
  f.checkAtLeast("layout.cabinets", l.cabinets, 1);
  f.checkBetween("layout.rows", l.rows, 1, std::max(1, l.cabinets));
  f.check("layout.aisle_m", l.aisle_m, nonNegative());
}

void checkTorus(Findings &f, const std::string &path, const TorusShape &t, long long endpoints) {
  if (t.dims.empty()) {
    f.report(path + ".dims", SNP_MESSAGE("Validation", "is empty; must list at least one dimension"));
    return;
  }
  if (t.dims.size() > static_cast<std::size_t>(kMaxTorusDims)) {
    f.report(path + ".dims", SNP_MESSAGE("Validation", "has {} dimensions; a torus may have at most {}"),
             t.dims.size(), kMaxTorusDims);
    return;
  }
  bool allPositive = true;
  for (std::size_t i = 0; i < t.dims.size(); ++i) {
    f.checkAtLeast(elementPath(path + ".dims", i), t.dims[i], 1);
    allPositive = allPositive && t.dims[i] >= 1;
  }
  const double product = std::accumulate(t.dims.begin(), t.dims.end(), 1.0, std::multiplies<>());
  if (allPositive && product != static_cast<double>(endpoints))
    f.report(path + ".dims",
             SNP_MESSAGE("Validation",
                         "is [{}] with product {}; the product must equal the {} endpoints of the tier"),
             fmt::join(t.dims, ", "), product, endpoints);
  if (t.wrap.size() != t.dims.size())
    f.report(path + ".wrap", SNP_MESSAGE("Validation", "has {} entries; must have one per dimension ({})"),
             t.wrap.size(), t.dims.size());
  // Blocks joined by optical circuit switches: whole blocks tile the torus, an OCS joins link ends
  // in pairs.
  f.checkAtLeast(path + ".ocs_ports", t.ocs_ports, t.ocs_block.empty() ? 0 : 2);
  if (t.ocs_block.empty()) return;
  if (t.ocs_block.size() != t.dims.size()) {
    f.report(path + ".ocs_block",
             SNP_MESSAGE("Validation", "has {} entries; must have one per dimension ({}) or none"),
             t.ocs_block.size(), t.dims.size());
    return;
  }
  for (std::size_t i = 0; i < t.dims.size(); ++i) {
    const int b = t.ocs_block[i];
    f.checkAtLeast(elementPath(path + ".ocs_block", i), b, 1);
    if (b >= 1 && t.dims[i] >= 1 && t.dims[i] % b != 0)
      f.report(elementPath(path + ".ocs_block", i),
               SNP_MESSAGE("Validation", "is {}; must divide the dimension's size {}"), b, t.dims[i]);
  }
}

void checkDragonfly(Findings &f, const std::string &path, const DragonflyShape &d, long long endpoints) {
  f.checkAtLeast(path + ".a", d.a, 1);
  f.checkAtLeast(path + ".p", d.p, 1);
  f.checkAtLeast(path + ".h", d.h, 1);
  f.checkAtLeast(path + ".groups", d.groups, 1);
  if (d.a < 1 || d.p < 1 || d.h < 1 || d.groups < 1) return;
  // Every pair of groups needs a global link: a·h links leave each group.
  const long long maxGroups = static_cast<long long>(d.a) * d.h + 1;
  if (d.groups > maxGroups)
    f.report(path + ".groups", SNP_MESSAGE("Validation", "is {}; must be <= a·h + 1 = {}·{} + 1 = {}"),
             d.groups, d.a, d.h, maxGroups);
  const double terminals = static_cast<double>(d.a) * d.p * d.groups;
  if (terminals < endpoints)
    f.report(path,
             SNP_MESSAGE("Validation",
                         "has a·p·groups = {}·{}·{} = {} terminals; must be >= the {} endpoints of the tier"),
             d.a, d.p, d.groups, terminals, endpoints);
}

void checkFatTree(Findings &f, const std::string &path, const FatTreeShape &t, long long endpoints,
                  int ports) {
  if (t.radix < 2 || t.radix % 2 != 0)
    f.report(path + ".radix", SNP_MESSAGE("Validation", "is {}; must be an even integer >= 2"), t.radix);
  f.checkBetween(path + ".tiers", t.tiers, 1, 3);
  f.check(path + ".oversubscription", t.oversubscription, atLeast(1));
  if (t.radix < 2 || t.radix % 2 != 0 || t.tiers < 1 || t.tiers > 3) return;
  // A k-ary fat tree of n tiers hosts 2·(k/2)^n ports: half of every switch's ports face down.
  const double hosts = 2 * std::pow(t.radix / 2.0, t.tiers);
  const double needed = static_cast<double>(endpoints) * ports;
  if (hosts < needed)
    f.report(path,
             SNP_MESSAGE("Validation",
                         "hosts {} ports (radix {}, {} tiers); must be >= the {} ports the tier "
                         "needs ({} endpoints × {} ports_per_endpoint)"),
             hosts, t.radix, t.tiers, needed, endpoints, ports);
}

void checkTier(Findings &f, const std::string &path, const NetworkTier &t, long long endpoints) {
  f.checkAtLeast(path + ".ports_per_endpoint", t.ports_per_endpoint, 1);
  f.checkAtLeast(path + ".switch_radix", t.switch_radix, 0);
  f.check(path + ".link_bandwidth_Bps", t.link_bandwidth_Bps, positive());
  f.check(path + ".hop_latency_s", t.hop_latency_s, nonNegative());
  f.check(path + ".efficiency", t.efficiency, efficiency());
  f.check(path + ".optical_fraction", t.optical_fraction, fraction());
  f.check(path + ".optics_W_per_link", t.optics_W_per_link, nonNegative());
  // Only switches reduce in the network (NVLink SHARP on NVSwitch, SHARP on InfiniBand switches).
  if (t.in_network_reduction && t.kind != TopologyKind::Switch && t.kind != TopologyKind::FatTree)
    f.report(path + ".in_network_reduction",
             SNP_MESSAGE("Validation",
                         "is true on a {} tier; in-network reduction needs switches: the tier's "
                         "kind must be switch or fat_tree"),
             kTopologyNames[static_cast<std::size_t>(t.kind)]);
  switch (t.kind) {
  case TopologyKind::Torus: checkTorus(f, path + ".torus", t.torus, endpoints); break;
  case TopologyKind::Dragonfly: checkDragonfly(f, path + ".dragonfly", t.dragonfly, endpoints); break;
  case TopologyKind::FatTree:
    checkFatTree(f, path + ".fat_tree", t.fat_tree, endpoints, t.ports_per_endpoint);
    break;
  case TopologyKind::FullMesh:
  case TopologyKind::Switch: break;
  }
}

// Each torus dimension longer than one needs a port towards either neighbour.
void checkTorusPorts(Findings &f, const Config &c) {
  const NetworkTier &tier = c.network.scale_up;
  if (tier.kind != TopologyKind::Torus) return;
  const auto longDims =
      std::count_if(tier.torus.dims.begin(), tier.torus.dims.end(), [](int k) { return k > 1; });
  const long long portsNeeded = 2 * static_cast<long long>(longDims);
  if (portsNeeded > c.accelerator.scaleup_links)
    f.report(
        "accelerator.scaleup_links",
        SNP_MESSAGE("Validation", "is {}; the scale-up torus [{}] needs {} (2 per dimension longer than 1)"),
        c.accelerator.scaleup_links, fmt::join(tier.torus.dims, ", "), portsNeeded);
}

// A switched scale-up tier's chips are the nodes' (Config::nodeSwitchChips): together they must
// have a port for every accelerator link of the domain.
void checkScaleUpSwitchPorts(Findings &f, const Config &c) {
  const NetworkTier &tier = c.network.scale_up;
  if (tier.kind != TopologyKind::Switch || tier.switch_radix <= 0) return;
  const double chips = c.nodeSwitchChips(c.network.scaleup_domain);
  const double links = double(c.network.scaleup_domain) * tier.ports_per_endpoint;
  if (chips > 0 && chips * tier.switch_radix < links)
    f.report("network.scale_up.switch_radix",
             SNP_MESSAGE("Validation",
                         "is {}; the {} switch chips of a domain (node.switch_chips {} per node of {} "
                         "accelerators) then have {} ports, fewer than the {} links of {} accelerators × {} "
                         "ports_per_endpoint"),
             tier.switch_radix, chips, c.node.switch_chips, c.node.accelerators, chips * tier.switch_radix,
             links, c.network.scaleup_domain, tier.ports_per_endpoint);
}

// The algorithms a forced choice may name for the all-reduce over every accelerator: those that
// can run on the tiers it spans (sim/network/Collectives.cpp applies the same rule). A group that only
// the arithmetic rules out (halving-doubling on a rank count that is no power of two) is left
// to the simulator, whose figure then reads +inf and says why.
std::vector<std::string_view> allReduceAlgorithms(const Config &c, long long domains) {
  const Network &n = c.network;
  const bool oneDomain = domains <= 1;
  const bool oneRankPerDomain = n.scaleup_domain <= 1;
  // The tier the whole group sits in, if it sits in one.
  const NetworkTier *single = oneDomain ? &n.scale_up : (oneRankPerDomain ? &n.scale_out : nullptr);
  std::vector<std::string_view> names = {"auto", "ring", "tree", "halving_doubling"};
  if (single && single->kind == TopologyKind::Torus) {
    names.push_back("torus_dimension_order");
    names.push_back("torus_all_axes");
  }
  if (!oneDomain) names.push_back("hierarchical");
  const NetworkTier &reducing = oneDomain ? n.scale_up : n.scale_out;
  if (reducing.in_network_reduction) names.push_back("in_switch");
  return names;
}

void checkCollectiveKnobs(Findings &f, const Config &c, long long domains) {
  const Network &n = c.network;
  const auto choice = static_cast<std::size_t>(n.collective_algorithm);
  if (choice >= std::size(kCollectiveAlgorithmNames)) return;
  const std::string_view name = kCollectiveAlgorithmNames[choice];
  // pairwise and bruck are all-to-all algorithms: forced, they leave the all-reduce to the fastest.
  if (name == "pairwise" || name == "bruck") return;
  const std::vector<std::string_view> allowed = allReduceAlgorithms(c, domains);
  if (std::find(allowed.begin(), allowed.end(), name) == allowed.end())
    f.report("network.collective_algorithm",
             SNP_MESSAGE("Validation", "is {}; it cannot run the all-reduce over the {} accelerators on this "
                                       "network; allowed here: {} (pairwise and bruck for all-to-all)"),
             name, c.acceleratorCount(), fmt::join(allowed, ", "));
}

void checkNetwork(Findings &f, const Config &c) {
  const Network &n = c.network;
  const long long accelerators = c.acceleratorCount();
  f.check("network.collective_bytes", n.collective_bytes, nonNegative());
  f.checkAtLeast("network.scaleup_domain", n.scaleup_domain, 1);
  if (n.scaleup_domain < 1) return;
  checkTier(f, "network.scale_up", n.scale_up, n.scaleup_domain);
  checkTorusPorts(f, c);
  checkScaleUpSwitchPorts(f, c);
  // Rails are the scale-out NICs of a domain; the scale-up tier has none.
  if (n.scale_up.kind == TopologyKind::FatTree && n.scale_up.fat_tree.rail_optimized)
    f.report("network.scale_up.fat_tree.rail_optimized",
             SNP_MESSAGE("Validation", "is true; rails are the scale-out NICs of a domain, so only "
                                       "network.scale_out.fat_tree may be rail-optimised"));
  if (accelerators < 1) return; // the node, cabinet and layout counts are reported already
  if (accelerators % n.scaleup_domain != 0) {
    f.report("network.scaleup_domain",
             SNP_MESSAGE("Validation", "is {}; must divide the {} accelerators of the configuration"),
             n.scaleup_domain, accelerators);
    return;
  }
  checkTier(f, "network.scale_out", n.scale_out, accelerators / n.scaleup_domain);
  checkCollectiveKnobs(f, c, accelerators / n.scaleup_domain);
}

void checkTransformer(Findings &f, const Workload &w) {
  const TransformerShape &t = w.transformer;
  const Parallelism &par = w.parallelism;
  f.checkAtLeast("workload.transformer.layers", t.layers, 1);
  f.checkAtLeast("workload.transformer.hidden", t.hidden, 1);
  f.checkAtLeast("workload.transformer.ffn", t.ffn, 1);
  f.checkAtLeast("workload.transformer.heads", t.heads, 1);
  f.checkAtLeast("workload.transformer.sequence", t.sequence, 1);
  f.checkAtLeast("workload.transformer.vocabulary", t.vocabulary, 1);
  f.checkAtLeast("workload.transformer.kv_heads", t.kv_heads, 0);
  f.checkAtLeast("workload.transformer.head_dim", t.head_dim, 0);
  if (t.head_dim == 0 && t.heads >= 1 && t.hidden >= 1 && t.hidden % t.heads != 0)
    f.report("workload.transformer.hidden",
             SNP_MESSAGE("Validation", "is {}; must be a multiple of heads ({}) unless head_dim is set"),
             t.hidden, t.heads);
  if (t.kv_heads >= 1 && t.heads >= 1 && t.heads % t.kv_heads != 0)
    f.report("workload.transformer.kv_heads",
             SNP_MESSAGE("Validation", "is {}; must divide the {} query heads (0 = one per query head)"),
             t.kv_heads, t.heads);
  if (par.tp >= 1 && t.heads >= 1 && t.heads % par.tp != 0)
    f.report("workload.transformer.heads", SNP_MESSAGE("Validation", "is {}; must be a multiple of tp ({})"),
             t.heads, par.tp);
  // Stages may hold unequal numbers of layers (Llama 3 405B ran 126 over 16, BLOOM 70 over 12);
  // the fullest one paces the pipeline. Each model chunk needs at least one.
  if (par.pp >= 1 && par.interleave >= 1 && t.layers >= 1) {
    const long long stages = static_cast<long long>(par.pp) * par.interleave;
    if (t.layers < stages)
      f.report("workload.transformer.layers",
               SNP_MESSAGE("Validation", "is {}; must be at least pp × interleave = {} × {} = {}"), t.layers,
               par.pp, par.interleave, stages);
  }
}

// A mixture of experts: top-k among the routed experts, the experts split evenly over the expert-
// parallel ranks, and those ranks a divisor of the data-parallel group they are drawn from
// (Megatron-LM: data-parallel size must be a multiple of expert-model-parallel size).
void checkExperts(Findings &f, const Workload &w) {
  const TransformerShape &t = w.transformer;
  const Parallelism &par = w.parallelism;
  f.checkAtLeast("workload.transformer.experts", t.experts, 0);
  f.checkAtLeast("workload.transformer.expert_ffn", t.expert_ffn, 0);
  f.checkAtLeast("workload.transformer.shared_experts", t.shared_experts, 0);
  f.checkAtLeast("workload.parallelism.ep", par.ep, 1);
  if (!t.mixtureOfExperts()) {
    if (par.ep > 1)
      f.report(
          "workload.parallelism.ep",
          SNP_MESSAGE("Validation", "is {}; must be 1 for a dense model (workload.transformer.experts = 0)"),
          par.ep);
    return;
  }
  if (t.experts_per_token < 1 || t.experts_per_token > t.experts)
    f.report("workload.transformer.experts_per_token",
             SNP_MESSAGE("Validation", "is {}; must be from 1 to the {} routed experts"), t.experts_per_token,
             t.experts);
  if (t.dense_layers < 0 || t.dense_layers > t.layers)
    f.report("workload.transformer.dense_layers",
             SNP_MESSAGE("Validation", "is {}; must be from 0 to the {} layers"), t.dense_layers, t.layers);
  f.check("workload.transformer.capacity_factor", t.capacity_factor, positive());
  if (par.ep >= 1 && t.experts % par.ep != 0)
    f.report("workload.parallelism.ep", SNP_MESSAGE("Validation", "is {}; must divide the {} routed experts"),
             par.ep, t.experts);
  if (par.ep >= 1 && par.dp >= 1 && par.dp % par.ep != 0)
    f.report("workload.parallelism.ep",
             SNP_MESSAGE("Validation",
                         "is {}; must divide dp ({}): expert-parallel ranks are data-parallel ranks"),
             par.ep, par.dp);
}

void checkCustom(Findings &f, const CustomShape &s) {
  f.check("workload.custom.flops_per_sample", s.flops_per_sample, positive());
  f.check("workload.custom.parameters", s.parameters, positive());
  f.check("workload.custom.tokens_per_sample", s.tokens_per_sample, positive());
}

void checkParallelism(Findings &f, const Config &c) {
  const Workload &w = c.workload;
  const Parallelism &par = w.parallelism;
  f.checkAtLeast("workload.parallelism.tp", par.tp, 1);
  f.checkAtLeast("workload.parallelism.pp", par.pp, 1);
  f.checkAtLeast("workload.parallelism.dp", par.dp, 1);
  f.checkAtLeast("workload.parallelism.interleave", par.interleave, 1);
  f.checkAtLeast("workload.parallelism.cp", par.cp, 1);
  if (w.kind != WorkloadKind::Transformer) {
    // The simulator splits only transformer blocks across devices; the rest run data-parallel.
    const std::string kind(kWorkloadNames[static_cast<std::size_t>(w.kind)]);
    if (par.tp != 1)
      f.report("workload.parallelism.tp", SNP_MESSAGE("Validation", "is {}; must be 1 for {}"), par.tp, kind);
    if (par.pp != 1)
      f.report("workload.parallelism.pp", SNP_MESSAGE("Validation", "is {}; must be 1 for {}"), par.pp, kind);
    if (par.cp != 1)
      f.report("workload.parallelism.cp", SNP_MESSAGE("Validation", "is {}; must be 1 for {}"), par.cp, kind);
  }
  if (par.tp < 1 || par.pp < 1 || par.dp < 1 || par.cp < 1) return;
  // Megatron-LM splits the sequence into 2 × cp chunks so that causal attention loads every rank
  // alike (each takes one early and one late chunk).
  const int sequence = w.transformer.sequence;
  if (w.kind == WorkloadKind::Transformer && par.cp > 1 && sequence >= 1 && sequence % (2LL * par.cp) != 0)
    f.report("workload.parallelism.cp",
             SNP_MESSAGE("Validation", "is {}; the sequence ({}) must split into 2 × cp = {} equal chunks"),
             par.cp, sequence, 2LL * par.cp);

  const double product = static_cast<double>(par.tp) * par.cp * par.pp * par.dp; // cannot overflow
  const double accelerators = c.acceleratorCount();
  if (accelerators >= 1 && product != accelerators)
    f.report("workload.parallelism",
             SNP_MESSAGE("Validation", "has tp·cp·pp·dp = {}·{}·{}·{} = {}; must equal the {} accelerators"),
             par.tp, par.cp, par.pp, par.dp, product, accelerators);
  if (w.global_batch >= 1 && w.microbatch >= 1) {
    const long long perStep = static_cast<long long>(w.microbatch) * par.dp;
    if (w.global_batch % perStep != 0)
      f.report("workload.global_batch",
               SNP_MESSAGE("Validation", "is {}; must be a multiple of microbatch × dp = {} × {} = {}"),
               w.global_batch, w.microbatch, par.dp, perStep);
    // Megatron-LM's interleaved 1F1B schedule refuses any other count of microbatches
    // (schedules.py, forward_backward_pipelining_with_interleaving).
    const long long microbatches = w.global_batch / perStep;
    if (par.interleave > 1 && par.pp > 1 && microbatches % par.pp != 0)
      f.report("workload.parallelism.interleave",
               SNP_MESSAGE("Validation",
                           "is {}; the interleaved schedule needs the microbatches per pipeline "
                           "(global batch / (microbatch × dp) = {}) to be a multiple of pp ({})"),
               par.interleave, microbatches, par.pp);
  }
  if (par.interleave > 1 && par.pp == 1)
    f.report("workload.parallelism.interleave",
             SNP_MESSAGE("Validation", "is {}; must be 1 without pipeline parallelism (pp = 1)"),
             par.interleave);
}

// Weights, gradients and Adam state of one accelerator's shard must fit its memory. Activations
// are left out, so only configurations that cannot fit at all are rejected here.
void checkModelStateFits(Findings &f, const Config &c) {
  const Workload &w = c.workload;
  const Parallelism &par = w.parallelism;
  const double hbm = c.accelerator.hbm_capacity_B;
  const double parameters = parameterCount(w);
  if (par.tp < 1 || par.pp < 1 || par.dp < 1 || !(hbm > 0) || !std::isfinite(hbm)) return;
  if (!std::isfinite(parameters) || parameters <= 0) return;
  if (static_cast<double>(par.dp) * par.cp > kMaxCount) return; // refused by checkParallelism

  const double experts = expertParameterCount(w);
  const double shard =
      (parameters - experts + experts / std::max(1, par.ep)) / (static_cast<double>(par.tp) * par.pp);
  const StateBytesPerParameter state = stateBytesPerParameter(w);
  const StateShards shards = stateShards(par.sharding, par.gradientReplicas());
  const double needed = shard * (state.weight / shards.weights + state.gradient / shards.gradients +
                                 state.optimizer / shards.optimizer);
  if (needed > hbm)
    f.report("workload.parallelism",
             SNP_MESSAGE("Validation",
                         "needs {} GB per accelerator for weights, gradients and optimizer state ({} "
                         "parameters / (tp {} × pp {})); the accelerator has {} GB: raise tp or pp, or "
                         "shard the state over the data-parallel ranks (sharding)"),
             fmt::format("{:.1f}", needed / 1e9), fmt::format("{:.3g}", parameters), par.tp, par.pp,
             fmt::format("{:.1f}", hbm / 1e9));
}

void checkWorkload(Findings &f, const Config &c) {
  const Workload &w = c.workload;
  f.checkAtLeast("workload.global_batch", w.global_batch, 1);
  f.checkAtLeast("workload.microbatch", w.microbatch, 1);
  f.check("workload.gradient_compression", w.gradient_compression, efficiency());
  f.check("workload.overlap_fraction", w.overlap_fraction, fraction());
  f.check("workload.tokens_to_train", w.tokens_to_train, nonNegative());
  f.check("workload.step_overhead_s", w.step_overhead_s, nonNegative());

  // Integer formats serve inference; no published training recipe trains in int8.
  if (w.precision == Precision::INT8)
    f.report("workload.precision",
             SNP_MESSAGE("Validation", "is int8; training needs a floating-point format (fp32, tf32, bf16, "
                                       "fp16, fp8 or fp4)"));
  // Stored values: TF32 is a tensor-core mode whose values are stored as fp32, and FP4 only feeds
  // the matrix engine (NVFP4 training keeps activations, gradients and state wider), so neither
  // holds a tensor between ops; int8 is not a training format.
  const auto checkStored = [&](std::string_view field, Precision p) {
    if (p == Precision::FP32 || p == Precision::BF16 || p == Precision::FP16 || p == Precision::FP8) return;
    f.report(
        fmt::format("workload.{}", field),
        SNP_MESSAGE("Validation", "is {}; must be a format values are stored in: fp32, bf16, fp16 or fp8"),
        kPrecisionNames[static_cast<std::size_t>(p)]);
  };
  checkStored("activation_precision", w.activation_precision);
  checkStored("gradient_precision", w.gradient_precision);
  checkStored("master_precision", w.master_precision);
  checkStored("optimizer_precision", w.optimizer_precision);
  const auto precision = static_cast<std::size_t>(w.precision);
  if (precision < kPrecisionCount && c.accelerator.peak_flops[precision] == 0)
    f.report(fmt::format("accelerator.peak_flops.{}", kPrecisionNames[precision]),
             SNP_MESSAGE("Validation", "is 0 FLOP/s; must be > 0 because the workload computes in {}"),
             kPrecisionNames[precision]);

  if (w.kind == WorkloadKind::Transformer) {
    checkTransformer(f, w);
    checkExperts(f, w);
  } else if (w.parallelism.ep != 1) {
    f.report("workload.parallelism.ep", SNP_MESSAGE("Validation", "is {}; must be 1 for {}"),
             w.parallelism.ep, std::string(kWorkloadNames[static_cast<std::size_t>(w.kind)]));
  }
  if (w.kind == WorkloadKind::Custom) checkCustom(f, w.custom);
  checkParallelism(f, c);
  checkModelStateFits(f, c);
}

void checkCooling(Findings &f, const Cooling &c) {
  f.check("cooling.liquid_fraction", c.liquid_fraction, fraction());
  f.check("cooling.supply_C", c.supply_C, closed(5, 70));
  f.check("cooling.delta_T_K", c.delta_T_K, positive());
  f.check("cooling.air_delta_T_K", c.air_delta_T_K, positive());
  f.check("cooling.fluid.density_kg_per_m3", c.fluid.density_kg_per_m3, positive());
  f.check("cooling.fluid.specific_heat_J_per_kgK", c.fluid.specific_heat_J_per_kgK, positive());
  f.check("cooling.chiller_cop", c.chiller_cop, positive());
  f.check("cooling.free_cooling_approach_K", c.free_cooling_approach_K, nonNegative());
  f.check("cooling.pump_efficiency", c.pump_efficiency, efficiency());
  f.check("cooling.pump_head_Pa", c.pump_head_Pa, nonNegative());
  f.check("cooling.fan_W_per_m3s", c.fan_W_per_m3s, nonNegative());
  f.check("cooling.distribution_loss", c.distribution_loss, {0, 1, true, false});
}

void checkReliability(Findings &f, const Config &c) {
  const ReliabilityPolicy &r = c.reliability;
  for (std::size_t i = 0; i < r.failure_rates.size(); ++i)
    f.check(elementPath("reliability.failure_rates", i) + ".per_accelerator_hour",
            r.failure_rates[i].per_accelerator_hour, nonNegative());
  if (!r.checkpoint_optimal)
    f.check("reliability.checkpoint_interval_s", r.checkpoint_interval_s, positive());
  f.check("reliability.checkpoint_size_B", r.checkpoint_size_B, nonNegative());
  f.check("reliability.storage_bandwidth_Bps", r.storage_bandwidth_Bps, positive());
  if (r.checkpoint_async) f.check("reliability.snapshot_bandwidth_Bps", r.snapshot_bandwidth_Bps, positive());
  f.check("reliability.restart_s", r.restart_s, nonNegative());
  f.check("reliability.repair_s", r.repair_s, nonNegative());
  f.check("reliability.training_duration_s", r.training_duration_s, positive());
  // At least one node must remain to train on.
  const long long nodes = static_cast<long long>(c.cabinet.nodes) * c.layout.cabinets;
  if (r.hot_spares < kAutomaticHotSpares || (nodes >= 1 && r.hot_spares >= nodes))
    f.report("reliability.hot_spares",
             SNP_MESSAGE("Validation", "is {}; must be -1 (automatic) or an integer >= 0 below the {} nodes"),
             r.hot_spares, nodes);
}

// A run whose checkpoint period spans many of the system's mean times between failures makes no
// progress: beyond kMaxPeriodInMtbf the expected wall time exceeds e^10 ≈ 22,000 times the
// compute (the failure count per period, e^(period / MTBF) − 1, then overflows soon after).
// Needs an otherwise valid configuration: sizes, counts and rates are used as they stand.
constexpr double kMaxPeriodInMtbf = 10;

void checkCheckpointCost(Findings &f, const Config &c) {
  const ReliabilityPolicy &r = c.reliability;
  const double stall = checkpointStallS(c);
  if (!r.checkpoint_optimal && r.checkpoint_interval_s <= stall)
    f.report("reliability.checkpoint_interval_s",
             SNP_MESSAGE("Validation",
                         "is {} s; must be longer than the {} s each checkpoint stops the job for, "
                         "or the run never computes"),
             r.checkpoint_interval_s, fmt::format("{:.4g}", stall));
  const double failuresPerSecond = acceleratorFailureRate(r) * c.accelerators();
  if (!(failuresPerSecond > 0)) return;
  const double mtbf = 1 / failuresPerSecond;
  const double limit = kMaxPeriodInMtbf * mtbf;
  const std::string mtbfText = fmt::format("{:.4g}", mtbf);
  if (stall > limit)
    f.report(r.checkpoint_async ? "reliability.snapshot_bandwidth_Bps" : "reliability.storage_bandwidth_Bps",
             SNP_MESSAGE("Validation", "makes each checkpoint stop the job for {} s, more than {} times the "
                                       "system's mean time between failures ({} s); the run could not make "
                                       "progress"),
             fmt::format("{:.4g}", stall), kMaxPeriodInMtbf, mtbfText);
  if (const double write = checkpointStorageWriteS(c); r.checkpoint_async && write > limit)
    f.report("reliability.storage_bandwidth_Bps",
             SNP_MESSAGE("Validation", "makes each checkpoint's write take {} s, more than {} times the "
                                       "system's mean time between failures ({} s); the run could not make "
                                       "progress"),
             fmt::format("{:.4g}", write), kMaxPeriodInMtbf, mtbfText);
  if (!r.checkpoint_optimal && r.checkpoint_interval_s > limit)
    f.report("reliability.checkpoint_interval_s",
             SNP_MESSAGE("Validation", "is {} s, more than {} times the system's mean time between failures "
                                       "({} s); the run could not make progress"),
             r.checkpoint_interval_s, kMaxPeriodInMtbf, mtbfText);
}

void checkSite(Findings &f, const Site &s) {
  f.check("site.electricity_per_kWh", s.electricity_per_kWh, nonNegative());
  f.check("site.hours_per_year", s.hours_per_year, {0, kMaxHoursPerYear, false, true});
  double climateHours = 0;
  for (std::size_t i = 0; i < s.climate.size(); ++i) {
    f.check(elementPath("site.climate", i) + ".hours", s.climate[i].hours, nonNegative());
    climateHours += s.climate[i].hours;
  }
  if (std::isfinite(climateHours) && std::isfinite(s.hours_per_year) && climateHours > s.hours_per_year)
    f.report("site.climate",
             SNP_MESSAGE("Validation", "hours add up to {} h; must be <= hours_per_year ({} h)"),
             climateHours, s.hours_per_year);
}

} // namespace

Problems validate(const Config &config) {
  Problems problems;
  Findings findings(problems);
  NumberSweep numbers(findings);
  numbers.visit(config);
  // The other rules multiply counts in int: beyond the bounds they could overflow.
  if (!numbers.countsWithinBounds) return problems;
  const bool sized = checkSystemSize(findings, config);
  checkAccelerator(findings, config);
  checkNode(findings, config.node);
  checkCabinetAndLayout(findings, config.cabinet, config.layout);
  if (sized) checkNetwork(findings, config);
  checkWorkload(findings, config);
  checkCooling(findings, config.cooling);
  checkReliability(findings, config);
  checkSite(findings, config.site);
  if (problems.empty()) checkCheckpointCost(findings, config);
  return problems;
}

} // namespace snp::model
