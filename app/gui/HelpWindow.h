#pragma once

#include <QWidget>

class QTextBrowser;
class QListWidget;

namespace snp::app {

// The manual, bundled with the program (docs/manual/LANG/*.md as Qt resources under :/manual) and
// read offline: its pages in a list, the page in a browser that follows the pages' links, with
// back, forward and the contents. One window for the program, brought to the front with the page
// asked for.
class HelpWindow : public QWidget {
  Q_OBJECT

public:
  explicit HelpWindow(QWidget *parent = nullptr);

  // Shows `page` ("criteria.md") of the manual in the interface's language (English where it has
  // no manual of its own).
  void showPage(const QString &page);
  // The page shown, as its file name ("criteria.md").
  QString currentPage() const;
  QTextBrowser *browser() const { return browser_; }

  // The folder of the manual in the interface's language: ":/manual/zh_CN" or ":/manual/en".
  static QString manualFolder();

private:
  void fillContents();

  QListWidget *contents_;
  QTextBrowser *browser_;
};

} // namespace snp::app
