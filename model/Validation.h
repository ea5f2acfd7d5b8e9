#pragma once

#include "model/Config.h"
#include "model/Problem.h"

namespace snp::model {

// Every problem of the configuration, each naming the field path, the value and the allowed
// range. An empty list means the simulator may evaluate it.
Problems validate(const Config &config);

} // namespace snp::model
