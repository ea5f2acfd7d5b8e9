// `snplan report`: the only snplan command that needs Qt, compiled in only when the GUI is built.
#include "app/cli/CandidateSource.h"
#include "app/cli/Commands.h"
#include "app/cli/CriteriaSource.h"
#include "app/cli/FileText.h"
#include "app/cli/report/LanguageOption.h"

#include "app/i18n/Translations.h"
#include "app/report/pdf/ReportPdf.h"
#include "app/report/pdf/SceneSnapshot.h"
#include "model/CriteriaJson.h"

#include <QApplication>
#include <QDate>
#include <QLocale>

#include <fmt/core.h>

#include <algorithm>
#include <optional>

namespace snp::cli {

namespace {

// --sections: the words it takes and the option each turns on.
struct SectionWord {
  const char *word;
  bool model::ReportOptions::*flag;
};
constexpr SectionWord kSections[] = {
    {"summary", &model::ReportOptions::summary},       {"criteria", &model::ReportOptions::criteria_matrix},
    {"charts", &model::ReportOptions::charts},         {"candidates", &model::ReportOptions::candidates},
    {"plant", &model::ReportOptions::plant},           {"appendix", &model::ReportOptions::appendix},
    {"bom", &model::ReportOptions::bill_of_materials}, {"notes", &model::ReportOptions::notes},
};

// The sections named in `list`, each once; nullopt (after saying why) for a word it does not know.
std::optional<model::ReportOptions> sectionsFrom(const std::string &list, model::ReportOptions options) {
  for (const SectionWord &section : kSections)
    options.*section.flag = false;
  for (const QString &word : QString::fromStdString(list).split(',', Qt::SkipEmptyParts)) {
    const auto it =
        std::ranges::find_if(kSections, [&](const SectionWord &s) { return word.trimmed() == s.word; });
    if (it == std::end(kSections)) {
      fmt::print(stderr,
                 "error: --sections names '{}'; must be words from summary, criteria, charts, candidates, "
                 "plant, appendix, bom and notes, comma-separated\n",
                 word.trimmed().toStdString());
      return std::nullopt;
    }
    options.*it->flag = true;
  }
  return options;
}

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
  model::ReportOptions chosen;
  chosen.title = options.title.value_or("");
  chosen.customer = options.customer.value_or("");
  chosen.author = options.author.value_or("");
  chosen.date = options.date.value_or("");
  if (!model::isReportDate(chosen.date)) {
    fmt::print(stderr, "error: --date is '{}'; must be a day written YYYY-MM-DD\n", chosen.date);
    return 2;
  }
  if (const auto &logo = options.logo) {
    const FileText file = fileText(*logo);
    if (!file.text) {
      fmt::print(stderr, "error: --logo {}: {}\n", *logo, file.problem);
      return 2;
    }
    chosen.logo.assign(file.text->begin(), file.text->end());
  }
  if (options.sections) {
    const auto sections = sectionsFrom(*options.sections, chosen);
    if (!sections) return 2;
    chosen = *sections;
  }
  const std::optional<QLocale> locale = languageOption(options.language);
  if (!locale) return 2;
  auto judging = loadJudging(options.criteria, options.candidates, "to report on");
  if (!judging) return 1;

  // Charts and text need no window: the offscreen platform serves them with or without a display
  // (and a DISPLAY that points nowhere cannot stop the report). The 3D snapshots talk to X
  // themselves and need a display that answers.
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  const bool snapshots = report::canRenderScenes();
  QApplication app(argc, argv);
  QLocale::setDefault(*locale);
  app::installTranslations(*locale);
  localiseBundledTexts(*judging, app::interfaceLanguage());
  if (!snapshots) fmt::print(stderr, "no display: the report leaves out the 3D snapshots\n");

  QString logoError;
  report::ReportInput input = report::reportInput(chosen, &logoError);
  if (!logoError.isEmpty()) {
    fmt::print(stderr, "error: --logo {}: {}\n", *options.logo, logoError.toStdString());
    return 2;
  }
  input.criteria = judging->criteria;
  for (const sim::Candidate &candidate : judging->candidates) {
    report::ReportScenario scenario{QString::fromStdString(candidate.name), candidate.config, {}, {}};
    if (snapshots) {
      scenario.room = report::renderSceneSnapshot(candidate.config, report::SceneKind::Room);
      scenario.network = report::renderSceneSnapshot(candidate.config, report::SceneKind::Network);
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
