#pragma once

#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace snp::sim {

// What cards a job accepts (sim/scheduling/Scheduler.h places it):
// - Any: any free cards, wherever they are; a scattered job may run slower (its collectives
//   cross more links, or the scale-out network);
// - Contiguous: a sub-cuboid of the scale-up torus or mesh (a TPU slice; Jouppi et al., ISCA
//   2023), or consecutive cards of a switched or full-mesh domain; a job larger than a domain
//   takes whole domains;
// - Domain: whole scale-up domains only (an NVL72 rack per job).
enum class PlacementShape { Any, Contiguous, Domain };
inline constexpr std::string_view kPlacementShapeNames[] = {"any", "contiguous", "domain"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kPlacementShapeNames) == static_cast<std::size_t>(PlacementShape::Domain) + 1);

// The longest a job may run and the latest it may arrive: a year, seven times the longest published
// training run (Llama 3 405B, 54 days; Dubey et al., arXiv 2407.21783), and ten years. Beyond them a
// trace is a typo, and a simulation would draw failures for centuries.
inline constexpr double kMaxJobDuration_s = 366 * 86400.0;
inline constexpr double kMaxSubmit_s = 10 * 366 * 86400.0;

// One job of a trace.
struct Job {
  double submit_s = 0; // arrival, from the start of the trace
  int cards = 1;       // accelerators it asks for
  // Run time on a contiguous placement without failures; a scattered placement stretches it
  // through the job's communication share (sim/scheduling/PlacementSlowdown.h).
  double duration_s = 0;
  int tenant = 0;   // index into JobTrace::tenants
  int priority = 0; // higher starts first; equal priorities start in arrival order
  PlacementShape shape = PlacementShape::Any;
  // The job's profile in S2's sense: FLOPs computed per byte its collectives move per card. Large
  // = compute-bound, small = communication-bound; 0 = unknown, taken from the scenario's own
  // workload through the training model.
  double flops_per_byte = 0;
  // Host memory it reserves (for MostAllocated's memory weight); 0 = in proportion to its cards.
  double host_memory_B = 0;
  bool operator==(const Job &) const = default;
};

// Jobs in arrival order, and the tenants they belong to.
struct JobTrace {
  std::vector<Job> jobs;
  std::vector<std::string> tenants = {"default"};
  bool operator==(const JobTrace &) const = default;
};

} // namespace snp::sim
