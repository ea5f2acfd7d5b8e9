#include "views/scheduling/ScheduleRun.h"

#include "model/Validation.h"
#include "sim/scheduling/JobTraceCsv.h"
#include "sim/scheduling/SyntheticTrace.h"
#include "sim/scheduling/SyntheticTraceSpec.h"
#include "sim/scheduling/TenantQuotas.h"
#include "views/ChosenFile.h"
#include "views/ProblemText.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>

#include <algorithm>
#include <array>
#include <optional>

namespace snp::views {

namespace {

std::optional<sim::JobTrace> loadTrace(const ScheduleRequest &request, int machineCards,
                                       QStringList &refusals) {
  if (request.source == ScheduleRequest::Source::Synthetic) {
    const sim::ParsedSyntheticTraceSpec parsed =
        sim::parseSyntheticTraceSpec(request.spec.toStdString(), machineCards);
    for (const model::Problem &problem : parsed.errors)
      refusals << QCoreApplication::translate("ScheduleRun", "Synthetic trace: %1").arg(problemText(problem));
    if (!parsed.spec) return std::nullopt;
    return sim::generateSyntheticTrace(*parsed.spec);
  }
  const QString name = QFileInfo(request.path).fileName();
  const ChosenFile file = readChosenFile(request.path);
  if (!file.bytes) {
    refusals << file.refusal;
    return std::nullopt;
  }
  const QByteArray &text = *file.bytes;
  const sim::ParsedJobTrace parsed =
      sim::readJobTraceCsv(std::string_view(text.constData(), std::size_t(text.size())));
  for (const model::Problem &problem : parsed.errors)
    refusals << QStringLiteral("%1: %2").arg(name, problemText(problem));
  return parsed.trace;
}

} // namespace

QString defaultSyntheticSpec(const sim::SchedulingMachine &machine) {
  constexpr std::array<std::pair<int, int>, 4> kPhilly{{{1, 70}, {2, 10}, {4, 15}, {8, 5}}};
  const int largest = std::max(8, machine.cards() / 16);
  int scale = 1;
  while (8 * scale * 2 <= largest)
    scale *= 2;
  QStringList sizes;
  for (const auto &[cards, weight] : kPhilly)
    if (cards * scale <= machine.cards()) sizes << QStringLiteral("%1:%2").arg(cards * scale).arg(weight);
  QString spec = QStringLiteral("jobs=2000,load=0.85,sigma=1.5");
  if (scale > 1 || sizes.size() < int(kPhilly.size())) spec += QStringLiteral(",sizes=") + sizes.join('/');
  return spec;
}

ScheduleOutcome runSchedule(const ScheduleRequest &request, const std::atomic<bool> &cancel,
                            std::function<void(double share, std::size_t jobs)> progress) {
  ScheduleOutcome outcome;
  if (!model::validate(request.config).empty()) {
    outcome.refusals << QCoreApplication::translate(
        "ScheduleRun", "The scenario has problems (see the Problems dock): it cannot be scheduled.");
    return outcome;
  }
  const sim::SchedulingMachine machine = sim::schedulingMachine(request.config);
  const std::optional<sim::JobTrace> trace = loadTrace(request, machine.cards(), outcome.refusals);
  if (!trace || cancel) return outcome;
  sim::ScheduleOptions options = request.options;
  const sim::TenantQuotas quotas = sim::parseTenantQuotas(request.quotas.toStdString(), trace->tenants);
  if (quotas.problem)
    outcome.refusals
        << QCoreApplication::translate("ScheduleRun", "Quotas: %1").arg(problemText(*quotas.problem));
  options.tenant_quota = quotas.shares;
  for (const model::Problem &problem : sim::scheduleProblems(request.config, *trace, options))
    outcome.refusals << problemText(problem);
  if (!outcome.refusals.isEmpty()) return outcome;
  options.cancel = &cancel;
  if (progress)
    options.progress = [progress = std::move(progress), jobs = trace->jobs.size()](double share) {
      progress(share, jobs);
    };
  QElapsedTimer clock;
  clock.start();
  sim::ScheduleResult result = sim::simulateSchedule(request.config, *trace, options);
  const double elapsed = clock.elapsed() / 1000.0;
  sim::ScheduleReplay replay(machine, *trace, result);
  outcome.run = std::make_shared<const ScheduledRun>(
      ScheduledRun{machine, std::move(result), std::move(replay), trace->jobs.size(), elapsed});
  return outcome;
}

} // namespace snp::views
