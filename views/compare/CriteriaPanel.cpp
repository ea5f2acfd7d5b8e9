#include "views/compare/CriteriaPanel.h"

#include "model/BundledText.h"
#include "model/CriteriaJson.h"
#include "model/DisplayUnits.h"
#include "sim/decision/Metrics.h"
#include "views/FigureLabels.h"
#include "views/FigureText.h"
#include "views/Units.h"
#include "views/VerdictText.h"
#include "views/compare/ComparisonText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>

#include <cmath>

namespace snp::views {

namespace {

constexpr int kPathRole = Qt::UserRole;

QString metricLabel(const std::string &path) {
  const auto dot = path.find('.');
  if (dot == std::string::npos) return QString::fromStdString(path);
  return figureLabel(std::string_view(path).substr(0, dot), std::string_view(path).substr(dot + 1));
}

double unitFactor(const std::string &symbol) {
  const auto unit = model::findDisplayUnit(symbol);
  return unit ? unit->factor : 1.0;
}

// A threshold in the rule's display unit, as people type it (locale digits, no exponent).
QString thresholdText(double si, const std::string &unit) {
  return QLocale().toString(si / unitFactor(unit), 'g', 6);
}

// Combo boxes for the metric, comparator and unit columns; plain line edits elsewhere.
class RuleDelegate : public QStyledItemDelegate {
public:
  using QStyledItemDelegate::QStyledItemDelegate;

  QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                        const QModelIndex &index) const override {
    switch (index.column()) {
    case CriteriaPanel::Metric: {
      auto *box = new QComboBox(parent);
      for (const sim::MetricInfo &metric : sim::metricCatalogue())
        box->addItem(metricLabel(metric.path), QString::fromStdString(metric.path));
      return box;
    }
    case CriteriaPanel::Comparator: {
      auto *box = new QComboBox(parent);
      for (int c = 0; c < 4; ++c)
        box->addItem(comparatorSymbol(static_cast<model::Comparator>(c)), c);
      return box;
    }
    case CriteriaPanel::Unit: {
      auto *box = new QComboBox(parent);
      const sim::MetricInfo *metric = sim::findMetric(
          index.siblingAtColumn(CriteriaPanel::Metric).data(kPathRole).toString().toStdString());
      for (const model::DisplayUnit &unit : model::displayUnitsOf(metric ? metric->unit : ""))
        box->addItem(QString::fromUtf8(unit.symbol.data(), static_cast<qsizetype>(unit.symbol.size())));
      return box;
    }
    default: return QStyledItemDelegate::createEditor(parent, option, index);
    }
  }

  void setEditorData(QWidget *editor, const QModelIndex &index) const override {
    if (auto *box = qobject_cast<QComboBox *>(editor)) {
      const QVariant key = index.data(kPathRole);
      const int at =
          index.column() == CriteriaPanel::Unit ? box->findText(index.data().toString()) : box->findData(key);
      box->setCurrentIndex(std::max(0, at));
      return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
  }

  void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override {
    if (auto *box = qobject_cast<QComboBox *>(editor)) {
      model->setData(index, box->currentData(), kPathRole);
      model->setData(index, box->currentText(), Qt::DisplayRole);
      return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
  }
};

} // namespace

CriteriaPanel::CriteriaPanel(QWidget *parent)
    : QWidget(parent), sets_(new QComboBox(this)), table_(new QTableWidget(this)), summary_(new QLabel(this)),
      whatIf_(new QPushButton(tr("What would it take?"), this)),
      colour_(new QCheckBox(tr("Colour the room by criteria"), this)) {
  sets_->setObjectName("CriteriaSets");
  table_->setObjectName("CriteriaTable");
  table_->setColumnCount(ColumnCount);
  table_->setHorizontalHeaderLabels({tr("Must"), tr("Rule"), tr("Figure"), tr("Test"), tr("Threshold"),
                                     tr("Upper"), tr("Unit"), tr("Weight"), tr("Verdict")});
  table_->verticalHeader()->hide();
  table_->setItemDelegate(new RuleDelegate(table_));
  table_->setWordWrap(true);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
  // The verdict is what a reader looks for: shown beside the rule's name, not past the right
  // edge of a narrow dock (only the visual order; the columns keep their indices).
  table_->horizontalHeader()->moveSection(Verdict, Name + 1);
  summary_->setWordWrap(true);
  // It quotes the criteria set, a file's or the user's: shown as typed, never as markup.
  summary_->setTextFormat(Qt::PlainText);
  summary_->setObjectName("CriteriaSummary");
  whatIf_->setObjectName("WhatIfButton");
  whatIf_->setToolTip(tr("The smallest changes that make the scenario pass every must-rule"));
  whatIf_->hide();

  auto *newSet = new QPushButton(tr("Copy set"), this);
  newSet->setToolTip(tr("A new criteria set starting from this one"));
  auto *rename = new QPushButton(tr("Rename set…"), this);
  rename->setObjectName("RenameCriteriaSet");
  auto *add = new QPushButton(tr("Add rule"), this);
  auto *remove = new QPushButton(tr("Remove rule"), this);
  // Short rows, so that the dock narrows to a laptop screen's right-hand column.
  auto *top = new QHBoxLayout;
  top->addWidget(new QLabel(tr("Criteria set:"), this));
  top->addWidget(sets_, 1);
  auto *setButtons = new QHBoxLayout;
  setButtons->addWidget(newSet);
  setButtons->addWidget(rename);
  setButtons->addStretch();
  auto *ruleButtons = new QHBoxLayout;
  ruleButtons->addWidget(add);
  ruleButtons->addWidget(remove);
  ruleButtons->addStretch();
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(top);
  layout->addLayout(setButtons);
  auto *verdictRow = new QHBoxLayout;
  verdictRow->addWidget(summary_, 1);
  verdictRow->addWidget(whatIf_, 0, Qt::AlignTop);
  layout->addLayout(verdictRow);
  layout->addWidget(table_, 1);
  layout->addLayout(ruleButtons);
  layout->addWidget(colour_);

  connect(sets_, &QComboBox::activated, this, &CriteriaPanel::currentSetChanged);
  connect(newSet, &QPushButton::clicked, this, &CriteriaPanel::newSetRequested);
  connect(whatIf_, &QPushButton::clicked, this, &CriteriaPanel::whatIfRequested);
  connect(rename, &QPushButton::clicked, this, [this] {
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename criteria set"), tr("Name:"),
                                               QLineEdit::Normal, QString::fromStdString(shown_.name), &ok)
                             .trimmed();
    if (!ok || name.isEmpty() || name.toStdString() == shown_.name) return;
    model::CriteriaSet next = shown_;
    next.name = name.toStdString();
    // The bundled description tells where the bundled set comes from ("the S1 article's table"):
    // under another name it says where this one started instead.
    if (model::isBundledText(next.description))
      next.description = tr("Started from “%1”.").arg(QString::fromStdString(shown_.name)).toStdString();
    emit criteriaEdited(next, tr("Rename criteria set to %1").arg(name));
  });
  connect(add, &QPushButton::clicked, this, &CriteriaPanel::addRule);
  connect(remove, &QPushButton::clicked, this, &CriteriaPanel::removeRule);
  connect(table_, &QTableWidget::cellChanged, this, &CriteriaPanel::onCellChanged);
  connect(colour_, &QCheckBox::toggled, this, &CriteriaPanel::colourByCriteriaChanged);
}

bool CriteriaPanel::colourByCriteria() const { return colour_->isChecked(); }

void CriteriaPanel::setColourByCriteria(bool on) {
  const QSignalBlocker quiet(colour_); // the room's own choice, not a new request
  colour_->setChecked(on);
}

void CriteriaPanel::setCriteria(const std::vector<model::CriteriaSet> &sets, int current) {
  // Called on every edit of the scenario; rebuilding an unchanged table would cost milliseconds.
  QStringList names;
  for (const model::CriteriaSet &set : sets)
    names << QString::fromStdString(set.name);
  if (table_->rowCount() == static_cast<int>(shown_.rules.size()) &&
      shown_ == sets[static_cast<std::size_t>(current)] && names == setNames_ &&
      sets_->currentIndex() == current)
    return;
  setNames_ = names;
  filling_ = true;
  sets_->clear();
  for (const model::CriteriaSet &set : sets)
    sets_->addItem(QString::fromStdString(set.name));
  sets_->setCurrentIndex(current);
  shown_ = sets[static_cast<std::size_t>(current)];
  // Descriptions come from files: a tooltip would read them as markup if they looked like it.
  sets_->setToolTip(Qt::convertFromPlainText(QString::fromStdString(shown_.description)));
  table_->setRowCount(static_cast<int>(shown_.rules.size()));
  for (std::size_t i = 0; i < shown_.rules.size(); ++i)
    fillRow(static_cast<int>(i), shown_.rules[i]);
  filling_ = false;
}

void CriteriaPanel::fillRow(int row, const model::Criterion &rule) {
  auto item = [&](int column, const QString &text) {
    auto *cell = new QTableWidgetItem(text);
    cell->setToolTip(Qt::convertFromPlainText(QString::fromStdString(rule.description)));
    table_->setItem(row, column, cell);
    return cell;
  };
  QTableWidgetItem *must = item(Must, {});
  must->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
  must->setCheckState(rule.must ? Qt::Checked : Qt::Unchecked);
  item(Name, QString::fromStdString(rule.name));
  QTableWidgetItem *metric = item(Metric, metricLabel(rule.metric));
  metric->setData(kPathRole, QString::fromStdString(rule.metric));
  QTableWidgetItem *comparator = item(Comparator, comparatorSymbol(rule.comparator));
  comparator->setData(kPathRole, static_cast<int>(rule.comparator));
  item(Threshold, thresholdText(rule.threshold, rule.unit));
  QTableWidgetItem *upper =
      item(Upper,
           rule.comparator == model::Comparator::Between ? thresholdText(rule.upper, rule.unit) : QString());
  if (rule.comparator != model::Comparator::Between) upper->setFlags(Qt::ItemIsSelectable);
  item(Unit, QString::fromStdString(rule.unit));
  item(Weight, formatNumber(rule.weight));
  item(Verdict, {})->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
}

void CriteriaPanel::setVerdicts(const std::optional<sim::CriteriaVerdicts> &verdicts) {
  filling_ = true;
  if (!verdicts) summary_->setText(tr("The scenario cannot be evaluated, so it cannot be judged."));
  for (int row = 0; row < table_->rowCount(); ++row) {
    QTableWidgetItem *cell = table_->item(row, Verdict);
    if (!verdicts || static_cast<std::size_t>(row) >= verdicts->verdicts.size()) {
      cell->setText(QStringLiteral("—"));
      cell->setBackground({});
      continue;
    }
    const sim::Verdict &v = verdicts->verdicts[static_cast<std::size_t>(row)];
    const model::Criterion &rule = *v.rule;
    const QString value = v.evaluable ? formatNumber(v.figure.value / unitFactor(rule.unit)) + " " +
                                            QString::fromStdString(rule.unit)
                                      : tr("n/a");
    cell->setText(QStringLiteral("%1 — %2").arg(value.trimmed(), verdictOutcome(v)));
    cell->setBackground(!v.evaluable ? QColor(235, 235, 235)
                        : v.pass     ? QColor(214, 240, 214)
                                     : QColor(250, 210, 205));
    QString tip =
        tr("<p><b>%1</b>: %2 %3 %4</p>")
            .arg(QString::fromStdString(rule.name).toHtmlEscaped(), value.toHtmlEscaped(),
                 comparatorSymbol(rule.comparator),
                 thresholdText(rule.threshold, rule.unit) + " " + QString::fromStdString(rule.unit));
    if (std::isfinite(v.margin_ratio))
      tip += tr("<p>Margin: %1 %</p>").arg(QLocale().toString(100 * v.margin_ratio, 'f', 1));
    if (v.band) tip += bandTip(v);
    tip +=
        "<p>" + QString::fromStdString(rule.description).toHtmlEscaped() + "</p>" + explanationHtml(v.figure);
    cell->setToolTip(tip);
  }
  if (verdicts)
    summary_->setText(
        verdicts->must_pass
            ? tr("Meets every must-rule · score %1 %").arg(QLocale().toString(verdicts->score, 'f', 0))
            : tr("Must-rules failed: %1 · score %2 %")
                  .arg(verdicts->failed_must)
                  .arg(QLocale().toString(verdicts->score, 'f', 0)));
  summary_->setStyleSheet(verdicts && !verdicts->must_pass ? "color: #b02a1a; font-weight: bold;" : "");
  whatIf_->setVisible(verdicts && !verdicts->must_pass);
  filling_ = false;
}

void CriteriaPanel::onCellChanged(int row, int column) {
  if (filling_ || row < 0 || static_cast<std::size_t>(row) >= shown_.rules.size()) return;
  model::CriteriaSet next = shown_;
  model::Criterion &rule = next.rules[static_cast<std::size_t>(row)];
  const QTableWidgetItem *cell = table_->item(row, column);
  bool ok = true;
  switch (column) {
  case Must: rule.must = cell->checkState() == Qt::Checked; break;
  case Name: rule.name = cell->text().toStdString(); break;
  case Metric: {
    rule.metric = cell->data(kPathRole).toString().toStdString();
    // A new figure may be measured in other units: start from its first one.
    const sim::MetricInfo *metric = sim::findMetric(rule.metric);
    if (metric && !model::isUnitOf(rule.unit, metric->unit)) {
      const auto units = model::displayUnitsOf(metric->unit);
      rule.unit = units.empty() ? std::string() : std::string(units.front().symbol);
    }
    break;
  }
  case Comparator: rule.comparator = static_cast<model::Comparator>(cell->data(kPathRole).toInt()); break;
  case Threshold: rule.threshold = QLocale().toDouble(cell->text(), &ok) * unitFactor(rule.unit); break;
  case Upper: rule.upper = QLocale().toDouble(cell->text(), &ok) * unitFactor(rule.unit); break;
  case Unit: rule.unit = cell->text().toStdString(); break;
  case Weight:
    rule.weight = QLocale().toDouble(cell->text(), &ok);
    // The bound the file format holds weights to (model/CriteriaJson.h): every score stays finite.
    ok = ok && rule.weight >= 0 && rule.weight <= model::kMaxCriterionWeight;
    break;
  default: return;
  }
  if (rule.comparator == model::Comparator::Between && rule.upper < rule.threshold)
    rule.upper = rule.threshold;
  if (!ok || next == shown_) {
    // Not a number (or no change): show the rule as it is.
    filling_ = true;
    fillRow(row, shown_.rules[static_cast<std::size_t>(row)]);
    filling_ = false;
    return;
  }
  emit criteriaEdited(next, tr("Edit rule %1").arg(QString::fromStdString(rule.name)));
}

void CriteriaPanel::addRule() {
  model::CriteriaSet next = shown_;
  model::Criterion rule;
  rule.id = "rule" + std::to_string(next.rules.size() + 1);
  for (int n = 2;
       std::any_of(next.rules.begin(), next.rules.end(), [&](const auto &r) { return r.id == rule.id; }); ++n)
    rule.id = "rule" + std::to_string(next.rules.size() + n);
  rule.name = tr("Token throughput").toStdString();
  rule.metric = "training.tokens_per_s";
  rule.unit = "tokens/s";
  rule.must = false;
  next.rules.push_back(rule);
  emit criteriaEdited(next, tr("Add rule"));
}

void CriteriaPanel::removeRule() {
  const int row = table_->currentRow();
  if (row < 0 || static_cast<std::size_t>(row) >= shown_.rules.size()) return;
  model::CriteriaSet next = shown_;
  const QString name = QString::fromStdString(next.rules[static_cast<std::size_t>(row)].name);
  next.rules.erase(next.rules.begin() + row);
  emit criteriaEdited(next, tr("Remove rule %1").arg(name));
}

} // namespace snp::views
