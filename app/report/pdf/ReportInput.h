#pragma once

#include "model/Config.h"
#include "model/Criteria.h"
#include "model/ReportOptions.h"

#include <QDate>
#include <QImage>
#include <QString>

#include <vector>

namespace snp::report {

// One candidate of a report: a configuration that model::validate() accepted, and pictures of its
// room and network when the caller has them (a null image leaves that picture out).
struct ReportScenario {
  QString name;
  model::Config config;
  QImage room;
  QImage network;
};

// What a report is about. Only data: the text comes from the translations installed when the
// report is written, numbers and dates from the default QLocale.
struct ReportInput {
  model::ReportOptions options; // the title page's words and the sections
  QDate date;                   // options.date read, or the day it is written
  QImage logo;                  // options.logo decoded; null: none
  model::CriteriaSet criteria;
  std::vector<ReportScenario> scenarios;
};

// The title page's heading: the one chosen, or a generic one (never a file's name).
QString reportTitle(const ReportInput &input);
// `options` as a report takes them: its date (today when it has none) and its logo decoded.
// `error`, when given, says why a logo could not be read (the report then has none).
ReportInput reportInput(const model::ReportOptions &options, QString *error = nullptr);

} // namespace snp::report
