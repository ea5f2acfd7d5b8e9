#include "views/editor/ConfigItemModel.h"
#include "views/ChoiceLabel.h"
#include "views/editor/FieldRangeText.h"

#include "views/FigureText.h"
#include "views/ProblemText.h"

#include "model/ConfigEdit.h"
#include "model/JsonCodec.h"
#include "sim/training/ComputeEfficiency.h"

#include <QBrush>
#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>
#include <vector>

namespace snp::views {

namespace {

// Section rows carry this internal id; field rows carry their section's index + 1.
constexpr quintptr kSectionRow = 0;

QString fromStd(const std::string &text) { return QString::fromStdString(text); }

// "network.scale_up.torus.dims" -> "/network/scale_up/torus/dims": one JSON document per
// setConfig is cheaper than a toJson per field.
nlohmann::json::json_pointer pointerOf(const std::string &path) {
  std::string pointer = "/";
  for (char c : path)
    pointer += (c == '.' || c == '[') ? '/' : c;
  std::erase(pointer, ']');
  return nlohmann::json::json_pointer(pointer);
}

nlohmann::json valueIn(const nlohmann::json &document, const std::string &path) {
  const auto pointer = pointerOf(path);
  return document.contains(pointer) ? document.at(pointer) : nlohmann::json();
}

QString wrapText(bool wrap) {
  return wrap ? QCoreApplication::translate("snp::views::ConfigItemModel", "wrap")
              : QCoreApplication::translate("snp::views::ConfigItemModel", "open");
}

// "≥ 128 GFLOP: 95 %; ≥ 16 GFLOP: 90 %; …", an accelerator's curve or, where it has none, the
// default the simulator uses.
QString efficiencyCurveText(const std::string &path, const nlohmann::json &records) {
  const bool memory = path == "accelerator.memory_efficiency";
  std::vector<model::EfficiencyStep> steps;
  for (const nlohmann::json &record : records)
    steps.push_back({record.value("from", 0.0), record.value("fraction", 0.0)});
  std::span<const model::EfficiencyStep> curve = steps;
  if (steps.empty())
    curve = memory ? std::span<const model::EfficiencyStep>(sim::kDefaultMemoryEfficiency)
            : path == "accelerator.vector_efficiency"
                ? std::span<const model::EfficiencyStep>(sim::kDefaultVectorEfficiency)
                : std::span<const model::EfficiencyStep>(sim::kDefaultMatrixEfficiency);
  QStringList points;
  for (const model::EfficiencyStep &step : curve)
    points << QStringLiteral("≥ %1: %2 %")
                  .arg(formatValue(step.from, memory ? "B" : "FLOP"), formatNumber(100 * step.fraction));
  const QString text = points.join(QStringLiteral("; "));
  return steps.empty()
             ? QCoreApplication::translate("snp::views::ConfigItemModel", "Calculon default: %1").arg(text)
             : text;
}

// The records of a list in one line: "5 °C · 2920 h; 15 °C · 3650 h · 70 % relative humidity".
QString recordsText(const std::string &path, const nlohmann::json &records) {
  if (path.ends_with("_efficiency")) return efficiencyCurveText(path, records);
  if (path == "reliability.failure_rates") {
    if (records.empty())
      return QCoreApplication::translate("snp::views::ConfigItemModel", "Llama 3 defaults");
    QStringList components;
    for (const nlohmann::json &record : records)
      components << fromStd(record.value("component", std::string()));
    return components.join(QStringLiteral(", "));
  }
  QStringList points;
  for (const nlohmann::json &record : records) {
    QString point =
        QStringLiteral("%1 °C · %2 h")
            .arg(formatNumber(record.value("outside_C", 0.0)), formatNumber(record.value("hours", 0.0)));
    if (const double humidity = record.value("relative_humidity", 0.0); humidity > 0)
      point += QCoreApplication::translate("snp::views::ConfigItemModel", " · %1 % relative humidity")
                   .arg(formatNumber(100 * humidity));
    points << point;
  }
  return points.join(QStringLiteral("; "));
}

QStringList listItems(const QString &text) {
  static const QRegularExpression kSeparators(QStringLiteral(R"([\s×xX*,;]+)"));
  QString inner = text.trimmed();
  if (inner.startsWith('[') && inner.endsWith(']')) inner = inner.mid(1, inner.size() - 2);
  return inner.split(kSeparators, Qt::SkipEmptyParts);
}

// "8×8×10", "8 x 8 x 10", "8,8,10" or "[8, 8, 10]".
std::optional<nlohmann::json> parseIntegerList(const QString &text) {
  nlohmann::json list = nlohmann::json::array();
  for (const QString &item : listItems(text)) {
    bool ok = false;
    const int value = QLocale().toInt(item, &ok);
    if (!ok) return std::nullopt;
    list.push_back(value);
  }
  if (list.empty()) return std::nullopt;
  return list;
}

std::optional<nlohmann::json> parseFlagList(const QString &text) {
  static const QStringList kTrue{"wrap", "torus", "yes", "y", "true", "1", "on"};
  static const QStringList kFalse{"open", "mesh", "no", "n", "false", "0", "off"};
  nlohmann::json list = nlohmann::json::array();
  for (const QString &item : listItems(text)) {
    const QString word = item.toLower();
    if (kTrue.contains(word) || word == wrapText(true).toLower())
      list.push_back(true);
    else if (kFalse.contains(word) || word == wrapText(false).toLower())
      list.push_back(false);
    else
      return std::nullopt;
  }
  if (list.empty()) return std::nullopt;
  return list;
}

bool isText(const QVariant &value) { return value.typeId() == QMetaType::QString; }

} // namespace

ConfigItemModel::ConfigItemModel(QObject *parent) : QAbstractItemModel(parent) {
  // The rows are the catalogue's and never change; only values do.
  const nlohmann::json document = model::toJson(config_);
  for (const FieldSpec &spec : fieldCatalog()) {
    if (groups_.empty() || groups_.back().section != spec.section) groups_.push_back({spec.section, {}});
    groups_.back().rows.push_back({&spec, valueIn(document, spec.path), &spec.unit(), {}});
  }
  for (Group &group : groups_)
    for (Row &row : group.rows)
      if (!row.spec->usedWhenPath.empty())
        for (const Group &other : groups_)
          for (const Row &candidate : other.rows)
            if (candidate.spec->path == row.spec->usedWhenPath) row.control = &candidate;
}

bool ConfigItemModel::isUsed(const Row &row) {
  return !row.control || row.control->value.dump() == row.spec->usedWhenValue;
}

void ConfigItemModel::setConfig(const model::Config &config) {
  config_ = config;
  const nlohmann::json document = model::toJson(config_);
  std::vector<const Row *> changed;
  for (Group &group : groups_)
    for (Row &row : group.rows) {
      nlohmann::json value = valueIn(document, row.spec->path);
      if (value == row.value) continue;
      row.value = std::move(value);
      row.refusal.clear(); // the value it refused to leave is gone
      changed.push_back(&row);
    }
  // A changed row, and the rows it switches on or off (a new topology greys other shapes).
  for (std::size_t g = 0; g < groups_.size(); ++g)
    for (std::size_t r = 0; r < groups_[g].rows.size(); ++r) {
      const Row &row = groups_[g].rows[r];
      if (std::find(changed.begin(), changed.end(), &row) != changed.end() ||
          (row.control && std::find(changed.begin(), changed.end(), row.control) != changed.end()))
        rowChanged(index(static_cast<int>(r), 0, index(static_cast<int>(g), 0)));
    }
}

QModelIndex ConfigItemModel::indexForPath(const QString &path) const {
  QString wanted = path;
  while (!wanted.isEmpty()) {
    const std::string exact = wanted.toStdString();
    for (std::size_t g = 0; g < groups_.size(); ++g)
      for (std::size_t r = 0; r < groups_[g].rows.size(); ++r)
        if (groups_[g].rows[r].spec->path == exact)
          return index(static_cast<int>(r), FieldColumn, index(static_cast<int>(g), 0));
    // A group: its first field.
    for (std::size_t g = 0; g < groups_.size(); ++g)
      for (std::size_t r = 0; r < groups_[g].rows.size(); ++r) {
        const std::string &field = groups_[g].rows[r].spec->path;
        if (field.starts_with(exact) && (field[exact.size()] == '.' || field[exact.size()] == '['))
          return index(static_cast<int>(r), FieldColumn, index(static_cast<int>(g), 0));
      }
    // Inside a field (a list element): the field.
    const qsizetype cut = std::max(wanted.lastIndexOf('.'), wanted.lastIndexOf('['));
    if (cut <= 0) break;
    wanted.truncate(cut);
  }
  return {};
}

const FieldSpec *ConfigItemModel::fieldAt(const QModelIndex &index) const {
  const Row *row = rowAt(index);
  return row ? row->spec : nullptr;
}

QString ConfigItemModel::refusal(const QModelIndex &index) const {
  // An index of a proxy over this model (the editor's filter) names its row by path.
  if (index.isValid() && index.model() != this) return refusal(indexForPath(index.data(PathRole).toString()));
  const Row *row = rowAt(index);
  return row ? row->refusal : QString();
}

QModelIndex ConfigItemModel::index(int row, int column, const QModelIndex &parent) const {
  if (row < 0 || column < 0 || column >= ColumnCount) return {};
  if (!parent.isValid())
    return row < static_cast<int>(groups_.size()) ? createIndex(row, column, kSectionRow) : QModelIndex();
  if (parent.internalId() != kSectionRow || parent.row() >= static_cast<int>(groups_.size())) return {};
  if (row >= static_cast<int>(groups_[parent.row()].rows.size())) return {};
  return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex ConfigItemModel::parent(const QModelIndex &index) const {
  if (!index.isValid() || index.internalId() == kSectionRow) return {};
  return createIndex(static_cast<int>(index.internalId() - 1), 0, kSectionRow);
}

int ConfigItemModel::rowCount(const QModelIndex &parent) const {
  if (!parent.isValid()) return static_cast<int>(groups_.size());
  if (parent.internalId() != kSectionRow || parent.column() != 0) return 0;
  return static_cast<int>(groups_[parent.row()].rows.size());
}

int ConfigItemModel::columnCount(const QModelIndex &) const { return ColumnCount; }

ConfigItemModel::Row *ConfigItemModel::rowAt(const QModelIndex &index) {
  return const_cast<Row *>(std::as_const(*this).rowAt(index));
}

const ConfigItemModel::Row *ConfigItemModel::rowAt(const QModelIndex &index) const {
  if (!index.isValid() || index.model() != this || index.internalId() == kSectionRow) return nullptr;
  return &groups_[index.internalId() - 1].rows[index.row()];
}

QVariant ConfigItemModel::data(const QModelIndex &index, int role) const {
  if (!index.isValid()) return {};
  if (const Row *row = rowAt(index)) return fieldData(*row, index.column(), role);
  if (index.column() != FieldColumn) return {};
  const QString label = fieldSectionLabel(groups_[index.row()].section);
  switch (role) {
  case Qt::DisplayRole:
  case SearchRole: return label;
  case Qt::FontRole: {
    QFont font;
    font.setBold(true);
    return font;
  }
  default: return {};
  }
}

QVariant ConfigItemModel::fieldData(const Row &row, int column, int role) const {
  const FieldSpec &spec = *row.spec;
  switch (role) {
  case PathRole: return spec.pathText();
  case SearchRole: return spec.labelText() + ' ' + spec.pathText();
  case UnitRole: return symbolOf(*row.unit);
  case Qt::ForegroundRole:
    if (!row.refusal.isEmpty() && column != UnitColumn) return QBrush(Qt::red);
    if (!spec.editable() || !isUsed(row)) return QBrush(Qt::gray);
    return {};
  case Qt::ToolTipRole: {
    const QString allowed = allowedValuesText(spec, *row.unit);
    const QString about =
        QStringLiteral("<b>%1</b><br>%2%3<br><small>%4</small>")
            .arg(spec.labelText().toHtmlEscaped(), spec.documentationText().toHtmlEscaped(),
                 allowed.isEmpty() ? QString() : QStringLiteral("<br><i>%1</i>").arg(allowed.toHtmlEscaped()),
                 tr("In project files and on the command line: %1").arg(spec.pathText()).toHtmlEscaped());
    QString notes;
    if (row.control)
      notes += QStringLiteral("<p><i>%1</i></p>")
                   .arg(tr("Used only when %1 is %2.")
                            .arg(row.control->spec->labelText(),
                                 row.control->spec->type == FieldType::Flag
                                     ? (row.spec->usedWhenValue == "true" ? tr("on") : tr("off"))
                                     : choiceLabel(
                                           nlohmann::json::parse(row.spec->usedWhenValue).get<std::string>()))
                            .toHtmlEscaped());
    if (row.refusal.isEmpty()) return about + notes;
    return about + notes + QStringLiteral("<p style='color:red'>%1</p>").arg(row.refusal.toHtmlEscaped());
  }
  default: break;
  }
  if (column == FieldColumn) return role == Qt::DisplayRole ? spec.labelText() : QVariant();
  if (column == UnitColumn) {
    if (role == Qt::DisplayRole || role == Qt::EditRole) return symbolOf(*row.unit);
    return {};
  }
  if (spec.type == FieldType::Flag) {
    if (role == Qt::CheckStateRole) return row.value.get<bool>() ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::EditRole) return row.value.get<bool>();
    return {};
  }
  if (role == Qt::DisplayRole) return displayText(row);
  if (role == Qt::EditRole) return editValue(row);
  if (role == Qt::TextAlignmentRole && (spec.type == FieldType::Integer || spec.type == FieldType::Real))
    return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
  return {};
}

QString ConfigItemModel::displayText(const Row &row) const {
  const nlohmann::json &value = row.value;
  switch (row.spec->type) {
  case FieldType::Integer:
    if (row.spec->automaticText && value.get<int>() == int(row.spec->minimum))
      return row.spec->automaticValueText();
    return QLocale().toString(value.get<int>());
  case FieldType::Real:
    if (row.spec->automaticText && value.get<double>() == row.spec->minimum)
      return row.spec->automaticValueText();
    return formatNumber(fromSi(value.get<double>(), *row.unit));
  case FieldType::Choice: return choiceLabel(value.get<std::string>());
  case FieldType::Text:
  case FieldType::LongText: {
    const QString text = fromStd(value.get<std::string>());
    const qsizetype newline = text.indexOf('\n');
    return newline < 0 ? text : text.left(newline) + QStringLiteral(" …");
  }
  case FieldType::IntegerList: {
    QStringList items;
    for (const nlohmann::json &item : value)
      items << QLocale().toString(item.get<int>());
    return items.join(QStringLiteral(" × "));
  }
  case FieldType::FlagList: {
    QStringList items;
    for (const nlohmann::json &item : value)
      items << wrapText(item.get<bool>());
    return items.join(QStringLiteral(", "));
  }
  case FieldType::RecordList: return recordsText(row.spec->path, value);
  case FieldType::Flag: break;
  }
  return {};
}

QVariant ConfigItemModel::editValue(const Row &row) const {
  switch (row.spec->type) {
  case FieldType::Integer: return row.value.get<int>();
  case FieldType::Real: return fromSi(row.value.get<double>(), *row.unit);
  case FieldType::Choice: return fromStd(row.value.get<std::string>());
  case FieldType::Text:
  case FieldType::LongText: return fromStd(row.value.get<std::string>());
  case FieldType::Flag: return row.value.get<bool>();
  case FieldType::IntegerList:
  case FieldType::FlagList:
  case FieldType::RecordList: return displayText(row);
  }
  return {};
}

bool ConfigItemModel::setData(const QModelIndex &index, const QVariant &value, int role) {
  Row *row = rowAt(index);
  if (!row) return false;
  if (index.column() == UnitColumn) {
    if (role != Qt::EditRole) return false;
    // Another unit changes how the value reads, not the value.
    const Unit *unit = findUnit(row->spec->quantity, value.toString());
    if (!unit) return false;
    row->unit = unit;
    rowChanged(index);
    return true;
  }
  if (index.column() != ValueColumn || !(flags(index) & (Qt::ItemIsEditable | Qt::ItemIsUserCheckable)))
    return false;
  return setValue(index, *row, value, role);
}

bool ConfigItemModel::setValue(const QModelIndex &index, Row &row, const QVariant &value, int role) {
  const FieldSpec &spec = *row.spec;
  nlohmann::json wanted;
  switch (spec.type) {
  case FieldType::Flag:
    if (role == Qt::CheckStateRole)
      wanted = value.value<Qt::CheckState>() == Qt::Checked || value.toInt() == Qt::Checked;
    else if (role == Qt::EditRole)
      wanted = value.toBool();
    else
      return false;
    break;
  case FieldType::Integer: {
    if (role != Qt::EditRole) return false;
    bool ok = false;
    double number = value.toDouble(&ok);
    if (isText(value)) {
      const ParsedQuantity parsed = parseQuantity(value.toString(), spec.quantity, *row.unit);
      if (!parsed.stored) return refuse(index, row, parsed.error);
      number = *parsed.stored;
      ok = true;
    }
    if (!ok || number != std::trunc(number) || std::abs(number) > std::numeric_limits<int>::max())
      return refuse(index, row, tr("“%1” is not a whole number").arg(value.toString()));
    wanted = static_cast<int>(number);
    break;
  }
  case FieldType::Real: {
    if (role != Qt::EditRole) return false;
    if (isText(value)) {
      const ParsedQuantity parsed = parseQuantity(value.toString(), spec.quantity, *row.unit);
      if (!parsed.stored) return refuse(index, row, parsed.error);
      wanted = *parsed.stored;
    } else {
      bool ok = false;
      const double number = value.toDouble(&ok);
      if (!ok || !std::isfinite(number)) return refuse(index, row, tr("not a number"));
      // The number as shown means the value as stored: 1.8 TB/s must not come back as 1.8e12 + ε.
      wanted = number == fromSi(row.value.get<double>(), *row.unit) ? row.value
                                                                    : nlohmann::json(toSi(number, *row.unit));
    }
    break;
  }
  case FieldType::Choice: {
    if (role != Qt::EditRole) return false;
    wanted = value.toString().toStdString();
    break;
  }
  case FieldType::Text:
  case FieldType::LongText:
    if (role != Qt::EditRole) return false;
    wanted = value.toString().toStdString();
    break;
  case FieldType::IntegerList: {
    if (role != Qt::EditRole) return false;
    const auto list = parseIntegerList(value.toString());
    if (!list)
      return refuse(index, row,
                    tr("“%1” is not a list of whole numbers such as 8 × 8 × 16").arg(value.toString()));
    wanted = *list;
    break;
  }
  case FieldType::FlagList: {
    if (role != Qt::EditRole) return false;
    const auto list = parseFlagList(value.toString());
    if (!list)
      return refuse(index, row, tr("“%1” is not a list such as “wrap, wrap, open”").arg(value.toString()));
    wanted = *list;
    break;
  }
  case FieldType::RecordList: return false;
  }

  const model::FieldEdit edit = model::withField(config_, spec.path, wanted);
  if (!edit.config) {
    QStringList reasons;
    for (const model::Problem &problem : edit.problems)
      reasons << (problem.path == spec.path ? problemMessage(problem) : problemText(problem));
    return refuse(index, row, reasons.join(QStringLiteral("; ")));
  }
  const bool hadRefusal = !row.refusal.isEmpty();
  row.refusal.clear();
  if (hadRefusal) rowChanged(index);
  const nlohmann::json after = model::fieldValue(*edit.config, spec.path);
  if (after != row.value) emit fieldEdited(spec.pathText(), row.value, after);
  return true;
}

bool ConfigItemModel::refuse(const QModelIndex &index, Row &row, const QString &message) {
  // Name the field both ways: what people call it and the path the Problems panel shows.
  row.refusal = QStringLiteral("%1 (%2): %3").arg(row.spec->labelText(), row.spec->pathText(), message);
  rowChanged(index);
  emit editRefused(row.spec->pathText(), row.refusal);
  return false;
}

void ConfigItemModel::rowChanged(const QModelIndex &index) {
  emit dataChanged(index.siblingAtColumn(FieldColumn), index.siblingAtColumn(UnitColumn));
}

Qt::ItemFlags ConfigItemModel::flags(const QModelIndex &index) const {
  if (!index.isValid()) return Qt::NoItemFlags;
  const Row *row = rowAt(index);
  if (!row) return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
  Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
  const FieldSpec &spec = *row->spec;
  if (index.column() == ValueColumn && spec.editable())
    flags |= spec.type == FieldType::Flag ? Qt::ItemIsUserCheckable : Qt::ItemIsEditable;
  if (index.column() == UnitColumn && spec.type == FieldType::Real && unitsOf(spec.quantity).size() > 1)
    flags |= Qt::ItemIsEditable;
  return flags;
}

QVariant ConfigItemModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
  case FieldColumn: return tr("Field");
  case ValueColumn: return tr("Value");
  case UnitColumn: return tr("Unit");
  default: return {};
  }
}

} // namespace snp::views
