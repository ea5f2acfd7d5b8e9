#pragma once

// The accelerators and node types a user can choose from: those of the bundled systems
// (resources/presets/*.json), each entry as its preset describes it, with the preset's public
// sources in its notes. Choosing one replaces the configuration's accelerator or node as a whole,
// so that peaks, HBM, power and links always belong to one real chip, never half of two.

#include "model/Config.h"
#include "model/FollowStructure.h"

#include <string>
#include <vector>

namespace snp::model {

// One node design of a bundled system: its node as the preset has it, with the preset's
// accelerator named for the label.
struct NodeType {
  std::string system;      // the preset's name ("NVIDIA DGX H100 SuperPOD (4 SUs, 1,024 GPUs)")
  std::string accelerator; // the accelerator the node holds in that system
  Node node;
};

// Every distinct accelerator of the bundled presets (by name), in the presets' order.
const std::vector<Accelerator> &acceleratorCatalogue();
// Every distinct node of the bundled presets, in the presets' order.
const std::vector<NodeType> &nodeTypeCatalogue();

// `config` with `accelerator` in place of its own; `changes` lists every accelerator field that
// moved (what the editor tells the user followed).
FollowedStructure withAccelerator(const Config &config, const Accelerator &accelerator);
// `config` with `node` in place of its own, and what follows a new number of accelerators per node
// (followStructure: parallelism, torus shape, scale-up domain); `changes` lists the node's fields
// that moved and what followed them.
FollowedStructure withNodeType(const Config &config, const Node &node);

} // namespace snp::model
