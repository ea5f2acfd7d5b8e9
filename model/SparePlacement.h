#pragma once

namespace snp::model {

// Where the hot spares are installed (sim::sparePlacement gives a configuration's): beside the job's nodes,
// dealt round the cabinets one at a time (spare k in cabinet k mod cabinets), so that a hall with a spare per
// cabinet has one in each and a repair crew finds a spare near every failure. sim/reliability/MonteCarlo.h
// numbers spare k as node config.nodes() + k.
struct SparePlacement {
  int cabinets = 1;
  int spares = 0;

  int cabinetOf(int spare) const { return spare % cabinets; }
  // Its slot among the spares of its cabinet (0 for the first dealt there).
  int slotOf(int spare) const { return spare / cabinets; }
  int sparesIn(int cabinet) const { return spares / cabinets + (cabinet < spares % cabinets ? 1 : 0); }
};

} // namespace snp::model
