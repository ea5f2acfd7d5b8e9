#pragma once

#include "model/Config.h"
#include "model/Problem.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace snp::model {

// One field that changed, with its JSON values before and after (what undo needs).
struct FieldChange {
  std::string path;
  nlohmann::json before;
  nlohmann::json after;
  bool operator==(const FieldChange &) const = default;
};

// What a structural edit took along with it.
struct FollowedStructure {
  Config config;
  std::vector<FieldChange> changes; // the fields that followed, not the edited one
  Problems unfollowed;              // fields that could not follow, and why
};

// An edit that changes the number of accelerators or the scale-up domain (cabinets, nodes per
// cabinet, accelerators per node, network.scaleup_domain) leaves other fields describing the old
// size. Those that matched it follow the new one, the way an architect would redo them:
// - a scale-up domain that spanned the whole system still does;
// - a torus whose dimensions multiplied to its tier's endpoints is reshaped to the new count,
//   keeping its number of dimensions and as close as possible to its proportions;
// - a Dragonfly keeps as many groups as the endpoints need;
// - tp·cp·pp·dp = accelerators keeps holding through dp, the batch per replica kept (weak scaling);
// - a name that states the old size states the new one (model/FollowName.h).
// A field that matched and cannot follow (a prime count for a 3-D torus) is left as it was and
// named in `unfollowed` with the reason; validation then reports it too.
FollowedStructure followStructure(const Config &before, const Config &after);

// The dimensions closest to `dims` (in log proportions) whose product is `endpoints`, each
// dimension longer than 1 kept longer than 1; empty when there are none.
std::vector<int> reshapedTorus(const std::vector<int> &dims, long long endpoints);

} // namespace snp::model
