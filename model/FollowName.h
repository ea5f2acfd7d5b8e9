#pragma once

#include "model/Config.h"

#include <string>

namespace snp::model {

// A name that states the system's size ("S3: 640 cards per cabinet, 16 cabinets (10,240 cards)")
// goes stale when the size changes. Each whole number in `name` that equals, before the edit, the
// accelerators in all, the cabinets or the accelerators per cabinet, where that count changed,
// takes its new value, written as the old one was ("10,240" → "102,400"). A number that also
// equals a count that did not change is left: it may mean that one (S1's "128-chip" supernode is
// still 128 chips when a second cabinet doubles the system). Numbers glued to letters ("NVL72",
// "CloudMatrix384", "70B") are names, not counts.
std::string nameFollowingSize(const std::string &name, const Config &before, const Config &after);

} // namespace snp::model
