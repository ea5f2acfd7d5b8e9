#pragma once

#include "model/Config.h"
#include "model/Criteria.h"

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
  QString project;
  QString author;
  QDate date;
  model::CriteriaSet criteria;
  std::vector<ReportScenario> scenarios;
};

} // namespace snp::report
