#pragma once

// "What would it take?" in the window (sim/sweep/WhatIf.h, docs/what-if.md): the must-rules the
// scenario fails, the levers the search may move with their values (each can be switched off or
// given other values), how many at once and how fixes are ranked; the search runs off the UI thread
// with progress and Cancel, and lists the smallest fixes with the figures they move and what they
// add to the cost. A fix becomes a new scenario, compared beside the original, in one click. For a
// scenario that passes, "How far can it go?" finds how far one field may move each way.

#include "model/Config.h"
#include "model/Criteria.h"
#include "sim/sweep/WhatIf.h"
#include "views/BackgroundRun.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace snp::app {

class WhatIfDialog : public QDialog {
  Q_OBJECT

public:
  WhatIfDialog(const model::Config &base, const model::CriteriaSet &criteria, QWidget *parent = nullptr);

  // For tests and scripts.
  void start();
  bool running() const { return search_.running(); }
  const std::optional<sim::WhatIfAnswer> &answer() const { return answer_; }
  QTableWidget *leverTable() const { return levers_; }
  QTableWidget *fixTable() const { return fixes_; }
  QLabel *statusLabel() const { return status_; }
  // The fix of the selected row as a new scenario (what the button does).
  void requestScenario();
  // How far the selected lever may move each way while the scenario passes (sim::howFar).
  void startHowFar();

signals:
  void scenarioRequested(const QString &name, const snp::model::Config &config);
  void searchFinished();
  void howFarFinished(const QString &text);

private:
  // The question the table and the settings ask, or why they cannot (a lever's values).
  std::optional<sim::WhatIfQuestion> question(QString &problem) const;
  void finish(sim::WhatIfAnswer &&answer);
  void showFixes();

  model::Config base_;
  model::CriteriaSet criteria_;
  QLabel *failing_;
  QTableWidget *levers_;
  QSpinBox *changes_;
  QComboBox *rank_;
  QPushButton *searchButton_, *cancelButton_, *scenarioButton_, *howFarButton_;
  QProgressBar *progress_;
  QLabel *status_;
  QTableWidget *fixes_;
  views::BackgroundRun search_;
  std::optional<sim::WhatIfQuestion> asked_; // the question the answer answers
  std::optional<sim::WhatIfAnswer> answer_;
};

} // namespace snp::app
