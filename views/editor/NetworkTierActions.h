#pragma once

#include "model/Config.h"

#include <QList>
#include <QString>

namespace snp::views {

// The structural choices for the network's tiers. The model has two: a scale-up tier inside
// each domain and a scale-out tier joining the domains (every system in the seeds and presets is
// built so). Removing the scale-out tier makes one domain of the whole system; adding it back
// makes a domain of each node or each cabinet. Each choice is one edit of
// network.scaleup_domain, which the scale-up torus and the workload follow
// (model/FollowStructure.h).
struct NetworkTierAction {
  QString text;
  int scaleup_domain = 1;
  bool current = false; // the configuration is already so
};

// None when the system is beyond the counts (Config::sizedWithinBounds).
QList<NetworkTierAction> networkTierActions(const model::Config &config);

} // namespace snp::views
