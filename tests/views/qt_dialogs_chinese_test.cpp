// In Chinese, Qt's own dialogs speak Chinese too: the planner installs Qt's translations
// (qt6-translations-l10n) beside its own. A process of its own, since translators stay
// installed for the life of the application.
#include "app/i18n/Translations.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QRegularExpression>
#include <QtTest>

class QtDialogsChineseTest : public QObject {
  Q_OBJECT

private slots:
  void saveDiscardAndCancelAreChinese() {
    QVERIFY(snp::app::installTranslations(QLocale(QLocale::Chinese, QLocale::China)));
    QMessageBox box(QMessageBox::Warning, "", "",
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    const QRegularExpression han(QStringLiteral("\\p{Han}"));
    for (QMessageBox::StandardButton which : {QMessageBox::Save, QMessageBox::Discard, QMessageBox::Cancel}) {
      const QString text = box.button(which)->text();
      QVERIFY2(text.contains(han), qPrintable(text));
    }
  }
};

int main(int argc, char *argv[]) {
  QApplication app(argc, argv);
  QtDialogsChineseTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "qt_dialogs_chinese_test.moc"
