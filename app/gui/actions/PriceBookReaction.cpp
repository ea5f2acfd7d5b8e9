#include "app/gui/actions/PriceBookReaction.h"

#include "app/gui/PriceBookDialog.h"
#include "app/gui/ProjectDocument.h"

namespace snp::app {

PriceBookReaction::PriceBookReaction(QAction *action, QWidget *window, ProjectDocument &document)
    : Reaction(action, window), document_(document) {}

void PriceBookReaction::triggered() {
  const model::PriceBookRef &current = document_.config().price_book;
  PriceBookDialog dialog(current ? *current.book() : model::publicPriceBook(), !current, window());
  if (dialog.exec() != QDialog::Accepted) return;
  document_.setPriceBook(dialog.book() ? model::PriceBookRef(*dialog.book()) : model::PriceBookRef(),
                         dialog.forEveryScenario());
  emit message(dialog.book()
                   ? tr("Costed from the price book \"%1\"").arg(QString::fromStdString(dialog.book()->name))
                   : tr("Costed from the public prices"),
               4000);
}

} // namespace snp::app
