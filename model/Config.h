#pragma once

#include "model/Cooling.h"
#include "model/Hardware.h"
#include "model/Network.h"
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
  Workload workload;
  ReliabilityPolicy reliability;
  Site site;

  bool operator==(const Config &) const = default;

  int acceleratorsPerCabinet() const { return node.accelerators * cabinet.nodes; }
  int nodes() const { return cabinet.nodes * layout.cabinets; }
  int accelerators() const { return acceleratorsPerCabinet() * layout.cabinets; }
  // Switch chips in the nodes of a scale-up domain of `domain` accelerators: node.switch_chips per
  // node (a share, rounded up, when a domain is smaller than a node). A switched scale-up tier's
  // chips are these (DGX H100: 4 NVSwitch), the same chips the power model charges.
  double nodeSwitchChips(int domain) const {
    if (node.switch_chips <= 0 || node.accelerators <= 0 || domain <= 0) return 0;
    return std::ceil(double(domain) * node.switch_chips / node.accelerators);
  }
};

} // namespace snp::model
