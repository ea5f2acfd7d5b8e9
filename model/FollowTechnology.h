#pragma once

#include "model/FollowStructure.h"

namespace snp::model {

// Choosing another cooling method (cooling.kind) takes the fields that belong to it along, from
// the catalogue (model/CoolingCatalogue.h): the share of the heat liquid takes, the supply
// temperature, the coolant's rise and, for a liquid method, the coolant. Switching immersion to
// cold plate no longer keeps 100 % liquid and the immersion fluid, so the PUE moves as it should.
FollowedStructure followTechnology(const Config &before, const Config &after);

} // namespace snp::model
