#pragma once

// A design space too large to enumerate, searched: NSGA-II (Deb, Pratap, Agarwal and Meyarivan, "A
// fast and elitist multiobjective genetic algorithm: NSGA-II", IEEE Trans. Evol. Comput. 6(2),
// 182-197, 2002) over the values of the spec's enumerated axes. Each generation's parents are
// chosen by binary tournament on front rank and crowding distance, recombined gene by gene and
// mutated (a value's neighbours along its axis, or any value); parents and children together are
// sorted into fronts and the best `population` survive. A design that is pruned, invalid or beyond
// a hard limit ranks behind every feasible one. The result is a sweep's result over the designs
// visited (their Pareto front, the best per objective and meeting the criteria, the counts):
// docs/sweep-spec.md, "search".

#include "sim/sweep/Sweep.h"

namespace snp::sim {

// Runs `sweep`'s search (SweepSpec::search must be set) on options.threads threads (0: every
// core); options.progress gets the distinct designs evaluated so far, options.cancel stops it
// within a generation; options.sample keeps that many of the designs evaluated first (those that
// rank), for a scatter. Shards do not apply. The result is the same for the same seed
// whatever the threads, unless the time limit stops it.
SweepResult evolutionarySearch(const CompiledSweep &sweep, const SweepOptions &options);

} // namespace snp::sim
