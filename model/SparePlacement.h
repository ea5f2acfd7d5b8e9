#pragma once

#include "model/Config.h"

namespace snp::model {

// Where the hot spares are installed: beside the job's nodes, dealt round the cabinets one at a
// time (spare k in cabinet k mod cabinets), so that a hall with a spare per cabinet has one in
// each and a repair crew finds a spare near every failure. sim/MonteCarlo.h numbers spare k as
// node config.nodes() + k.
int cabinetOfSpare(const Config &config, int spare);
// How many spares cabinet `cabinet` holds, and its slot among them of spare `spare`.
int sparesInCabinet(const Config &config, int cabinet);
int slotOfSpare(const Config &config, int spare);

} // namespace snp::model
