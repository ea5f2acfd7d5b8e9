// A file a user picks in the window (a configuration to import, a sweep spec, a job trace, a logo)
// is read whole only when it is a regular file of at most 512 MiB (views/ChosenFile.h). The window
// read them with QFile::readAll: a FIFO hung it, /dev/zero filled the memory.
#include "views/ChosenFile.h"

#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace snp::views;

class ChosenFileTest : public QObject {
  Q_OBJECT

private slots:
  void aRegularFileIsReadByteForByte() {
    QTemporaryDir dir;
    const QString path = dir.filePath("config.json");
    QByteArray written(200000, '\0');
    for (int i = 0; i < written.size(); ++i)
      written[i] = char(i * 7919 % 251);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(written);
    file.close();
    const ChosenFile read = readChosenFile(path);
    QVERIFY2(read.bytes, qPrintable(read.refusal));
    QCOMPARE(*read.bytes, written);
  }

  // Opening a FIFO waits for a writer: refused by its kind, at once.
  void aFifoIsRefusedWithoutWaiting() {
    QTemporaryDir dir;
    const QString path = dir.filePath("trace.csv");
    QCOMPARE(::mkfifo(path.toLocal8Bit().constData(), 0600), 0);
    QElapsedTimer timer;
    timer.start();
    const ChosenFile read = readChosenFile(path);
    QVERIFY(!read.bytes);
    QVERIFY(timer.elapsed() < 5000);
    QVERIFY2(read.refusal.contains("is not a regular file") && read.refusal.contains("512 MiB"),
             qPrintable(read.refusal));
    QVERIFY(read.refusal.contains(path));
  }

  void aDeviceAndAFolderAreRefused() {
    for (const QString &path : {QStringLiteral("/dev/zero"), QDir::tempPath()}) {
      const ChosenFile read = readChosenFile(path);
      QVERIFY2(!read.bytes, qPrintable(path));
      QVERIFY2(read.refusal.contains("is not a regular file"), qPrintable(read.refusal));
    }
  }

  // A sparse file: 600 MiB long, nothing on the disk, refused by its size before a byte is read.
  void aFileOverTheCapIsRefusedBySize() {
    QTemporaryDir dir;
    const QString path = dir.filePath("huge.png");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(qint64(600) << 20));
    file.close();
    const ChosenFile read = readChosenFile(path);
    QVERIFY(!read.bytes);
    QVERIFY2(read.refusal.contains("is 600 MiB, over the 512 MiB"), qPrintable(read.refusal));
  }

  void aMissingFileSaysSo() {
    const ChosenFile read = readChosenFile("/nonexistent/plan.json");
    QVERIFY(!read.bytes);
    QVERIFY2(read.refusal.contains("/nonexistent/plan.json does not exist"), qPrintable(read.refusal));
  }
};

QTEST_GUILESS_MAIN(ChosenFileTest)
#include "chosen_file_test.moc"
