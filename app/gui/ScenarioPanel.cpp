#include "app/gui/ScenarioPanel.h"
#include "app/i18n/Translations.h"
#include "model/BundledText.h"

#include "app/gui/ProjectDocument.h"
#include "model/Presets.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QMenu>
#include <QStyle>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace snp::app {

namespace {

// What a scenario is, live: its size follows every edit, so the list never shows stale counts.
QString subtitle(const model::Config &c) {
  return ScenarioPanel::tr("cabinets: %L1 · accelerators: %L2")
      .arg(c.layout.cabinets)
      .arg(c.acceleratorCount(), 0, 'f', 0);
}

QToolButton *toolButton(QWidget *parent, const QString &text, QStyle::StandardPixmap icon) {
  auto *button = new QToolButton(parent);
  button->setToolTip(text);
  button->setText(text);
  button->setIcon(parent->style()->standardIcon(icon));
  button->setAutoRaise(true);
  return button;
}

} // namespace

ScenarioPanel::ScenarioPanel(ProjectDocument &document, QWidget *parent)
    : QWidget(parent), document_(document), list_(new QTreeWidget(this)) {
  list_->setObjectName("ScenarioList");
  list_->setColumnCount(2);
  list_->setHeaderLabels({tr("Scenario"), tr("Size")});
  list_->setRootIsDecorated(false);
  // Only the name is editable: double-click or F2 open the editor on the first column.
  list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  connect(list_, &QTreeWidget::itemDoubleClicked, this,
          [this](QTreeWidgetItem *item) { list_->editItem(item, 0); });
  auto *renameKey = new QAction(this);
  renameKey->setShortcut(Qt::Key_F2);
  renameKey->setShortcutContext(Qt::WidgetWithChildrenShortcut);
  connect(renameKey, &QAction::triggered, this, [this] {
    if (QTreeWidgetItem *item = list_->currentItem()) list_->editItem(item, 0);
  });
  addAction(renameKey);
  list_->setAlternatingRowColors(true);
  // Ctrl- and Shift-click pick several scenarios for "Compare selected"; the current one is the
  // one clicked last.
  list_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  list_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  list_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
  list_->header()->setStretchLastSection(false);

  auto *add = toolButton(this, tr("New scenario"), QStyle::SP_FileDialogNewFolder);
  add->setObjectName("NewScenario");
  add->setPopupMode(QToolButton::InstantPopup);
  auto *presets = new QMenu(add);
  presets->addAction(tr("From the current scenario"), this, [this] {
    document_.duplicateScenario(document_.currentIndex());
    focusCurrent();
  });
  presets->addSeparator();
  for (const model::Config &preset : model::presets()) {
    const QString id = QString::fromStdString(preset.id);
    const std::string name = model::bundledTextIn(preset.name, interfaceLanguage());
    presets->addAction(tr("From preset %1").arg(QString::fromStdString(name)), this, [this, id] {
      const auto config = model::findPreset(id.toStdString());
      document_.addScenario({config->name, *config});
      focusCurrent();
    });
  }
  add->setMenu(presets);
  auto *duplicate = toolButton(this, tr("Duplicate"), QStyle::SP_FileDialogContentsView);
  duplicate->setObjectName("DuplicateScenario");
  auto *rename = toolButton(this, tr("Rename"), QStyle::SP_FileDialogDetailedView);
  auto *remove = toolButton(this, tr("Delete"), QStyle::SP_TrashIcon);
  remove->setObjectName("DeleteScenario");
  auto *compareSelected = toolButton(this, tr("Compare selected"), QStyle::SP_DialogApplyButton);
  compareSelected->setObjectName("CompareSelected");
  compareSelected->setToolTip(tr("Compare exactly the selected scenarios (Ctrl- or Shift-click to select "
                                 "several); the check boxes add or leave out one at a time"));
  auto *up = toolButton(this, tr("Move up"), QStyle::SP_ArrowUp);
  up->setObjectName("MoveScenarioUp");
  auto *down = toolButton(this, tr("Move down"), QStyle::SP_ArrowDown);
  down->setObjectName("MoveScenarioDown");

  connect(duplicate, &QToolButton::clicked, this, [this] {
    document_.duplicateScenario(selectedRow());
    focusCurrent();
  });
  connect(rename, &QToolButton::clicked, this, [this] {
    if (QTreeWidgetItem *item = list_->currentItem()) list_->editItem(item, 0);
  });
  connect(remove, &QToolButton::clicked, this, [this] { document_.removeScenario(selectedRow()); });
  connect(compareSelected, &QToolButton::clicked, this,
          [this] { document_.setCompared(rowFlags(&QTreeWidgetItem::isSelected)); });
  connect(up, &QToolButton::clicked, this,
          [this] { document_.moveScenario(selectedRow(), selectedRow() - 1); });
  connect(down, &QToolButton::clicked, this,
          [this] { document_.moveScenario(selectedRow(), selectedRow() + 1); });

  auto *buttons = new QHBoxLayout;
  buttons->setContentsMargins(0, 0, 0, 0);
  for (QToolButton *button : {add, duplicate, rename, remove, compareSelected, up, down})
    buttons->addWidget(button);
  buttons->addStretch();
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addLayout(buttons);
  layout->addWidget(list_);

  connect(list_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
    if (!rebuilding_ && item) document_.setCurrentIndex(list_->indexOfTopLevelItem(item));
  });
  connect(list_, &QTreeWidget::itemChanged, this, &ScenarioPanel::onItemChanged);
  connect(&document_, &ProjectDocument::changed, this, &ScenarioPanel::rebuild);
  rebuild();
}

QList<bool> ScenarioPanel::rowFlags(const std::function<bool(const QTreeWidgetItem *)> &test) const {
  QList<bool> flags;
  for (int row = 0; row < list_->topLevelItemCount(); ++row)
    flags << test(list_->topLevelItem(row));
  return flags;
}

void ScenarioPanel::focusCurrent() {
  // The scenario just made is the current one and the list has the focus: F2 renames it at once,
  // and Ctrl+Z still undoes the making.
  list_->setFocus(Qt::OtherFocusReason);
  if (QTreeWidgetItem *item = list_->currentItem()) list_->scrollToItem(item);
}

int ScenarioPanel::selectedRow() const {
  const int row = list_->indexOfTopLevelItem(list_->currentItem());
  return row >= 0 ? row : document_.currentIndex();
}

void ScenarioPanel::rebuild() {
  rebuilding_ = true;
  const auto &scenarios = document_.scenarios();
  // Items are kept and updated in place so that an edit does not close an open rename editor.
  while (list_->topLevelItemCount() > static_cast<int>(scenarios.size()))
    delete list_->takeTopLevelItem(list_->topLevelItemCount() - 1);
  for (std::size_t i = 0; i < scenarios.size(); ++i) {
    const int row = static_cast<int>(i);
    QTreeWidgetItem *item = list_->topLevelItem(row);
    if (!item) {
      item = new QTreeWidgetItem(list_);
      item->setFlags(item->flags() | Qt::ItemIsEditable | Qt::ItemIsUserCheckable);
    }
    // The check box says whether the scenario is compared (the Compare tab, charts and reports).
    const Qt::CheckState compared = scenarios[i].compared ? Qt::Checked : Qt::Unchecked;
    if (item->checkState(0) != compared) item->setCheckState(0, compared);
    const QString name = QString::fromStdString(scenarios[i].name);
    if (item->text(0) != name) item->setText(0, name);
    item->setText(1, subtitle(scenarios[i].config));
    item->setToolTip(0, Qt::convertFromPlainText(name)); // a name shown as typed, never as markup
  }
  // Moving the current item clears a multiple selection: only when the document shows another.
  QTreeWidgetItem *shown = list_->topLevelItem(document_.currentIndex());
  if (list_->currentItem() != shown) list_->setCurrentItem(shown);
  rebuilding_ = false;
}

void ScenarioPanel::onItemChanged(QTreeWidgetItem *item, int column) {
  if (rebuilding_ || column != 0) return;
  const int row = list_->indexOfTopLevelItem(item);
  // A check box toggled: the comparison takes the ticked scenarios.
  if ((item->checkState(0) == Qt::Checked) != document_.scenarios()[row].compared) {
    document_.setCompared(
        rowFlags([](const QTreeWidgetItem *row) { return row->checkState(0) == Qt::Checked; }));
    return;
  }
  const QString name = item->text(0).trimmed();
  if (!name.isEmpty() && name.toStdString() != document_.scenarios()[row].name)
    document_.renameScenario(row, name);
  else
    rebuild(); // an empty name is not taken: show the old one again
}

} // namespace snp::app
