#include "Commands.h"
#include "ConfigSource.h"
#include "FigureOutput.h"
#include "FileText.h"
#include "OptionDeclare.h"

#include "app/report/CsvWriter.h"
#include "app/report/SiText.h"
#include "sim/scheduling/JobTraceCsv.h"
#include "sim/scheduling/Scheduler.h"
#include "sim/scheduling/SchedulingMachine.h"
#include "sim/scheduling/SyntheticTrace.h"
#include "sim/scheduling/SyntheticTraceSpec.h"
#include "sim/scheduling/TenantQuotas.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <fstream>
#include <stdexcept>

namespace snp::cli {

namespace {

// The trace the command runs, or nullopt after printing why there is none.
std::optional<sim::JobTrace> loadTrace(const ScheduleCommandOptions &options, int machineCards) {
  const auto &file = options.trace;
  const auto &synthetic = options.synthetic;
  if (file.has_value() == synthetic.has_value())
    throw std::invalid_argument("give one trace: --trace FILE or --synthetic SPEC");
  if (file) {
    const FileText read = fileText(*file);
    if (!read.text) throw std::invalid_argument(fmt::format("--trace {}: {}", *file, read.problem));
    const sim::ParsedJobTrace parsed = sim::readJobTraceCsv(*read.text);
    for (const model::Problem &problem : parsed.errors)
      fmt::print(stderr, "error: {}: {}\n", *file, model::describe(problem));
    return parsed.trace;
  }
  const sim::ParsedSyntheticTraceSpec parsed = sim::parseSyntheticTraceSpec(*synthetic, machineCards);
  for (const model::Problem &problem : parsed.errors)
    fmt::print(stderr, "error: --synthetic: {}\n", model::describe(problem));
  if (!parsed.spec) return std::nullopt;
  return sim::generateSyntheticTrace(*parsed.spec);
}

// --quota tenant=share,...: one share per tenant of the trace, 1 for those not named.
std::vector<double> tenantQuotas(const std::optional<std::string> &quota, const sim::JobTrace &trace) {
  const sim::TenantQuotas quotas = sim::parseTenantQuotas(quota.value_or(""), trace.tenants);
  if (quotas.problem) throw std::invalid_argument("--quota: " + model::describe(*quotas.problem));
  return quotas.shares;
}

struct PolicyRun {
  sim::PlacementPolicy policy;
  sim::ScheduleResult result;
  double elapsed_s = 0;
};

PolicyRun run(const model::Config &config, const sim::JobTrace &trace, sim::ScheduleOptions options,
              sim::PlacementPolicy policy) {
  options.policy = policy;
  const auto start = std::chrono::steady_clock::now();
  PolicyRun out{policy, sim::simulateSchedule(config, trace, options)};
  out.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

FigureSource figuresOf(const sim::ScheduleResult &result) {
  return [&result](const FigureVisitor &visit) {
    result.figures.forEachFigure(
        [&](std::string_view name, const sim::Figure &figure) { visit("schedule", name, figure); });
  };
}

std::string_view policyName(sim::PlacementPolicy policy) {
  return sim::kPlacementPolicyNames[static_cast<std::size_t>(policy)];
}

nlohmann::ordered_json runJson(const PolicyRun &run) {
  nlohmann::ordered_json out;
  out["policy"] = std::string(policyName(run.policy));
  out["complete"] = run.result.complete;
  out["out_of_events"] = run.result.exhausted;
  out["simulation_s"] = run.elapsed_s;
  nlohmann::ordered_json explanations = addFiguresJson(out, figuresOf(run.result));
  nlohmann::ordered_json tenants = nlohmann::ordered_json::array();
  for (const sim::TenantQueueing &t : run.result.tenants)
    tenants.push_back({{"tenant", t.tenant},
                       {"jobs", t.jobs},
                       {"mean_wait_s", t.mean_wait_s},
                       {"p95_wait_s", t.p95_wait_s},
                       {"card_hours", t.card_hours}});
  out["tenants"] = std::move(tenants);
  nlohmann::ordered_json curve = nlohmann::ordered_json::array();
  for (const sim::UtilisationSample &s : run.result.utilisation)
    curve.push_back({{"time_s", s.time_s}, {"utilisation", s.utilisation}, {"queued_jobs", s.queued_jobs}});
  out["utilisation_curve"] = std::move(curve);
  out["explanations"] = std::move(explanations);
  return out;
}

std::string runText(const PolicyRun &run) {
  std::string text = fmt::format("policy {}: {} jobs simulated in {:.3f} s{}\n", policyName(run.policy),
                                 run.result.outcomes.size(), run.elapsed_s,
                                 run.result.exhausted  ? " (stopped: out of events)"
                                 : run.result.complete ? ""
                                                       : " (cancelled)");
  text += figuresText(figuresOf(run.result));
  text += fmt::format("\n  {:20} {:>8} {:>12} {:>12} {:>12}\n", "tenant", "jobs", "mean wait", "P95 wait",
                      "card-hours");
  for (const sim::TenantQueueing &t : run.result.tenants)
    text += fmt::format("  {:20} {:>8} {:>12} {:>12} {:>12}\n", t.tenant, t.jobs,
                        report::siText(t.mean_wait_s, "s"), report::siText(t.p95_wait_s, "s"),
                        report::siText(t.card_hours, ""));
  return text;
}

// Policies side by side: a row each, the figures that tell them apart.
std::string comparisonText(const std::vector<PolicyRun> &runs) {
  std::string text = fmt::format("{:16} {:>11} {:>10} {:>10} {:>10} {:>10} {:>9} {:>9} {:>10} {:>9} {:>12}\n",
                                 "policy", "utilisation", "effective", "swing", "mean wait", "P95 wait",
                                 "stranded", "slowed", "makespan", "powered", "IT idle off");
  for (const PolicyRun &r : runs) {
    const sim::ScheduleFigures &f = r.result.figures;
    text += fmt::format(
        "{:16} {:>11} {:>10} {:>10} {:>10} {:>10} {:>9} {:>9} {:>10} {:>9} {:>12}\n", policyName(r.policy),
        report::siText(f.utilisation.value, "ratio"), report::siText(f.effective_utilisation.value, "ratio"),
        report::siText(f.utilisation_swing.value, "ratio"), report::siText(f.mean_wait_s.value, "s"),
        report::siText(f.p95_wait_s.value, "s"), report::siText(f.stranded_share.value, "ratio"),
        report::siText(f.slowed_jobs.value, ""), report::siText(f.makespan_s.value, "s"),
        report::siText(f.powered_cabinet_share.value, "ratio"),
        report::siText(f.it_energy_idle_off_kWh.value, "kWh"));
  }
  return text;
}

std::string comparisonCsv(const std::vector<PolicyRun> &runs) {
  report::CsvWriter csv;
  csv.field("policy");
  runs.front().result.figures.forEachFigure(
      [&](std::string_view name, const sim::Figure &) { csv.field(name); });
  csv.endRow();
  for (const PolicyRun &r : runs) {
    csv.field(policyName(r.policy));
    r.result.figures.forEachFigure(
        [&](std::string_view, const sim::Figure &figure) { csv.number(figure.value); });
    csv.endRow();
  }
  return csv.text();
}

void writeOutcomes(const std::string &path, const sim::JobTrace &trace, const sim::ScheduleResult &result) {
  report::CsvWriter csv;
  csv.field("job").field("submit_s").field("cards").field("tenant").field("start_s").field("end_s");
  csv.field("wait_s").field("slowdown").field("domains").field("interruptions").endRow();
  for (std::size_t j = 0; j < trace.jobs.size(); ++j) {
    const sim::Job &job = trace.jobs[j];
    const sim::JobOutcome &o = result.outcomes[j];
    csv.number(double(j + 1))
        .number(job.submit_s)
        .number(job.cards)
        .field(trace.tenants[static_cast<std::size_t>(job.tenant)]);
    csv.number(o.start_s)
        .number(o.end_s)
        .number(o.wait_s)
        .number(o.slowdown)
        .number(o.domains)
        .number(o.interruptions);
    csv.endRow();
  }
  std::ofstream out(path, std::ios::binary);
  out << csv.text();
  if (!out) throw std::invalid_argument(fmt::format("--outcomes: cannot write '{}'", path));
}

} // namespace

void declareScheduleOptions(Declare &declare, ScheduleCommandOptions &options) {
  declare.text("--trace", options.trace,
               "A job trace, CSV (docs/trace-format.md; resources/traces/dl-training-2k.csv)");
  declare.text("--synthetic", options.synthetic,
               "A synthetic trace, e.g. jobs=100000,load=0.85,seed=7 (docs/trace-format.md)");
  std::vector<std::pair<std::string, std::vector<sim::PlacementPolicy>>> policies;
  std::vector<sim::PlacementPolicy> every;
  for (std::size_t i = 0; i < std::size(sim::kPlacementPolicyNames); ++i) {
    const auto policy = static_cast<sim::PlacementPolicy>(i);
    policies.push_back({std::string(sim::kPlacementPolicyNames[i]), {policy}});
    every.push_back(policy);
  }
  policies.push_back({"all", every});
  declare.choice("--policy", options.policies, policies, "How jobs are placed; all compares the policies");
  declare.wholeNumber("--seed", options.seed, 0, 1LL << 62, "Seed of the node failures");
  const std::vector<std::pair<std::string, bool>> onOff = {{"on", true}, {"off", false}};
  declare.choice("--failures", options.failures, onOff, "on: nodes fail at the reliability model's rates");
  declare.choice("--backfill", options.backfill, onOff,
                 "on: jobs may pass a blocked one; off: strict queue order");
  declare.number("--card-weight", options.cardWeight, 0, 1e6,
                 "Weight of cards in most/least_allocated scoring (S1's)");
  declare.number("--memory-weight", options.memoryWeight, 0, 1e6,
                 "Weight of host memory in that scoring (S1's)");
  declare.text("--quota", options.quota, "Cards each tenant may hold, as shares: tenantA=0.5,tenantB=0.25");
  declare.text("--outcomes", options.outcomes,
               "Write each job's start, end, wait and slowdown to this CSV file");
}

int scheduleJobs(const ScheduleCommandOptions &given) {
  sim::ScheduleOptions options;
  options.seed = given.seed;
  options.failures = given.failures;
  options.backfill = given.backfill;
  options.card_weight = given.cardWeight;
  options.memory_weight = given.memoryWeight;

  const LoadedConfig loaded = loadConfig(given.config);
  if (const int status = reportProblems(loaded)) return status;
  const model::Config &config = *loaded.config;
  const std::optional<sim::JobTrace> trace = loadTrace(given, sim::schedulingMachine(config).cards());
  if (!trace) return 1;
  options.tenant_quota = tenantQuotas(given.quota, *trace);
  const std::vector<sim::PlacementPolicy> &policies = given.policies;
  for (sim::PlacementPolicy policy : policies) {
    options.policy = policy;
    const model::Problems problems = sim::scheduleProblems(config, *trace, options);
    for (const model::Problem &problem : problems)
      fmt::print(stderr, "error: {}: {}\n", policyName(policy), model::describe(problem));
    if (!problems.empty()) return 1;
  }

  std::vector<PolicyRun> runs;
  for (sim::PlacementPolicy policy : policies)
    runs.push_back(run(config, *trace, options, policy));
  if (const auto &outcomes = given.outcomes) writeOutcomes(*outcomes, *trace, runs.front().result);

  if (given.format == OutputFormat::Json) {
    nlohmann::ordered_json out;
    out["configuration"] = {
        {"id", config.id}, {"name", config.name}, {"accelerators", config.accelerators()}};
    out["trace"] = {{"jobs", trace->jobs.size()}, {"tenants", trace->tenants}};
    if (runs.size() == 1) {
      out.update(runJson(runs.front()));
    } else {
      out["runs"] = nlohmann::ordered_json::array();
      for (const PolicyRun &r : runs)
        out["runs"].push_back(runJson(r));
    }
    fmt::print("{}\n", out.dump(2));
  } else if (given.format == OutputFormat::Csv) {
    fmt::print("{}", runs.size() == 1 ? figuresCsv(figuresOf(runs.front().result)) : comparisonCsv(runs));
  } else {
    fmt::print("{} ({}, {} accelerators), {} jobs\n", config.name, config.id, config.accelerators(),
               trace->jobs.size());
    if (runs.size() == 1)
      fmt::print("{}", runText(runs.front()));
    else
      fmt::print("\n{}", comparisonText(runs));
  }
  int status = 0;
  for (const PolicyRun &r : runs)
    if (r.result.exhausted) {
      fmt::print(stderr,
                 "error: {}: stopped after {} events, the most a run may take; its figures cover the run so "
                 "far (a shorter trace, or fewer failures, runs to the end)\n",
                 policyName(r.policy), sim::ScheduleOptions{}.max_events);
      status = 1;
    }
  return status;
}

} // namespace snp::cli
