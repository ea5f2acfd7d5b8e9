#include "app/gui/HelpWindow.h"

#include "app/i18n/Translations.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QListWidget>
#include <QSplitter>
#include <QStyle>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>

namespace snp::app {

namespace {

// The pages in the order the contents list them: index.md first, then as a reader meets the window.
constexpr const char *kPageOrder[] = {"index.md",    "scenarios.md", "configuration.md", "results.md",
                                      "criteria.md", "room.md",      "network.md",       "compare.md",
                                      "charts.md",   "sweep.md",     "scheduling.md",    "serving.md",
                                      "report.md",   "cli.md",       "shortcuts.md"};

// A page's title: its first line without the heading mark.
QString pageTitle(const QString &path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return QFileInfo(path).baseName();
  QString first = QString::fromUtf8(file.readLine()).trimmed();
  while (first.startsWith('#'))
    first.remove(0, 1);
  return first.trimmed();
}

} // namespace

QString HelpWindow::manualFolder() {
  const QString language = QString::fromStdString(interfaceLanguage());
  const QString own = QStringLiteral(":/manual/") + language;
  if (QDir(own).exists()) return own;
  const QString languageOnly = QStringLiteral(":/manual/") + language.section('_', 0, 0);
  return QDir(languageOnly).exists() ? languageOnly : QStringLiteral(":/manual/en");
}

HelpWindow::HelpWindow(QWidget *parent)
    : QWidget(parent, Qt::Window), contents_(new QListWidget(this)), browser_(new QTextBrowser(this)) {
  setObjectName("HelpWindow");
  setWindowTitle(tr("Supernode Planner Manual"));
  contents_->setObjectName("HelpContents");
  browser_->setObjectName("HelpBrowser");
  // Links to other pages open here; a web address opens in the user's browser.
  browser_->setOpenExternalLinks(true);

  auto *tools = new QToolBar(this);
  QAction *back = tools->addAction(style()->standardIcon(QStyle::SP_ArrowBack), tr("Back"), browser_,
                                   &QTextBrowser::backward);
  back->setShortcut(QKeySequence::Back);
  QAction *forward = tools->addAction(style()->standardIcon(QStyle::SP_ArrowForward), tr("Forward"), browser_,
                                      &QTextBrowser::forward);
  forward->setShortcut(QKeySequence::Forward);
  tools->addAction(style()->standardIcon(QStyle::SP_DirHomeIcon), tr("Contents"), this,
                   [this] { showPage(QStringLiteral("index.md")); });
  back->setEnabled(false);
  forward->setEnabled(false);
  connect(browser_, &QTextBrowser::backwardAvailable, back, &QAction::setEnabled);
  connect(browser_, &QTextBrowser::forwardAvailable, forward, &QAction::setEnabled);

  fillContents();
  connect(contents_, &QListWidget::currentRowChanged, this, [this](int row) {
    if (row >= 0) showPage(contents_->item(row)->data(Qt::UserRole).toString());
  });
  // The browser tells the new page before source() returns it.
  connect(browser_, &QTextBrowser::sourceChanged, this, [this](const QUrl &source) {
    const QString page = source.fileName();
    for (int row = 0; row < contents_->count(); ++row)
      if (contents_->item(row)->data(Qt::UserRole).toString() == page) {
        const QSignalBlocker quiet(contents_);
        contents_->setCurrentRow(row);
      }
    setWindowTitle(tr("%1 — Supernode Planner Manual").arg(pageTitle(QStringLiteral(":") + source.path())));
  });

  auto *split = new QSplitter(this);
  split->addWidget(contents_);
  split->addWidget(browser_);
  split->setStretchFactor(1, 1);
  split->setSizes({200, 600});
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(tools);
  layout->addWidget(split, 1);
  resize(900, 640);
}

void HelpWindow::fillContents() {
  const QString folder = manualFolder();
  for (const char *page : kPageOrder) {
    const QString path = folder + '/' + QLatin1String(page);
    if (!QFile::exists(path)) continue;
    auto *item = new QListWidgetItem(pageTitle(path), contents_);
    item->setData(Qt::UserRole, QLatin1String(page));
  }
}

void HelpWindow::showPage(const QString &page) {
  const QString path = manualFolder() + '/' + page;
  browser_->setSource(QUrl(QStringLiteral("qrc") + path), QTextDocument::MarkdownResource);
  show();
  raise();
  activateWindow();
}

QString HelpWindow::currentPage() const { return browser_->source().fileName(); }

} // namespace snp::app
