#include "views/ResultsPanel.h"

#include "views/FigureLabels.h"
#include "views/FigureText.h"

#include <QHeaderView>

namespace snp::views {

ResultsPanel::ResultsPanel(QWidget *parent) : QTreeWidget(parent) {
  setColumnCount(2);
  setHeaderLabels({tr("Figure"), tr("Value")});
  header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
  setAlternatingRowColors(true);
}

void ResultsPanel::show(const sim::Results &results) {
  // Keep which sections the user had folded across re-evaluations.
  QSet<QString> collapsed;
  for (int i = 0; i < topLevelItemCount(); ++i)
    if (!topLevelItem(i)->isExpanded()) collapsed.insert(topLevelItem(i)->text(0));
  clear();
  showWarnings(results);

  QTreeWidgetItem *section = nullptr;
  sim::forEachFigure(results, [&](std::string_view sectionName, std::string_view name,
                                  const sim::Figure &figure) {
    const QString sectionText = sectionLabel(sectionName);
    if (!section || section->text(0) != sectionText) {
      section = new QTreeWidgetItem(this, {sectionText});
      section->setFirstColumnSpanned(true);
    }
    const QString path = QString::fromUtf8(sectionName.data(), static_cast<qsizetype>(sectionName.size())) +
                         '.' + QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
    auto *row = new QTreeWidgetItem(section,
                                    {figureLabel(sectionName, name), formatValue(figure.value, figure.unit)});
    row->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    row->setData(0, Qt::UserRole, path); // the figure's path in JSON and CSV exports
    const QString why = "<p><code>" + path + "</code></p>" + explanationHtml(figure);
    row->setToolTip(0, why);
    row->setToolTip(1, why);
  });
  for (int i = 0; i < topLevelItemCount(); ++i)
    topLevelItem(i)->setExpanded(!collapsed.contains(topLevelItem(i)->text(0)));
}

void ResultsPanel::showWarnings(const sim::Results &results) {
  QStringList &warnings = warnings_;
  warnings.clear();
  if (!results.training.fits_memory)
    warnings << tr("The model does not fit in accelerator memory (%1 needed per accelerator).")
                    .arg(formatValue(results.training.memory_per_accelerator_B.value, "B"));
  if (!results.power.warning.empty())
    warnings << tr("Cabinet limits: %1.")
                    .arg(QString::fromUtf8(results.power.warning.data(),
                                           static_cast<qsizetype>(results.power.warning.size())));
  if (warnings.isEmpty()) return;
  auto *header = new QTreeWidgetItem(this, {tr("Warnings")});
  header->setFirstColumnSpanned(true);
  header->setForeground(0, QBrush(QColor(200, 60, 0)));
  for (const QString &warning : warnings) {
    auto *row = new QTreeWidgetItem(header, {warning});
    row->setFirstColumnSpanned(true);
    row->setForeground(0, QBrush(QColor(200, 60, 0)));
  }
}

void ResultsPanel::showProblems(const QStringList &problems) {
  clear();
  warnings_.clear();
  auto *header = new QTreeWidgetItem(this, {tr("Cannot evaluate. Problems: %1").arg(problems.size())});
  header->setFirstColumnSpanned(true);
  for (const QString &problem : problems) {
    auto *row = new QTreeWidgetItem(header, {problem});
    row->setFirstColumnSpanned(true);
    row->setForeground(0, QBrush(Qt::red));
  }
  header->setExpanded(true);
}

} // namespace snp::views
