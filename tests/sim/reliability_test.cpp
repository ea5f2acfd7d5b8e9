#include "model/Presets.h"
#include "model/Reliability.h"
#include "model/Validation.h"
#include "sim/reliability/CheckpointInterval.h"
#include "sim/reliability/MonteCarlo.h"
#include "sim/reliability/ReliabilityModel.h"
#include "sim/reliability/SparePool.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

namespace snp::sim {
namespace {

constexpr double kDay = 86400;

// Llama 3 405B training: 16,384 H100 in nodes of 8, default component rates; as the
// closed forms below want it, no spares and checkpoints written while the job waits.
model::Config llama3Cluster() {
  model::Config c;
  c.node.accelerators = 8;
  c.cabinet.nodes = 4;
  c.layout.cabinets = 512;
  c.workload.kind = model::WorkloadKind::Custom;
  c.workload.custom.parameters = 405e9;
  c.reliability.training_duration_s = 54 * kDay;
  c.reliability.hot_spares = 0;
  c.reliability.checkpoint_async = false;
  // Air at the inlet the rates were counted at: their junction temperature (JunctionFailures.h).
  c.cooling.supply_C = c.reliability.reference_inlet_C;
  return c;
}

TEST(CheckpointInterval, YoungIsSqrtTwoDeltaM) {
  EXPECT_NEAR(youngInterval(300, 36000).value, 4647.58, 0.01);
}

TEST(CheckpointInterval, DalyAddsHigherOrderTermsBelowTwoM) {
  const double delta = 300, m = 36000, x = delta / (2 * m);
  const double expected = std::sqrt(2 * delta * m) * (1 + std::sqrt(x) / 3 + x / 9) - delta;
  EXPECT_NEAR(dalyInterval(delta, m).value, expected, 1e-9);
  EXPECT_NEAR(dalyInterval(delta, m).value, 4449.7, 0.1);
}

TEST(CheckpointInterval, DalyIsMWhenTheWriteTakesTwoMOrMore) {
  EXPECT_DOUBLE_EQ(dalyInterval(1000, 400).value, 400);
  EXPECT_DOUBLE_EQ(dalyInterval(800, 400).value, 400);
}

// The optimum's closed form, τ = M(1 + W₀(−e^{−1−δ/M})), satisfies 1 − τ/M = e^{−(τ+δ)/M}; for a
// short write it tends to Young's sqrt(2δM).
TEST(CheckpointInterval, GoodputOptimalPeriodSolvesItsFirstOrderCondition) {
  for (const double m : {900.0, 3600.0, 36000.0, 1e7}) {
    for (const double delta : {1.0, 60.0, 300.0, 900.0, 5000.0}) {
      const double period = goodputOptimalPeriod(delta, m).value;
      const double tau = period - delta;
      EXPECT_GT(tau, 0);
      EXPECT_NEAR(1 - tau / m, std::exp(-(tau + delta) / m), 1e-12) << "M " << m << ", write " << delta;
    }
  }
  EXPECT_NEAR(goodputOptimalPeriod(1, 1e7).value - 1, std::sqrt(2 * 1e7), 0.001 * std::sqrt(2e7));
}

TEST(SparePool, PoissonSumMatchesTheDirectSum) {
  for (double mean : {0.1, 1.3, 7.5, 40.0}) {
    for (int k : {0, 1, 3, 8, 60}) {
      double direct = 0;
      for (int i = 0; i <= k; ++i)
        direct += std::pow(mean, i) * std::exp(-mean) / std::tgamma(i + 1.0);
      EXPECT_NEAR(poissonAtMost(mean, k), direct, 1e-12) << "mean " << mean << " k " << k;
    }
  }
  EXPECT_EQ(poissonAtMost(3, -1), 0);
  EXPECT_EQ(poissonAtMost(0, 0), 1);
}

// The quantile is the least pool whose Poisson sum reaches the confidence, by definition, for
// means on both sides of the log-space switch and up to a pool of every node. A hundred thousand
// nodes with a long repair took minutes when each candidate pool summed the terms afresh.
TEST(SparePool, SparesForRepairWindowIsTheLeastPoolThatReachesTheConfidence) {
  const double rate = 1e-6, confidence = 0.99;
  for (const int nodes : {1, 16, 2048, 128000})
    for (const double repair : {0.0, 3600.0, 1e5, 1e6, 1e9}) {
      const int k = sparesForRepairWindow(nodes, rate, repair, confidence);
      const double mean = nodes * rate * repair;
      ASSERT_GE(k, 0);
      ASSERT_LE(k, nodes);
      if (k < nodes) {
        EXPECT_GE(poissonAtMost(mean, k), confidence) << nodes << " nodes, repair " << repair;
      }
      if (k > 0) {
        EXPECT_LT(poissonAtMost(mean, k - 1), confidence) << nodes << " nodes, repair " << repair;
      }
    }
  // A mean far beyond the nodes (1.28e8 failures a window): every node would be needed.
  EXPECT_EQ(sparesForRepairWindow(128000, rate, 1e9, confidence), 128000);
}

TEST(SparePool, PoissonApproximatesTheBinomialOfIndependentNodes) {
  const int nodes = 2048, spares = 3;
  const double rate = 1.6e-4 / 3600, repair = 4 * 3600.0;
  const double p = 1 - std::exp(-rate * repair); // one node fails within the window
  double binomial = 0;
  for (int i = 0; i <= spares; ++i)
    binomial += std::exp(std::lgamma(nodes + 1.0) - std::lgamma(i + 1.0) - std::lgamma(nodes - i + 1.0) +
                         i * std::log(p) + (nodes - i) * std::log1p(-p));
  EXPECT_NEAR(sparesSufficientProbability(nodes, rate, repair, spares), binomial, 1e-4);
}

TEST(SparePool, ErlangBMatchesItsDefinition) {
  for (double load : {0.5, 3.0, 12.0}) {
    for (int servers : {1, 4, 16}) {
      double denominator = 0;
      for (int k = 0; k <= servers; ++k)
        denominator += std::pow(load, k) / std::tgamma(k + 1.0);
      const double direct = std::pow(load, servers) / std::tgamma(servers + 1.0) / denominator;
      EXPECT_NEAR(erlangB(servers, load), direct, 1e-12);
    }
  }
}

TEST(SparePool, WithoutSparesEveryFailureWaitsItsRepair) {
  const double rate = 1 / 11000.0, repair = 14400, restart = 600;
  EXPECT_DOUBLE_EQ(expectedRepairWait(rate, repair, restart, 0), repair);
  EXPECT_DOUBLE_EQ(spareReadyProbability(rate, repair, restart, 0), 0);
  // The Erlang form gives the same: B(1, A) / (1 - B(1, A)) x (1/rate + restart) = repair.
  const double load = repair / (1 / rate + restart);
  const double b = erlangB(1, load);
  EXPECT_NEAR(b / (1 - b) * (1 / rate + restart), repair, 1e-6);
  EXPECT_LT(expectedRepairWait(rate, repair, restart, 2), expectedRepairWait(rate, repair, restart, 1));
  EXPECT_GT(spareReadyProbability(rate, repair, restart, 8), 0.999);
}

// The default component rates per accelerator-hour, summed by hand.
double defaultRatePerAcceleratorHour() {
  double sum = 0;
  for (const model::FailureRate &rate : model::ReliabilityPolicy::llama3Defaults())
    sum += rate.per_accelerator_hour;
  return sum;
}

// llama3Cluster() resized: `nodes` nodes of `per_node` accelerators, 4 nodes per cabinet where they
// divide evenly.
model::Config resized(int nodes, int per_node) {
  model::Config c = llama3Cluster();
  c.node.accelerators = per_node;
  c.cabinet.nodes = nodes % 4 == 0 ? 4 : 1;
  c.layout.cabinets = nodes / c.cabinet.nodes;
  return c;
}

// The defaults came from Llama 3's 16,384 GPUs (arXiv 2407.21783, Table 5); at other sizes any
// node failing stops the job, so the system rate is the accelerators times the summed component
// rates and a node's MTBF is the system's times the nodes.
TEST(Reliability, DefaultRatesAddUpOverTheAcceleratorsOfAnySize) {
  const double perHour = defaultRatePerAcceleratorHour();
  struct Size {
    int nodes, per_node;
  };
  for (const Size size : {Size{1, 8}, Size{125, 8}, Size{1024, 4}, Size{3072, 8}, Size{2500, 16}}) {
    const model::Config c = resized(size.nodes, size.per_node);
    ASSERT_EQ(c.nodes(), size.nodes);
    const double accelerators = double(size.nodes) * size.per_node;
    const ReliabilityResults r = evaluateReliability(c);
    EXPECT_NEAR(r.interruptions_per_day.value, accelerators * perHour * 24,
                1e-9 * r.interruptions_per_day.value)
        << accelerators << " accelerators";
    EXPECT_NEAR(r.system_mtbf_s.value, 3600 / (accelerators * perHour), 1e-9 * r.system_mtbf_s.value);
    EXPECT_NEAR(r.node_mtbf_s.value, r.system_mtbf_s.value * size.nodes, 1e-9 * r.node_mtbf_s.value);
    EXPECT_NEAR(r.node_mtbf_s.value, 3600 / (size.per_node * perHour), 1e-9 * r.node_mtbf_s.value);
  }
}

// Brute force: the Monte Carlo run counts the interruptions of 54 days of work on 12,288
// accelerators (1,536 nodes of 8) at the default rates, checkpointing every 10 minutes with an
// instant write. A failure loses its period's work, which is redone, so a period of length L at
// system rate l sees e^{lL} - 1 failures on average and the run T/L times that: l T (1 + lL/2 + ...).
// The count per period is geometric, of variance (e^{lL} - 1) e^{lL}; over 200 independent runs the
// mean's standard deviation is sqrt(expected x e^{lL} / 200), about 1.3 interruptions, and the
// test allows 4 of them (5 interruptions, under 2 %).
TEST(Reliability, MonteCarloCountsTheInterruptionsTheDefaultRatesPredict) {
  RunModel run = runModel(resized(1536, 8));
  const double rate = 12288 * defaultRatePerAcceleratorHour() / 3600;
  ASSERT_NEAR(run.systemFailureRate(), rate, 1e-12 * rate);
  run.useful_s = 54 * kDay;
  run.compute_interval_s = 600;
  run.checkpoint_write_s = 0;
  const double periods = run.useful_s / run.compute_interval_s;
  const double expected = periods * std::expm1(rate * run.compute_interval_s);
  constexpr int kRuns = 200;
  double counted = 0;
  for (int seed = 1; seed <= kRuns; ++seed)
    counted += simulateRun(run, {.seed = std::uint64_t(seed)}).interruptions;
  const double mean = counted / kRuns;
  const double sd = std::sqrt(expected * std::exp(rate * run.compute_interval_s) / kRuns);
  EXPECT_NEAR(mean, expected, 4 * sd);
}

// bf16 training: a 2-byte weight and 12 bytes of fp32 master weight and Adam moments; the
// gradients are not saved.
constexpr double kCheckpointBytesPerParameter = 2 + 12;

TEST(Reliability, CheckpointHoldsWeightsAndOptimizerStateUnlessConfigured) {
  model::Config c = llama3Cluster();
  ASSERT_EQ(c.workload.precision, model::Precision::BF16);
  EXPECT_DOUBLE_EQ(evaluateReliability(c).checkpoint_size_B.value, 405e9 * kCheckpointBytesPerParameter);
  EXPECT_DOUBLE_EQ(evaluateReliability(c).checkpoint_write_s.value,
                   405e9 * kCheckpointBytesPerParameter / 100e9);
  c.reliability.checkpoint_size_B = 1e12;
  EXPECT_DOUBLE_EQ(evaluateReliability(c).checkpoint_write_s.value, 10);
}

TEST(Reliability, WallTimeSplitsIntoUsefulWorkAndOverheads) {
  for (int spares : {0, 16}) {
    model::Config c = llama3Cluster();
    c.reliability.hot_spares = spares;
    const ReliabilityResults r = evaluateReliability(c);
    EXPECT_NEAR(r.goodput.value + r.checkpoint_overhead.value + r.rework_overhead.value +
                    r.restart_overhead.value + r.repair_wait_overhead.value,
                1, 1e-9);
    EXPECT_NEAR(r.expected_wall_time_s.value, 54 * kDay / r.goodput.value,
                1e-6 * r.expected_wall_time_s.value);
  }
}

// Llama 3 reports over 90 % effective training time on 16,384 H100 (Dubey et al. 2024, §3.3.4).
// The default policy does what such runs do: restart in minutes, asynchronous snapshots restored
// from memory, a pool of spares for the repair window. Waiting four hours for every repair gave 0.40.
TEST(Reliability, DefaultPolicyGivesLlama3sNinetyPercent) {
  model::Config c = llama3Cluster();
  c.reliability = model::ReliabilityPolicy{};
  c.reliability.training_duration_s = 54 * kDay;
  const ReliabilityResults defaults = evaluateReliability(c);
  EXPECT_GT(defaults.goodput.value, 0.9);
  EXPECT_GT(defaults.hot_spares.value, 0);
  EXPECT_LT(defaults.checkpoint_write_s.value, 10);
  EXPECT_LT(evaluateReliability(llama3Cluster()).goodput.value, 0.5);
}

// The automatic pool is the 99 % quantile of the failures in one repair window.
TEST(Reliability, AutomaticSparesLastARepairWindowInNinetyNinePercent) {
  model::Config c = llama3Cluster();
  c.reliability.hot_spares = model::kAutomaticHotSpares;
  const ReliabilityResults r = evaluateReliability(c);
  const int k = int(r.hot_spares.value);
  const double mean = 2048 / r.node_mtbf_s.value * c.reliability.repair_s;
  EXPECT_GE(poissonAtMost(mean, k), 0.99);
  EXPECT_LT(poissonAtMost(mean, k - 1), 0.99);
  EXPECT_EQ(hotSpares(c), k);
  EXPECT_EQ(sparePlacement(c).spares, k);
}

// Asynchronous checkpoints stop the job for the copy of one shard; restoring from storage adds the
// read and the period whose write had not landed to every restart.
TEST(Reliability, AsynchronousSnapshotsAndStorageRestores) {
  model::Config c = llama3Cluster();
  c.reliability.checkpoint_async = true;
  c.reliability.restore_from_memory = false;
  const ReliabilityResults r = evaluateReliability(c);
  const double size = 405e9 * kCheckpointBytesPerParameter;
  EXPECT_DOUBLE_EQ(r.checkpoint_write_s.value, size / 16384 / c.reliability.snapshot_bandwidth_Bps);
  EXPECT_DOUBLE_EQ(r.checkpoint_storage_write_s.value, size / 100e9);
  EXPECT_DOUBLE_EQ(r.restore_s.value, 2 * size / 100e9);
  EXPECT_DOUBLE_EQ(r.failover_with_spare_s.value, c.reliability.restart_s + 2 * size / 100e9);
  EXPECT_GE(r.checkpoint_interval_s.value, r.checkpoint_storage_write_s.value);
  c.reliability.restore_from_memory = true;
  EXPECT_DOUBLE_EQ(evaluateReliability(c).restore_s.value, 0);
}

TEST(Reliability, UsesTheOptimalPeriodOrTheConfiguredOne) {
  model::Config c = llama3Cluster();
  const ReliabilityResults optimal = evaluateReliability(c);
  EXPECT_DOUBLE_EQ(optimal.checkpoint_interval_s.value, optimal.optimal_period_s.value);
  c.reliability.checkpoint_optimal = false;
  c.reliability.checkpoint_interval_s = 900; // S1: every 15 minutes
  EXPECT_DOUBLE_EQ(evaluateReliability(c).checkpoint_interval_s.value, 900);
}

// The recommended period must maximise the tool's own goodput: a brute-force search over 2,000
// periods finds nothing better. At a 15-minute system MTBF the availability-optimal formula it
// replaced (repair downtime folded in) gave 0.0046 against 0.022 with Daly's interval.
TEST(Reliability, TheOptimalPeriodBeatsABruteForceSearch) {
  struct Case {
    double mtbf_s;
    int spares;
  };
  for (const Case k :
       {Case{900, 0}, Case{900, 16}, Case{3 * 3600, 0}, Case{3 * 3600, 16}, Case{30 * 3600, 4}}) {
    model::Config c = llama3Cluster();
    c.reliability.hot_spares = k.spares;
    const double nodes = c.nodes();
    c.reliability.failure_rates = {{"any", 3600 / (k.mtbf_s * nodes * c.node.accelerators)}};
    const ReliabilityResults optimal = evaluateReliability(c);
    ASSERT_NEAR(optimal.system_mtbf_s.value, k.mtbf_s, 1e-6 * k.mtbf_s);
    const double write = optimal.checkpoint_write_s.value;
    c.reliability.checkpoint_optimal = false;
    double best = 0, best_period = 0;
    for (int i = 1; i <= 2000; ++i) {
      c.reliability.checkpoint_interval_s = write * std::pow(1000.0, i / 2000.0);
      const double goodput = evaluateReliability(c).goodput.value;
      if (goodput > best) {
        best = goodput;
        best_period = c.reliability.checkpoint_interval_s;
      }
    }
    // A run of whole periods would tie exactly; the last, shorter period lets a neighbour of the
    // optimum fit the 54 days a hair better.
    EXPECT_GE(optimal.goodput.value, best * (1 - 1e-4))
        << "MTBF " << k.mtbf_s << " s, spares " << k.spares << ": best " << best << " at " << best_period
        << " s, optimal " << optimal.goodput.value << " at " << optimal.optimal_period_s.value << " s";
    c.reliability.checkpoint_interval_s = optimal.daly_interval_s.value + write;
    EXPECT_GE(optimal.goodput.value, evaluateReliability(c).goodput.value * (1 - 1e-4))
        << "Daly, MTBF " << k.mtbf_s;
  }
}

TEST(Reliability, WithoutFailuresOnlyCheckpointWritesCost) {
  model::Config c = llama3Cluster();
  c.reliability.failure_rates = {{"none", 0}};
  c.reliability.checkpoint_optimal = false;
  c.reliability.checkpoint_interval_s = 3600;
  const ReliabilityResults r = evaluateReliability(c);
  const double write = 405e9 * kCheckpointBytesPerParameter / 100e9;
  const double useful = 54 * kDay;
  const double writes = std::ceil(useful / (3600 - write)); // the last, shorter period ends with one too
  EXPECT_NEAR(r.goodput.value, useful / (useful + writes * write), 1e-9);
  EXPECT_DOUBLE_EQ(r.expected_interruptions.value, 0);
}

// Validation refuses a table whose rates are all 0; the rarest failures it admits, one rate at the
// smallest magnitude a number may have, still give a figure of every kind, each finite.
TEST(Reliability, TheRarestFailuresValidationAdmitsGiveFiniteFigures) {
  model::Config c = model::findPreset("seed-s1").value();
  c.reliability.failure_rates = {{"gpu", 1e-12}, {"psu", 0}};
  for (bool optimal : {true, false}) {
    c.reliability.checkpoint_optimal = optimal;
    ASSERT_TRUE(model::validate(c).empty());
    evaluateReliability(c).forEachFigure([&](const char *name, const Figure &figure) {
      EXPECT_TRUE(std::isfinite(figure.value)) << name << (optimal ? ", optimal period" : "");
    });
  }
}

TEST(Reliability, HotSparesCutTheDowntime) {
  model::Config c = llama3Cluster();
  const ReliabilityResults none = evaluateReliability(c);
  EXPECT_DOUBLE_EQ(none.mean_downtime_s.value, c.reliability.repair_s + c.reliability.restart_s);
  EXPECT_DOUBLE_EQ(none.failover_without_spare_s.value, c.reliability.repair_s + c.reliability.restart_s);
  EXPECT_DOUBLE_EQ(none.failover_with_spare_s.value, c.reliability.restart_s);
  c.reliability.hot_spares = 8;
  const ReliabilityResults spared = evaluateReliability(c);
  EXPECT_GT(spared.goodput.value, none.goodput.value);
  EXPECT_GT(spared.spares_sufficient_probability.value, 0.999);
  EXPECT_NEAR(spared.mean_downtime_s.value, c.reliability.restart_s, 1);
  EXPECT_LT(spared.repair_wait_overhead.value, 1e-4);
}

} // namespace
} // namespace snp::sim
