// `snplan compare --for people` and `--format xlsx`: the comparison in the Compare tab's words,
// which need Qt for their labels and translations; compiled in only when the GUI is built.
#include "app/cli/CandidateSource.h"
#include "app/cli/Commands.h"
#include "app/cli/CriteriaSource.h"
#include "app/cli/report/LanguageOption.h"

#include "app/i18n/Translations.h"
#include "app/report/sheet/ComparisonSheet.h"
#include "app/report/sheet/SheetCsv.h"
#include "app/report/sheet/SheetWorkbook.h"
#include "model/CriteriaJson.h"

#include <QCoreApplication>
#include <QLocale>

#include <fmt/core.h>

namespace snp::cli {

int writeComparisonSheet(int argc, char **argv, const CompareOptions &options) {
  if (options.format == OutputFormat::Xlsx && !options.output) {
    fmt::print(stderr, "error: give the workbook to write with -o FILE\n");
    return 2;
  }
  const std::optional<QLocale> locale = languageOption(options.language);
  if (!locale) return 2;
  auto judging = loadJudging(options.criteria, options.candidates, "to compare");
  if (!judging) return 1;

  QCoreApplication app(argc, argv);
  QLocale::setDefault(*locale);
  app::installTranslations(*locale);
  localiseBundledTexts(*judging, app::interfaceLanguage());
  const model::CriteriaSet &set = judging->criteria;
  const report::ComparisonSheet sheet = report::comparisonSheet(sim::compare(judging->candidates, set), set);
  if (options.format == OutputFormat::Csv)
    return writeOutput(options.output, report::sheetCsv(sheet).toStdString()) ? 0 : 1;
  if (const QString error = report::writeSheetWorkbook(sheet, report::billTables(judging->candidates),
                                                       QString::fromStdString(*options.output));
      !error.isEmpty()) {
    fmt::print(stderr, "error: {}\n", error.toStdString());
    return 1;
  }
  return 0;
}

} // namespace snp::cli
