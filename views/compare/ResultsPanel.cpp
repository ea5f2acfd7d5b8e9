#include "views/compare/ResultsPanel.h"

#include "views/BandText.h"
#include "views/FigureLabels.h"
#include "views/FigureText.h"
#include "views/ProblemText.h"

#include <QApplication>
#include <QHeaderView>
#include <QStyle>
#include <QTextDocument>

#include <algorithm>

namespace snp::views {

namespace {

// A figure's row: its explanation is written when the tooltip is asked for, from the figure as
// last evaluated, so an edit costs no HTML and the explanation is never stale.
class FigureRow : public QTreeWidgetItem {
public:
  FigureRow(QTreeWidgetItem *section, const QString &label, QString path)
      : QTreeWidgetItem(section, {label}), path_(std::move(path)) {}

  void setFigure(const sim::Figure &figure) { figure_ = figure; }
  void setConcern(const QString &concern) { concern_ = concern; }
  void setBand(const std::optional<sim::ErrorBand> &band) { band_ = band; }

  QVariant data(int column, int role) const override {
    if (role == Qt::ToolTipRole)
      return "<p><code>" + path_ + "</code></p>" +
             (concern_.isEmpty() ? QString() : "<p><b>⚠ " + concern_.toHtmlEscaped() + "</b></p>") +
             explanationHtml(figure_) + bandHtml();
    return QTreeWidgetItem::data(column, role);
  }

private:
  QString bandHtml() const {
    if (!band_) return {};
    return "<p>" +
           ResultsPanel::tr("Error band: %1 (%2)").arg(bandWidth(*band_), bandBasis(*band_)).toHtmlEscaped() +
           "</p>";
  }

  QString path_;
  QString concern_;
  sim::Figure figure_;
  std::optional<sim::ErrorBand> band_;
};

} // namespace

ResultsPanel::ResultsPanel(QWidget *parent) : QTreeWidget(parent) {
  setColumnCount(3);
  setHeaderLabels({tr("Figure"), tr("Value"), tr("Error band")});
  // Sized by the user or once when first filled: re-measuring every row on each edit costs
  // milliseconds that an interactive editor does not have.
  header()->setSectionResizeMode(0, QHeaderView::Interactive);
  connect(header(), &QHeaderView::sectionResized, this, [this](int section, int, int width) {
    if (section == 0 && !fitting_) namesWidth_ = width;
  });
  setAlternatingRowColors(true);
}

void ResultsPanel::setResults(const model::Config &config, const sim::Results &results,
                              const std::vector<sim::Concern> &concerns) {
  if (!problemsHeader_ && !rows_.isEmpty()) {
    updateInPlace(config, results);
    showWarnings(concerns);
    return;
  }
  clear();
  rows_.clear();
  marked_.clear();
  warningsHeader_ = problemsHeader_ = verdictRow_ = nullptr;
  QTreeWidgetItem *section = nullptr;
  sim::forEachFigure(results, [&](std::string_view sectionName, std::string_view name, const sim::Figure &) {
    const QString sectionText = sectionLabel(sectionName);
    if (!section || section->text(0) != sectionText) {
      section = new QTreeWidgetItem(this, {sectionText});
      section->setFirstColumnSpanned(true);
      section->setExpanded(true);
    }
    const QString path = QString::fromUtf8(sectionName.data(), static_cast<qsizetype>(sectionName.size())) +
                         '.' + QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
    auto *row = new FigureRow(section, figureLabel(sectionName, name), path);
    row->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    row->setData(0, Qt::UserRole, path); // the figure's path in JSON and CSV exports
    rows_.insert(path, row);
  });
  updateInPlace(config, results);
  showWarnings(concerns);
  namesWidth_ = sizeHintForColumn(0);
  keepValuesVisible();
}

void ResultsPanel::resizeEvent(QResizeEvent *event) {
  QTreeWidget::resizeEvent(event);
  keepValuesVisible();
}

void ResultsPanel::keepValuesVisible() {
  // A value cut short ("5.018 EFLO") misleads; a long name cut short ("Exposed data-par…") does
  // not, and its tooltip has it whole.
  const int values = sizeHintForColumn(1);
  const int bands = std::max(sizeHintForColumn(2), header()->sectionSizeHint(2));
  const int room = viewport()->width() - values - bands;
  const int width = std::max(std::min(namesWidth_, room), fontMetrics().averageCharWidth() * 12);
  if (width == columnWidth(0) && values == columnWidth(1)) return;
  fitting_ = true;
  setColumnWidth(0, width);
  setColumnWidth(1, values);
  fitting_ = false;
}

void ResultsPanel::updateInPlace(const model::Config &config, const sim::Results &results) {
  sim::forEachFigure(results, [&](std::string_view sectionName, std::string_view name,
                                  const sim::Figure &figure) {
    const QString path = QString::fromUtf8(sectionName.data(), static_cast<qsizetype>(sectionName.size())) +
                         '.' + QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
    auto *row = static_cast<FigureRow *>(rows_.value(path));
    if (!row) return;
    row->setFigure(figure);
    // Only values that moved are set: each change repaints and re-measures the row.
    // Without a token budget the run has no step count: say so, not "0" beside a time to train.
    const QString unset = unsetFigureText(path.toStdString(), figure);
    const QString value = unset.isEmpty() ? formatValue(figure.value, figure.unit) : unset;
    if (row->text(1) != value) row->setText(1, value);
    const std::optional<sim::ErrorBand> band =
        sim::errorBandOf(config, std::string(sectionName) + '.' + std::string(name));
    row->setBand(band);
    const QString width = band ? bandWidth(*band) : QString();
    if (row->text(2) != width) row->setText(2, width);
  });
}

void ResultsPanel::showVerdict(const QString &text, bool pass) {
  delete verdictRow_;
  verdictRow_ = nullptr;
  if (text.isEmpty()) return;
  verdictRow_ = new QTreeWidgetItem({text});
  insertTopLevelItem(0, verdictRow_);
  verdictRow_->setFirstColumnSpanned(true);
  verdictRow_->setForeground(0, QBrush(pass ? QColor(29, 122, 46) : QColor(176, 42, 26)));
  QFont bold = verdictRow_->font(0);
  bold.setBold(true);
  verdictRow_->setFont(0, bold);
}

void ResultsPanel::showWarnings(const std::vector<sim::Concern> &concerns) {
  for (QTreeWidgetItem *row : marked_) {
    static_cast<FigureRow *>(row)->setConcern({});
    row->setIcon(0, QIcon());
    row->setForeground(1, QBrush());
  }
  marked_.clear();
  warnings_.clear();
  const QColor warning(200, 60, 0), impossible(176, 42, 26);
  for (const sim::Concern &concern : concerns) {
    const QString message = problemMessage(concern.problem);
    const QString path = QString::fromStdString(concern.problem.path);
    auto *row = static_cast<FigureRow *>(rows_.value(path));
    warnings_ << (row ? row->text(0) : path) + ": " + message;
    if (!row) continue;
    const bool refuted = concern.kind == sim::ConcernKind::Impossible;
    row->setConcern(message);
    row->setIcon(0, QApplication::style()->standardIcon(refuted ? QStyle::SP_MessageBoxCritical
                                                                : QStyle::SP_MessageBoxWarning));
    row->setForeground(1, QBrush(refuted ? impossible : warning));
    marked_ << row;
  }
  delete warningsHeader_;
  warningsHeader_ = nullptr;
  if (warnings_.isEmpty()) return;
  warningsHeader_ = new QTreeWidgetItem({tr("Warnings")});
  insertTopLevelItem(verdictRow_ ? 1 : 0, warningsHeader_);
  warningsHeader_->setFirstColumnSpanned(true);
  warningsHeader_->setForeground(0, QBrush(warning));
  for (const QString &text : warnings_) {
    auto *row = new QTreeWidgetItem(warningsHeader_, {text});
    row->setFirstColumnSpanned(true);
    row->setForeground(0, QBrush(warning));
    row->setToolTip(0, Qt::convertFromPlainText(text)); // warnings quote values: never as markup
  }
  warningsHeader_->setExpanded(true);
}

void ResultsPanel::showProblems(const QStringList &problems) {
  clear();
  rows_.clear();
  marked_.clear();
  warnings_.clear();
  warningsHeader_ = verdictRow_ = nullptr;
  problemsHeader_ = new QTreeWidgetItem(this, {tr("Cannot evaluate. Problems: %1").arg(problems.size())});
  problemsHeader_->setFirstColumnSpanned(true);
  for (const QString &problem : problems) {
    auto *row = new QTreeWidgetItem(problemsHeader_, {problem});
    row->setFirstColumnSpanned(true);
    row->setForeground(0, QBrush(Qt::red));
  }
  problemsHeader_->setExpanded(true);
}

} // namespace snp::views
