#include "views/editor/ConfigEditor.h"

#include "views/editor/ConfigItemModel.h"
#include "views/editor/FieldCatalog.h"
#include "views/editor/FieldDelegate.h"
#include "views/editor/NetworkTierActions.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace snp::views {

ConfigEditor::ConfigEditor(QWidget *parent)
    : QWidget(parent), model_(new ConfigItemModel(this)), proxy_(new QSortFilterProxyModel(this)),
      filter_(new QLineEdit(this)), tree_(new QTreeView(this)), refusal_(new QLabel(this)),
      notice_(new QLabel(this)) {
  filter_->setPlaceholderText(tr("Find a field…"));
  filter_->setClearButtonEnabled(true);

  proxy_->setSourceModel(model_);
  proxy_->setFilterRole(ConfigItemModel::SearchRole);
  proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
  proxy_->setRecursiveFilteringEnabled(true); // a matching field keeps its section
  proxy_->setAutoAcceptChildRows(true);       // a matching section keeps its fields

  tree_->setModel(proxy_);
  tree_->setItemDelegate(new FieldDelegate(tree_));
  tree_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                         QAbstractItemView::AnyKeyPressed);
  tree_->setAlternatingRowColors(true);
  tree_->setUniformRowHeights(true);
  tree_->setSelectionBehavior(QAbstractItemView::SelectRows);
  tree_->expandAll();
  // Sized once, so values do not shift as sections open or values change. Labels longer than
  // the cap are elided (the tooltip has them whole): in a narrow dock the value must stay visible.
  const QFontMetrics metrics(tree_->font());
  int labelWidth = metrics.horizontalAdvance(model_->headerData(0, Qt::Horizontal).toString());
  for (const FieldSpec &field : fieldCatalog())
    labelWidth = std::max(labelWidth, metrics.horizontalAdvance(field.labelText()));
  const int maxLabelWidth = metrics.horizontalAdvance(QString(22, 'x'));
  tree_->header()->resizeSection(ConfigItemModel::FieldColumn,
                                 std::min(labelWidth, maxLabelWidth) + 2 * tree_->indentation() + 16);
  tree_->header()->setStretchLastSection(false);
  tree_->header()->setSectionResizeMode(ConfigItemModel::ValueColumn, QHeaderView::Stretch);
  tree_->header()->resizeSection(ConfigItemModel::UnitColumn,
                                 metrics.horizontalAdvance(QStringLiteral("TFLOP/s")) + 24);

  refusal_->setWordWrap(true);
  // Both quote what the user typed: shown as typed, never as markup.
  refusal_->setTextFormat(Qt::PlainText);
  notice_->setTextFormat(Qt::PlainText);
  refusal_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  refusal_->setStyleSheet(QStringLiteral("color: #c62828;"));
  refusal_->hide();
  notice_->setWordWrap(true);
  notice_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  notice_->setStyleSheet(QStringLiteral("color: #1565c0;"));
  notice_->hide();

  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(filter_);
  layout->addWidget(tree_, 1);
  layout->addWidget(refusal_);
  layout->addWidget(notice_);

  connect(filter_, &QLineEdit::textChanged, this, &ConfigEditor::applyFilter);
  connect(model_, &ConfigItemModel::fieldEdited, this, [this] {
    showRefusal({});
    showNotice({});
  });
  connect(model_, &ConfigItemModel::editRefused, this,
          [this](const QString &, const QString &message) { showRefusal(message); });
  connect(model_, &ConfigItemModel::fieldEdited, this, &ConfigEditor::fieldEdited);
  connect(model_, &ConfigItemModel::editRefused, this, &ConfigEditor::editRefused);
  tree_->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(tree_, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
    QMenu menu(this);
    fillNetworkTierMenu(*menu.addMenu(tr("Network tiers")));
    menu.exec(tree_->viewport()->mapToGlobal(at));
  });
  // Keys typed on a field's row edit its value, wherever in the row the cursor is.
  connect(tree_->selectionModel(), &QItemSelectionModel::currentChanged, this,
          [this](const QModelIndex &current) {
            if (current.column() != ConfigItemModel::FieldColumn || !current.parent().isValid()) return;
            const QPersistentModelIndex value = current.siblingAtColumn(ConfigItemModel::ValueColumn);
            QTimer::singleShot(0, this, [this, value] {
              if (value.isValid() &&
                  tree_->currentIndex().siblingAtColumn(ConfigItemModel::ValueColumn) == value)
                tree_->setCurrentIndex(value);
            });
          });
}

void ConfigEditor::setConfig(const model::Config &config) { model_->setConfig(config); }

void ConfigEditor::selectPath(const QString &path) {
  const QModelIndex source = model_->indexForPath(path);
  if (!source.isValid()) return;
  if (!proxy_->mapFromSource(source).isValid()) filter_->clear();
  const QModelIndex row = proxy_->mapFromSource(source);
  tree_->expand(row.parent());
  const QModelIndex value = row.siblingAtColumn(row.parent().isValid() ? ConfigItemModel::ValueColumn : 0);
  tree_->setCurrentIndex(value);
  tree_->scrollTo(value);
}

void ConfigEditor::applyFilter(const QString &text) {
  proxy_->setFilterFixedString(text.trimmed());
  if (!text.trimmed().isEmpty()) tree_->expandAll();
}

void ConfigEditor::fillNetworkTierMenu(QMenu &tiers) {
  tiers.clear();
  for (const NetworkTierAction &choice : networkTierActions(model_->config())) {
    QAction *action = tiers.addAction(choice.text);
    action->setCheckable(true);
    action->setChecked(choice.current);
    action->setEnabled(!choice.current);
    const int domain = choice.scaleup_domain;
    connect(action, &QAction::triggered, this, [this, domain] {
      showRefusal({});
      showNotice({});
      emit fieldEdited(QStringLiteral("network.scaleup_domain"), model_->config().network.scaleup_domain,
                       domain);
    });
  }
}

void ConfigEditor::showNotice(const QString &message) {
  notice_->setText(message);
  notice_->setVisible(!message.isEmpty());
}

void ConfigEditor::showRefusal(const QString &message) {
  refusal_->setText(message);
  refusal_->setVisible(!message.isEmpty());
}

} // namespace snp::views
