#include "app/gui/actions/BestParallelismReaction.h"

#include "app/gui/ProjectDocument.h"
#include "sim/sweep/BestParallelism.h"
#include "views/FigureText.h"

#include <QApplication>
#include <QLocale>
#include <QMessageBox>

namespace snp::app {

BestParallelismReaction::BestParallelismReaction(QAction *action, QWidget *window, ProjectDocument &document)
    : Reaction(action, window), document_(document) {}

void BestParallelismReaction::triggered() {
  // A few tenths of a second at most (tests/sim/best_parallelism_test.cpp, snplan bench).
  QApplication::setOverrideCursor(Qt::WaitCursor);
  const sim::ParallelismSearch search = sim::bestParallelism(document_.config());
  QApplication::restoreOverrideCursor();
  if (!search.best) {
    QMessageBox::information(window(), tr("Best Parallelism"),
                             tr("No split of the workload over these %L1 accelerators validates and fits "
                                "their memory. Shard the state over the data-parallel ranks "
                                "(workload.parallelism.sharding), use accelerators with more memory, or "
                                "train a smaller model.")
                                 .arg(document_.config().acceleratorCount(), 0, 'f', 0));
    return;
  }
  const model::Parallelism &p = search.best->workload.parallelism;
  const QString split = tr("tp %L1 · cp %L2 · pp %L3 · dp %L4 · ep %L5 · interleave %L6 · microbatch %L7")
                            .arg(p.tp)
                            .arg(p.cp)
                            .arg(p.pp)
                            .arg(p.dp)
                            .arg(p.ep)
                            .arg(p.interleave)
                            .arg(search.best->workload.microbatch);
  if (*search.best == document_.config()) {
    emit message(tr("The parallelism is already the fastest that fits: %1").arg(split), 8000);
    return;
  }
  document_.replaceConfig(*search.best, tr("Best parallelism"));
  emit message(tr("Best parallelism: %1; step %2 (of %L3 designs that validate)")
                   .arg(split, views::formatValue(search.step_time_s, "s"))
                   .arg(search.evaluated),
               10000);
}

} // namespace snp::app
