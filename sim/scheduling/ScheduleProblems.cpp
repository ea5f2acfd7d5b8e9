// What stops a trace from running on a machine, said before the simulation starts
// (sim/scheduling/Scheduler.h).
#include "Scheduler.h"

#include "sim/scheduling/CuboidFinder.h"
#include "sim/scheduling/SchedulingMachine.h"

#include "model/Message.h"

#include <fmt/core.h>

namespace snp::sim {

model::Problems scheduleProblems(const model::Config &config, const JobTrace &trace,
                                 const ScheduleOptions &options) {
  model::Problems problems;
  const SchedulingMachine machine = schedulingMachine(config);
  if (options.card_weight < 0 || options.memory_weight < 0 ||
      options.card_weight + options.memory_weight <= 0)
    problems.push_back(model::problemOf(
        "",
        SNP_MESSAGE("Validation",
                    "the card and memory weights are {} and {}; each must be >= 0 and their sum > 0"),
        options.card_weight, options.memory_weight));
  if (options.queue_depth < 1)
    problems.push_back(model::problemOf("", SNP_MESSAGE("Validation", "the queue depth is {}; must be >= 1"),
                                        options.queue_depth));
  for (std::size_t t = 0; t < options.tenant_quota.size(); ++t)
    if (!(options.tenant_quota[t] > 0 && options.tenant_quota[t] <= 1))
      problems.push_back(model::problemOf(
          "", SNP_MESSAGE("Validation", "tenant {}'s quota is {}; must be in (0, 1]"),
          t < trace.tenants.size() ? trace.tenants[t] : std::to_string(t), options.tenant_quota[t]));
  for (const ScheduleOptions::NodeFailure &failure : options.failure_log)
    if (failure.node < 0 || failure.node >= machine.nodes() || !(failure.time_s >= 0))
      problems.push_back(model::problemOf(
          "",
          SNP_MESSAGE("Validation",
                      "a logged failure names node {} at {} s; nodes are 0 to {} and times >= 0"),
          failure.node, failure.time_s, machine.nodes() - 1));
  CuboidFinder finder(machine.torus_dims, machine.torus_wrap);
  const bool strict = options.policy == PlacementPolicy::Topology;
  for (std::size_t j = 0; j < trace.jobs.size() && problems.size() < 20; ++j) {
    const Job &job = trace.jobs[j];
    // The job, as the trace's reader names lines: a path, so the message after it translates.
    const auto name = [&] { return fmt::format("job {} ({} cards)", j + 1, job.cards); };
    if (job.cards < 1 || job.cards > machine.cards()) {
      problems.push_back(model::problemOf(
          name(), SNP_MESSAGE("Validation", "does not fit the machine's {} cards"), machine.cards()));
      continue;
    }
    if (job.tenant < 0 || static_cast<std::size_t>(job.tenant) >= trace.tenants.size()) {
      problems.push_back(model::problemOf(name(), SNP_MESSAGE("Validation", "names tenant {}, of {}"),
                                          job.tenant, trace.tenants.size()));
      continue;
    }
    const bool contiguous =
        job.shape == PlacementShape::Contiguous || (strict && job.shape == PlacementShape::Any);
    const bool wholeDomains =
        job.shape == PlacementShape::Domain || (contiguous && job.cards > machine.domain_cards);
    if (wholeDomains && (job.cards + machine.domain_cards - 1) / machine.domain_cards > machine.domains)
      problems.push_back(model::problemOf(
          name(), SNP_MESSAGE("Validation", "needs more whole domains of {} cards than the machine's {}"),
          machine.domain_cards, machine.domains));
    else if (contiguous && !wholeDomains && machine.isTorus() && finder.shapes(job.cards).empty())
      problems.push_back(
          model::problemOf(name(),
                           SNP_MESSAGE("Validation", "is no sub-cuboid of the {}-card torus domain (its "
                                                     "card count must factor into the domain's sides)"),
                           machine.domain_cards));
    if (static_cast<std::size_t>(job.tenant) < options.tenant_quota.size() &&
        job.cards > options.tenant_quota[static_cast<std::size_t>(job.tenant)] * machine.cards() + 1e-9)
      problems.push_back(
          model::problemOf(name(), SNP_MESSAGE("Validation", "exceeds tenant {}'s quota of {} cards"),
                           trace.tenants[static_cast<std::size_t>(job.tenant)],
                           fmt::format("{:.4g}", options.tenant_quota[static_cast<std::size_t>(job.tenant)] *
                                                     machine.cards())));
    if (!(job.duration_s > 0 && job.duration_s <= kMaxJobDuration_s && job.submit_s >= 0 &&
          job.submit_s <= kMaxSubmit_s))
      problems.push_back(
          model::problemOf(name(),
                           SNP_MESSAGE("Validation", "has submit {} s and duration {} s; the submit must "
                                                     "be in [0, {}] s and the duration in (0, {}] s"),
                           job.submit_s, job.duration_s, kMaxSubmit_s, kMaxJobDuration_s));
    if (j > 0 && job.submit_s < trace.jobs[j - 1].submit_s)
      problems.push_back(model::problemOf(
          name(),
          SNP_MESSAGE("Validation", "is submitted before the job above it; a trace is in arrival order")));
  }
  return problems;
}

} // namespace snp::sim
