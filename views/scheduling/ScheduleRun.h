#pragma once

#include "model/Config.h"
#include "sim/scheduling/ScheduleReplay.h"
#include "sim/scheduling/Scheduler.h"
#include "sim/scheduling/SchedulingMachine.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

namespace snp::views {

// What the Scheduling tab asks for: a trace, drawn from a synthetic spec or read from a CSV file
// (or a bundled ":/" resource), run on a configuration under the chosen options.
struct ScheduleRequest {
  enum class Source { Synthetic, File };
  model::Config config;
  Source source = Source::Synthetic;
  QString spec;                 // Synthetic: "jobs=2000,load=0.85"; cards default to the machine's
  QString path;                 // File
  QString quotas;               // "tenant=share,…" (sim/scheduling/TenantQuotas.h); empty: no quotas
  sim::ScheduleOptions options; // its cancel and progress are set by runSchedule
};

// A finished (or cancelled) run with what the tab shows of it.
struct ScheduledRun {
  sim::SchedulingMachine machine;
  sim::ScheduleResult result;
  sim::ScheduleReplay replay;
  std::size_t jobs = 0;
  double elapsed_s = 0; // wall time of the simulation
};

// The run, or the reasons there is none: a bad spec key, a bad line of the file, a job the
// machine cannot run — each naming its key, line or job — or a configuration with problems.
struct ScheduleOutcome {
  std::shared_ptr<const ScheduledRun> run;
  QStringList refusals;
};

// The synthetic trace the tab starts with on `machine`: 2,000 jobs offering a load of 0.85, with
// Philly's job-size shares (1, 2, 4 and 8 GPUs: 70, 10, 15 and 5 %) scaled by a power of two so
// that the largest job is about a sixteenth of the machine (jobs span domains, as on a cluster of
// 8-GPU servers), and durations of σ 1.5 instead of Helios's 2.64, whose few days-long jobs would
// make most of a 2,000-job run one job's tail. A view of a busy machine rather than a published
// statistic: the user sees the spec and may edit it (docs/trace-format.md). On a 128-card machine
// the sizes are Philly's own.
QString defaultSyntheticSpec(const sim::SchedulingMachine &machine);

// Reads or draws the trace, checks it and simulates it; meant for a worker thread. `cancel` stops
// the simulation early (the run then says it is incomplete); `progress` gets the share of the
// trace's jobs finished and their number, from the calling thread.
ScheduleOutcome runSchedule(const ScheduleRequest &request, const std::atomic<bool> &cancel,
                            std::function<void(double share, std::size_t jobs)> progress);

} // namespace snp::views
