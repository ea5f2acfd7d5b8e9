#include "model/ConfigEdit.h"
#include "model/Presets.h"
#include "views/editor/ConfigEditor.h"
#include "views/editor/ConfigItemModel.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTreeView>
#include <QtTest>

using snp::views::ConfigEditor;
using snp::views::ConfigItemModel;

namespace {

snp::model::Config seedS3() { return *snp::model::findPreset("seed-s3"); }

nlohmann::json jsonArg(const QList<QVariant> &arguments, int at) {
  return arguments.at(at).value<nlohmann::json>();
}

} // namespace

class ConfigEditorTest : public QObject {
  Q_OBJECT

  std::unique_ptr<ConfigEditor> editor_;

  // The tree's index of a field's cell (through the filter proxy).
  QModelIndex cell(const char *path, int column = ConfigItemModel::ValueColumn) const {
    const QModelIndex source = editor_->model()->indexForPath(QString::fromUtf8(path));
    const auto *proxy = static_cast<const QSortFilterProxyModel *>(editor_->tree()->model());
    return proxy->mapFromSource(source).siblingAtColumn(column);
  }

  // Opens the cell's editor as a person does: scroll to it and double-click it.
  QWidget *openEditor(const QModelIndex &index) {
    QTreeView *tree = editor_->tree();
    tree->scrollTo(index);
    const QPoint centre = tree->visualRect(index).center();
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(tree->viewport(), Qt::LeftButton, {}, centre);
    QWidget *widget = tree->indexWidget(index);
    // The editor takes the focus (the keys below go where a person's would).
    if (widget && !QTest::qWaitFor([&] {
          return widget->hasFocus() || widget->isAncestorOf(QApplication::focusWidget());
        }))
      qWarning("the editor did not take the focus");
    return widget;
  }

  void typeAndCommit(QWidget *widget, const QString &text) {
    QTest::keyClick(widget, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(widget, text);
    QTest::keyClick(widget, Qt::Key_Return);
    QCoreApplication::processEvents(); // the delegate commits through a queued call
  }

private slots:
  void init() {
    editor_ = std::make_unique<ConfigEditor>();
    editor_->setConfig(seedS3());
    editor_->resize(900, 700);
    editor_->show();
    editor_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(editor_.get()));
  }

  void cleanup() { editor_.reset(); }

  void showsValuesInTheirUnits() {
    QCOMPARE(cell("layout.cabinets").data().toString(), QStringLiteral("16"));
    QCOMPARE(cell("cabinet.power_limit_W").data().toString(), QStringLiteral("300"));
    QCOMPARE(cell("cabinet.power_limit_W", ConfigItemModel::UnitColumn).data().toString(),
             QStringLiteral("kW"));
    QCOMPARE(cell("accelerator.hbm_bandwidth_Bps").data().toString(), QStringLiteral("1.8"));
    QCOMPARE(cell("cooling.liquid_fraction").data().toString(), QStringLiteral("100"));
    QCOMPARE(cell("network.scale_up.torus.dims").data().toString(), QStringLiteral("8 × 8 × 10"));
    QCOMPARE(cell("cooling.kind").data().toString(), QStringLiteral("Single-phase immersion"));
    QCOMPARE(cell("workload.overlap_dp").data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    const QString tip =
        cell("cooling.supply_C", ConfigItemModel::FieldColumn).data(Qt::ToolTipRole).toString();
    // What it means, the values it may hold in the unit it is shown in, and its name in files.
    QVERIFY2(tip.contains("supply temperature") && tip.contains("From 5 to 70 °C.") &&
                 tip.contains("command line: cooling.supply_C"),
             qPrintable(tip));
    const QString tp =
        cell("workload.parallelism.tp", ConfigItemModel::FieldColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tp.contains("At least 1."), qPrintable(tp));
    const QString kind = cell("cooling.kind", ConfigItemModel::FieldColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(kind.contains("One of: Air, ") && kind.contains("Single-phase immersion"), qPrintable(kind));
    const QString limit =
        cell("cabinet.power_limit_W", ConfigItemModel::FieldColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(limit.contains(" kW."), qPrintable(limit));
  }

  // (a)
  void editingAnIntegerThroughTheViewAnnouncesIt() {
    QSignalSpy edited(editor_.get(), &ConfigEditor::fieldEdited);
    QWidget *widget = openEditor(cell("layout.cabinets"));
    QVERIFY(qobject_cast<QSpinBox *>(widget));
    typeAndCommit(widget, "17");
    QCOMPARE(edited.count(), 1);
    QCOMPARE(edited.at(0).at(0).toString(), QStringLiteral("layout.cabinets"));
    QCOMPARE(jsonArg(edited.at(0), 1), nlohmann::json(16));
    QCOMPARE(jsonArg(edited.at(0), 2), nlohmann::json(17));
    // The model does not apply it: the document does, then shows the result.
    QCOMPARE(cell("layout.cabinets").data().toString(), QStringLiteral("16"));
    const auto edit = snp::model::withField(seedS3(), "layout.cabinets", jsonArg(edited.at(0), 2));
    QVERIFY(edit.config);
    editor_->setConfig(*edit.config);
    QCOMPARE(cell("layout.cabinets").data().toString(), QStringLiteral("17"));
  }

  // (b)
  void typedUnitsConvert() {
    QSignalSpy edited(editor_.get(), &ConfigEditor::fieldEdited);
    QWidget *widget = openEditor(cell("cabinet.power_limit_W")); // shown in kW
    QVERIFY(widget);
    typeAndCommit(widget, "0.25 MW");
    QCOMPARE(edited.count(), 1);
    QCOMPARE(jsonArg(edited.at(0), 2).get<double>(), 250000.0);

    widget = openEditor(cell("accelerator.tdp_W")); // shown in W
    QVERIFY(widget);
    typeAndCommit(widget, "0.25 MW");
    QCOMPARE(edited.count(), 2);
    QCOMPARE(edited.at(1).at(0).toString(), QStringLiteral("accelerator.tdp_W"));
    QCOMPARE(jsonArg(edited.at(1), 2).get<double>(), 250000.0);
  }

  void anUnknownUnitIsRefusedNotZeroed() {
    QSignalSpy edited(editor_.get(), &ConfigEditor::fieldEdited);
    QSignalSpy refused(editor_.get(), &ConfigEditor::editRefused);
    QWidget *widget = openEditor(cell("accelerator.tdp_W"));
    QVERIFY(widget);
    typeAndCommit(widget, "0.25 kV");
    QCOMPARE(edited.count(), 0);
    QCOMPARE(refused.count(), 1);
    const QString message = refused.at(0).at(1).toString();
    QVERIFY2(message.contains("kV") && message.contains("W, kW or MW"), qPrintable(message));
    QCOMPARE(cell("accelerator.tdp_W").data().toString(), QStringLiteral("350"));
  }

  void eachStepOfASpinBoxIsAnEdit() {
    QSignalSpy edited(editor_.get(), &ConfigEditor::fieldEdited);
    QWidget *widget = openEditor(cell("accelerator.tdp_W"));
    QVERIFY(widget);
    QTest::keyClick(widget, Qt::Key_Up);
    QTest::keyClick(widget, Qt::Key_Up);
    QCOMPARE(edited.count(), 2); // live, for the views to follow; the undo stack merges them
    QVERIFY(jsonArg(edited.at(1), 2).get<double>() > 350);
    QTest::keyClick(widget, Qt::Key_Escape);
  }

  // (c)
  void outOfRangeIsRefusedWithTheRange() {
    QSignalSpy edited(editor_.get(), &ConfigEditor::fieldEdited);
    QSignalSpy refused(editor_.get(), &ConfigEditor::editRefused);
    const QModelIndex supply = cell("cooling.supply_C");
    QVERIFY(!editor_->tree()->model()->setData(supply, 90.0));
    QCOMPARE(edited.count(), 0);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(0).toString(), QStringLiteral("cooling.supply_C"));
    const QString message = refused.at(0).at(1).toString();
    QVERIFY2(message.contains("cooling.supply_C") && message.contains("[5, 70]"), qPrintable(message));
    QCOMPARE(supply.data().toString(), QStringLiteral("40")); // nothing changed
    const QModelIndex source = editor_->model()->indexForPath("cooling.supply_C");
    QCOMPARE(editor_->model()->refusal(source), message);
    QCOMPARE(editor_->model()->refusal(supply), message); // through the filter proxy too
    QCOMPARE(supply.data(Qt::ForegroundRole).value<QBrush>().color(), QColor(Qt::red));
    QVERIFY(supply.data(Qt::ToolTipRole).toString().contains("[5, 70]"));
    QVERIFY(editor_->refusalLabel()->isVisible());
    QCOMPARE(editor_->refusalLabel()->text(), message);

    // Typed into the spin box, it is refused the same way, not pulled to the bound (70 °C).
    QWidget *widget = openEditor(supply);
    QVERIFY(widget);
    typeAndCommit(widget, "90");
    QCOMPARE(edited.count(), 0);
    QCOMPARE(refused.count(), 2);
    QVERIFY2(refused.at(1).at(1).toString().contains("[5, 70]"), qPrintable(refused.at(1).at(1).toString()));
    QCOMPARE(supply.data().toString(), QStringLiteral("40"));
    widget = openEditor(supply);
    QVERIFY(widget);
    typeAndCommit(widget, "65");
    QCOMPARE(edited.count(), 1);
    QCOMPARE(jsonArg(edited.at(0), 2).get<double>(), 65.0);
    QVERIFY(!editor_->refusalLabel()->isVisible()); // an accepted edit clears the message
  }

  void ruleBetweenFieldsIsRefusedThroughTheView() {
    QSignalSpy edited(editor_.get(), &ConfigEditor::fieldEdited);
    QSignalSpy refused(editor_.get(), &ConfigEditor::editRefused);
    QWidget *widget = openEditor(cell("accelerator.idle_W"));
    QVERIFY(widget);
    typeAndCommit(widget, "400"); // above the 350 W TDP
    QCOMPARE(edited.count(), 0);
    QCOMPARE(refused.count(), 1);
    const QString message = refused.at(0).at(1).toString();
    QVERIFY2(message.contains("accelerator.idle_W") && message.contains("[0, 350]"), qPrintable(message));
    QVERIFY(editor_->refusalLabel()->isVisible());
  }

  // (d)
  void choosingAChoiceGivesItsJsonName() {
    QSignalSpy edited(editor_.get(), &ConfigEditor::fieldEdited);
    auto *combo = qobject_cast<QComboBox *>(openEditor(cell("cooling.kind")));
    QVERIFY(combo);
    QCOMPARE(combo->currentData().toString(), QStringLiteral("immersion_1p"));
    QCOMPARE(combo->currentText(), QStringLiteral("Single-phase immersion"));
    QTest::keyClick(combo, Qt::Key_Home); // "Air", the first choice
    QTest::keyClick(combo, Qt::Key_Return);
    QCoreApplication::processEvents();
    QCOMPARE(edited.count(), 1);
    QCOMPARE(jsonArg(edited.at(0), 1), nlohmann::json("immersion_1p"));
    QCOMPARE(jsonArg(edited.at(0), 2), nlohmann::json("air"));
  }

  // (e)
  void expansionAndCurrentIndexSurviveSetConfig() {
    QTreeView *tree = editor_->tree();
    const QModelIndex nodeSection = cell("node.cpus").parent();
    tree->collapse(nodeSection);
    const QModelIndex supply = cell("cooling.supply_C");
    tree->setCurrentIndex(supply);
    const QModelIndex coolingSection = supply.parent();
    QVERIFY(tree->isExpanded(coolingSection));

    QSignalSpy reset(tree->model(), &QAbstractItemModel::modelReset);
    QSignalSpy changed(editor_->model(), &QAbstractItemModel::dataChanged);
    snp::model::Config other = seedS3();
    other.cooling.supply_C = 35;
    editor_->setConfig(other);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1); // only the row that changed
    QCOMPARE(supply.data().toString(), QStringLiteral("35"));
    editor_->setConfig(*snp::model::findPreset("gb200-nvl72")); // a scenario switch
    QCOMPARE(reset.count(), 0);
    QVERIFY(!tree->isExpanded(nodeSection));
    QVERIFY(tree->isExpanded(coolingSection));
    QCOMPARE(tree->currentIndex(), supply);
    QVERIFY(tree->selectionModel()->isRowSelected(supply.row(), supply.parent()));
  }

  // (f)
  void anotherUnitRedisplaysWithoutEditing() {
    QSignalSpy edited(editor_.get(), &ConfigEditor::fieldEdited);
    const QModelIndex value = cell("network.scale_up.link_bandwidth_Bps");
    QCOMPARE(value.data().toString(), QStringLiteral("25"));
    auto *units = qobject_cast<QComboBox *>(
        openEditor(cell("network.scale_up.link_bandwidth_Bps", ConfigItemModel::UnitColumn)));
    QVERIFY(units);
    units->setCurrentIndex(units->findText("Gb/s"));
    QTest::keyClick(units, Qt::Key_Return);
    QCoreApplication::processEvents();
    QCOMPARE(value.data().toString(), QStringLiteral("200")); // 8 × the GB/s number
    QCOMPARE(value.siblingAtColumn(ConfigItemModel::UnitColumn).data().toString(), QStringLiteral("Gb/s"));
    QCOMPARE(edited.count(), 0);
    // A bare number now means Gb/s.
    QWidget *widget = openEditor(value);
    QVERIFY(widget);
    typeAndCommit(widget, "400");
    QCOMPARE(edited.count(), 1);
    QCOMPARE(jsonArg(edited.at(0), 2).get<double>(), 50e9);
    // The unit stays chosen across a new configuration.
    editor_->setConfig(*snp::model::findPreset("gb200-nvl72"));
    QCOMPARE(value.siblingAtColumn(ConfigItemModel::UnitColumn).data().toString(), QStringLiteral("Gb/s"));
  }

  void flagsListsAndTextEditThroughTheModel() {
    QSignalSpy edited(editor_.get(), &ConfigEditor::fieldEdited);
    QAbstractItemModel *model = editor_->tree()->model();
    QVERIFY(model->setData(cell("workload.overlap_tp"), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(jsonArg(edited.at(0), 2), nlohmann::json(true));
    QVERIFY(model->setData(cell("network.scale_up.torus.dims"), "10 x 8 x 8"));
    QCOMPARE(jsonArg(edited.at(1), 2), nlohmann::json({10, 8, 8}));
    QVERIFY(model->setData(cell("network.scale_up.torus.dims"), "[8,10,8]"));
    QCOMPARE(jsonArg(edited.at(2), 2), nlohmann::json({8, 10, 8}));
    QVERIFY(model->setData(cell("network.scale_up.torus.wrap"), "wrap, open, wrap"));
    QCOMPARE(jsonArg(edited.at(3), 2), nlohmann::json({true, false, true}));
    QVERIFY(!model->setData(cell("network.scale_up.torus.dims"), "8 × many"));
    QVERIFY(model->setData(cell("name"), "Renamed"));
    QCOMPARE(jsonArg(edited.at(4), 2), nlohmann::json("Renamed"));
    QVERIFY(model->setData(cell("cooling.liquid_fraction"), "92.5 %"));
    QCOMPARE(jsonArg(edited.at(5), 2).get<double>(), 0.925);
    QVERIFY(!model->setData(cell("cooling.liquid_fraction"), "92.5 kW"));
    QVERIFY(model->setData(cell("layout.cabinets"), 16));                   // unchanged: nothing to announce
    QVERIFY(model->setData(cell("accelerator.hbm_bandwidth_Bps"), 1.8));    // TB/s, as shown
    QVERIFY(model->setData(cell("network.scale_up.hop_latency_s"), 200.0)); // ns, as shown
    QCOMPARE(edited.count(), 6);
    QVERIFY(!(model->flags(cell("site.climate")) & Qt::ItemIsEditable));
  }

  void shapesOfOtherKindsAreGreyedAndFollowTheKind() {
    const QModelIndex dragonfly = cell("network.scale_up.dragonfly.a");
    const QModelIndex torus = cell("network.scale_up.torus.dims");
    QCOMPARE(dragonfly.data(Qt::ForegroundRole).value<QBrush>().color(), QColor(Qt::gray));
    QVERIFY(!torus.data(Qt::ForegroundRole).isValid());
    QVERIFY(dragonfly.siblingAtColumn(0)
                .data(Qt::ToolTipRole)
                .toString()
                .contains("Used only when Topology is Dragonfly"));
    QSignalSpy changed(editor_->tree()->model(), &QAbstractItemModel::dataChanged);
    snp::model::Config config = seedS3();
    config.network.scale_up.kind = snp::model::TopologyKind::Dragonfly;
    editor_->setConfig(config);
    bool dragonflyRepainted = false;
    for (const QList<QVariant> &arguments : changed)
      dragonflyRepainted =
          dragonflyRepainted || arguments.at(0).toModelIndex().siblingAtColumn(1) == dragonfly;
    QVERIFY(dragonflyRepainted);
    QVERIFY(!dragonfly.data(Qt::ForegroundRole).isValid());
    QCOMPARE(torus.data(Qt::ForegroundRole).value<QBrush>().color(), QColor(Qt::gray));
  }

  // An unused shape holds 0, below the range it has when used: opening its box and leaving it
  // must not raise it to the minimum.
  void anUnusedShapeKeepsItsZeroWhenOpened() {
    QSignalSpy edited(editor_.get(), &ConfigEditor::fieldEdited);
    QWidget *widget = openEditor(cell("network.scale_up.dragonfly.a"));
    auto *box = qobject_cast<QSpinBox *>(widget);
    QVERIFY(box);
    QCOMPARE(box->value(), 0);
    QTest::keyClick(widget, Qt::Key_Return);
    QCoreApplication::processEvents(); // the delegate commits through a queued call
    QCOMPARE(edited.count(), 0);
  }

  void typingOnARowEditsItsValue() {
    QSignalSpy edited(editor_.get(), &ConfigEditor::fieldEdited);
    QTreeView *tree = editor_->tree();
    // A click on the label, then digits: the value is edited, not the label searched.
    const QModelIndex label = cell("layout.rows", ConfigItemModel::FieldColumn);
    tree->scrollTo(label);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(label).center());
    QTRY_COMPARE(tree->currentIndex(), cell("layout.rows"));
    QTest::keyClick(tree, Qt::Key_1);
    QWidget *widget = tree->indexWidget(cell("layout.rows"));
    QVERIFY(widget);
    QTest::keyClick(widget, Qt::Key_Return);
    QCoreApplication::processEvents();
    QCOMPARE(edited.count(), 1);
    QCOMPARE(jsonArg(edited.at(0), 2), nlohmann::json(1));

    // F2 opens the editor with the value as it is; Escape leaves it unchanged.
    editor_->selectPath("cooling.supply_C");
    QTest::keyClick(tree, Qt::Key_F2);
    widget = tree->indexWidget(cell("cooling.supply_C"));
    QVERIFY(widget);
    QTest::keyClick(widget, Qt::Key_Escape);
    QCoreApplication::processEvents();
    QCOMPARE(edited.count(), 1);
  }

  void notesKeepTheirLines() {
    QSignalSpy edited(editor_.get(), &ConfigEditor::fieldEdited);
    auto *notes = qobject_cast<QPlainTextEdit *>(openEditor(cell("notes")));
    QVERIFY(notes);
    QCOMPARE(notes->toPlainText().toStdString(), seedS3().notes);
    QTest::keyClick(notes, Qt::Key_End, Qt::ControlModifier);
    QTest::keyClick(notes, Qt::Key_Return);
    QTest::keyClicks(notes, "Checked.");
    editor_->filter()->setFocus(); // leaving the cell commits
    QTRY_COMPARE(edited.count(), 1);
    QCOMPARE(jsonArg(edited.at(0), 2).get<std::string>(), seedS3().notes + "\nChecked.");
  }

  void pathsFindTheirRows() {
    ConfigItemModel *model = editor_->model();
    auto pathAt = [&](const char *path) {
      return model->indexForPath(QString::fromUtf8(path)).data(ConfigItemModel::PathRole).toString();
    };
    QCOMPARE(pathAt("cooling.supply_C"), QStringLiteral("cooling.supply_C"));
    QCOMPARE(pathAt("workload.parallelism"), QStringLiteral("workload.parallelism.tp"));
    QCOMPARE(pathAt("network.scale_up.torus.dims[2]"), QStringLiteral("network.scale_up.torus.dims"));
    QCOMPARE(pathAt("site.climate[1].hours"), QStringLiteral("site.climate"));
    QCOMPARE(pathAt("accelerator.peak_flops"), QStringLiteral("accelerator.peak_flops.fp32"));
    QVERIFY(!model->indexForPath("no_such.field").isValid());

    editor_->tree()->collapseAll();
    editor_->filter()->setText("vendor"); // hides the workload's rows
    editor_->selectPath("workload.parallelism");
    QVERIFY(editor_->filter()->text().isEmpty());
    const QModelIndex current = editor_->tree()->currentIndex();
    QCOMPARE(current.data(ConfigItemModel::PathRole).toString(), QStringLiteral("workload.parallelism.tp"));
    QVERIFY(editor_->tree()->isExpanded(current.parent()));
  }

  void filterFindsLabelsAndPaths() {
    QAbstractItemModel *model = editor_->tree()->model();
    editor_->filter()->setText("supply temp");
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->rowCount(model->index(0, 0)), 1);
    editor_->filter()->setText("fat_tree.radix");
    QCOMPARE(model->rowCount(), 2); // scale-up and scale-out
    editor_->filter()->clear();
    QCOMPARE(model->rowCount(), snp::views::kFieldSectionCount);
  }
};

int main(int argc, char *argv[]) {
  QApplication app(argc, argv);
  QLocale::setDefault(QLocale::c()); // the expected texts use C digits
  ConfigEditorTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "config_editor_test.moc"
