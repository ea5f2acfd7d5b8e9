#include "views/editor/ProblemsPanel.h"

#include "views/ProblemText.h"

#include <QLabel>
#include <QListWidget>
#include <QStyle>
#include <QVBoxLayout>

namespace snp::views {

ProblemsPanel::ProblemsPanel(QWidget *parent)
    : QWidget(parent), summary_(new QLabel(this)), list_(new QListWidget(this)) {
  list_->setObjectName("ProblemsList");
  list_->setWordWrap(true);
  list_->setTextElideMode(Qt::ElideNone);
  list_->setResizeMode(QListView::Adjust);
  summary_->setWordWrap(true);
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(summary_);
  layout->addWidget(list_);
  auto activate = [this](QListWidgetItem *item) {
    const QString path = item->data(Qt::UserRole).toString();
    if (!path.isEmpty()) emit problemActivated(path);
  };
  connect(list_, &QListWidget::itemActivated, this, activate);
  connect(list_, &QListWidget::itemClicked, this, activate);
  show({}, {});
}

void ProblemsPanel::show(const model::Problems &problems, const QStringList &warnings) {
  list_->clear();
  const QIcon error = style()->standardIcon(QStyle::SP_MessageBoxCritical);
  const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
  for (const model::Problem &problem : problems) {
    auto *item = new QListWidgetItem(error, problemText(problem), list_);
    item->setData(Qt::UserRole, QString::fromStdString(problem.path));
    item->setToolTip(tr("Click to select %1 in the configuration").arg(QString::fromStdString(problem.path)));
  }
  for (const QString &text : warnings)
    new QListWidgetItem(warning, text, list_);
  if (problems.empty() && warnings.isEmpty())
    summary_->setText(tr("No problems: the configuration can be evaluated."));
  else if (problems.empty())
    summary_->setText(tr("Warnings: %1. The design exceeds a limit.").arg(warnings.size()));
  else
    summary_->setText(
        tr("Problems that stop the evaluation: %1. Fix them to see results.").arg(problems.size()));
}

int ProblemsPanel::count() const { return list_->count(); }

} // namespace snp::views
