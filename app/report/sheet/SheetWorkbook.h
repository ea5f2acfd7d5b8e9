#pragma once

#include "app/report/sheet/BillTables.h"
#include "app/report/sheet/ComparisonSheet.h"

#include <QString>

namespace snp::report {

// The comparison as an Excel workbook: a sheet with the candidates side by side (as the CSV for
// people), then one sheet per candidate with each figure, its unit and how it was reached, then
// each candidate's bill of materials (`bills`, in the candidates' order).
// Numbers are numbers, formatted to the digits shown; verdicts are coloured pass or fail; the
// header rows and label columns are frozen. Written beside `path` and renamed over it, so a
// failure leaves an existing file as it was. Returns why it could not be written, or nothing.
QString writeSheetWorkbook(const ComparisonSheet &sheet, const std::vector<BillTable> &bills,
                           const QString &path);

} // namespace snp::report
