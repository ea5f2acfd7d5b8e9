#include "views/compare/ComparisonView.h"

#include "views/FigureLabels.h"
#include "views/compare/ComparisonModel.h"
#include "views/compare/ComparisonRowFilter.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>
#include <vector>

namespace snp::views {

namespace {

// Column widths that keep three or four candidates side by side on a 1366-pixel screen next to
// the row labels, and a single one from stretching across it.
constexpr int kMinColumnWidth = 110;
constexpr int kMaxColumnWidth = 230;

const QString kRankKey = QStringLiteral("rank");

std::pair<std::string_view, std::string_view> splitPath(std::string_view path) {
  const auto dot = path.find('.');
  if (dot == std::string_view::npos) return {path, {}};
  return {path.substr(0, dot), path.substr(dot + 1)};
}

QStringList sorted(const QSet<QString> &set) {
  QStringList list(set.begin(), set.end());
  list.sort();
  return list;
}

} // namespace

ComparisonView::ComparisonView(QWidget *parent)
    : QWidget(parent), model_(new ComparisonModel(this)), filter_(new ComparisonRowFilter(this)),
      table_(new QTableView(this)), filterEdit_(new QLineEdit(this)), rowsButton_(new QToolButton(this)),
      rowsMenu_(new QMenu(this)), sortChoice_(new QComboBox(this)), baselineChoice_(new QComboBox(this)),
      differencesOnly_(new QCheckBox(tr("Differences only"), this)), candidatesButton_(new QToolButton(this)),
      candidatesMenu_(new QMenu(this)), copyAction_(new QAction(tr("Copy"), this)) {
  filter_->setSourceModel(model_);
  const QStringList hidden = QSettings().value(kHiddenRowsKey).toStringList();
  filter_->setHiddenPaths(QSet<QString>(hidden.begin(), hidden.end()));

  candidatesButton_->setText(tr("Scenarios…"));
  candidatesButton_->setToolTip(tr("Which scenarios and presets to compare"));
  candidatesButton_->setPopupMode(QToolButton::InstantPopup);
  candidatesButton_->setMenu(candidatesMenu_);
  candidatesButton_->setObjectName("scenariosButton");

  filterEdit_->setPlaceholderText(tr("Filter rows…"));
  filterEdit_->setToolTip(tr("Shows the rows whose name or metric path contains this text"));
  filterEdit_->setClearButtonEnabled(true);
  filterEdit_->setObjectName("filterEdit");
  connect(filterEdit_, &QLineEdit::textChanged, filter_, &ComparisonRowFilter::setFilterText);

  rowsButton_->setText(tr("Rows…"));
  rowsButton_->setToolTip(tr("Which metrics the table shows"));
  rowsButton_->setPopupMode(QToolButton::InstantPopup);
  rowsButton_->setMenu(rowsMenu_);
  rowsButton_->setObjectName("rowsButton");
  buildRowsMenu();

  auto *sortLabel = new QLabel(tr("Sort by"), this);
  sortLabel->setBuddy(sortChoice_);
  sortChoice_->setObjectName("sortChoice");
  sortChoice_->setToolTip(tr("Puts the scenarios in the order of this row, best first"));
  // The longest metric label would make the combo half the bar wide.
  sortChoice_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  sortChoice_->setMinimumContentsLength(22);
  sortChoice_->addItem(tr("Rank"), kRankKey);
  connect(sortChoice_, &QComboBox::currentIndexChanged, this, &ComparisonView::applySort);

  auto *baselineLabel = new QLabel(tr("Baseline"), this);
  baselineLabel->setBuddy(baselineChoice_);
  baselineChoice_->setObjectName("baselineChoice");
  baselineChoice_->setToolTip(
      tr("Pins this scenario's column first; the others say their differences to it"));
  baselineChoice_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  baselineChoice_->setMinimumContentsLength(16);
  baselineChoice_->addItem(tr("None"), -1);
  connect(baselineChoice_, &QComboBox::currentIndexChanged, this, &ComparisonView::applyBaseline);

  differencesOnly_->setObjectName("differencesOnly");
  differencesOnly_->setToolTip(tr("Hides the rows where every scenario has the same value"));
  connect(differencesOnly_, &QCheckBox::toggled, filter_, &ComparisonRowFilter::setDifferencesOnly);

  copyAction_->setShortcut(QKeySequence::Copy);
  copyAction_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
  copyAction_->setToolTip(tr("Copies the selected cells, or the whole table, as tab-separated text"));
  addAction(copyAction_);
  connect(copyAction_, &QAction::triggered, this, &ComparisonView::copy);
  auto *copyButton = new QToolButton(this);
  copyButton->setDefaultAction(copyAction_);
  copyButton->setObjectName("copyButton");

  // Two short rows rather than one long one: the tab fits a laptop screen's centre.
  auto *bar = new QHBoxLayout;
  bar->addWidget(candidatesButton_);
  bar->addWidget(filterEdit_, 1);
  bar->addWidget(rowsButton_);
  bar->addWidget(differencesOnly_);
  bar->addWidget(copyButton);
  auto *order = new QHBoxLayout;
  order->addWidget(sortLabel);
  order->addWidget(sortChoice_, 1);
  order->addSpacing(8);
  order->addWidget(baselineLabel);
  order->addWidget(baselineChoice_, 1);

  table_->setModel(filter_);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  table_->setWordWrap(false);
  table_->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
  table_->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
  table_->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
  table_->horizontalHeader()->setToolTip(tr("Double-click a scenario to open it"));
  table_->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
  // About a hundred rows: compact and fixed, so the first screen shows summary and criteria.
  table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
  table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
  connect(table_->horizontalHeader(), &QHeaderView::sectionDoubleClicked, this, [this](int column) {
    const QVariant candidate = filter_->headerData(column, Qt::Horizontal, ComparisonModel::CandidateRole);
    if (candidate.isValid()) emit openCandidate(candidate.toInt());
  });

  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(bar);
  layout->addLayout(order);
  layout->addWidget(table_, 1);
}

void ComparisonView::setComparison(sim::Comparison comparison, model::CriteriaSet criteria) {
  model_->setComparison(std::move(comparison), std::move(criteria));
  rebuildSortChoices();
  rebuildBaselineChoices();
  model_->setBaseline(baselineChoice_->currentData().toInt());
  applySort();
}

void ComparisonView::rebuildBaselineChoices() {
  const QString current = baselineChoice_->currentIndex() > 0 ? baselineChoice_->currentText() : QString();
  const QSignalBlocker quiet(baselineChoice_);
  baselineChoice_->clear();
  baselineChoice_->addItem(tr("None"), -1);
  const std::vector<std::string> &names = model_->comparison().names;
  for (std::size_t c = 0; c < names.size(); ++c)
    baselineChoice_->addItem(QString::fromStdString(names[c]), static_cast<int>(c));
  baselineChoice_->setCurrentIndex(current.isEmpty() ? 0 : std::max(0, baselineChoice_->findText(current)));
}

void ComparisonView::applyBaseline() {
  model_->setBaseline(baselineChoice_->currentData().toInt());
  applySort();
  emit baselineChosen(baselineChoice_->currentData().toInt());
}

void ComparisonView::setBaseline(int candidate) {
  const QSignalBlocker quiet(baselineChoice_);
  baselineChoice_->setCurrentIndex(std::max(0, baselineChoice_->findData(candidate)));
  model_->setBaseline(baselineChoice_->currentData().toInt());
  applySort();
}

void ComparisonView::setCandidates(const QStringList &names, const QList<bool> &included) {
  // Called back while one of these actions is being toggled: keep the actions when the names
  // are the same, so that the action sending the signal is not deleted under it.
  const QList<QAction *> actions = candidatesMenu_->actions();
  QStringList current;
  for (const QAction *action : actions)
    current << action->text();
  if (current == names) {
    for (qsizetype i = 0; i < actions.size(); ++i) {
      const QSignalBlocker blocker(actions[i]);
      actions[i]->setChecked(i < included.size() && included[i]);
    }
    return;
  }
  candidatesMenu_->clear();
  for (qsizetype i = 0; i < names.size(); ++i) {
    QAction *action = candidatesMenu_->addAction(names[i]);
    action->setCheckable(true);
    action->setChecked(i < included.size() && included[i]);
    connect(action, &QAction::toggled, this, [this] { emit includedChanged(this->included()); });
  }
}

QList<bool> ComparisonView::included() const {
  QList<bool> result;
  for (const QAction *action : candidatesMenu_->actions())
    result << action->isChecked();
  return result;
}

void ComparisonView::buildRowsMenu() {
  rowsMenu_->clear();
  connect(rowsMenu_->addAction(tr("Show all rows")), &QAction::triggered, this, &ComparisonView::showAllRows);
  rowsMenu_->addSeparator();
  // One submenu per section: about a hundred metrics do not fit one menu on a laptop screen.
  std::vector<std::pair<std::string_view, QMenu *>> sections;
  for (const sim::MetricInfo &info : sim::metricCatalogue()) {
    const auto [section, name] = splitPath(info.path);
    auto it = std::ranges::find(sections, section, &std::pair<std::string_view, QMenu *>::first);
    if (it == sections.end()) {
      sections.emplace_back(section, rowsMenu_->addMenu(sectionLabel(section)));
      it = std::prev(sections.end());
    }
    const QString path = QString::fromStdString(info.path);
    QAction *action = it->second->addAction(figureLabel(section, name));
    action->setCheckable(true);
    action->setChecked(!filter_->hiddenPaths().contains(path));
    action->setData(path);
    action->setToolTip(path);
    connect(action, &QAction::toggled, this, [this, path](bool shown) { setRowShown(path, shown); });
  }
}

void ComparisonView::setRowShown(const QString &path, bool shown) {
  QSet<QString> hidden = filter_->hiddenPaths();
  if (shown)
    hidden.remove(path);
  else
    hidden.insert(path);
  filter_->setHiddenPaths(hidden);
  QSettings().setValue(kHiddenRowsKey, sorted(hidden));
}

void ComparisonView::showAllRows() {
  for (QAction *sectionAction : rowsMenu_->actions())
    if (QMenu *section = sectionAction->menu())
      for (QAction *action : section->actions()) {
        const QSignalBlocker quiet(action);
        action->setChecked(true);
      }
  filter_->setHiddenPaths({});
  QSettings().remove(kHiddenRowsKey);
}

void ComparisonView::rebuildSortChoices() {
  const QString current = sortChoice_->currentData().toString();
  const QSignalBlocker quiet(sortChoice_);
  sortChoice_->clear();
  sortChoice_->addItem(tr("Rank"), kRankKey);
  for (const model::Criterion &rule : model_->criteria().rules)
    sortChoice_->addItem(tr("Criterion: %1").arg(QString::fromStdString(rule.name)),
                         "rule:" + QString::fromStdString(rule.id));
  for (const sim::ComparisonRow &row : model_->comparison().rows) {
    const auto [section, name] = splitPath(row.metric->path);
    sortChoice_->addItem(sectionLabel(section) + " › " + figureLabel(section, name),
                         "metric:" + QString::fromStdString(row.metric->path));
  }
  sortChoice_->setCurrentIndex(std::max(0, sortChoice_->findData(current)));
}

void ComparisonView::applySort() {
  const QString key = sortChoice_->currentData().toString();
  int row = 0; // rank
  if (key.startsWith("rule:")) row = model_->criterionRow(key.mid(5));
  if (key.startsWith("metric:")) row = model_->metricRow(key.mid(7));
  model_->sortColumnsBy(row);
  fitColumns();
}

void ComparisonView::fitColumns() {
  // The row labels (vertical header) size themselves; each candidate gets the width its
  // values and header need, within bounds.
  table_->resizeColumnsToContents();
  for (int column = 0; column < filter_->columnCount(); ++column)
    table_->setColumnWidth(column, std::clamp(table_->columnWidth(column), kMinColumnWidth, kMaxColumnWidth));
}

QString ComparisonView::selectionTsv() const {
  QModelIndexList cells;
  for (const QModelIndex &index : table_->selectionModel()->selectedIndexes())
    cells << filter_->mapToSource(index);
  if (cells.isEmpty())
    for (int row = 0; row < filter_->rowCount(); ++row)
      for (int column = 0; column < filter_->columnCount(); ++column)
        cells << filter_->mapToSource(filter_->index(row, column));
  if (cells.isEmpty()) return {}; // nothing shown: toTsv would give everything
  return model_->toTsv(cells);
}

void ComparisonView::copy() { QGuiApplication::clipboard()->setText(selectionTsv()); }

} // namespace snp::views
