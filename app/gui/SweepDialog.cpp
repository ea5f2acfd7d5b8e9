#include "app/gui/SweepDialog.h"

#include "sim/decision/Metrics.h"
#include "sim/sweep/EvolutionarySearch.h"
#include "sim/sweep/SweepResultJson.h"
#include "views/ChosenFile.h"
#include "views/FigureLabels.h"
#include "views/FigureText.h"
#include "views/editor/FieldCatalog.h"

#include "model/CriteriaJson.h"
#include "model/JsonCodec.h"
#include "views/Units.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace snp::app {

namespace {

// Designs drawn in the scatter, evenly spread over the space; the front is always drawn whole.
constexpr std::uint64_t kScatterDesigns = 20000;

// One value of an axis as typed: a number, a name, true/false, or a list of whole numbers
// written 8x8x10.
nlohmann::json valueOf(const QString &text) {
  const QString trimmed = text.trimmed();
  if (trimmed.contains(QLatin1Char('x')) || trimmed.contains(QChar(0x00D7))) {
    nlohmann::json list = nlohmann::json::array();
    for (const QString &part : trimmed.split(QRegularExpression(QStringLiteral("[x\u00D7]"))))
      list.push_back(part.trimmed().toLongLong());
    return list;
  }
  bool number = false;
  const double value = QLocale::c().toDouble(trimmed, &number);
  if (number)
    return value == std::round(value) && std::abs(value) < 9e15
               ? nlohmann::json(static_cast<long long>(value))
               : nlohmann::json(value);
  if (trimmed == QLatin1String("true") || trimmed == QLatin1String("false"))
    return trimmed == QLatin1String("true");
  return trimmed.toStdString();
}

// An axis's values as typed: "1, 2, 4, 8", a linear range "25:45:5" (from:to:step) or a
// geometric one "1:16*2" (from:to*factor).
nlohmann::json axisValues(const QString &text) {
  static const QRegularExpression linear(
      QStringLiteral("^\\s*([-0-9.eE+]+)\\s*:\\s*([-0-9.eE+]+)\\s*:\\s*([-0-9.eE+]+)\\s*$"));
  static const QRegularExpression geometric(
      QStringLiteral("^\\s*([-0-9.eE+]+)\\s*:\\s*([-0-9.eE+]+)\\s*\\*\\s*([-0-9.eE+]+)\\s*$"));
  for (const auto &[pattern, key] : {std::pair{&linear, "step"}, std::pair{&geometric, "factor"}})
    if (const QRegularExpressionMatch m = pattern->match(text); m.hasMatch())
      return {{"range",
               {{"from", m.captured(1).toDouble()},
                {"to", m.captured(2).toDouble()},
                {key, m.captured(3).toDouble()}}}};
  nlohmann::json values = nlohmann::json::array();
  for (const QString &item : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
    values.push_back(valueOf(item));
  return {{"values", values}};
}

QString metricText(const std::string &path) {
  const std::size_t dot = path.find('.');
  const QString label =
      views::figureLabel(std::string_view(path).substr(0, dot), std::string_view(path).substr(dot + 1));
  return label.isEmpty() ? QString::fromStdString(path) : label;
}

void fillMetrics(QComboBox *box, const std::string &chosen) {
  for (const sim::MetricInfo &metric : sim::metricCatalogue())
    box->addItem(metricText(metric.path), QString::fromStdString(metric.path));
  box->setCurrentIndex(box->findData(QString::fromStdString(chosen)));
}

// An axis in the SI prefix that reads best for its largest value: 3.7 MW, not 3.7e+06 W.
struct AxisScale {
  double divisor;
  QString unit;
};
AxisScale axisScale(double largest, std::string_view unit) {
  const QString base = QString::fromLatin1(unit.data(), qsizetype(unit.size()));
  if (unit == "ratio") return {0.01, QStringLiteral("%")};
  static constexpr std::pair<double, const char *> kPrefixes[] = {
      {1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}};
  for (const auto &[divisor, prefix] : kPrefixes)
    if (std::abs(largest) >= divisor) return {divisor, QString::fromLatin1(prefix) + base};
  return {1, base};
}

QComboBox *goalBox(QWidget *parent, bool maximise) {
  auto *box = new QComboBox(parent);
  box->addItem(SweepDialog::tr("Maximise"), true);
  box->addItem(SweepDialog::tr("Minimise"), false);
  box->setCurrentIndex(maximise ? 0 : 1);
  return box;
}

} // namespace

SweepDialog::SweepDialog(const model::Config &base, const model::CriteriaSet &criteria, QWidget *parent)
    : QDialog(parent), base_(base), criteria_(criteria), axes_(new QTableWidget(0, 2, this)),
      deriveDp_(new QCheckBox(tr("Keep tp · pp · cp · dp = accelerators and the batch per replica (dp and "
                                 "the global batch derived)"),
                              this)),
      useCriteria_(new QCheckBox(tr("Judge by \"%1\"").arg(QString::fromStdString(criteria.name)), this)),
      search_(new QCheckBox(
          tr("Search instead of evaluating every design (NSGA-II), at most this many designs:"), this)),
      searchEvaluations_(new QSpinBox(this)), xMetric_(new QComboBox(this)), xGoal_(goalBox(this, false)),
      yMetric_(new QComboBox(this)), yGoal_(goalBox(this, true)),
      runButton_(new QPushButton(tr("Run"), this)), cancelButton_(new QPushButton(tr("Cancel"), this)),
      scenarioButton_(new QPushButton(tr("New Scenario from Design"), this)),
      progress_(new QProgressBar(this)), status_(new QLabel(this)), chart_(new QChartView(this)),
      table_(new QTableView(this)), rows_(new QStandardItemModel(this)),
      sorted_(new QSortFilterProxyModel(this)) {
  setWindowTitle(tr("Design-Space Sweep"));
  setObjectName("SweepDialog");
  axes_->setObjectName("SweepAxes");
  axes_->setHorizontalHeaderLabels(
      {tr("Field"), tr("Values: 1, 2, 4 · from:to:step · from:to*factor · 8x8x10")});
  axes_->horizontalHeader()->setStretchLastSection(true);
  axes_->setColumnWidth(0, 380);
  axes_->verticalHeader()->hide();
  deriveDp_->setChecked(true);
  useCriteria_->setChecked(!criteria.rules.empty());
  search_->setObjectName("SweepSearch");
  search_->setToolTip(tr("For spaces too large to enumerate: an evolutionary search that keeps the designs "
                         "trading the two objectives best, deterministic for its seed"));
  searchEvaluations_->setRange(100, 10'000'000);
  searchEvaluations_->setSingleStep(1000);
  searchEvaluations_->setValue(10'000);
  searchEvaluations_->setGroupSeparatorShown(true);
  searchEvaluations_->setEnabled(false);
  connect(search_, &QCheckBox::toggled, searchEvaluations_, &QWidget::setEnabled);
  fillMetrics(xMetric_, "power.facility_W");
  fillMetrics(yMetric_, "training.tokens_per_s");
  addAxisRow(QStringLiteral("workload.parallelism.tp"), QStringLiteral("1, 2, 4, 8"));
  addAxisRow(QStringLiteral("cooling.supply_C"), QStringLiteral("20:45:5"));

  auto *addRow = new QPushButton(tr("Add Axis"), this);
  auto *removeRow = new QPushButton(tr("Remove Axis"), this);
  connect(addRow, &QPushButton::clicked, this,
          [this] { addAxisRow(QStringLiteral("layout.cabinets"), QString()); });
  connect(removeRow, &QPushButton::clicked, this, [this] {
    if (axes_->rowCount() > 1)
      axes_->removeRow(axes_->currentRow() >= 0 ? axes_->currentRow() : axes_->rowCount() - 1);
  });
  auto *axisButtons = new QHBoxLayout;
  axisButtons->addWidget(addRow);
  axisButtons->addWidget(removeRow);
  axisButtons->addStretch();

  auto *objectives = new QFormLayout;
  auto *x = new QHBoxLayout, *y = new QHBoxLayout;
  x->addWidget(xGoal_);
  x->addWidget(xMetric_, 1);
  y->addWidget(yGoal_);
  y->addWidget(yMetric_, 1);
  objectives->addRow(tr("Objective (x):"), x);
  objectives->addRow(tr("Objective (y):"), y);

  auto *runRow = new QHBoxLayout;
  runRow->addWidget(runButton_);
  runRow->addWidget(cancelButton_);
  runRow->addWidget(progress_, 1);
  runRow->addWidget(status_, 1);
  cancelButton_->setEnabled(false);
  progress_->setRange(0, 1000);

  chart_->setObjectName("SweepChart");
  chart_->setRenderHint(QPainter::Antialiasing);
  chart_->setMinimumSize(420, 300);
  table_->setObjectName("SweepTable");
  sorted_->setSourceModel(rows_);
  sorted_->setSortRole(Qt::UserRole);
  table_->setModel(sorted_);
  table_->setSortingEnabled(true);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->verticalHeader()->hide();
  auto *results = new QSplitter(Qt::Horizontal, this);
  results->addWidget(chart_);
  results->addWidget(table_);
  results->setSizes({560, 540});
  axes_->setMaximumHeight(150);

  auto *layout = new QVBoxLayout(this);
  layout->addWidget(axes_);
  layout->addLayout(axisButtons);
  layout->addWidget(deriveDp_);
  layout->addWidget(useCriteria_);
  auto *searchRow = new QHBoxLayout;
  searchRow->addWidget(search_);
  searchRow->addWidget(searchEvaluations_);
  searchRow->addStretch();
  layout->addLayout(searchRow);
  layout->addLayout(objectives);
  layout->addLayout(runRow);
  layout->addWidget(results, 1);
  layout->addWidget(scenarioButton_, 0, Qt::AlignRight);
  scenarioButton_->setEnabled(false);
  resize(1100, 760);

  connect(runButton_, &QPushButton::clicked, this, &SweepDialog::start);
  connect(cancelButton_, &QPushButton::clicked, this, &SweepDialog::cancel);
  connect(scenarioButton_, &QPushButton::clicked, this, &SweepDialog::requestScenario);
  connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
          [this] { scenarioButton_->setEnabled(table_->selectionModel()->hasSelection()); });
  connect(&sweepRun_, &views::BackgroundRun::progressed, this, &SweepDialog::showProgress);
}

SweepDialog::~SweepDialog() = default;

void SweepDialog::addAxisRow(const QString &path, const QString &values) {
  const int row = axes_->rowCount();
  axes_->insertRow(row);
  auto *field = new QComboBox(axes_);
  for (const views::FieldSpec &spec : views::fieldCatalog())
    if (spec.type == views::FieldType::Integer || spec.type == views::FieldType::Real ||
        spec.type == views::FieldType::Flag || spec.type == views::FieldType::Choice ||
        spec.type == views::FieldType::IntegerList)
      field->addItem(QStringLiteral("%1 — %2").arg(QCoreApplication::translate("FieldCatalog", spec.label),
                                                   QString::fromStdString(spec.path)),
                     QString::fromStdString(spec.path));
  axes_->setCellWidget(row, 0, field);
  axes_->setItem(row, 1, new QTableWidgetItem(values));
  setAxis(row, path, values);
}

void SweepDialog::setSearch(bool on, int evaluations) {
  search_->setChecked(on);
  searchEvaluations_->setValue(evaluations);
}

void SweepDialog::setAxis(int row, const QString &path, const QString &values) {
  while (axes_->rowCount() <= row)
    addAxisRow(path, values);
  auto *field = static_cast<QComboBox *>(axes_->cellWidget(row, 0));
  field->setCurrentIndex(field->findData(path));
  axes_->item(row, 1)->setText(values);
}

std::string SweepDialog::specText() const {
  nlohmann::json axes = nlohmann::json::array();
  for (int row = 0; row < axes_->rowCount(); ++row) {
    const QString path = static_cast<QComboBox *>(axes_->cellWidget(row, 0))->currentData().toString();
    nlohmann::json axis = axisValues(axes_->item(row, 1)->text());
    axis["path"] = path.toStdString();
    axes.push_back(std::move(axis));
  }
  if (deriveDp_->isChecked()) {
    const auto &par = base_.workload.parallelism;
    const int perReplica = par.dp > 0 ? base_.workload.global_batch / par.dp : 1;
    axes.push_back({{"path", "workload.parallelism.dp"},
                    {"name", "derived_dp"},
                    {"rule", "accelerators / (workload.parallelism.tp * workload.parallelism.pp * "
                             "workload.parallelism.cp)"}});
    axes.push_back({{"path", "workload.global_batch"},
                    {"name", "derived_global_batch"},
                    {"rule", "derived_dp * " + std::to_string(std::max(1, perReplica))}});
  }
  const auto objective = [](QComboBox *goal, QComboBox *metric) {
    return nlohmann::json{{goal->currentData().toBool() ? "maximise" : "minimise",
                           metric->currentData().toString().toStdString()}};
  };
  nlohmann::json spec = {{"schema", 1},
                         {"name", base_.name},
                         {"base", {{"config", model::toJson(base_)}}},
                         {"axes", axes},
                         {"objectives", {objective(yGoal_, yMetric_), objective(xGoal_, xMetric_)}}};
  if (useCriteria_->isChecked()) spec["criteria"] = nlohmann::json::parse(model::dumpCriteriaSet(criteria_));
  if (search_->isChecked())
    spec["search"] = {{"method", "nsga2"}, {"evaluations", searchEvaluations_->value()}};
  return spec.dump();
}

// Reading and compiling the spec run on the worker thread too: an axis of a million values takes
// a while to check, and the window must not stop for it.
void SweepDialog::start() {
  if (running()) return;
  const std::string text = specText();
  done_ = 0;
  total_ = 0;
  runButton_->setEnabled(false);
  cancelButton_->setEnabled(true);
  status_->setText(tr("Reading the axes…"));
  const auto sweepOnWorker = [text, this](views::BackgroundRun::Control &control) {
    Outcome outcome;
    // A file the spec names is read from the working folder, as `snplan sweep` reads it beside
    // the spec.
    sim::ParsedSweepSpec parsed =
        sim::parseSweepSpec(text, [](const std::string &name) -> std::optional<std::string> {
          const views::ChosenFile file = views::readChosenFile(QString::fromStdString(name));
          if (!file.bytes) return std::nullopt;
          return file.bytes->toStdString();
        });
    model::Problems problems = std::move(parsed.errors);
    if (parsed.spec) {
      auto compiled = sim::CompiledSweep::compile(*parsed.spec);
      if (auto *found = std::get_if<model::Problems>(&compiled))
        problems = std::move(*found);
      else
        outcome.sweep = std::get<std::shared_ptr<const sim::CompiledSweep>>(std::move(compiled));
    }
    if (!problems.empty()) {
      outcome.error = QString::fromStdString(problems.front().path + " " + problems.front().message);
      return outcome;
    }
    const auto &search = outcome.sweep->spec().search;
    total_ = search ? std::min<std::uint64_t>(outcome.sweep->space(), std::uint64_t(search->evaluations))
                    : outcome.sweep->space();
    sim::SweepOptions options;
    options.sample = kScatterDesigns;
    options.cancel = &control.cancelFlag();
    options.progress = [this, &control](std::uint64_t done) {
      done_ = done;
      control.report(double(done) / double(total_));
    };
    outcome.result = search ? sim::evolutionarySearch(*outcome.sweep, options) : outcome.sweep->run(options);
    return outcome;
  };
  sweepRun_.start<Outcome>(sweepOnWorker, [this](Outcome &&outcome) { finish(std::move(outcome)); });
}

void SweepDialog::cancel() { sweepRun_.cancel(); }

bool SweepDialog::running() const { return sweepRun_.running(); }

void SweepDialog::showProgress() {
  const std::uint64_t done = done_.load(), total = total_.load();
  if (total == 0) return; // still reading the axes
  const double seconds = sweepRun_.elapsedSeconds();
  const double rate = seconds > 0 ? done / seconds : 0;
  progress_->setValue(int(1000.0 * done / total));
  status_->setText(tr("%L1 of %L2 designs · %L3 a second · %4 left")
                       .arg(done)
                       .arg(total)
                       .arg(rate, 0, 'f', 0)
                       .arg(views::formatValue(rate > 0 ? (total - done) / rate : 0, "s")));
}

void SweepDialog::finish(Outcome &&outcome) {
  runButton_->setEnabled(true);
  cancelButton_->setEnabled(false);
  if (!outcome.result) {
    status_->setText(tr("Cannot sweep: %1").arg(outcome.error));
    emit sweepFinished();
    return;
  }
  sweep_ = std::move(outcome.sweep);
  result_ = std::move(outcome.result);
  progress_->setValue(result_->complete ? 1000 : progress_->value());
  const sim::SweepCounts &c = result_->counts;
  status_->setText(
      (result_->complete ? tr("Done in %1: ").arg(views::formatValue(sweepRun_.elapsedSeconds(), "s"))
                         : tr("Cancelled: ")) +
      tr("%L1 evaluated, %L2 meet the criteria, %L3 beyond a hard limit (left out), %L4 invalid, "
         "%L5 pruned")
          .arg(c.evaluated)
          .arg(c.meeting_criteria)
          .arg(c.beyond_limits)
          .arg(c.invalid)
          .arg(c.pruned));
  // Which limits, by the figure that breaks it, most first.
  std::vector<std::pair<std::uint64_t, std::string>> limits;
  for (const auto &[path, count] : c.beyond_limits_by)
    limits.emplace_back(count, path);
  std::ranges::sort(limits, std::greater<>());
  QStringList why;
  for (const auto &[count, path] : limits) {
    const auto dot = path.find('.');
    why << tr("%1: %L2")
               .arg(views::figureLabel(std::string_view(path).substr(0, dot),
                                       std::string_view(path).substr(dot + 1)))
               .arg(count);
  }
  status_->setToolTip(
      why.isEmpty() ? QString() : tr("Left out beyond a hard limit, by the limit: %1").arg(why.join("; ")));
  showResult();
  emit sweepFinished();
}

void SweepDialog::showResult() {
  showChart();
  showTable();
}

// The chart: the spec's first objective (which also ranks the best design) up, the second across.
void SweepDialog::showChart() {
  const sim::SweepSpec &spec = sweep_->spec();
  const sim::SweepResult &r = *result_;
  auto *chart = new QChart;
  auto *meets = new QScatterSeries, *fails = new QScatterSeries, *frontMarks = new QScatterSeries;
  auto *frontLine = new QLineSeries;
  meets->setName(tr("Meets the criteria"));
  fails->setName(tr("Fails a must-rule"));
  frontMarks->setName(tr("Pareto front"));
  meets->setColor(QColor(0x2e, 0x9d, 0x4a));
  fails->setColor(QColor(0xc0, 0x39, 0x2b));
  for (QScatterSeries *s : {meets, fails}) {
    s->setMarkerSize(6);
    s->setBorderColor(Qt::transparent);
  }
  frontMarks->setMarkerSize(11);
  frontMarks->setColor(Qt::transparent);
  frontMarks->setBorderColor(QColor(0x1f, 0x3a, 0x93));
  frontLine->setColor(QColor(0x1f, 0x3a, 0x93));
  // Bounds from every drawn point, so that the scales read in one SI prefix and no marker sits on
  // the frame.
  constexpr double kNone = std::numeric_limits<double>::infinity();
  double x0 = kNone, x1 = -kNone, y0 = kNone, y1 = -kNone;
  for (const std::vector<sim::SweepPoint> *points : {&r.sample, &r.front})
    for (const sim::SweepPoint &p : *points) {
      x0 = std::min(x0, p.objectives[1]), x1 = std::max(x1, p.objectives[1]);
      y0 = std::min(y0, p.objectives[0]), y1 = std::max(y1, p.objectives[0]);
    }
  const sim::MetricInfo *xInfo = sim::findMetric(spec.objectives[1].metric);
  const sim::MetricInfo *yInfo = sim::findMetric(spec.objectives[0].metric);
  const AxisScale xs = axisScale(std::max(std::abs(x0), std::abs(x1)), xInfo->unit);
  const AxisScale ys = axisScale(std::max(std::abs(y0), std::abs(y1)), yInfo->unit);
  const auto at = [&](const sim::SweepPoint &p) {
    return QPointF(p.objectives[1] / xs.divisor, p.objectives[0] / ys.divisor);
  };
  // A click on a marker makes its design a scenario: each series keeps its designs in the order
  // of its points.
  auto designs = std::make_shared<std::map<QScatterSeries *, std::vector<std::uint64_t>>>();
  for (const sim::SweepPoint &p : r.sample) {
    QScatterSeries *series = p.meets_criteria ? meets : fails;
    series->append(at(p));
    (*designs)[series].push_back(p.index);
  }
  std::vector<sim::SweepPoint> front = r.front;
  std::sort(front.begin(), front.end(), [](const auto &a, const auto &b) {
    return a.objectives[1] != b.objectives[1] ? a.objectives[1] < b.objectives[1]
                                              : a.objectives[0] < b.objectives[0];
  });
  for (const sim::SweepPoint &p : front) {
    frontMarks->append(at(p));
    (*designs)[frontMarks].push_back(p.index);
    frontLine->append(at(p));
  }
  for (QAbstractSeries *s : std::initializer_list<QAbstractSeries *>{fails, meets, frontLine, frontMarks})
    chart->addSeries(s);
  auto *xAxis = new QValueAxis, *yAxis = new QValueAxis;
  xAxis->setTitleText(QStringLiteral("%1 (%2)").arg(metricText(spec.objectives[1].metric), xs.unit));
  yAxis->setTitleText(QStringLiteral("%1 (%2)").arg(metricText(spec.objectives[0].metric), ys.unit));
  xAxis->setLabelFormat(QStringLiteral("%.4g"));
  yAxis->setLabelFormat(QStringLiteral("%.4g"));
  chart->addAxis(xAxis, Qt::AlignBottom);
  chart->addAxis(yAxis, Qt::AlignLeft);
  for (QAbstractSeries *s : chart->series()) {
    s->attachAxis(xAxis);
    s->attachAxis(yAxis);
  }
  if (std::isfinite(x0)) {
    const double dx = std::max((x1 - x0) * 0.05, std::abs(x1) * 1e-3 + 1e-12) / xs.divisor;
    const double dy = std::max((y1 - y0) * 0.05, std::abs(y1) * 1e-3 + 1e-12) / ys.divisor;
    xAxis->setRange(x0 / xs.divisor - dx, x1 / xs.divisor + dx);
    yAxis->setRange(y0 / ys.divisor - dy, y1 / ys.divisor + dy);
  }
  for (QScatterSeries *series : {meets, fails, frontMarks})
    connect(series, &QScatterSeries::clicked, this, [this, series, designs](const QPointF &point) {
      const QList<QPointF> points = series->points();
      if (const auto at = points.indexOf(point); at >= 0) requestDesign((*designs)[series][std::size_t(at)]);
    });
  // The front is one legend entry: its line's marker goes.
  chart->legend()->markers(frontLine).front()->setVisible(false);
  chart->legend()->setAlignment(Qt::AlignBottom);
  chart->setTitle(
      tr("%L1 designs shown of %L2 evaluated; the front whole").arg(r.sample.size()).arg(r.counts.evaluated));
  QChart *old = chart_->chart();
  chart_->setChart(chart);
  delete old;
}

// The table: the front and the best designs meeting the criteria, every axis and objective.
void SweepDialog::showTable() {
  const sim::SweepSpec &spec = sweep_->spec();
  const sim::SweepResult &r = *result_;
  rows_->clear();
  QStringList headers{tr("Role"), tr("Design")};
  for (const sim::SweepAxis &axis : spec.axes)
    headers << QString::fromStdString(axis.path);
  for (const sim::SweepObjective &objective : spec.objectives)
    headers << metricText(objective.metric);
  headers << tr("Meets the criteria");
  rows_->setHorizontalHeaderLabels(headers);
  std::vector<std::pair<QString, sim::SweepPoint>> listed;
  for (const sim::SweepPoint &p : r.front)
    listed.push_back({tr("Pareto front"), p});
  for (std::size_t i = 0; i < r.best_meeting.size(); ++i) {
    const auto onFront = std::find_if(listed.begin(), listed.end(), [&](const auto &l) {
      return l.second.index == r.best_meeting[i].index;
    });
    const QString role = i == 0 ? tr("Best meeting the criteria") : tr("Meets the criteria, #%1").arg(i + 1);
    if (onFront != listed.end())
      onFront->first = role + QStringLiteral(" · ") + onFront->first;
    else
      listed.push_back({role, r.best_meeting[i]});
  }
  for (const auto &[role, p] : listed) {
    QList<QStandardItem *> cells;
    const auto cell = [&](const QString &text, const QVariant &sortKey) {
      auto *item = new QStandardItem(text);
      item->setData(sortKey, Qt::UserRole);
      item->setEditable(false);
      cells << item;
    };
    cell(role, role);
    cell(QLocale().toString(qulonglong(p.index)), qulonglong(p.index));
    const nlohmann::ordered_json axes = sim::sweepPointAxes(*sweep_, p);
    for (const auto &value : axes) {
      if (value.is_number())
        cell(views::formatNumber(value.get<double>()), value.get<double>());
      else
        cell(QString::fromStdString(value.is_string() ? value.get<std::string>() : value.dump()),
             QString::fromStdString(value.dump()));
    }
    for (std::size_t i = 0; i < p.objectives.size(); ++i)
      cell(views::formatValue(p.objectives[i], sim::findMetric(spec.objectives[i].metric)->unit),
           p.objectives[i]);
    cell(p.meets_criteria ? tr("yes") : tr("no"), p.meets_criteria);
    cells.front()->setData(qulonglong(p.index), Qt::UserRole + 1);
    rows_->appendRow(cells);
  }
  table_->resizeColumnsToContents();
  table_->sortByColumn(spec.axes.size() + 2, Qt::DescendingOrder);
}

void SweepDialog::requestScenario() {
  const QModelIndexList selected = table_->selectionModel()->selectedRows();
  if (selected.isEmpty()) return;
  const QModelIndex first = rows_->index(sorted_->mapToSource(selected.front()).row(), 0);
  requestDesign(rows_->data(first, Qt::UserRole + 1).toULongLong());
}

void SweepDialog::requestDesign(std::uint64_t index) {
  if (!sweep_) return;
  const sim::CompiledSweep::Built built = sweep_->build(index);
  if (!built.config) return;
  emit scenarioRequested(tr("Sweep design %L1").arg(index), *built.config);
}

} // namespace snp::app
