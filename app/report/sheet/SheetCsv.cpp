#include "app/report/sheet/SheetCsv.h"

#include <QCoreApplication>
#include <QStringList>

namespace snp::report {

namespace {

// RFC 4180: a field with a separator, quote or line break is quoted, its quotes doubled.
QString field(QString text) {
  if (!text.contains(',') && !text.contains('"') && !text.contains('\n') && !text.contains('\r')) return text;
  return '"' + text.replace('"', QStringLiteral("\"\"")) + '"';
}

QString line(const QStringList &fields) {
  QStringList quoted;
  for (const QString &f : fields)
    quoted << field(f);
  return quoted.join(',') + "\r\n";
}

} // namespace

QByteArray sheetCsv(const ComparisonSheet &sheet) {
  QString text = line({QCoreApplication::translate("ComparisonSheet", "Criteria set"), sheet.criteriaSet});
  text += line(QStringList{QCoreApplication::translate("ComparisonSheet", "Row"),
                           QCoreApplication::translate("ComparisonSheet", "Unit"),
                           QCoreApplication::translate("ComparisonSheet", "Requirement")} +
               sheet.candidates);
  for (const SheetRow &row : sheet.rows) {
    QStringList fields{row.label, row.unit, row.requirement};
    for (const SheetCell &cell : row.cells)
      fields << (cell.number ? plainNumber(cell) : cell.text);
    text += line(row.kind == SheetRow::Kind::Section ? QStringList{row.label} : fields);
  }
  return "\xEF\xBB\xBF" + text.toUtf8();
}

} // namespace snp::report
