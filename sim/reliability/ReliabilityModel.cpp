#include "sim/reliability/ReliabilityModel.h"

#include "model/CoolingCatalogue.h"
#include "model/Message.h"

#include "model/WorkloadSize.h"
#include "sim/reliability/CheckpointInterval.h"
#include "sim/reliability/SparePool.h"
#include "sim/training/TimeToTrain.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace snp::sim {

namespace {

constexpr double kSecondsPerHour = 3600;
constexpr double kSecondsPerDay = 86400;
constexpr double kInfinity = std::numeric_limits<double>::infinity();

// One checkpoint period of `compute` seconds added `count` times.
void addPeriods(RunExpectation &e, const RunModel &run, double compute, double count,
                const Downtime &downtime) {
  if (count <= 0) return;
  const double rate = run.interruptionRate();
  const double length = compute + run.checkpoint_write_s;
  const double failures = rate > 0 ? std::expm1(rate * length) : 0;
  // Work lost per period: failures x mean time into the period when they strike.
  const double rework = rate > 0 ? (failures - rate * length) / rate : 0;
  e.checkpoint_s += count * run.checkpoint_write_s;
  e.rework_s += count * rework;
  e.restart_s += count * failures * downtime.restart_s;
  e.repair_wait_s += count * failures * downtime.repair_wait_s;
  e.plant_wait_s += count * failures * downtime.plant_wait_s;
  e.interruptions += count * failures;
  e.wall_s += count * (length + rework + failures * downtime.total());
}

} // namespace

namespace {

int hotSpares(const model::Config &config, double node_rate) {
  const model::ReliabilityPolicy &policy = config.reliability;
  if (policy.hot_spares != model::kAutomaticHotSpares) return std::max(0, policy.hot_spares);
  const int nodes = std::max(1, config.nodes());
  return std::min(nodes - 1,
                  sparesForRepairWindow(nodes, node_rate, policy.repair_s, kAutomaticSparesConfidence));
}

} // namespace

int hotSpares(const model::Config &config) {
  if (config.reliability.hot_spares != model::kAutomaticHotSpares) return hotSpares(config, 0);
  return hotSpares(config, junctionFailures(config).rate_per_s * config.node.accelerators);
}

model::SparePlacement sparePlacement(const model::Config &config) {
  return {std::max(1, config.layout.cabinets), hotSpares(config)};
}

double restoreS(const model::Config &config) {
  const model::ReliabilityPolicy &policy = config.reliability;
  if (policy.restore_from_memory) return 0;
  const double write = checkpointStorageWriteS(config);
  return write + (policy.checkpoint_async ? write : 0);
}

Downtime meanDowntime(const RunModel &run) {
  const double nodes = run.systemFailureRate();
  const double plant = run.plant.outagesPerS();
  const double all = nodes + plant;
  Downtime d;
  d.restart_s = run.restart_s;
  if (!(all > 0)) return d;
  d.repair_wait_s = nodes / all * expectedRepairWait(nodes, run.repair_s, run.restart_s, run.spares);
  d.plant_wait_s = plant / all * run.plant.meanOutageS();
  return d;
}

RunModel runModel(const model::Config &config) { return runModel(config, usefulComputeS(config)); }

RunModel runModel(const model::Config &config, double useful_s) {
  return runModel(config, useful_s, plantFailures(config));
}

RunModel runModel(const model::Config &config, double useful_s, const PlantFailures &plant) {
  const model::ReliabilityPolicy &policy = config.reliability;
  RunModel run;
  run.nodes = std::max(1, config.nodes());
  run.accelerator = junctionFailures(config);
  run.node_failure_rate_per_s = run.accelerator.rate_per_s * config.node.accelerators;
  run.spares = hotSpares(config, run.node_failure_rate_per_s);
  run.useful_s = useful_s;
  run.checkpoint_write_s = checkpointStallS(config);
  run.restart_s = policy.restart_s + restoreS(config);
  run.repair_s = policy.repair_s;
  run.cabinets = std::max(1, config.layout.cabinets);
  run.plant = plant;
  const double mtbf = 1 / run.interruptionRate();
  const double chosen = policy.checkpoint_optimal ? goodputOptimalPeriod(run.checkpoint_write_s, mtbf).value
                                                  : policy.checkpoint_interval_s;
  // An asynchronous write must land before the next snapshot starts.
  const double period = policy.checkpoint_async ? std::max(chosen, checkpointStorageWriteS(config)) : chosen;
  run.compute_interval_s = std::max(0.0, period - run.checkpoint_write_s);
  return run;
}

RunExpectation expectedRun(const RunModel &run, const Downtime &downtime) {
  RunExpectation e;
  if (run.useful_s <= 0) return e;
  if (run.compute_interval_s <= 0) {
    e.wall_s = kInfinity; // checkpoint writes fill the whole period: no progress
    return e;
  }
  const double interval = std::min(run.compute_interval_s, run.useful_s);
  const double full_periods = std::floor(run.useful_s / interval);
  addPeriods(e, run, interval, full_periods, downtime);
  addPeriods(e, run, run.useful_s - full_periods * interval, 1, downtime);
  return e;
}

namespace {

// How often the plant stops the job, and for how long.
void setPlantFigures(const PlantFailures &plant, ReliabilityResults &r) {
  const auto outages = [&](PlantPart part) {
    const PlantPartFailures &p = plant.part(part);
    return p.groups * p.dropsWhileUpPerS();
  };
  r.plant_outage_rate_per_s = Figure(
      plant.outagesPerS(), "1/s",
      SNP_MESSAGE("Figure",
                  "sum over the plant's groups of how often each drops its cabinets while it carries them"),
      {{"shelves", outages(PlantPart::Shelves), "1/s"},
       {"distribution", outages(PlantPart::Distribution), "1/s"},
       {"ups", outages(PlantPart::Ups), "1/s"},
       {"switchboard", outages(PlantPart::Switchboard), "1/s"},
       {"transformer", outages(PlantPart::Transformer), "1/s"},
       {"utility", outages(PlantPart::Utility), "1/s"},
       {"cdu", outages(PlantPart::Cdu), "1/s"}},
      SNP_MESSAGE("Figure",
                  "k of n units up, or one of two sets under 2N; a group drops its cabinets at "
                  "P(last carrying state) x rate of leaving it / P(carrying) (frequency and duration "
                  "method, Billinton and Allan); 0 when no unit's MTBF and MTTR are described"));
  r.plant_outage_s = Figure(plant.meanOutageS(), "s",
                            SNP_MESSAGE("Figure", "share of time a group is down / how often it drops"),
                            {{"outage_rate", plant.outagesPerS(), "1/s"}},
                            SNP_MESSAGE("Figure", "the job waits this long for the plant, then restarts"));
}

// How often an accelerator, a node and the whole job fail.
void setFailureRateFigures(const model::Config &config, const RunModel &run, ReliabilityResults &r) {
  const model::ReliabilityPolicy &policy = config.reliability;
  const JunctionFailures &junction = run.accelerator;
  const double accelerator_rate = junction.rate_per_s;
  const double node_rate = run.node_failure_rate_per_s;
  const double plant_rate = run.plant.outagesPerS();
  const double mtbf = 1 / run.interruptionRate();
  const bool defaults = policy.failure_rates.empty();

  r.junction_C = Figure(
      junction.junction_C, "°C", SNP_MESSAGE("Figure", "supply + compute draw x junction resistance"),
      {{"supply", config.cooling.supply_C, "°C"},
       {"compute_draw", junction.draw_W, "W"},
       {"junction_resistance", model::junctionResistanceKPerW(config.cooling), "K/W"}},
      SNP_MESSAGE("Figure", "the accelerators while they compute; the supply is the inlet air where air "
                            "cools them"));
  r.junction_failure_factor =
      Figure(junction.factor, "",
             SNP_MESSAGE("Figure", "sum of rate x exp(Ea/k (1/T_ref - 1/T_j)) / sum of rates, in kelvin"),
             {{"junction", junction.junction_C, "°C"}, {"reference", junction.reference_C, "°C"}},
             SNP_MESSAGE("Figure",
                         "the rates were counted with the same chip air-cooled at its TDP and the reference "
                         "inlet; components with an activation energy follow the junction"));
  r.accelerator_failure_rate_per_s = Figure(
      accelerator_rate, "1/s",
      SNP_MESSAGE("Figure", "sum of component failure rates per accelerator-hour x junction factor / 3600"),
      {{"components_per_hour", accelerator_rate * kSecondsPerHour / junction.factor, "1/h"},
       {"junction_factor", junction.factor, ""}},
      defaults
          ? SNP_MESSAGE("Figure", "Llama 3 405B: 419 unexpected interruptions on 16,384 H100 over 54 days")
          : SNP_MESSAGE("Figure", "the configured component table"));
  r.node_mtbf_s =
      Figure(1 / node_rate, "s", SNP_MESSAGE("Figure", "1 / (accelerators per node x accelerator rate)"),
             {{"accelerators_per_node", double(config.node.accelerators), ""},
              {"accelerator_rate", accelerator_rate, "1/s"}},
             SNP_MESSAGE("Figure",
                         "host failures are folded into the per-accelerator rates, as in the Llama 3 table"));
  r.system_mtbf_s = Figure(
      mtbf, "s", SNP_MESSAGE("Figure", "1 / (nodes x node rate + plant outage rate)"),
      {{"nodes", double(run.nodes), ""}, {"node_rate", node_rate, "1/s"}, {"plant_rate", plant_rate, "1/s"}},
      SNP_MESSAGE("Figure", "any node failure, and any outage of the power chain or the CDUs, "
                            "interrupts the whole job"));
  r.interruptions_per_day =
      Figure(kSecondsPerDay / mtbf, "1/day", SNP_MESSAGE("Figure", "86400 / system MTBF"),
             {{"system_mtbf", mtbf, "s"}});
  setPlantFigures(run.plant, r);
}

// What a checkpoint costs (size, write, restore) and how far apart checkpoints are.
void setCheckpointFigures(const model::Config &config, const RunModel &run, ReliabilityResults &r) {
  const model::ReliabilityPolicy &policy = config.reliability;
  const double mtbf = 1 / run.interruptionRate();
  const double write = run.checkpoint_write_s;
  const double size = checkpointSizeB(config);
  const double period = run.compute_interval_s + write;

  r.checkpoint_size_B = Figure(
      size, "B",
      policy.checkpoint_size_B > 0 ? SNP_MESSAGE("Figure", "as configured")
                                   : SNP_MESSAGE("Figure", "parameters x (weight + optimizer state)"),
      {{"parameters", model::parameterCount(config.workload), ""}},
      SNP_MESSAGE("Figure",
                  "Adam: weights at the training precision; fp32 moments, and an fp32 master below 32 bits"));
  const double storage_write = checkpointStorageWriteS(config);
  r.checkpoint_write_s =
      policy.checkpoint_async
          ? Figure(write, "s", SNP_MESSAGE("Figure", "checkpoint size / accelerators / snapshot bandwidth"),
                   {{"size", size, "B"},
                    {"accelerators", double(config.accelerators()), ""},
                    {"snapshot_bandwidth", policy.snapshot_bandwidth_Bps, "B/s"}},
                   SNP_MESSAGE("Figure", "asynchronous: the job stops only to copy its state to host memory "
                                         "(PyTorch async checkpoint: 0.78 s for Llama 3 70B on 1,856 GPUs)"))
          : Figure(write, "s", SNP_MESSAGE("Figure", "checkpoint size / storage bandwidth"),
                   {{"size", size, "B"}, {"storage_bandwidth", policy.storage_bandwidth_Bps, "B/s"}},
                   SNP_MESSAGE("Figure", "the job stops while the checkpoint is written"));
  r.checkpoint_storage_write_s =
      Figure(storage_write, "s", SNP_MESSAGE("Figure", "checkpoint size / storage bandwidth"),
             {{"size", size, "B"}, {"storage_bandwidth", policy.storage_bandwidth_Bps, "B/s"}},
             policy.checkpoint_async
                 ? SNP_MESSAGE("Figure", "runs behind the job; checkpoints are at least this far apart")
                 : SNP_MESSAGE("Figure", "the job stops while the checkpoint is written"));
  r.restore_s =
      Figure(restoreS(config), "s",
             policy.restore_from_memory
                 ? SNP_MESSAGE("Figure", "0: restored from copies in other nodes' memory")
                 : SNP_MESSAGE("Figure", "storage read + (asynchronous: the unfinished write's period)"),
             {{"storage_write", storage_write, "s"}},
             SNP_MESSAGE("Figure",
                         "added to every restart; in-memory copies after GEMINI (Wang et al., SOSP 2023)"));
  r.young_interval_s = youngInterval(write, mtbf);
  r.daly_interval_s = dalyInterval(write, mtbf);
  r.optimal_period_s = goodputOptimalPeriod(write, mtbf);
  r.checkpoint_interval_s =
      Figure(period, "s",
             policy.checkpoint_optimal ? SNP_MESSAGE("Figure", "goodput-optimal period")
                                       : SNP_MESSAGE("Figure", "as configured"),
             {{"compute", run.compute_interval_s, "s"}, {"checkpoint_write", write, "s"}},
             policy.checkpoint_async
                 ? SNP_MESSAGE("Figure", "period between checkpoint starts, the stop included; never shorter "
                                         "than the asynchronous write to storage")
                 : SNP_MESSAGE("Figure", "period between checkpoint starts, the write included"));
}

// The hot spares: how many, how likely one is ready, and the downtime a failure costs.
void setSpareFigures(const model::Config &config, const RunModel &run, const Downtime &downtime,
                     ReliabilityResults &r) {
  const model::ReliabilityPolicy &policy = config.reliability;
  const double node_rate = run.node_failure_rate_per_s;
  const double system_rate = run.systemFailureRate();

  r.hot_spares = Figure(
      double(run.spares), "",
      policy.hot_spares == model::kAutomaticHotSpares
          ? SNP_MESSAGE("Figure", "smallest k with P(Poisson(nodes x node rate x repair) <= k) >= 0.99")
          : SNP_MESSAGE("Figure", "as configured"),
      {{"nodes", double(run.nodes), ""}, {"node_rate", node_rate, "1/s"}, {"repair", run.repair_s, "s"}},
      SNP_MESSAGE("Figure", "spare nodes installed beside the job's, swapped in at a restart"));
  r.spares_sufficient_probability =
      Figure(sparesSufficientProbability(run.nodes, node_rate, run.repair_s, run.spares), "ratio",
             SNP_MESSAGE("Figure", "P(Poisson(nodes x node rate x repair) <= spares)"),
             {{"nodes", double(run.nodes), ""},
              {"node_rate", node_rate, "1/s"},
              {"repair", run.repair_s, "s"},
              {"spares", double(run.spares), ""}},
             SNP_MESSAGE("Figure", "the pool lasts through one repair window"));
  r.spare_ready_probability = Figure(
      spareReadyProbability(system_rate, run.repair_s, run.restart_s, run.spares), "ratio",
      SNP_MESSAGE("Figure", "1 - ErlangB(spares, repair / (1/rate + restart))"),
      {{"system_rate", system_rate, "1/s"},
       {"repair", run.repair_s, "s"},
       {"restart", run.restart_s, "s"},
       {"spares", double(run.spares), ""}},
      SNP_MESSAGE(
          "Figure",
          "a failure finds a spare ready; nodes in repair form an Erlang loss system (the job does not fail "
          "while it is down)"));
  r.failover_with_spare_s =
      Figure(run.restart_s, "s", SNP_MESSAGE("Figure", "restart"), {{"restart", run.restart_s, "s"}},
             SNP_MESSAGE("Figure", "the spare is swapped in while the job restarts"));
  r.failover_without_spare_s =
      Figure(run.repair_s + run.restart_s, "s", SNP_MESSAGE("Figure", "repair + restart"),
             {{"repair", run.repair_s, "s"}, {"restart", run.restart_s, "s"}},
             SNP_MESSAGE("Figure", "the job waits for the failed node"));
  r.mean_downtime_s =
      run.plant.anyFails()
          ? Figure(downtime.total(), "s",
                   SNP_MESSAGE("Figure", "restart + node failures' share x wait for a repaired node + plant "
                                         "outages' share x mean plant outage"),
                   {{"restart", run.restart_s, "s"},
                    {"repair_wait", downtime.repair_wait_s, "s"},
                    {"plant_wait", downtime.plant_wait_s, "s"},
                    {"system_rate", system_rate, "1/s"},
                    {"plant_rate", run.plant.outagesPerS(), "1/s"}},
                   SNP_MESSAGE("Figure", "shares of the interruptions by cause; the wait for a node as "
                                         "without the plant, B/(1-B) (1/rate + restart)"))
          : Figure(downtime.total(), "s",
                   SNP_MESSAGE("Figure", "restart + B/(1-B) (1/rate + restart), B = ErlangB(spares + 1, "
                                         "repair / (1/rate + restart))"),
                   {{"restart", run.restart_s, "s"},
                    {"repair", run.repair_s, "s"},
                    {"spares", double(run.spares), ""},
                    {"system_rate", system_rate, "1/s"}},
                   SNP_MESSAGE("Figure", "the job waits a share B of the time for the oldest repair under "
                                         "way; without spares, for its own"));
}

// Where the wall time goes (checkpoints, lost work, restarts, repairs), the goodput and the time to train.
void setRunFigures(const model::Config &config, const RunModel &run, const Downtime &downtime,
                   ReliabilityResults &r) {
  const RunExpectation e = expectedRun(run, downtime);
  const double mtbf = 1 / run.interruptionRate();
  const double period = run.compute_interval_s + run.checkpoint_write_s;
  const double wall = e.wall_s;
  const double goodput = run.useful_s / wall;

  r.checkpoint_overhead =
      Figure(e.checkpoint_s / wall, "ratio", SNP_MESSAGE("Figure", "checkpoint writes / wall time"),
             {{"checkpoint_time", e.checkpoint_s, "s"}, {"wall", wall, "s"}},
             SNP_MESSAGE("Figure", "about delta / period"));
  r.rework_overhead = Figure(e.rework_s / wall, "ratio", SNP_MESSAGE("Figure", "lost work / wall time"),
                             {{"rework_time", e.rework_s, "s"}, {"wall", wall, "s"}},
                             SNP_MESSAGE("Figure", "about half a period lost per failure"));
  r.restart_overhead =
      Figure(e.restart_s / wall, "ratio", SNP_MESSAGE("Figure", "restarts / wall time"),
             {{"restart_time", e.restart_s, "s"}, {"wall", wall, "s"}, {"restart", run.restart_s, "s"}});
  r.repair_wait_overhead =
      Figure(e.repair_wait_s / wall, "ratio", SNP_MESSAGE("Figure", "repair waits / wall time"),
             {{"wait_time", e.repair_wait_s, "s"}, {"wall", wall, "s"}},
             SNP_MESSAGE("Figure", "the job waits for a repaired node when no spare is ready"));
  r.plant_outage_overhead =
      Figure(e.plant_wait_s / wall, "ratio", SNP_MESSAGE("Figure", "waits for the plant / wall time"),
             {{"wait_time", e.plant_wait_s, "s"}, {"wall", wall, "s"}},
             SNP_MESSAGE("Figure", "the job waits while a group of power or cooling units cannot carry its "
                                   "cabinets"));
  r.goodput =
      Figure(goodput, "ratio", SNP_MESSAGE("Figure", "useful time / wall time"),
             {{"useful", run.useful_s, "s"},
              {"wall", wall, "s"},
              {"system_mtbf", mtbf, "s"},
              {"period", period, "s"},
              {"downtime", downtime.total(), "s"}},
             SNP_MESSAGE(
                 "Figure",
                 "exponential failures while the job runs; E[period] = (1/rate + downtime)(e^(rate L) - 1)"));
  r.expected_interruptions = Figure(e.interruptions, "", SNP_MESSAGE("Figure", "periods x (e^(rate L) - 1)"),
                                    {{"system_mtbf", mtbf, "s"}, {"period", period, "s"}},
                                    SNP_MESSAGE("Figure", "failures while the job runs"));
  const double steps = stepsToTrain(config.workload);
  r.expected_wall_time_s = Figure(
      wall, "s", SNP_MESSAGE("Figure", "useful time / goodput"),
      {{"useful", run.useful_s, "s"}, {"goodput", goodput, ""}, {"steps", steps, ""}},
      steps > 0 ? SNP_MESSAGE("Figure", "the time to train workload.tokens_to_train: steps × (step time + "
                                        "overhead per step), stretched by failures")
                : SNP_MESSAGE("Figure", "useful time = reliability.training_duration_s (no token budget)"));
}

} // namespace

ReliabilityResults evaluateReliability(const model::Config &config) {
  return evaluateReliability(config, usefulComputeS(config));
}

ReliabilityResults evaluateReliability(const model::Config &config, double useful_s) {
  return evaluateReliability(config, useful_s, plantFailures(config));
}

ReliabilityResults evaluateReliability(const model::Config &config, double useful_s,
                                       const PlantFailures &plant) {
  const RunModel run = runModel(config, useful_s, plant);
  const Downtime downtime = meanDowntime(run);
  ReliabilityResults r;
  setFailureRateFigures(config, run, r);
  setCheckpointFigures(config, run, r);
  setSpareFigures(config, run, downtime, r);
  setRunFigures(config, run, downtime, r);
  return r;
}
} // namespace snp::sim
