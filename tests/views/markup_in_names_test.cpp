// A project whose names are markup, as a colleague's file or a careless paste can make them: a
// picture tag naming a file, bold tags. Qt reads such text as rich text wherever it is left to
// guess (labels, tooltips, message boxes, every chart label), and would then load the file the
// tag names (for /dev/zero, until memory runs out). The window must show each name as typed and
// never open the file: inotify watches it while every tab and chart is shown.
#include "app/gui/MainWindow.h"
#include "app/gui/ProjectDocument.h"
#include "app/gui/SurfaceFormat.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChartView>
#include <QLabel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/inotify.h>
#include <unistd.h>

namespace {

using snp::app::MainWindow;

// Every tooltip an item view's model gives, row by row and into trees.
void collectItemTips(const QAbstractItemModel &model, const QModelIndex &parent, QStringList &tips) {
  for (int row = 0; row < model.rowCount(parent); ++row)
    for (int column = 0; column < model.columnCount(parent); ++column) {
      const QModelIndex index = model.index(row, column, parent);
      tips << model.data(index, Qt::ToolTipRole).toString();
      if (column == 0) collectItemTips(model, index, tips);
    }
  for (int column = 0; column < model.columnCount(parent); ++column)
    tips << model.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
}

// What a chart lays out as HTML: its title, its series' names, its category labels.
QStringList chartTexts(QChart &chart) {
  QStringList texts{chart.title()};
  for (const QAbstractSeries *series : chart.series())
    texts << series->name();
  for (QAbstractAxis *axis : chart.axes())
    if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis)) texts << categories->categories();
  return texts;
}

} // namespace

class MarkupInNamesTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void markupIsShownAsTypedAndWhatItNamesIsNeverRead() {
    QTemporaryDir folder;
    const QString picture = folder.filePath("picture.png");
    QImage(8, 8, QImage::Format_RGB32).save(picture);
    const int watch = inotify_init1(IN_NONBLOCK);
    QVERIFY(watch >= 0);
    QVERIFY(inotify_add_watch(watch, picture.toLocal8Bit().constData(), IN_OPEN | IN_ACCESS) >= 0);
    const QString markup = QStringLiteral("<img src=\"%1\"><b>bold</b>").arg(picture);

    MainWindow window("seed-s1");
    snp::app::ProjectDocument &document = *window.document();
    document.renameScenario(0, markup + " one");
    snp::model::Scenario second = document.scenario();
    second.name = (markup + " two").toStdString();
    second.config.notes = second.config.accelerator.name = second.config.accelerator.vendor =
        markup.toStdString();
    document.addScenario(second);
    document.setCompared({true, true});
    snp::model::CriteriaSet criteria = document.criteria();
    criteria.name = criteria.description = markup.toStdString();
    criteria.rules.front().name = criteria.rules.front().description = markup.toStdString();
    document.replaceCriteriaSet(document.currentCriteriaIndex(), criteria, QStringLiteral("markup"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // Every page of every tab widget (the central tabs, the charts), each drawn.
    for (QTabWidget *tabs : window.findChildren<QTabWidget *>())
      for (int page = 0; page < tabs->count(); ++page) {
        tabs->setCurrentIndex(page);
        QTest::qWait(20);
        window.grab();
      }

    // Each place that would read the markup as rich text, named.
    QStringList offenders;
    const auto offends = [&](const QObject &where, const QString &text) {
      if (text.contains(QLatin1String("<img")))
        offenders << QString::fromLatin1(where.metaObject()->className()) + " " + where.objectName() + ": " +
                         text;
    };
    bool shownAsTyped = false;
    for (const QLabel *label : window.findChildren<QLabel *>()) {
      if (!label->text().contains(markup)) continue;
      shownAsTyped = true;
      if (label->textFormat() != Qt::PlainText) offends(*label, label->text());
    }
    for (const QWidget *widget : window.findChildren<QWidget *>())
      offends(*widget, widget->toolTip());
    for (const QAbstractItemView *view : window.findChildren<QAbstractItemView *>()) {
      if (!view->model()) continue;
      QStringList tips;
      collectItemTips(*view->model(), {}, tips);
      for (const QString &tip : tips)
        offends(*view->model(), tip);
      for (int row = 0; row < view->model()->rowCount(); ++row)
        shownAsTyped |= view->model()->index(row, 0).data().toString().contains(markup);
    }
    int charts = 0;
    for (QChartView *view : window.findChildren<QChartView *>()) {
      if (!view->chart()) continue;
      ++charts;
      for (const QString &text : chartTexts(*view->chart()))
        offends(*view, text);
    }
    QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join('\n')));
    QVERIFY(charts >= 5);
    QVERIFY2(shownAsTyped, "the names appear, as typed, in the scenario list or a label");

    char event[4096];
    QCOMPARE(::read(watch, event, sizeof event), ssize_t(-1)); // nothing opened the picture
    ::close(watch);
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  MarkupInNamesTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "markup_in_names_test.moc"
