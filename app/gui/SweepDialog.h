#pragma once

// The design-space sweep in the window (docs/sweep-spec.md): axes picked from the editor's fields
// with their values, two objectives and the criteria set; the sweep runs off the UI thread with
// progress, rate and Cancel; its designs are shown as a scatter of the two objectives, the Pareto
// front drawn over them and each design coloured by its verdict, beside a sortable table. A
// design becomes a new scenario in one click.

#include "model/Config.h"
#include "model/Criteria.h"
#include "sim/sweep/Sweep.h"
#include "views/BackgroundRun.h"

#include <QDialog>

#include <atomic>
#include <memory>
#include <optional>

class QChartView;
class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QStandardItemModel;
class QTableView;
class QTableWidget;

namespace snp::app {

class SweepDialog : public QDialog {
  Q_OBJECT

public:
  SweepDialog(const model::Config &base, const model::CriteriaSet &criteria, QWidget *parent = nullptr);
  ~SweepDialog() override; // a running sweep is cancelled and waited for

  // For tests and scripts: the axes as they are filled in, and the last result.
  void setAxis(int row, const QString &path, const QString &values);
  // Search the space (NSGA-II, within `evaluations` designs) instead of evaluating all of it.
  void setSearch(bool on, int evaluations);
  void start();
  void cancel();
  bool running() const;
  const std::optional<sim::SweepResult> &result() const { return result_; }
  // The sweep the result belongs to (its designs are built from it), once one has finished.
  const std::shared_ptr<const sim::CompiledSweep> &sweep() const { return sweep_; }
  QChartView *chartView() const { return chart_; }
  QTableView *tableView() const { return table_; }
  QLabel *statusLabel() const { return status_; }

signals:
  void scenarioRequested(const QString &name, const snp::model::Config &config);
  void sweepFinished();

private:
  // What the worker thread hands back: the sweep it compiled and ran, or why it could not.
  struct Outcome {
    std::shared_ptr<const sim::CompiledSweep> sweep;
    std::optional<sim::SweepResult> result;
    QString error;
  };

  void addAxisRow(const QString &path, const QString &values);
  std::string specText() const;
  void showProgress();
  void finish(Outcome &&outcome);
  void showResult(); // the chart and the table of a finished sweep
  void showChart();
  void showTable();
  void requestScenario();                  // the design of the selected row
  void requestDesign(std::uint64_t index); // a design by its index

  model::Config base_;
  model::CriteriaSet criteria_;
  QTableWidget *axes_;
  QCheckBox *deriveDp_, *useCriteria_, *search_;
  QSpinBox *searchEvaluations_;
  QComboBox *xMetric_, *xGoal_, *yMetric_, *yGoal_;
  QPushButton *runButton_, *cancelButton_, *scenarioButton_;
  QProgressBar *progress_;
  QLabel *status_;
  QChartView *chart_;
  QTableView *table_;
  QStandardItemModel *rows_;
  QSortFilterProxyModel *sorted_;

  std::shared_ptr<const sim::CompiledSweep> sweep_;
  std::optional<sim::SweepResult> result_;
  std::atomic<std::uint64_t> done_{0}, total_{0}; // designs, from the worker
  // Last: destroyed first, it stops and waits for the sweep, which writes done_ and total_.
  views::BackgroundRun sweepRun_;
};

} // namespace snp::app
