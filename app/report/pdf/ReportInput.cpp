#include "app/report/pdf/ReportInput.h"

#include "app/report/pdf/PrintableText.h"

#include <QCoreApplication>

namespace snp::report {

QString reportTitle(const ReportInput &input) {
  return input.options.title.empty() ? QCoreApplication::translate("Report", "Supernode comparison")
                                     : printableName(QString::fromStdString(input.options.title));
}

ReportInput reportInput(const model::ReportOptions &options, QString *error) {
  ReportInput input;
  input.options = options;
  input.date = options.date.empty() ? QDate::currentDate()
                                    : QDate::fromString(QString::fromStdString(options.date), Qt::ISODate);
  if (!options.logo.empty()) {
    input.logo = QImage::fromData(options.logo.data(), static_cast<int>(options.logo.size()));
    if (input.logo.isNull() && error)
      *error = QCoreApplication::translate("Report", "The logo is no image this program can read (PNG, JPEG "
                                                     "or SVG); the report has none.");
  }
  return input;
}

} // namespace snp::report
