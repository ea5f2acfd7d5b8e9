#pragma once

#include "app/report/pdf/ReportInput.h"

#include <QString>

namespace snp::report {

// Writes the comparison report as an A4 PDF at `path`, in the language of the installed
// translations and the default QLocale (Chinese text is set in WenQuanYi Micro Hei, embedded):
// title page, contents, summary, comparison charts, then one section per scenario. The file is
// replaced atomically; on failure it is left as it was and `error` (if given) says why.
// Needs a QApplication (the charts are widgets' scenes) but no display.
bool writeReportPdf(const ReportInput &input, const QString &path, QString *error);

} // namespace snp::report
