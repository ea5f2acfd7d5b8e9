#pragma once

#include "app/report/sheet/ComparisonSheet.h"

#include <QByteArray>

namespace snp::report {

// The comparison as a CSV a person opens in a spreadsheet: the criteria set's name, then a row of
// headers (row, unit, requirement, the candidates), then the sheet's rows. Numbers rounded as
// shown, '.' as the decimal point and no group separators, so a spreadsheet in any language reads
// them as numbers; UTF-8 with a byte-order mark, so Excel shows Chinese names; a name that a
// spreadsheet would run as a formula starts with an apostrophe (CsvWriter::Reader::People). The
// machine table, exact SI values under metric paths, is report::comparisonCsvWide.
QByteArray sheetCsv(const ComparisonSheet &sheet);

} // namespace snp::report
