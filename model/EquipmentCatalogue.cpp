#include "model/EquipmentCatalogue.h"

#include "model/ConfigEdit.h"
#include "model/FieldTable.h"
#include "model/Presets.h"

#include <algorithm>
#include <array>
#include <iterator>

namespace snp::model {

namespace {

// The fields under `prefix` ("accelerator.") whose values differ between the two.
std::vector<FieldChange> changedFields(const Config &before, const Config &after, std::string_view prefix) {
  std::vector<FieldChange> changes;
  for (const Field &field : fieldTable()) {
    if (!field.path.starts_with(prefix) || field.type == FieldType::RecordList) continue;
    nlohmann::json was = fieldValue(before, field.path), now = fieldValue(after, field.path);
    if (was != now) changes.push_back({field.path, std::move(was), std::move(now)});
  }
  return changes;
}

} // namespace

const std::vector<Accelerator> &acceleratorCatalogue() {
  static const std::vector<Accelerator> catalogue = [] {
    std::vector<Accelerator> found;
    for (const Config &preset : presets())
      if (std::none_of(found.begin(), found.end(),
                       [&](const Accelerator &a) { return a.name == preset.accelerator.name; }))
        found.push_back(preset.accelerator);
    return found;
  }();
  return catalogue;
}

const std::vector<NodeType> &nodeTypeCatalogue() {
  static const std::vector<NodeType> catalogue = [] {
    std::vector<NodeType> found;
    for (const Config &preset : presets())
      if (std::none_of(found.begin(), found.end(), [&](const NodeType &t) { return t.node == preset.node; }))
        found.push_back({preset.name, preset.accelerator.name, preset.node});
    return found;
  }();
  return catalogue;
}

FollowedStructure withAccelerator(const Config &config, const Accelerator &accelerator) {
  Config next = config;
  next.accelerator = accelerator;
  std::vector<FieldChange> changes = changedFields(config, next, "accelerator.");
  // What decides a design first: the chip, its peak at the workload's precision, its memory and
  // its power; the rest (other precisions, efficiency curves, links) after.
  const std::string peak = "accelerator.peak_flops." + std::string(toString(config.workload.precision));
  const std::array<std::string_view, 5> first{"accelerator.name", peak, "accelerator.hbm_capacity_B",
                                              "accelerator.hbm_bandwidth_Bps", "accelerator.tdp_W"};
  const auto rank = [&](const FieldChange &change) {
    return std::distance(first.begin(), std::find(first.begin(), first.end(), change.path));
  };
  std::stable_sort(changes.begin(), changes.end(),
                   [&](const FieldChange &a, const FieldChange &b) { return rank(a) < rank(b); });
  return {next, std::move(changes), {}};
}

FollowedStructure withNodeType(const Config &config, const Node &node) {
  Config resized = config;
  resized.node = node;
  FollowedStructure followed = followStructure(config, resized);
  std::vector<FieldChange> changes = changedFields(config, resized, "node.");
  changes.insert(changes.end(), followed.changes.begin(), followed.changes.end());
  followed.changes = std::move(changes);
  return followed;
}

} // namespace snp::model
