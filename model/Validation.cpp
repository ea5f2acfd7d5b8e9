#include "model/Validation.h"

#include "model/QuantityText.h"

#include "model/CheckpointCost.h"
#include "model/CoolingCatalogue.h"
#include "model/FieldAccess.h"
#include "model/FieldTable.h"
#include "model/JsonFields.h"
#include "model/NumberWalk.h"
#include "model/QuantityText.h"
#include "model/WorkloadSize.h"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace snp::model {

namespace {

// Every number, in its SI unit, is 0 or within these magnitudes: far beyond any real system (an
// accelerator's peak is below 1e17 FLOP/s, a link's latency above 1e-9 s), and narrow enough that
// products of a few of them stay finite and quotients never divide by a denormal. 1e308 and
// 1e-320 used to pass and make results of NaN or infinity.
constexpr double kMaxMagnitude = 1e18;
constexpr double kMinMagnitude = 1e-12;

bool beyondMagnitudes(double value) {
  return value != 0 && (std::abs(value) > kMaxMagnitude || std::abs(value) < kMinMagnitude);
}

std::string elementPath(std::string_view parent, std::size_t index) {
  return fmt::format("{}[{}]", parent, index);
}

// "90 °C", or "0.5" for a number whose name states no unit.
std::string quantity(double value, std::string_view unit) {
  return unit.empty() ? fmt::format("{}", value) : fmt::format("{} {}", value, unit);
}

// "[5, 70] °C": a bounded range in interval notation, which reads the same in any language.
std::string interval(const FieldRange &range, std::string_view unit) {
  return fmt::format("{}{}, {}{}{}{}", range.lowIncluded ? '[' : '(', range.low, range.high,
                     range.highIncluded ? ']' : ')', unit.empty() ? "" : " ", unit);
}

// Collects the problems of one configuration.
class Findings {
public:
  explicit Findings(Problems &problems) : problems_(problems) {}

  template <class... Args>
  void report(std::string_view path, MessageTemplate<std::type_identity_t<Args>...> message, Args... args) {
    problems_.push_back(problemOf(std::string(path), message, args...));
  }

  // A number outside the range its field allows; a count is told as an integer.
  void outOfRange(std::string_view path, double value, const FieldRange &allowed, std::string_view unit,
                  bool count) {
    if (count && allowed.high != std::numeric_limits<double>::infinity())
      report(path, SNP_MESSAGE("Validation", "is {}; must be an integer in [{}, {}]"), value, allowed.low,
             allowed.high);
    else if (count)
      report(path, SNP_MESSAGE("Validation", "is {}; must be an integer >= {}"), value, allowed.low);
    else if (allowed.high != std::numeric_limits<double>::infinity())
      report(path, SNP_MESSAGE("Validation", "is {}; must be in {}"), quantity(value, unit),
             interval(allowed, unit));
    else if (allowed.lowIncluded)
      report(path, SNP_MESSAGE("Validation", "is {}; must be >= {}"), quantity(value, unit),
             quantity(allowed.low, unit));
    else
      report(path, SNP_MESSAGE("Validation", "is {}; must be > {}"), quantity(value, unit),
             quantity(allowed.low, unit));
  }

  // Whether a problem names `path` already: a check that reads it need not tell it again.
  bool reported(std::string_view path) const {
    return std::ranges::any_of(problems_, [&](const Problem &p) { return p.path == path; });
  }

private:
  Problems &problems_;
};

// Bounds that depend on other fields narrow a field's own range for one configuration; what is
// outside is told as for any range.
struct Narrowing {
  std::string_view path;
  FieldRange (*narrow)(const Config &, FieldRange);
};

FieldRange aboveZeroWhenOffloading(const Config &c, FieldRange r) {
  r.lowIncluded = !c.workload.offloadsToHost();
  return r;
}

// A power the chip is set to (its cap, its floor) lies within what it can draw.
FieldRange atMostTdp(const Config &c, FieldRange r) {
  if (std::isfinite(c.accelerator.tdp_W) && c.accelerator.tdp_W > 0) r.high = c.accelerator.tdp_W;
  return r;
}

constexpr Narrowing kNarrowings[] = {
    {"accelerator.idle_W",
     [](const Config &c, FieldRange r) {
       if (std::isfinite(c.accelerator.tdp_W) && c.accelerator.tdp_W > 0) r.high = c.accelerator.tdp_W;
       return r;
     }},
    {"accelerator.power_cap_W", atMostTdp},
    {"accelerator.power_floor_W", atMostTdp},
    // A scale-up domain of one accelerator needs no scale-up ports.
    {"accelerator.scaleup_links",
     [](const Config &c, FieldRange r) {
       if (c.network.scaleup_domain > 1) r.low = 1;
       return r;
     }},
    {"accelerator.scaleup_link_bandwidth_Bps",
     [](const Config &c, FieldRange r) {
       r.lowIncluded = c.network.scaleup_domain <= 1;
       return r;
     }},
    {"accelerator.nic_bandwidth_Bps",
     [](const Config &c, FieldRange r) {
       r.lowIncluded = !(c.accelerator.nics > 0);
       return r;
     }},
    // Offloading to the host needs the link to it and room in its memory; an optimizer step on the
    // CPUs needs their memory bandwidth.
    {"accelerator.host_link_Bps", aboveZeroWhenOffloading},
    {"node.host_memory_B", aboveZeroWhenOffloading},
    {"node.host_memory_bandwidth_Bps",
     [](const Config &c, FieldRange r) {
       r.lowIncluded = !(c.workload.offload_optimizer_fraction > 0);
       return r;
     }},
    // The last block of a stage stays on the device (Transformer Engine's cpu_offload.py); only a
    // transformer's blocks are known.
    {"workload.offload_activation_blocks",
     [](const Config &c, FieldRange r) {
       r.high = std::max(0.0, stageBlocks(c.workload) - 1);
       return r;
     }},
    {"layout.rows",
     [](const Config &c, FieldRange r) {
       r.high = std::max(1, c.layout.cabinets);
       return r;
     }},
    // Blocks joined by optical circuit switches: an OCS joins link ends in pairs.
    {"network.scale_up.torus.ocs_ports",
     [](const Config &c, FieldRange r) {
       if (!c.network.scale_up.torus.ocs_block.empty()) r.low = 2;
       return r;
     }},
    {"network.scale_out.torus.ocs_ports",
     [](const Config &c, FieldRange r) {
       if (!c.network.scale_out.torus.ocs_block.empty()) r.low = 2;
       return r;
     }},
};

// Fields whose range a rule below checks, because its message says more than the range does.
constexpr std::string_view kOwnRules[] = {"reliability.hot_spares", "network.scale_up.fat_tree.radix",
                                          "network.scale_out.fat_tree.radix"};

// What the walk of a configuration's numbers checks at each position (model/NumberWalk.h): the
// field's entry in the table, whether its range is held here, under which condition (its usedWhen)
// and what narrows it. Made once: validation runs per sweep point.
class RangeRules {
public:
  struct Rule {
    const Field *field = nullptr;
    bool checked = false;
    int condition = -1; // in conditions(), or -1 when the range always holds
    FieldRange (*narrow)(const Config &, FieldRange) = nullptr;
  };

  // A field's usedWhen: the control field, and the number FieldAccess reads for the value.
  struct Condition {
    FieldAccess control;
    double value;
  };

  static const RangeRules &get() {
    static const RangeRules rules;
    return rules;
  }

  const Rule &at(std::size_t position) const { return rules_[position]; }
  std::string_view unitAt(std::size_t position) const {
    return rules_[position].field ? rules_[position].field->unit : std::string_view();
  }

  // The conditions that hold for `config`, one bit each.
  std::uint64_t holding(const Config &config) const {
    std::uint64_t bits = 0;
    for (std::size_t i = 0; i < conditions_.size(); ++i)
      if (conditions_[i].control.number(config) == conditions_[i].value) bits |= std::uint64_t{1} << i;
    return bits;
  }

private:
  RangeRules() {
    // One element in every list, so that the walk meets every field.
    Config probe;
    growLists(probe);
    NumberWalk walk;
    walk.run(probe, [&](std::size_t position, const auto &) {
      if (rules_.size() <= position) rules_.resize(position + 1);
      rules_[position] = ruleFor(walk.path());
    });
  }

  template <class T> static void growLists(T &value) {
    if constexpr (HasJsonFields<T>) {
      forEachField(value, [](std::string_view, auto &member) { growLists(member); });
    } else if constexpr (requires { value.emplace_back(); }) {
      if (value.empty()) value.emplace_back();
      if constexpr (HasJsonFields<typename T::value_type>)
        for (auto &element : value)
          growLists(element);
    }
  }

  Rule ruleFor(const std::string &path) {
    // An element of a list of numbers ("torus.dims[0]") is held to its list's range.
    const Field *field = findField(path.ends_with(']') ? path.substr(0, path.rfind('[')) : path);
    if (!field) return {};
    Rule rule{field, field->range.bounded(), -1, nullptr};
    for (std::string_view own : kOwnRules)
      rule.checked = rule.checked && field->path != own;
    for (const Narrowing &narrowing : kNarrowings)
      if (field->path == narrowing.path) rule.narrow = narrowing.narrow;
    if (!field->usedWhenPath.empty() && !field->rangeAlways) rule.condition = conditionOf(*field);
    return rule;
  }

  int conditionOf(const Field &field) {
    const Field *control = findField(field.usedWhenPath);
    const nlohmann::json wanted = nlohmann::json::parse(field.usedWhenValue);
    double value = wanted.is_boolean() ? wanted.get<bool>() : -1;
    for (std::size_t i = 0; control && wanted.is_string() && i < control->choices.size(); ++i)
      if (control->choices[i] == wanted.get<std::string>()) value = static_cast<double>(i);
    for (std::size_t i = 0; i < conditions_.size(); ++i)
      if (conditions_[i].control.path() == field.usedWhenPath && conditions_[i].value == value)
        return static_cast<int>(i);
    const std::optional<FieldAccess> access = FieldAccess::resolve(field.usedWhenPath, Config{});
    if (!access || value < 0 || conditions_.size() == 64)
      throw std::logic_error("the field table's usedWhen of " + field.path + " names no flag or choice");
    conditions_.push_back({*access, value});
    return static_cast<int>(conditions_.size() - 1);
  }

  std::vector<Rule> rules_;
  std::vector<Condition> conditions_;
};

// Every number must be within the bounds that hold everywhere: a double finite and within the
// magnitudes, an integer within ±kMaxCount. Walks every number so that no field, present or
// future, is missed. False when a count lies beyond the bounds.
bool checkNumbers(Findings &f, const Config &c) {
  const RangeRules &rules = RangeRules::get();
  bool countsWithinBounds = true;
  NumberWalk walk;
  walk.run(c, [&](std::size_t position, const auto &value) {
    if constexpr (std::is_same_v<std::decay_t<decltype(value)>, double>) {
      if (!std::isfinite(value)) {
        f.report(walk.path(), SNP_MESSAGE("Validation", "is {}; must be a finite number"), value);
      } else if (beyondMagnitudes(value)) {
        const std::string_view unit = rules.unitAt(position);
        f.report(walk.path(), SNP_MESSAGE("Validation", "is {}; must be 0 or between {} and {} in magnitude"),
                 quantity(value, unit), quantity(kMinMagnitude, unit), quantity(kMaxMagnitude, unit));
      }
    } else if (value > kMaxCount) {
      f.report(walk.path(), SNP_MESSAGE("Validation", "is {}; must be <= {}"), value, kMaxCount);
      countsWithinBounds = false;
    } else if (value < -kMaxCount) {
      f.report(walk.path(), SNP_MESSAGE("Validation", "is {}; must be >= {}"), value, -kMaxCount);
      countsWithinBounds = false;
    }
  });
  return countsWithinBounds;
}

// Every number within its field's range in the table (model/FieldTable.h), while the field is
// used. Passes over non-finite numbers and numbers beyond the magnitudes: checkNumbers has
// reported those already, once each.
void checkRanges(Findings &f, const Config &c) {
  const RangeRules &rules = RangeRules::get();
  const std::uint64_t holding = rules.holding(c);
  NumberWalk walk;
  walk.run(c, [&](std::size_t position, const auto &value) {
    const RangeRules::Rule &rule = rules.at(position);
    if (!rule.checked || (rule.condition >= 0 && !(holding >> rule.condition & 1))) return;
    const double number = value;
    if (!std::isfinite(number) || beyondMagnitudes(number)) return;
    const FieldRange allowed = rule.narrow ? rule.narrow(c, rule.field->range) : rule.field->range;
    if (!allowed.contains(number))
      f.outOfRange(walk.path(), number, allowed, rule.field->unit, rule.field->type != FieldType::Real);
  });
}

// Steps in strictly decreasing size, ending at 0 so that every operation finds its step.
void checkEfficiencyCurve(Findings &f, const std::string &path, const std::vector<EfficiencyStep> &steps) {
  for (std::size_t i = 1; i < steps.size(); ++i)
    if (!(steps[i].from < steps[i - 1].from))
      f.report(elementPath(path, i) + ".from",
               SNP_MESSAGE("Validation", "is {}; must be below the step before it ({})"), steps[i].from,
               steps[i - 1].from);
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
  checkEfficiencyCurve(f, "accelerator.matrix_efficiency", a.matrix_efficiency);
  checkEfficiencyCurve(f, "accelerator.vector_efficiency", a.vector_efficiency);
  checkEfficiencyCurve(f, "accelerator.memory_efficiency", a.memory_efficiency);
  // A cap at or below the idle draw leaves no power to compute with.
  if (a.power_cap_W > 0 && a.power_cap_W <= a.idle_W)
    f.report("accelerator.power_cap_W",
             SNP_MESSAGE("Validation", "is {}; must be 0 (no cap) or above accelerator.idle_W ({})"),
             quantity(a.power_cap_W, "W"), quantity(a.idle_W, "W"));
  // A supply so warm that the idle draw alone takes the junction past its limit leaves no power to
  // compute with (sim/training/JunctionTemperature.h).
  const double resistance = junctionResistanceKPerW(c.cooling);
  if (a.max_operating_C > 0 && !f.reported("cooling.supply_C") &&
      c.cooling.supply_C + a.idle_W * resistance >= a.max_operating_C)
    f.report("accelerator.max_operating_C",
             SNP_MESSAGE("Validation", "is {}; the coolant supply ({}) and the idle draw's rise ({}) already "
                                       "reach it: raise it, or cool the supply"),
             quantity(a.max_operating_C, "°C"), quantity(c.cooling.supply_C, "°C"),
             quantity(a.idle_W * resistance, "K"));
  // A NIC may serve several accelerators (0.5: one per pair), but a node holds whole NICs.
  const double nicsPerNode = a.nics * c.node.accelerators;
  if (std::isfinite(nicsPerNode) && a.nics >= 0 && c.node.accelerators >= 1 &&
      std::abs(nicsPerNode - std::round(nicsPerNode)) > 1e-9 * std::max(1.0, nicsPerNode))
    f.report("accelerator.nics",
             SNP_MESSAGE("Validation",
                         "is {}; nics × node.accelerators = {} × {} = {} NICs per node must be a "
                         "whole number (0.5 = one NIC per pair of accelerators)"),
             a.nics, a.nics, c.node.accelerators, fmt::format("{:.6g}", nicsPerNode));
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
  const bool allPositive = std::all_of(t.dims.begin(), t.dims.end(), [](int k) { return k >= 1; });
  const double product = std::accumulate(t.dims.begin(), t.dims.end(), 1.0, std::multiplies<>());
  if (allPositive && product != static_cast<double>(endpoints))
    f.report(path + ".dims",
             SNP_MESSAGE("Validation",
                         "is [{}] with product {}; the product must equal the {} endpoints of the tier"),
             fmt::join(t.dims, ", "), product, endpoints);
  if (t.wrap.size() != t.dims.size())
    f.report(path + ".wrap", SNP_MESSAGE("Validation", "has {} entries; must have one per dimension ({})"),
             t.wrap.size(), t.dims.size());
  // Blocks joined by optical circuit switches: whole blocks tile the torus.
  if (t.ocs_block.empty()) return;
  if (t.ocs_block.size() != t.dims.size()) {
    f.report(path + ".ocs_block",
             SNP_MESSAGE("Validation", "has {} entries; must have one per dimension ({}) or none"),
             t.ocs_block.size(), t.dims.size());
    return;
  }
  for (std::size_t i = 0; i < t.dims.size(); ++i) {
    const int b = t.ocs_block[i];
    if (b >= 1 && t.dims[i] >= 1 && t.dims[i] % b != 0)
      f.report(elementPath(path + ".ocs_block", i),
               SNP_MESSAGE("Validation", "is {}; must divide the dimension's size {}"), b, t.dims[i]);
  }
}

void checkDragonfly(Findings &f, const std::string &path, const DragonflyShape &d, long long endpoints) {
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
  if (t.radix < 2 || t.radix % 2 != 0 || t.tiers < 1 || t.tiers > 3) return;
  // A k-ary fat tree of n tiers hosts 2·(k/2)^n ports: half of every switch's ports face down.
  const double hosts = 2 * std::pow(t.radix / 2.0, t.tiers);
  const double needed = static_cast<double>(endpoints) * ports;
  if (hosts >= needed) return;
  // What would host them: the smallest even radix at these tiers, or a third tier at this radix.
  int radix = t.radix;
  while (2 * std::pow(radix / 2.0, t.tiers) < needed)
    radix += 2;
  if (t.tiers < 3 && 2 * std::pow(t.radix / 2.0, 3) >= needed)
    f.report(
        path,
        SNP_MESSAGE("Validation",
                    "hosts {} ports (radix {}, {} tiers); must be >= the {} ports the tier "
                    "needs ({} endpoints × {} ports_per_endpoint): raise the radix to {} or the tiers to 3"),
        hosts, t.radix, t.tiers, needed, endpoints, ports, radix);
  else
    f.report(path,
             SNP_MESSAGE("Validation",
                         "hosts {} ports (radix {}, {} tiers); must be >= the {} ports the tier "
                         "needs ({} endpoints × {} ports_per_endpoint): raise the radix to {}"),
             hosts, t.radix, t.tiers, needed, endpoints, ports, radix);
}

void checkTier(Findings &f, const std::string &path, const NetworkTier &t, long long endpoints) {
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
  if (!t.mixtureOfExperts()) {
    if (par.ep > 1)
      f.report(
          "workload.parallelism.ep",
          SNP_MESSAGE("Validation", "is {}; must be 1 for a dense model (workload.transformer.experts = 0)"),
          par.ep);
    return;
  }
  if (t.experts_per_token > t.experts)
    f.report("workload.transformer.experts_per_token",
             SNP_MESSAGE("Validation", "is {}; must be from 1 to the {} routed experts"), t.experts_per_token,
             t.experts);
  if (t.dense_layers > t.layers)
    f.report("workload.transformer.dense_layers",
             SNP_MESSAGE("Validation", "is {}; must be from 0 to the {} layers"), t.dense_layers, t.layers);
  if (par.ep >= 1 && t.experts % par.ep != 0)
    f.report("workload.parallelism.ep", SNP_MESSAGE("Validation", "is {}; must divide the {} routed experts"),
             par.ep, t.experts);
  if (par.ep >= 1 && par.dp >= 1 && par.dp % par.ep != 0)
    f.report("workload.parallelism.ep",
             SNP_MESSAGE("Validation",
                         "is {}; must divide dp ({}): expert-parallel ranks are data-parallel ranks"),
             par.ep, par.dp);
}

void checkParallelism(Findings &f, const Config &c) {
  const Workload &w = c.workload;
  const Parallelism &par = w.parallelism;
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
  // What to change: dp, when the rest of the split divides the accelerators; else the split itself.
  const double replica = static_cast<double>(par.tp) * par.cp * par.pp;
  if (accelerators >= 1 && product != accelerators && std::fmod(accelerators, replica) == 0)
    f.report("workload.parallelism",
             SNP_MESSAGE("Validation",
                         "has tp·cp·pp·dp = {}·{}·{}·{} = {}; must equal the {} accelerators: set dp to {}"),
             par.tp, par.cp, par.pp, par.dp, product, accelerators, accelerators / replica);
  else if (accelerators >= 1 && product != accelerators)
    f.report(
        "workload.parallelism",
        SNP_MESSAGE("Validation",
                    "has tp·cp·pp·dp = {}·{}·{}·{} = {}; must equal the {} accelerators, which tp·cp·pp = {} "
                    "does not divide: choose a split that does (Edit > Best Parallelism finds the fastest)"),
        par.tp, par.cp, par.pp, par.dp, product, accelerators, replica);
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
  // The offloaded share of the optimizer state lives in host memory.
  const double device_optimizer = state.optimizer * (1 - w.offloadedOptimizerShare());
  const double needed = shard * (state.weight / shards.weights + state.gradient / shards.gradients +
                                 device_optimizer / shards.optimizer);
  if (needed > hbm)
    f.report("workload.parallelism",
             SNP_MESSAGE("Validation",
                         "needs {} GB per accelerator for weights, gradients and optimizer state ({} "
                         "parameters / (tp {} × pp {})); the accelerator has {} GB: raise tp or pp, or "
                         "shard the state over the data-parallel ranks (sharding)"),
             fmt::format("{:.1f}", needed / 1e9), plainText(quantityText(parameters, "")), par.tp, par.pp,
             fmt::format("{:.1f}", hbm / 1e9));
}

void checkWorkload(Findings &f, const Config &c) {
  const Workload &w = c.workload;
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
  // Narrow formats feed only the matrix units: attention, normalisation, activations and the
  // optimizer run in BF16 (NVIDIA Transformer Engine, "Using FP8 with Transformer Engine").
  const bool narrow =
      w.precision == Precision::FP8 || w.precision == Precision::INT8 || w.precision == Precision::FP4;
  if (narrow && c.accelerator.peak_flops[static_cast<std::size_t>(Precision::BF16)] == 0)
    f.report("accelerator.peak_flops.bf16",
             SNP_MESSAGE("Validation", "is 0 FLOP/s; must be > 0 because a workload in {} runs attention and "
                                       "elementwise ops in bf16"),
             kPrecisionNames[precision]);

  if (w.kind == WorkloadKind::Transformer) {
    checkTransformer(f, w);
    checkExperts(f, w);
  } else if (w.parallelism.ep != 1) {
    f.report("workload.parallelism.ep", SNP_MESSAGE("Validation", "is {}; must be 1 for {}"),
             w.parallelism.ep, std::string(kWorkloadNames[static_cast<std::size_t>(w.kind)]));
  }
  checkParallelism(f, c);
  checkModelStateFits(f, c);
}

void checkReliability(Findings &f, const Config &c) {
  const ReliabilityPolicy &r = c.reliability;
  // At least one node must remain to train on.
  const long long nodes = static_cast<long long>(c.cabinet.nodes) * c.layout.cabinets;
  if (r.hot_spares < kAutomaticHotSpares || (nodes >= 1 && r.hot_spares >= nodes))
    f.report("reliability.hot_spares",
             SNP_MESSAGE("Validation", "is {}; must be -1 (automatic) or an integer >= 0 below the {} nodes"),
             r.hot_spares, nodes);
  // Rates that add up to 0 would put every failure, and so the times between failures and the
  // checkpoint intervals they set, infinitely far away.
  const auto never = [](const FailureRate &rate) { return rate.per_accelerator_hour == 0; };
  if (!r.failure_rates.empty() && std::all_of(r.failure_rates.begin(), r.failure_rates.end(), never))
    f.report("reliability.failure_rates",
             SNP_MESSAGE("Validation",
                         "has every per_accelerator_hour at 0; their sum must be > 0, as no "
                         "hardware runs without failures (an empty table takes Llama 3's rates)"));
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
             r.checkpoint_interval_s, plainNumber(stall));
  const double failuresPerSecond = acceleratorFailureRate(r) * c.accelerators();
  if (!(failuresPerSecond > 0)) return;
  const double mtbf = 1 / failuresPerSecond;
  const double limit = kMaxPeriodInMtbf * mtbf;
  const std::string mtbfText = plainNumber(mtbf);
  if (stall > limit)
    f.report(r.checkpoint_async ? "reliability.snapshot_bandwidth_Bps" : "reliability.storage_bandwidth_Bps",
             SNP_MESSAGE("Validation", "makes each checkpoint stop the job for {} s, more than {} times the "
                                       "system's mean time between failures ({} s); the run could not make "
                                       "progress"),
             plainNumber(stall), kMaxPeriodInMtbf, mtbfText);
  if (const double write = checkpointStorageWriteS(c); r.checkpoint_async && write > limit)
    f.report("reliability.storage_bandwidth_Bps",
             SNP_MESSAGE("Validation", "makes each checkpoint's write take {} s, more than {} times the "
                                       "system's mean time between failures ({} s); the run could not make "
                                       "progress"),
             plainNumber(write), kMaxPeriodInMtbf, mtbfText);
  if (!r.checkpoint_optimal && r.checkpoint_interval_s > limit)
    f.report("reliability.checkpoint_interval_s",
             SNP_MESSAGE("Validation", "is {} s, more than {} times the system's mean time between failures "
                                       "({} s); the run could not make progress"),
             r.checkpoint_interval_s, kMaxPeriodInMtbf, mtbfText);
}

// A group that installs fewer units than its redundancy needs carries nothing.
void checkUnits(Findings &f, const std::string &path, int units, Redundancy redundancy) {
  if (units > 0 && units < minimumUnits(redundancy))
    f.report(path, SNP_MESSAGE("Validation", "is {}; must be 0 (as the load needs) or at least {} under {}"),
             units, minimumUnits(redundancy), kRedundancyNotation[static_cast<std::size_t>(redundancy)]);
}

// A plant unit that fails more often than hourly is no plant: its outages would leave the job no
// time to run, and the expected number of them per checkpoint period would overflow.
constexpr double kLeastUnitMtbf_h = 1;

void checkUnitFailures(Findings &f, const std::string &prefix, const UnitFailures &failures) {
  if (failures.mtbf_h > 0 && failures.mtbf_h < kLeastUnitMtbf_h)
    f.report(prefix + "failures.mtbf_h",
             SNP_MESSAGE("Validation", "is {} h; must be 0 (never fails) or at least {} h"),
             plainNumber(failures.mtbf_h), kLeastUnitMtbf_h);
}

void checkPowerChain(Findings &f, const PowerChain &chain) {
  const std::pair<const char *, const PowerLevel *> levels[] = {{"utility", &chain.utility},
                                                                {"transformer", &chain.transformer},
                                                                {"switchboard", &chain.switchboard},
                                                                {"ups", &chain.ups},
                                                                {"distribution", &chain.distribution}};
  for (const auto &[name, level] : levels) {
    if (level->rating_W > 0)
      checkUnits(f, fmt::format("power_chain.{}.units", name), level->units, level->redundancy);
    checkUnitFailures(f, fmt::format("power_chain.{}.", name), level->failures);
  }
  checkUnitFailures(f, "power_chain.shelves.", chain.shelves.failures);
  if (chain.shelves.shelves > 0) {
    checkUnits(f, "power_chain.shelves.shelves", chain.shelves.shelves, chain.shelves.redundancy);
    if (!(chain.shelves.shelf_W > 0))
      f.report("power_chain.shelves.shelf_W",
               SNP_MESSAGE("Validation", "is {} W; must be above 0 when the cabinets have power shelves"),
               chain.shelves.shelf_W);
  }
}

// Like a level of the power chain, a group of CDUs needs the units its redundancy counts on; and
// the facility water it takes must stay above freezing.
void checkCoolantDistribution(Findings &f, const Cooling &c) {
  const CoolantDistribution &cdu = c.cdu;
  checkUnitFailures(f, "cooling.cdu.", cdu.failures);
  if (!(cdu.capacity_W > 0)) return;
  checkUnits(f, "cooling.cdu.units", cdu.units, cdu.redundancy);
  if (c.supply_C - cdu.approach_K <= 0)
    f.report("cooling.cdu.approach_K",
             SNP_MESSAGE("Validation",
                         "is {} K; the facility water would be supplied at {} °C, at or below freezing"),
             cdu.approach_K, c.supply_C - cdu.approach_K);
}

// Stull's wet-bulb formula (2011) holds from 5 % relative humidity; 0 says none is given.
constexpr double kLeastRelativeHumidity = 0.05;

void checkSite(Findings &f, const Site &s) {
  double climateHours = 0;
  for (std::size_t i = 0; i < s.climate.size(); ++i) {
    const SitePoint &point = s.climate[i];
    climateHours += point.hours;
    if (point.relative_humidity > 0 && point.relative_humidity < kLeastRelativeHumidity)
      f.report(elementPath("site.climate", i) + ".relative_humidity",
               SNP_MESSAGE("Validation", "is {}; must be 0 (not given) or at least {}, where the wet-bulb "
                                         "formula holds"),
               point.relative_humidity, kLeastRelativeHumidity);
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
  // The other rules multiply counts in int: beyond the bounds they could overflow.
  if (!checkNumbers(findings, config)) return problems;
  checkRanges(findings, config);
  const bool sized = checkSystemSize(findings, config);
  checkAccelerator(findings, config);
  if (sized) checkNetwork(findings, config);
  checkWorkload(findings, config);
  checkReliability(findings, config);
  checkPowerChain(findings, config.power_chain);
  checkCoolantDistribution(findings, config.cooling);
  checkSite(findings, config.site);
  if (problems.empty()) checkCheckpointCost(findings, config);
  return problems;
}

Problems transformerProblems(const TransformerShape &shape) {
  Config carrier;
  carrier.workload.kind = WorkloadKind::Transformer;
  carrier.workload.transformer = shape;
  // A served model may leave its training sequence out: requests bring their own lengths.
  if (shape.sequence == 0) carrier.workload.transformer.sequence = 1;
  constexpr std::string_view kPrefix = "workload.";
  Problems own;
  for (Problem &problem : validate(carrier))
    if (problem.path.starts_with("workload.transformer.")) {
      problem.path.erase(0, kPrefix.size());
      own.push_back(std::move(problem));
    }
  return own;
}

} // namespace snp::model
