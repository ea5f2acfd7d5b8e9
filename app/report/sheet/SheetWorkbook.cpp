#include "app/report/sheet/SheetWorkbook.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryFile>

#include <xlsxwriter.h>

#include <cmath>
#include <filesystem>
#include <map>
#include <memory>
#include <tuple>

namespace snp::report {

namespace {

// The colours of the Compare tab (views/compare/ComparisonModel.cpp).
constexpr lxw_color_t kPassColour = 0xD9F2D9;
constexpr lxw_color_t kFailColour = 0xF8D7D7;
constexpr lxw_color_t kSectionColour = 0xE8EAF0;

// Excel's rules for a sheet name: at most 31 characters, none of []:*?/\, unique regardless of case.
QString sheetName(QString name, QSet<QString> &taken) {
  static const QString kForbidden = QStringLiteral("[]:*?/\\");
  for (QChar &c : name)
    if (kForbidden.contains(c)) c = '-';
  name = name.trimmed().left(31);
  if (name.isEmpty()) name = QStringLiteral("-");
  QString unique = name;
  for (int n = 2; taken.contains(unique.toLower()); ++n) {
    const QString suffix = QStringLiteral(" (%1)").arg(n);
    unique = name.left(31 - suffix.size()) + suffix;
  }
  taken.insert(unique.toLower());
  return unique;
}

// The formats a workbook's cells take, made once each.
class Formats {
public:
  explicit Formats(lxw_workbook *workbook) : workbook_(workbook) {}

  lxw_format *heading() {
    if (!heading_) {
      heading_ = workbook_add_format(workbook_);
      format_set_bold(heading_);
      format_set_text_wrap(heading_);
      format_set_align(heading_, LXW_ALIGN_VERTICAL_TOP);
    }
    return heading_;
  }

  lxw_format *section() {
    if (!section_) {
      section_ = workbook_add_format(workbook_);
      format_set_bold(section_);
      format_set_bg_color(section_, kSectionColour);
    }
    return section_;
  }

  // A value cell: its digits, its verdict's colour, bold when the best of its row.
  lxw_format *cell(const SheetCell &cell) {
    const int pass = cell.pass ? (*cell.pass ? 1 : 2) : 0;
    const auto key = std::make_tuple(cell.number ? cell.decimals : -1, pass, cell.best);
    auto &format = cells_[key];
    if (format) return format;
    format = workbook_add_format(workbook_);
    if (cell.number) {
      const std::string pattern =
          cell.decimals > 0 ? "#,##0." + std::string(std::size_t(cell.decimals), '0') : "#,##0";
      format_set_num_format(format, pattern.c_str());
    } else {
      format_set_align(format, LXW_ALIGN_RIGHT);
    }
    if (pass) format_set_bg_color(format, pass == 1 ? kPassColour : kFailColour);
    if (cell.best) format_set_bold(format);
    return format;
  }

private:
  lxw_workbook *workbook_;
  lxw_format *heading_ = nullptr;
  lxw_format *section_ = nullptr;
  std::map<std::tuple<int, int, bool>, lxw_format *> cells_;
};

void writeText(lxw_worksheet *sheet, lxw_row_t row, lxw_col_t column, const QString &text,
               lxw_format *format) {
  if (!text.isEmpty()) worksheet_write_string(sheet, row, column, text.toUtf8().constData(), format);
}

void writeCell(lxw_worksheet *sheet, lxw_row_t row, lxw_col_t column, const SheetCell &cell,
               Formats &formats) {
  if (cell.number)
    worksheet_write_number(sheet, row, column, *cell.number, formats.cell(cell));
  else
    worksheet_write_string(sheet, row, column, cell.text.toUtf8().constData(), formats.cell(cell));
}

// A heading row, shaded across the sheet's `columns`.
void writeSection(lxw_worksheet *sheet, lxw_row_t row, qsizetype columns, const QString &label,
                  Formats &formats) {
  for (qsizetype c = 0; c < columns; ++c)
    worksheet_write_blank(sheet, row, lxw_col_t(c), formats.section());
  writeText(sheet, row, 0, label, formats.section());
}

// Row, unit, requirement, then one column per candidate, as the CSV for people.
void writeComparison(lxw_workbook *workbook, const ComparisonSheet &sheet, const QString &name,
                     Formats &formats) {
  lxw_worksheet *ws = workbook_add_worksheet(workbook, name.toUtf8().constData());
  writeText(ws, 0, 0, QCoreApplication::translate("ComparisonSheet", "Criteria set"), formats.heading());
  writeText(ws, 0, 1, sheet.criteriaSet, nullptr);
  const QStringList headers = QStringList{QCoreApplication::translate("ComparisonSheet", "Row"),
                                          QCoreApplication::translate("ComparisonSheet", "Unit"),
                                          QCoreApplication::translate("ComparisonSheet", "Requirement")} +
                              sheet.candidates;
  for (qsizetype c = 0; c < headers.size(); ++c)
    writeText(ws, 1, lxw_col_t(c), headers[c], formats.heading());
  lxw_row_t at = 2;
  for (const SheetRow &row : sheet.rows) {
    if (row.kind == SheetRow::Kind::Section) {
      writeSection(ws, at++, headers.size(), row.label, formats);
      continue;
    }
    writeText(ws, at, 0, row.label, nullptr);
    writeText(ws, at, 1, row.unit, nullptr);
    writeText(ws, at, 2, row.requirement, nullptr);
    for (std::size_t c = 0; c < row.cells.size(); ++c)
      writeCell(ws, at, lxw_col_t(3 + c), row.cells[c], formats);
    ++at;
  }
  worksheet_set_column(ws, 0, 0, 42, nullptr);
  worksheet_set_column(ws, 1, 1, 10, nullptr);
  worksheet_set_column(ws, 2, 2, 28, nullptr);
  worksheet_set_column(ws, 3, lxw_col_t(2 + sheet.candidates.size()), 20, nullptr);
  worksheet_freeze_panes(ws, 2, 1);
}

// One candidate: each row's value, unit, requirement and how the value was reached.
void writeCandidate(lxw_workbook *workbook, const ComparisonSheet &sheet, std::size_t candidate,
                    const QString &name, Formats &formats) {
  lxw_worksheet *ws = workbook_add_worksheet(workbook, name.toUtf8().constData());
  writeText(ws, 0, 0, sheet.candidates[qsizetype(candidate)], formats.heading());
  const QStringList headers{QCoreApplication::translate("ComparisonSheet", "Row"),
                            QCoreApplication::translate("ComparisonSheet", "Value"),
                            QCoreApplication::translate("ComparisonSheet", "Unit"),
                            QCoreApplication::translate("ComparisonSheet", "Requirement"),
                            QCoreApplication::translate("ComparisonSheet", "How it is computed")};
  for (qsizetype c = 0; c < headers.size(); ++c)
    writeText(ws, 1, lxw_col_t(c), headers[c], formats.heading());
  lxw_row_t at = 2;
  for (const SheetRow &row : sheet.rows) {
    if (row.kind == SheetRow::Kind::Section) {
      writeSection(ws, at++, headers.size(), row.label, formats);
      continue;
    }
    const SheetCell &cell = row.cells[candidate];
    writeText(ws, at, 0, row.label, nullptr);
    writeCell(ws, at, 1, cell, formats);
    writeText(ws, at, 2, row.unit, nullptr);
    writeText(ws, at, 3, row.requirement, nullptr);
    writeText(ws, at, 4, cell.formula, nullptr);
    ++at;
  }
  worksheet_set_column(ws, 0, 0, 42, nullptr);
  worksheet_set_column(ws, 1, 1, 16, nullptr);
  worksheet_set_column(ws, 2, 2, 10, nullptr);
  worksheet_set_column(ws, 3, 3, 28, nullptr);
  worksheet_set_column(ws, 4, 4, 60, nullptr);
  worksheet_freeze_panes(ws, 2, 1);
}

// One candidate's parts: what they are, their make or one unit's rating, how many, and what they
// cost where the public price book prices them; then the building and the total.
void writeBill(lxw_workbook *workbook, const BillTable &bill, const QString &name, Formats &formats) {
  lxw_worksheet *ws = workbook_add_worksheet(workbook, name.toUtf8().constData());
  writeText(ws, 0, 0, bill.candidate, formats.heading());
  const QStringList headers{
      QCoreApplication::translate("ComparisonSheet", "Part"),
      QCoreApplication::translate("ComparisonSheet", "Make or unit rating"),
      QCoreApplication::translate("ComparisonSheet", "Quantity"),
      QCoreApplication::translate("ComparisonSheet", "Unit price (%1)").arg(bill.currency),
      QCoreApplication::translate("ComparisonSheet", "Amount (%1)").arg(bill.currency)};
  for (qsizetype c = 0; c < headers.size(); ++c)
    writeText(ws, 1, lxw_col_t(c), headers[c], formats.heading());
  auto number = [&](lxw_row_t row, lxw_col_t column, double value) {
    SheetCell cell;
    cell.number = std::round(value);
    writeCell(ws, row, column, cell, formats);
  };
  lxw_row_t at = 2;
  for (const BillRow &row : bill.rows) {
    writeText(ws, at, 0, row.part, nullptr);
    writeText(ws, at, 1, row.make, nullptr);
    number(at, 2, row.quantity);
    if (row.unit_price) {
      number(at, 3, *row.unit_price);
      number(at, 4, *row.amount);
    } else {
      writeText(ws, at, 3, row.status, nullptr);
    }
    ++at;
  }
  writeText(ws, at, 0,
            QCoreApplication::translate("ComparisonSheet", "Building: shell, power and cooling plant"),
            nullptr);
  number(at++, 4, bill.building);
  writeText(ws, at, 0,
            QCoreApplication::translate("ComparisonSheet", "Capital cost, unpriced parts left out"),
            formats.heading());
  number(at, 4, bill.capex);
  worksheet_set_column(ws, 0, 0, 42, nullptr);
  worksheet_set_column(ws, 1, 1, 36, nullptr);
  worksheet_set_column(ws, 2, 4, 14, nullptr);
  worksheet_freeze_panes(ws, 2, 1);
}

} // namespace

QString writeSheetWorkbook(const ComparisonSheet &sheet, const std::vector<BillTable> &bills,
                           const QString &path) {
  // A name of its own beside the target, for the rename to replace the target in one step.
  QTemporaryFile partial(QFileInfo(path).absoluteDir().filePath(QStringLiteral(".XXXXXX.xlsx")));
  if (!partial.open())
    return QCoreApplication::translate("ComparisonSheet", "%1 cannot be written: %2")
        .arg(path, partial.errorString());
  // Readable by others as any file a person saves, not private as a temporary file starts.
  partial.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
  partial.close();
  const std::string partialPath = QFile::encodeName(partial.fileName()).toStdString();

  lxw_workbook *workbook = workbook_new(partialPath.c_str());
  if (!workbook) return QCoreApplication::translate("ComparisonSheet", "%1 cannot be written.").arg(path);
  Formats formats(workbook);
  QSet<QString> taken;
  writeComparison(workbook, sheet,
                  sheetName(QCoreApplication::translate("ComparisonSheet", "Comparison"), taken), formats);
  for (std::size_t c = 0; c < std::size_t(sheet.candidates.size()); ++c)
    writeCandidate(workbook, sheet, c, sheetName(sheet.candidates[qsizetype(c)], taken), formats);
  for (std::size_t b = 0; b < bills.size(); ++b)
    writeBill(
        workbook, bills[b],
        sheetName(QCoreApplication::translate("ComparisonSheet", "Bill of materials %1").arg(b + 1), taken),
        formats);
  if (const lxw_error error = workbook_close(workbook); error != LXW_NO_ERROR)
    return QCoreApplication::translate("ComparisonSheet", "%1 cannot be written: %2")
        .arg(path, QString::fromUtf8(lxw_strerror(error)));

  std::error_code renamed;
  std::filesystem::rename(partialPath, QFile::encodeName(path).toStdString(), renamed);
  if (renamed)
    return QCoreApplication::translate("ComparisonSheet", "%1 cannot be written: %2")
        .arg(path, QString::fromStdString(renamed.message()));
  partial.setAutoRemove(false);
  return {};
}

} // namespace snp::report
