#include "views/editor/NetworkTierActions.h"

#include <QCoreApplication>

namespace snp::views {

QList<NetworkTierAction> networkTierActions(const model::Config &config) {
  // A system beyond the counts has no domain size to offer: its products do not fit an int.
  if (!config.sizedWithinBounds()) return {};
  const int domain = config.network.scaleup_domain;
  QList<NetworkTierAction> actions{
      {QCoreApplication::translate("NetworkTierActions",
                                   "One scale-up domain for the whole system (no scale-out tier)"),
       config.accelerators()},
      {QCoreApplication::translate("NetworkTierActions",
                                   "Scale-out tier between cabinets (a scale-up domain per cabinet)"),
       config.acceleratorsPerCabinet()},
      {QCoreApplication::translate("NetworkTierActions",
                                   "Scale-out tier between nodes (a scale-up domain per node)"),
       config.node.accelerators}};
  for (NetworkTierAction &action : actions)
    action.current = action.scaleup_domain == domain;
  return actions;
}

} // namespace snp::views
