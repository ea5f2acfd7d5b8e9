#pragma once

#include "model/Config.h"
#include "model/Problem.h"
#include "sim/Figure.h"
#include "sim/scheduling/JobTrace.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace snp::sim {

// Where the scheduler puts a job's cards. Every policy honours the job's own shape (a contiguous
// job always gets a sub-cuboid, a domain job whole domains); they differ for jobs that accept any
// cards:
// - FirstFit: the lowest-numbered free cards;
// - BestFit: the fullest domain that still holds the job, else first fit;
// - MostAllocated / LeastAllocated: node by node, the node that scores highest (lowest) after
//   taking its share, scored as Kubernetes' NodeResourcesFit plugin does:
//   score = sum_r w_r x requested_r / allocatable_r / sum_r w_r over cards and host memory
//   (kubernetes.io, "Resource Bin Packing"; S1 weighs cards 3 and memory 2);
// - Topology: every job as contiguous, a sub-cuboid of one torus domain (waits for one);
// - Profile: S2's rule, by the job's FLOPs per byte: contiguous when a scattered placement
//   would slow it by more than profile_tolerance, else first fit;
// - EnergyAware: S3's digital twin, profile-driven and energy-aware: the jobs Profile gives a
//   contiguous slice get one in the fullest domain that holds it; the others go onto the fewest
//   cabinets running jobs (FreeCapacity::takePacked), so that more cabinets stand idle and can be
//   switched off.
enum class PlacementPolicy {
  FirstFit,
  BestFit,
  MostAllocated,
  LeastAllocated,
  Topology,
  Profile,
  EnergyAware
};
inline constexpr std::string_view kPlacementPolicyNames[] = {
    "first_fit", "best_fit", "most_allocated", "least_allocated", "topology", "profile", "energy_aware"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kPlacementPolicyNames) == static_cast<std::size_t>(PlacementPolicy::EnergyAware) + 1);

struct ScheduleOptions {
  PlacementPolicy policy = PlacementPolicy::FirstFit;
  double card_weight = 3;   // MostAllocated/LeastAllocated weights: S1's cluster scorer
  double memory_weight = 2; // (gpu 3, memory 2)
  // Jobs behind a blocked one may start when they fit (backfill). Queued jobs looked at per
  // pass: Slurm's default_queue_depth (slurm.conf, "default_queue_depth ... default 100").
  bool backfill = true;
  int queue_depth = 100;
  // A job that has waited this long stops others from passing it until it starts, so large jobs
  // do not starve (a reservation without runtime estimates); 0 = never.
  double reserve_after_s = 4 * 3600.0;
  // Profile: the slowdown a scattered placement may cost before the job needs a contiguous one.
  double profile_tolerance = 0.05;
  // Cards each tenant may hold at once, as shares of the machine, one per JobTrace::tenants; a
  // missing entry is 1 (no quota).
  std::vector<double> tenant_quota;
  // Nodes fail at the reliability model's rate and are repaired, and the plant's units at theirs.
  bool failures = true;
  // Failures at given times instead (a failure log to replay); when set, no random failures.
  struct NodeFailure {
    double time_s = 0;
    int node = 0;
  };
  std::vector<NodeFailure> failure_log;
  std::uint64_t seed = 1;
  int utilisation_points = 240; // samples of the utilisation curve
  // Events the simulation may handle before it stops, incomplete: a guard against a trace or a
  // failure rate that would take days to simulate (100,000 jobs take about 400,000).
  std::size_t max_events = 50'000'000;
  // Set from another thread to stop early; the result then says it is incomplete.
  const std::atomic<bool> *cancel = nullptr;
  // Called now and then with the share of jobs finished, from the simulating thread.
  std::function<void(double)> progress;
};

// One job's fate.
struct JobOutcome {
  double start_s = -1; // first start; -1 = never started
  double end_s = -1;   // completion; -1 = unfinished
  double wait_s = 0;   // first start - submit
  double slowdown = 1; // of its last placement (sim/scheduling/PlacementSlowdown.h)
  int domains = 0;     // scale-up domains its last placement spanned
  int interruptions = 0;
};

// A stretch of time one job held one set of cards: the replay draws these.
struct Allocation {
  int job = 0;
  double start_s = 0;
  double end_s = 0;
  std::uint32_t first_card = 0; // into ScheduleResult::allocation_cards
  std::uint32_t card_count = 0;
};

// A node out of service (failed with no spare to stand in) from start_s to end_s.
struct NodeOutage {
  int node = 0;
  double start_s = 0;
  double end_s = 0;
};

// A group of the plant that could not carry its cabinets, and so took `nodes` nodes from
// `first_node` out of service, from start_s to end_s (the run's end when it was still down).
struct PlantOutageSpan {
  int first_node = 0;
  int nodes = 0;
  double start_s = 0;
  double end_s = 0;
};

struct TenantQueueing {
  std::string tenant;
  int jobs = 0;
  double mean_wait_s = 0;
  double p95_wait_s = 0;
  double card_hours = 0; // of useful work finished
};

struct UtilisationSample {
  double time_s = 0;
  double utilisation = 0; // busy / in-service cards, averaged over the sample's interval
  int queued_jobs = 0;    // at the sample's end
};

struct ScheduleFigures {
  Figure jobs;
  Figure finished_jobs;
  Figure makespan_s;
  Figure utilisation;            // busy card-time / in-service card-time while jobs arrive
  Figure effective_utilisation;  // the same, each card weighted by 1 / its job's slowdown
  Figure utilisation_swing;      // standard deviation of hourly utilisation while jobs arrive
  Figure utilisation_half_range; // half the 5th-95th percentile range of hourly utilisation
  Figure mean_wait_s;
  Figure p95_wait_s;
  Figure stranded_share; // free cards a blocked job could not use, as a share of all card-time
  Figure slowed_jobs;    // placed where they run slower than ideal
  Figure mean_slowdown;  // of those
  Figure useful_card_hours_per_hour;
  Figure node_failures;
  Figure interrupted_jobs;
  Figure spare_swaps;
  Figure plant_outages;
  // Energy: cabinets that run at least one job are powered; the others can stand idle or be off.
  Figure powered_cabinet_share;  // cabinet-time running jobs / all cabinet-time
  Figure it_energy_kWh;          // every cabinet on
  Figure it_energy_idle_off_kWh; // cabinets running no job switched off

  template <class Visitor> void forEachFigure(Visitor &&visit) const {
    visit("jobs", jobs);
    visit("finished_jobs", finished_jobs);
    visit("makespan_s", makespan_s);
    visit("utilisation", utilisation);
    visit("effective_utilisation", effective_utilisation);
    visit("utilisation_swing", utilisation_swing);
    visit("utilisation_half_range", utilisation_half_range);
    visit("mean_wait_s", mean_wait_s);
    visit("p95_wait_s", p95_wait_s);
    visit("stranded_share", stranded_share);
    visit("slowed_jobs", slowed_jobs);
    visit("mean_slowdown", mean_slowdown);
    visit("useful_card_hours_per_hour", useful_card_hours_per_hour);
    visit("node_failures", node_failures);
    visit("interrupted_jobs", interrupted_jobs);
    visit("spare_swaps", spare_swaps);
    visit("plant_outages", plant_outages);
    visit("powered_cabinet_share", powered_cabinet_share);
    visit("it_energy_kWh", it_energy_kWh);
    visit("it_energy_idle_off_kWh", it_energy_idle_off_kWh);
  }
};

struct ScheduleResult {
  ScheduleFigures figures;
  std::vector<JobOutcome> outcomes; // one per trace job
  std::vector<TenantQueueing> tenants;
  std::vector<UtilisationSample> utilisation;
  std::vector<Allocation> allocations;
  std::vector<std::uint32_t> allocation_cards;
  std::vector<NodeOutage> outages;
  std::vector<PlantOutageSpan> plant_outages;
  int cards = 0;
  bool complete = true;   // false when cancelled or out of events
  bool exhausted = false; // stopped at ScheduleOptions::max_events
};

// Problems that stop a trace from running on a machine: a job larger than the machine, its
// tenant's quota or (contiguous) any sub-cuboid; a policy weight out of range. Each message names
// the job (its path, from 1 in trace order) or the option.
model::Problems scheduleProblems(const model::Config &config, const JobTrace &trace,
                                 const ScheduleOptions &options);

// A discrete-event simulation of the trace on the configuration, which validate() accepted and
// scheduleProblems found runnable. Deterministic for a seed: ties between events break by the
// order they were made in.
ScheduleResult simulateSchedule(const model::Config &config, const JobTrace &trace,
                                const ScheduleOptions &options);

} // namespace snp::sim
