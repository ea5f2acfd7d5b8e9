#pragma once

#include "app/gui/actions/Reaction.h"

namespace snp::app {

// Help > About: what the planner is, its version, and what it is built with.
class AboutReaction : public Reaction {
  Q_OBJECT

public:
  using Reaction::Reaction;

protected:
  void triggered() override;
};

} // namespace snp::app
