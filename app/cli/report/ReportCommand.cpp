// `snplan report`: the only snplan command that needs Qt, compiled in only when the GUI is built.
#include "app/cli/CandidateSource.h"
#include "app/cli/Commands.h"
#include "app/cli/CriteriaSource.h"

#include "app/i18n/Translations.h"
#include "app/report/pdf/ReportPdf.h"
#include "app/report/pdf/SceneSnapshot.h"
#include "model/CriteriaJson.h"

#include <QApplication>
#include <QDate>
#include <QLocale>

#include <fmt/core.h>

namespace snp::cli {

namespace {

constexpr QSize kSnapshotSize(1200, 900);

} // namespace

int writeReport(int argc, char **argv, const ReportOptions &options) {
  const auto &output = options.output;
  if (!output) {
    fmt::print(stderr, "error: give the PDF to write with -o FILE\n");
    return 2;
  }
  if (options.candidates.files.empty() && options.candidates.presets.empty()) {
    fmt::print(stderr, "error: give configuration files and/or --preset ID (repeatable) to report on\n");
    return 2;
  }
  QDate date = QDate::currentDate();
  if (const auto &text = options.date) {
    date = QDate::fromString(QString::fromStdString(*text), Qt::ISODate);
    if (!date.isValid()) {
      fmt::print(stderr, "error: --date is '{}'; must be YYYY-MM-DD\n", *text);
      return 2;
    }
  }
  const auto &language = options.language;
  const QLocale locale = language ? QLocale(QString::fromStdString(*language)) : QLocale::system();
  if (language && locale.language() == QLocale::C) {
    fmt::print(stderr, "error: --language is '{}'; give a locale name such as en or zh_CN\n", *language);
    return 2;
  }

  const LoadedCriteria criteria = loadCriteria(options.criteria);
  for (const auto &error : criteria.errors)
    fmt::print(stderr, "error: {}\n", model::describe(error));
  if (!criteria.errors.empty()) return 1;
  const auto candidates = loadCandidates(options.candidates, "to report on");
  if (!candidates) return 1;

  // Charts and text need no window: the offscreen platform serves them with or without a display
  // (and a DISPLAY that points nowhere cannot stop the report). The 3D snapshots talk to X
  // themselves and need a display that answers.
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  const bool snapshots = report::canRenderScenes();
  QApplication app(argc, argv);
  QLocale::setDefault(locale);
  app::installTranslations(locale);
  if (!snapshots) fmt::print(stderr, "no display: the report leaves out the 3D snapshots\n");

  report::ReportInput input;
  input.project = options.project ? QString::fromStdString(*options.project)
                                  : QCoreApplication::translate("Report", "Supernode comparison");
  input.author = QString::fromStdString(options.author.value_or(""));
  input.date = date;
  input.criteria = criteria.set ? *criteria.set : model::defaultCriteriaSet();
  for (const sim::Candidate &candidate : *candidates) {
    report::ReportScenario scenario{QString::fromStdString(candidate.name), candidate.config, {}, {}};
    if (snapshots) {
      scenario.room = report::renderSceneSnapshot(candidate.config, report::SceneKind::Room, kSnapshotSize);
      scenario.network =
          report::renderSceneSnapshot(candidate.config, report::SceneKind::Network, kSnapshotSize);
    }
    input.scenarios.push_back(std::move(scenario));
  }
  QString error;
  if (!report::writeReportPdf(input, QString::fromStdString(*output), &error)) {
    fmt::print(stderr, "error: {}\n", error.toStdString());
    return 1;
  }
  return 0;
}

} // namespace snp::cli
