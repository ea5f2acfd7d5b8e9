#include "app/gui/MainWindow.h"
#include "app/gui/SurfaceFormat.h"
#include "views/compare/CriteriaPanel.h"
#include "views/compare/ResultsPanel.h"
#include "views/editor/ConfigEditor.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
#include <QTableWidget>
#include <QTranslator>
#include <QTreeView>
#include <QTreeWidgetItemIterator>
#include <QtTest>

#include <algorithm>

// The window on a 1366×768 laptop screen, in English and in Chinese. The test runs in an Xvfb
// screen of that size (tests/views/CMakeLists.txt); Xvfb has no window manager, so the title bar
// and the taskbar a desktop takes are set aside by hand.
namespace {

constexpr QSize kLaptopScreen(1366, 768);
// A desktop's taskbar (GNOME's top bar is 32 px, Windows' taskbar 40 px) and a title bar (about
// 30 px in GNOME and Windows at 100 % scale).
constexpr int kTaskbar = 40;
constexpr int kTitleBar = 30;
constexpr QSize kUsable(kLaptopScreen.width(), kLaptopScreen.height() - kTaskbar - kTitleBar);

// The docks the window opens with, side by side or as tabs.
const char *const kOpenDocks[] = {"ScenariosDock", "ConfigurationDock", "ProblemsDock", "ResultsDock",
                                  "CriteriaDock",  "NotesDock",         "SelectionDock"};

// The language under test, for as long as the window lives.
class Language {
public:
  explicit Language(const QString &code) {
    if (code == "en") return;
    QVERIFY(translator_.load(QLocale(code), "supernode-planner", "_", ":/i18n"));
    QCoreApplication::installTranslator(&translator_);
  }
  ~Language() { QCoreApplication::removeTranslator(&translator_); }
  Language(const Language &) = delete;
  Language &operator=(const Language &) = delete;

private:
  QTranslator translator_;
};

QRect inWindow(const QWidget *widget, const QWidget *window) {
  return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

} // namespace

class LaptopScreenTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCOMPARE(QGuiApplication::primaryScreen()->size(), kLaptopScreen);
  }

  void languages_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << "en";
    QTest::newRow("Chinese") << "zh_CN";
  }

  // The smallest window, with every dock shown, fits the screen less a taskbar and a title bar.
  void theMinimumSizeFitsWithEveryDockShown_data() { languages_data(); }
  void theMinimumSizeFitsWithEveryDockShown() {
    QFETCH(QString, language);
    Language scope(language);
    snp::app::MainWindow window;
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
      dock->show();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
    qInfo("%s: minimum window %dx%d", qPrintable(language), minimum.width(), minimum.height());
    QVERIFY2(minimum.width() <= kUsable.width() && minimum.height() <= kUsable.height(),
             qPrintable(QString("%1x%2").arg(minimum.width()).arg(minimum.height())));
  }

  // On the laptop's usable area the docks keep room for their contents, the results show their
  // values whole and the verdict is on screen.
  void everyDockAndTheVerdictAreOnScreen_data() { languages_data(); }
  void everyDockAndTheVerdictAreOnScreen() {
    QFETCH(QString, language);
    Language scope(language);
    snp::app::MainWindow window("seed-s1");
    // Smaller than the window likes: it starts maximised, for the window manager to fit its frame.
    QVERIFY(window.windowState() & Qt::WindowMaximized);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setWindowState(Qt::WindowNoState);
    window.resize(kUsable);
    QTRY_COMPARE(window.size(), kUsable);
    const QRect inside = window.rect();

    for (const char *name : kOpenDocks) {
      auto *dock = window.findChild<QDockWidget *>(name);
      QVERIFY2(dock && !dock->isHidden(), name);
      const bool inFront = !dock->visibleRegion().isEmpty();
      if (!inFront) {
        QVERIFY2(window.tabifiedDockWidgets(dock).size() > 0, name); // behind a tab, one click away
        continue;
      }
      const QRect at = inWindow(dock, &window);
      QVERIFY2(inside.contains(at), name);
      QVERIFY2(at.width() >= dock->widget()->minimumSizeHint().width(), name);
      QVERIFY2(at.width() >= 200 && at.height() >= 100, name);
    }

    QLabel *verdict = window.verdictLabel();
    QVERIFY(verdict->isVisible());
    QVERIFY(inside.contains(inWindow(verdict, &window)));
    QVERIFY2(verdict->width() >= verdict->sizeHint().width(), qPrintable(verdict->text())); // not cut

    // The results' values are whole beside the figures' names.
    snp::views::ResultsPanel *results = window.resultsPanel();
    QVERIFY(results->columnWidth(0) + results->columnWidth(1) <= results->viewport()->width());
    int widestValue = 0;
    for (QTreeWidgetItemIterator it(results); *it; ++it)
      if (!(*it)->isFirstColumnSpanned())
        widestValue = std::max(widestValue, results->fontMetrics().horizontalAdvance((*it)->text(1)));
    QVERIFY(widestValue > 0);
    QVERIFY2(results->columnWidth(1) >= widestValue, qPrintable(QString::number(widestValue)));

    // The Criteria dock shows each rule's verdict without scrolling.
    auto *criteria = window.findChild<QDockWidget *>("CriteriaDock");
    criteria->raise();
    QTableWidget *rules = window.criteriaPanel()->table();
    QTRY_VERIFY(rules->isVisible());
    const int verdictRight =
        rules->horizontalHeader()->sectionViewportPosition(snp::views::CriteriaPanel::Verdict) +
        rules->horizontalHeader()->sectionSize(snp::views::CriteriaPanel::Verdict);
    QVERIFY2(verdictRight <= rules->viewport()->width(), qPrintable(QString::number(verdictRight)));

    // The editor's value column holds a five-digit count with its group separator.
    auto *tree = window.configEditor()->findChild<QTreeView *>();
    QVERIFY(tree);
    const int valueWidth = tree->header()->sectionSize(1);
    QVERIFY2(valueWidth >= tree->fontMetrics().horizontalAdvance(QLocale().toString(10240)) + 8,
             qPrintable(QString::number(valueWidth)));
  }
};

int main(int argc, char **argv) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  LaptopScreenTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "laptop_screen_test.moc"
