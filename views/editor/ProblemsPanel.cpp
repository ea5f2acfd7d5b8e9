#include "views/editor/ProblemsPanel.h"

#include "views/ProblemText.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace snp::views {

ProblemsPanel::ProblemsPanel(QWidget *parent)
    : QWidget(parent), summary_(new QLabel(this)),
      bestParallelism_(new QPushButton(tr("Find the Best Parallelism"), this)), list_(new QListWidget(this)) {
  bestParallelism_->setObjectName("BestParallelismButton");
  bestParallelism_->setToolTip(
      tr("The fastest tp, cp, pp, dp, ep, interleaving and microbatch that fit these "
         "accelerators (Edit > Best Parallelism)"));
  connect(bestParallelism_, &QPushButton::clicked, this, &ProblemsPanel::bestParallelismRequested);
  list_->setObjectName("ProblemsList");
  list_->setWordWrap(true);
  list_->setTextElideMode(Qt::ElideNone);
  list_->setResizeMode(QListView::Adjust);
  summary_->setWordWrap(true);
  // It quotes names and values the user typed or a file held: shown as typed, never as markup.
  summary_->setTextFormat(Qt::PlainText);
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(summary_);
  layout->addWidget(bestParallelism_);
  layout->addWidget(list_);
  auto activate = [this](QListWidgetItem *item) {
    const QString path = item->data(Qt::UserRole).toString();
    if (!path.isEmpty()) emit problemActivated(path);
  };
  connect(list_, &QListWidget::itemActivated, this, activate);
  connect(list_, &QListWidget::itemClicked, this, activate);
  setProblems({}, {});
}

void ProblemsPanel::setProblems(const model::Problems &problems, const QStringList &warnings) {
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
  // The split of the work, its batch, or what must fit per accelerator: a search can repair them.
  const auto aboutTheSplit = [](const model::Problem &problem) {
    return problem.path.starts_with("workload.parallelism") || problem.path == "workload.global_batch" ||
           problem.path == "workload.microbatch";
  };
  bestParallelism_->setVisible(std::ranges::any_of(problems, aboutTheSplit));
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
