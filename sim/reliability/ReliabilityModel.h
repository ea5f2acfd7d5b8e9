#pragma once

#include "model/CheckpointCost.h"
#include "model/Config.h"
#include "model/SparePlacement.h"
#include "sim/Figure.h"
#include "sim/facility/PlantFailures.h"
#include "sim/reliability/JunctionFailures.h"

namespace snp::sim {

// The run the analytic model and the Monte Carlo both describe. Failures strike the working
// nodes at exponential times only while the job runs (computing or writing a checkpoint); a
// failure loses the work since the last completed checkpoint, swaps in a spare (or waits for
// the earliest repair when the pool is empty) and restarts. Every compute interval ends with a
// checkpoint write. A failed node returns to the pool repair_s after it failed. An outage of the
// plant (a group of power or cooling units left with too few units up) stops the cabinets it
// serves, and with them the job, which loses its work since the checkpoint, waits until the group
// carries its cabinets again and restarts; the nodes come back with the power, unharmed.
struct RunModel {
  int nodes = 1;
  int spares = 0;
  JunctionFailures accelerator; // how often one fails, at its junction temperature
  double node_failure_rate_per_s = 0;
  double useful_s = 0;           // compute the run needs
  double compute_interval_s = 0; // compute between checkpoints
  double checkpoint_write_s = 0; // what the job stops for: the snapshot when asynchronous
  double restart_s = 0;          // restart, plus reading the checkpoint back when not in memory
  double repair_s = 0;
  int cabinets = 1;
  PlantFailures plant;

  // How often a node of the job fails.
  double systemFailureRate() const { return nodes * node_failure_rate_per_s; }
  // How often the job stops: a node fails or the plant drops cabinets.
  double interruptionRate() const { return systemFailureRate() + plant.outagesPerS(); }
};

// Hot spares as configured, or, with model::kAutomaticHotSpares, the smallest pool that lasts
// through one repair window in 99 % of windows (sparesForRepairWindow): what a large run keeps at
// hand so that a failure swaps a node in instead of waiting for a repair. Never as many as the
// job's nodes.
inline constexpr double kAutomaticSparesConfidence = 0.99;
int hotSpares(const model::Config &config);
// Where those spares stand: dealt round the cabinets.
model::SparePlacement sparePlacement(const model::Config &config);
// Added to each restart: reading the checkpoint back from storage, and, when the storage write is
// asynchronous, redoing the period whose write had not finished; 0 when restoring from memory.
double restoreS(const model::Config &config);
// What one interruption costs on average, beyond the lost work: the restart; the wait for a
// repaired node when a node failed and no spare is ready (sim/reliability/SparePool.h), as a share
// of the node failures among the interruptions; the wait for the plant, as the outages' share.
struct Downtime {
  double restart_s = 0;
  double repair_wait_s = 0;
  double plant_wait_s = 0;
  double total() const { return restart_s + repair_wait_s + plant_wait_s; }
};
Downtime meanDowntime(const RunModel &run);

// `useful_s`: the compute the run needs (sim/training/TimeToTrain.h); without it, evaluated from the
// config. `plant`: as evaluate() sized it; without it, sized from the config.
RunModel runModel(const model::Config &config, double useful_s, const PlantFailures &plant);
RunModel runModel(const model::Config &config, double useful_s);
RunModel runModel(const model::Config &config);

// The expected course of a run under RunModel's assumptions. Per checkpoint period of length
// L = compute + write, with interruption rate Λ and mean downtime D, a renewal argument gives
// exactly E[wall] = (1/Λ + D)(e^{ΛL} - 1) and e^{ΛL} - 1 interruptions (the plant is taken to fail
// only while the job runs, as the nodes do: outages during a restart are left out).
struct RunExpectation {
  double wall_s = 0;
  double checkpoint_s = 0;
  double rework_s = 0;
  double restart_s = 0;
  double repair_wait_s = 0;
  double plant_wait_s = 0;
  double interruptions = 0;
};

RunExpectation expectedRun(const RunModel &run, const Downtime &downtime);

struct ReliabilityResults {
  Figure junction_C;              // of the accelerators while they compute
  Figure junction_failure_factor; // their failure rate over the rate as counted (air-cooled, at TDP)
  Figure accelerator_failure_rate_per_s;
  Figure node_mtbf_s;
  Figure system_mtbf_s;
  Figure interruptions_per_day;
  Figure plant_outage_rate_per_s; // of groups of plant units, each stopping the job
  Figure plant_outage_s;          // mean
  Figure checkpoint_size_B;
  Figure checkpoint_write_s; // the job's stop per checkpoint
  Figure checkpoint_storage_write_s;
  Figure restore_s;
  Figure hot_spares;
  Figure young_interval_s;
  Figure daly_interval_s;
  Figure optimal_period_s;      // goodput-optimal period, write included
  Figure checkpoint_interval_s; // period in use: optimal or as configured
  Figure checkpoint_overhead;   // shares of the wall time
  Figure rework_overhead;
  Figure restart_overhead;
  Figure repair_wait_overhead;
  Figure plant_outage_overhead;
  Figure goodput; // useful / wall
  Figure spares_sufficient_probability;
  Figure spare_ready_probability;
  Figure failover_with_spare_s;
  Figure failover_without_spare_s;
  Figure mean_downtime_s;
  Figure expected_interruptions;
  Figure expected_wall_time_s;

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("junction_C", junction_C);
    v("junction_failure_factor", junction_failure_factor);
    v("accelerator_failure_rate_per_s", accelerator_failure_rate_per_s);
    v("node_mtbf_s", node_mtbf_s);
    v("system_mtbf_s", system_mtbf_s);
    v("interruptions_per_day", interruptions_per_day);
    v("plant_outage_rate_per_s", plant_outage_rate_per_s);
    v("plant_outage_s", plant_outage_s);
    v("checkpoint_size_B", checkpoint_size_B);
    v("checkpoint_write_s", checkpoint_write_s);
    v("checkpoint_storage_write_s", checkpoint_storage_write_s);
    v("restore_s", restore_s);
    v("hot_spares", hot_spares);
    v("young_interval_s", young_interval_s);
    v("daly_interval_s", daly_interval_s);
    v("optimal_period_s", optimal_period_s);
    v("checkpoint_interval_s", checkpoint_interval_s);
    v("checkpoint_overhead", checkpoint_overhead);
    v("rework_overhead", rework_overhead);
    v("restart_overhead", restart_overhead);
    v("repair_wait_overhead", repair_wait_overhead);
    v("plant_outage_overhead", plant_outage_overhead);
    v("goodput", goodput);
    v("spares_sufficient_probability", spares_sufficient_probability);
    v("spare_ready_probability", spare_ready_probability);
    v("failover_with_spare_s", failover_with_spare_s);
    v("failover_without_spare_s", failover_without_spare_s);
    v("mean_downtime_s", mean_downtime_s);
    v("expected_interruptions", expected_interruptions);
    v("expected_wall_time_s", expected_wall_time_s);
  }
};

ReliabilityResults evaluateReliability(const model::Config &config, double useful_s,
                                       const PlantFailures &plant);
ReliabilityResults evaluateReliability(const model::Config &config, double useful_s);
ReliabilityResults evaluateReliability(const model::Config &config);

} // namespace snp::sim
