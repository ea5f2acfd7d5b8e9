#pragma once

#include "model/Cooling.h"
#include "model/Finance.h"
#include "model/Hardware.h"
#include "model/Network.h"
#include "model/PowerChain.h"
#include "model/PriceIndex.h"
#include "model/Reliability.h"
#include "model/Workload.h"

#include <cmath>
#include <string>

namespace snp::model {

// 2: workload.parallelism.sharding replaced optimizer_sharding (model/JsonUpgrade.h).
inline constexpr int kSchemaVersion = 2;

// The largest count any integer field may hold, and the most accelerators a system may have:
// 2^24 = 16,777,216, eighty times the largest cluster announced (xAI Colossus, 200,000 GPUs,
// 2025). Validation holds every count to it, so a product of two counts fits in 64 bits and the
// simulator's int arithmetic cannot overflow.
inline constexpr int kMaxCount = 1 << 24;

// A whole deployment: the one value the simulator evaluates and the editor edits.
struct Config {
  std::string id; // stable identifier, e.g. "seed-s1"
  std::string name;
  std::string notes; // sources and assumptions
  Accelerator accelerator;
  Node node;
  Cabinet cabinet;
  Layout layout;
  Network network;
  Cooling cooling;
  PowerChain power_chain;
  Workload workload;
  ReliabilityPolicy reliability;
  Site site;
  Finance finance;
  // A price book of the configuration's own ("price_book" in its JSON); none: the public one.
  PriceBookRef price_book;

  bool operator==(const Config &) const = default;

  int acceleratorsPerCabinet() const { return node.accelerators * cabinet.nodes; }
  int nodes() const { return cabinet.nodes * layout.cabinets; }
  int accelerators() const { return acceleratorsPerCabinet() * layout.cabinets; }
  // The counts in double, for messages and checks before validation: exact up to 2^53, and
  // three ints of up to 2^31 (2^93) cannot overflow it.
  double nodeCount() const { return double(cabinet.nodes) * layout.cabinets; }
  double acceleratorCount() const { return double(node.accelerators) * nodeCount(); }
  // Whether the counts that size the system (accelerators per node, nodes per cabinet, cabinets,
  // rows) and the nodes and accelerators they make lie within 0…kMaxCount: only then can the int
  // accessors above not overflow, and a view allocate by them. Validation names each breach; this
  // is the quick test for code that sizes something by a configuration that may not be valid (a
  // project file from a stranger, an edit with problems elsewhere).
  bool sizedWithinBounds() const {
    const auto held = [](double count) { return count >= 0 && count <= kMaxCount; };
    return held(node.accelerators) && held(cabinet.nodes) && held(layout.cabinets) && held(layout.rows) &&
           held(nodeCount()) && held(acceleratorCount());
  }
  // Switch chips in the nodes of a scale-up domain of `domain` accelerators: node.switch_chips per
  // node (a share, rounded up, when a domain is smaller than a node). A switched scale-up tier's
  // chips are these (DGX H100: 4 NVSwitch), the same chips the power model charges.
  double nodeSwitchChips(int domain) const {
    if (node.switch_chips <= 0 || node.accelerators <= 0 || domain <= 0) return 0;
    return std::ceil(double(domain) * node.switch_chips / node.accelerators);
  }
};

} // namespace snp::model
