#include "app/report/sheet/SheetCsv.h"

#include "app/report/CsvWriter.h"

#include <QCoreApplication>

namespace snp::report {

QByteArray sheetCsv(const ComparisonSheet &sheet) {
  CsvWriter csv(CsvWriter::Reader::People);
  csv.field(QCoreApplication::translate("ComparisonSheet", "Criteria set").toStdString())
      .field(sheet.criteriaSet.toStdString())
      .endRow();
  csv.field(QCoreApplication::translate("ComparisonSheet", "Row").toStdString())
      .field(QCoreApplication::translate("ComparisonSheet", "Unit").toStdString())
      .field(QCoreApplication::translate("ComparisonSheet", "Requirement").toStdString());
  for (const QString &candidate : sheet.candidates)
    csv.field(candidate.toStdString());
  csv.endRow();
  for (const SheetRow &row : sheet.rows) {
    csv.field(row.label.toStdString());
    if (row.kind != SheetRow::Kind::Section) {
      csv.field(row.unit.toStdString()).field(row.requirement.toStdString());
      for (const SheetCell &cell : row.cells)
        if (cell.number)
          csv.numberText(plainNumber(cell).toStdString());
        else
          csv.field(cell.text.toStdString());
    }
    csv.endRow();
  }
  return QByteArray("\xEF\xBB\xBF") + QByteArray::fromStdString(csv.text());
}

} // namespace snp::report
