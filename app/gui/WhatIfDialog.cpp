#include "app/gui/WhatIfDialog.h"

#include "app/gui/WhatIfText.h"
#include "sim/Evaluate.h"
#include "sim/decision/Metrics.h"
#include "views/FigureText.h"
#include "views/VerdictText.h"
#include "views/editor/FieldCatalog.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace snp::app {

namespace {

enum LeverColumn { LeverField, LeverValues };
enum FixColumn { FixChanges, FixFigures, FixCost };

// A lever's values as the search syntax writes them: "16,24,32,40" (model::WhatIfLever's syntax).
QString valuesText(const sim::WhatIfLever &lever) {
  QStringList items;
  for (const nlohmann::json &value : lever.values)
    if (value.is_string())
      items << QString::fromStdString(value.get<std::string>());
    else if (value.is_number_float() && value.get<double>() == std::round(value.get<double>()))
      items << QString::number(value.get<double>(), 'f', 0); // a base of 22.0 °C reads 22
    else
      items << QString::fromStdString(value.dump());
  return items.join(QLatin1Char(','));
}

// The must-rules `base` fails, with what their figures read: "Power usage effectiveness 1.267 (≤ 1.1)".
QString failingText(const model::Config &base, const model::CriteriaSet &criteria) {
  const sim::Results results = sim::evaluate(base);
  const sim::CriteriaVerdicts verdicts = sim::judge(criteria, sim::MetricValues(base, results));
  QStringList failing;
  for (const sim::Verdict &v : verdicts.verdicts)
    if (v.rule->must && !v.pass)
      failing << WhatIfDialog::tr("%1 is %2 (%3 %4)")
                     .arg(QString::fromStdString(v.rule->name),
                          views::formatValue(v.figure.value, v.figure.unit),
                          views::comparatorSymbol(v.rule->comparator),
                          views::formatValue(v.rule->threshold, v.figure.unit));
  if (failing.isEmpty())
    return WhatIfDialog::tr("The scenario passes every must-rule of \"%1\": nothing to fix.")
        .arg(QString::fromStdString(criteria.name));
  return WhatIfDialog::tr("Fails: %1").arg(failing.join(QStringLiteral("; ")));
}

// "Cabinets passes from 24 to 40; at 16: …; at 48: …", or why it cannot say.
QString howFarText(const sim::WhatIfQuestion &question, const sim::HowFar &far) {
  const sim::WhatIfLever &lever = question.levers[far.lever];
  const QString field = views::fieldLabel(lever.path);
  if (!far.base_passes)
    return WhatIfDialog::tr("%1 cannot move while the scenario fails a must-rule: search for a fix first.")
        .arg(field);
  QString text = WhatIfDialog::tr("%1 passes from %2 to %3")
                     .arg(field, leverValueText(lever.path, lever.values[far.down.furthest]),
                          leverValueText(lever.path, lever.values[far.up.furthest]));
  for (const sim::HowFar::Reach *reach : {&far.down, &far.up})
    if (reach->first_failing)
      text += WhatIfDialog::tr("; at %1 it fails: %2")
                  .arg(leverValueText(lever.path, lever.values[*reach->first_failing]),
                       QString::fromStdString(reach->why));
  return text;
}

} // namespace

WhatIfDialog::WhatIfDialog(const model::Config &base, const model::CriteriaSet &criteria, QWidget *parent)
    : QDialog(parent), base_(base), criteria_(criteria), failing_(new QLabel(this)),
      levers_(new QTableWidget(0, 2, this)), changes_(new QSpinBox(this)), rank_(new QComboBox(this)),
      searchButton_(new QPushButton(tr("Search"), this)), cancelButton_(new QPushButton(tr("Cancel"), this)),
      scenarioButton_(new QPushButton(tr("New Scenario from Fix, Compared"), this)),
      howFarButton_(new QPushButton(tr("How Far Can It Go?"), this)), progress_(new QProgressBar(this)),
      status_(new QLabel(this)), fixes_(new QTableWidget(0, 3, this)) {
  setWindowTitle(tr("What Would It Take?"));
  setObjectName("WhatIfDialog");
  failing_->setWordWrap(true);
  failing_->setText(failingText(base_, criteria_));

  levers_->setObjectName("WhatIfLevers");
  levers_->setHorizontalHeaderLabels(
      {tr("Field it may change"), tr("Values: 1,2,4 · from..to:step · from..to*factor")});
  levers_->horizontalHeader()->setStretchLastSection(true);
  levers_->verticalHeader()->hide();
  for (const sim::WhatIfLever &lever : sim::defaultLevers(base_)) {
    const int row = levers_->rowCount();
    levers_->insertRow(row);
    auto *field = new QTableWidgetItem(views::fieldLabel(lever.path));
    field->setData(Qt::UserRole, QString::fromStdString(lever.path));
    field->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    field->setCheckState(Qt::Checked);
    field->setToolTip(QString::fromStdString(lever.path));
    levers_->setItem(row, LeverField, field);
    levers_->setItem(row, LeverValues, new QTableWidgetItem(valuesText(lever)));
  }
  levers_->resizeColumnToContents(LeverField);

  changes_->setRange(1, 3);
  changes_->setValue(2);
  rank_->addItem(tr("Smallest change first"), int(sim::WhatIfQuestion::Rank::Distance));
  rank_->addItem(tr("Cheapest first"), int(sim::WhatIfQuestion::Rank::Cost));
  auto *settings = new QFormLayout;
  settings->addRow(tr("Fields changed at once:"), changes_);
  settings->addRow(tr("Rank fixes:"), rank_);

  auto *runRow = new QHBoxLayout;
  howFarButton_->setToolTip(tr("For the selected field: the furthest values each way at which the scenario "
                               "still passes every must-rule"));
  runRow->addWidget(searchButton_);
  runRow->addWidget(howFarButton_);
  runRow->addWidget(cancelButton_);
  runRow->addWidget(progress_, 1);
  cancelButton_->setEnabled(false);
  progress_->setRange(0, 1000);
  status_->setWordWrap(true);

  fixes_->setObjectName("WhatIfFixes");
  fixes_->setHorizontalHeaderLabels({tr("Changes"), tr("Figures that failed"), tr("Annual cost")});
  fixes_->horizontalHeader()->setSectionResizeMode(FixChanges, QHeaderView::Stretch);
  fixes_->horizontalHeader()->setSectionResizeMode(FixFigures, QHeaderView::ResizeToContents);
  fixes_->horizontalHeader()->setSectionResizeMode(FixCost, QHeaderView::ResizeToContents);
  fixes_->verticalHeader()->hide();
  fixes_->setSelectionBehavior(QAbstractItemView::SelectRows);
  fixes_->setSelectionMode(QAbstractItemView::SingleSelection);
  fixes_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  fixes_->setWordWrap(true);
  scenarioButton_->setEnabled(false);
  auto *close = new QPushButton(tr("Close"), this);
  auto *buttons = new QHBoxLayout;
  buttons->addStretch();
  buttons->addWidget(scenarioButton_);
  buttons->addWidget(close);

  auto *layout = new QVBoxLayout(this);
  layout->addWidget(failing_);
  layout->addWidget(levers_, 2);
  layout->addLayout(settings);
  layout->addLayout(runRow);
  layout->addWidget(status_);
  layout->addWidget(fixes_, 3);
  layout->addLayout(buttons);
  resize(900, 640);

  connect(searchButton_, &QPushButton::clicked, this, &WhatIfDialog::start);
  connect(cancelButton_, &QPushButton::clicked, &search_, &views::BackgroundRun::cancel);
  connect(scenarioButton_, &QPushButton::clicked, this, &WhatIfDialog::requestScenario);
  connect(howFarButton_, &QPushButton::clicked, this, &WhatIfDialog::startHowFar);
  connect(close, &QPushButton::clicked, this, &QDialog::reject);
  connect(fixes_, &QTableWidget::itemSelectionChanged, this,
          [this] { scenarioButton_->setEnabled(!fixes_->selectedItems().isEmpty()); });
  connect(&search_, &views::BackgroundRun::progressed, this,
          [this](double share) { progress_->setValue(int(share * 1000)); });
}

std::optional<sim::WhatIfQuestion> WhatIfDialog::question(QString &problem) const {
  sim::WhatIfQuestion question;
  question.base = base_;
  question.criteria = criteria_;
  question.max_changes = changes_->value();
  question.rank = sim::WhatIfQuestion::Rank(rank_->currentData().toInt());
  for (int row = 0; row < levers_->rowCount(); ++row) {
    const QTableWidgetItem *field = levers_->item(row, LeverField);
    if (field->checkState() != Qt::Checked) continue;
    const std::string text = field->data(Qt::UserRole).toString().toStdString() + "=" +
                             levers_->item(row, LeverValues)->text().remove(QLatin1Char(' ')).toStdString();
    auto lever = sim::parseLever(text, base_);
    if (const std::string *why = std::get_if<std::string>(&lever)) {
      problem = QString::fromStdString(*why);
      return std::nullopt;
    }
    question.levers.push_back(std::get<sim::WhatIfLever>(std::move(lever)));
  }
  if (question.levers.empty()) {
    problem = tr("Tick at least one field the search may change.");
    return std::nullopt;
  }
  if (const std::string why = sim::questionProblem(question); !why.empty()) {
    problem = QString::fromStdString(why);
    return std::nullopt;
  }
  return question;
}

void WhatIfDialog::start() {
  if (running()) return;
  QString problem;
  std::optional<sim::WhatIfQuestion> asked = question(problem);
  if (!asked) {
    status_->setText(problem);
    return;
  }
  asked_ = std::move(asked);
  answer_.reset();
  fixes_->setRowCount(0);
  searchButton_->setEnabled(false);
  cancelButton_->setEnabled(true);
  status_->setText(tr("Searching %L1 designs…").arg(sim::candidateCount(*asked_)));
  search_.start<sim::WhatIfAnswer>(
      [question = *asked_](views::BackgroundRun::Control &control) {
        return sim::whatWouldItTake(
            question, {&control.cancelFlag(), [&control](double share) { control.report(share); }});
      },
      [this](sim::WhatIfAnswer &&answer) { finish(std::move(answer)); });
}

void WhatIfDialog::startHowFar() {
  if (running()) return;
  const int row = levers_->currentRow();
  if (row < 0) {
    status_->setText(tr("Select the field to move first."));
    return;
  }
  const QString path = levers_->item(row, LeverField)->data(Qt::UserRole).toString();
  auto lever = sim::parseLever(
      (path + "=" + levers_->item(row, LeverValues)->text().remove(QLatin1Char(' '))).toStdString(), base_);
  if (const std::string *why = std::get_if<std::string>(&lever)) {
    status_->setText(QString::fromStdString(*why));
    return;
  }
  sim::WhatIfQuestion question;
  question.base = base_;
  question.criteria = criteria_;
  question.levers = {std::get<sim::WhatIfLever>(std::move(lever))};
  searchButton_->setEnabled(false);
  howFarButton_->setEnabled(false);
  status_->setText(tr("Moving %1 each way…").arg(views::fieldLabel(question.levers.front().path)));
  search_.start<QString>(
      [question](views::BackgroundRun::Control &) { return howFarText(question, sim::howFar(question, 0)); },
      [this](QString &&text) {
        searchButton_->setEnabled(true);
        howFarButton_->setEnabled(true);
        status_->setText(text);
        emit howFarFinished(text);
      });
}

void WhatIfDialog::finish(sim::WhatIfAnswer &&answer) {
  answer_ = std::move(answer);
  searchButton_->setEnabled(true);
  cancelButton_->setEnabled(false);
  progress_->setValue(1000);
  const sim::WhatIfAnswer &a = *answer_;
  if (!a.base_problem.empty())
    status_->setText(tr("The scenario does not validate: %1").arg(QString::fromStdString(a.base_problem)));
  else if (a.failing_rules.empty())
    status_->setText(tr("The scenario passes every must-rule: nothing to fix."));
  else
    status_->setText(tr("%L1 fixes from %L2 designs evaluated of %L3 (%L4 refused by validation or a hard "
                        "limit)%5")
                         .arg(a.fixes.size())
                         .arg(a.evaluated)
                         .arg(a.candidates)
                         .arg(a.invalid)
                         .arg(a.complete ? QString() : tr("; cancelled before the end")));
  showFixes();
  emit searchFinished();
}

void WhatIfDialog::showFixes() {
  const sim::WhatIfAnswer &a = *answer_;
  fixes_->setRowCount(int(a.fixes.size()));
  for (std::size_t i = 0; i < a.fixes.size(); ++i) {
    const sim::WhatIfFix &fix = a.fixes[i];
    auto *changes = new QTableWidgetItem(fixChangesText(*asked_, fix));
    changes->setToolTip(fixFollowedText(fix));
    fixes_->setItem(int(i), FixChanges, changes);
    fixes_->setItem(int(i), FixFigures, new QTableWidgetItem(fixFiguresText(*asked_, fix)));
    fixes_->setItem(int(i), FixCost, new QTableWidgetItem(fixCostText(fix)));
  }
  fixes_->resizeRowsToContents();
  if (!a.fixes.empty()) fixes_->selectRow(0);
}

void WhatIfDialog::requestScenario() {
  const int row = fixes_->currentRow();
  if (!answer_ || row < 0 || row >= int(answer_->fixes.size())) return;
  const sim::WhatIfFix &fix = answer_->fixes[std::size_t(row)];
  emit scenarioRequested(
      tr("%1, fixed: %2").arg(QString::fromStdString(base_.name), fixChangesText(*asked_, fix)), fix.config);
}

} // namespace snp::app
