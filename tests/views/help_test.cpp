// The bundled manual (Help > Manual, F1): both languages have every page, every link between pages
// leads to a page that exists, F1 opens the page about the part of the window that has the keyboard,
// and a Chinese interface reads the Chinese manual.
#include "app/gui/HelpWindow.h"
#include "app/gui/MainWindow.h"
#include "app/gui/SurfaceFormat.h"
#include "views/compare/ComparisonView.h"
#include "views/editor/ConfigEditor.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTreeView>
#include <QtTest>

namespace {

using snp::app::HelpWindow;
using snp::app::MainWindow;

QString read(const QString &path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

bool hasChinese(const QString &text) {
  return std::any_of(text.begin(), text.end(),
                     [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; });
}

// F1 where the focus is, as the keyboard sends it.
void pressF1() {
  QWidget *focus = QApplication::focusWidget();
  QVERIFY(focus);
  QTest::keyClick(focus, Qt::Key_F1);
}

} // namespace

class HelpTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void bothLanguagesHaveEveryPageAndEveryLinkLeadsSomewhere() {
    const QStringList english = QDir(":/manual/en").entryList({"*.md"}, QDir::Files, QDir::Name);
    const QStringList chinese = QDir(":/manual/zh_CN").entryList({"*.md"}, QDir::Files, QDir::Name);
    QVERIFY2(english.size() >= 15, qPrintable(english.join(", ")));
    QCOMPARE(chinese, english);
    static const QRegularExpression link(R"(\]\(([^)#\s]+\.md)(#[^)]*)?\))");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
      for (const QString &page : english) {
        const QString path = QStringLiteral(":/manual/%1/%2").arg(language, page);
        const QString text = read(path);
        QVERIFY2(text.startsWith("# "), qPrintable(path + " starts without its title"));
        QVERIFY2(language == "en" || hasChinese(text), qPrintable(path + " is not in Chinese"));
        // A manual for customers: no repository paths or source files.
        QVERIFY2(!text.contains(".cpp") && !text.contains("/work/") && !text.contains("resources/"),
                 qPrintable(path));
        for (auto it = link.globalMatch(text); it.hasNext();) {
          const QString target = it.next().captured(1);
          QVERIFY2(QFile::exists(QStringLiteral(":/manual/%1/%2").arg(language, target)),
                   qPrintable(path + " links to the missing " + target));
        }
      }
  }

  void f1OpensThePageAboutThePartInFocus() {
    MainWindow window("seed-s1");
    window.resize(1366, 768);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    window.configEditor()->tree()->setFocus();
    QTRY_VERIFY(window.configEditor()->tree()->hasFocus());
    pressF1();
    HelpWindow *help = window.helpWindow();
    QVERIFY(help);
    QTRY_VERIFY(help->isVisible());
    QCOMPARE(help->currentPage(), QStringLiteral("configuration.md"));
    const QString shown = help->browser()->toPlainText();
    QVERIFY2(shown.size() > 500, qPrintable(shown));
    // The page is rendered, not shown as Markdown source.
    QVERIFY(!shown.startsWith("# "));
    const QString title = read(":/manual/en/configuration.md").section('\n', 0, 0).mid(2);
    QVERIFY2(help->windowTitle().contains(title),
             qPrintable(help->windowTitle() + " / " + title + " / " + help->browser()->source().toString()));

    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.centralTabs()->setCurrentWidget(window.comparisonView());
    window.comparisonView()->table()->setFocus();
    QTRY_VERIFY(window.comparisonView()->table()->hasFocus());
    pressF1();
    QTRY_COMPARE(help->currentPage(), QStringLiteral("compare.md"));

    // A link to another page opens it in the same window, and Back returns.
    auto *contents = help->findChild<QListWidget *>("HelpContents");
    QVERIFY(contents);
    QVERIFY(contents->count() >= 15);
    help->browser()->setSource(QUrl("criteria.md"));
    QCOMPARE(help->currentPage(), QStringLiteral("criteria.md"));
    QCOMPARE(contents->currentItem()->data(Qt::UserRole).toString(), QStringLiteral("criteria.md"));
    help->browser()->backward();
    QCOMPARE(help->currentPage(), QStringLiteral("compare.md"));
  }

  void aChineseInterfaceReadsTheChineseManual() {
    QLocale::setDefault(QLocale("zh_CN"));
    QCOMPARE(HelpWindow::manualFolder(), QStringLiteral(":/manual/zh_CN"));
    HelpWindow help;
    help.showPage("criteria.md");
    QVERIFY(hasChinese(help.browser()->toPlainText()));
    QLocale::setDefault(QLocale("en_US"));
    QCOMPARE(HelpWindow::manualFolder(), QStringLiteral(":/manual/en"));
    QLocale::setDefault(QLocale("fr_FR"));
    QCOMPARE(HelpWindow::manualFolder(), QStringLiteral(":/manual/en")); // no French manual: English
    QLocale::setDefault(QLocale::c());
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  HelpTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "help_test.moc"
