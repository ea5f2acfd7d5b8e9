#pragma once

#include "model/Config.h"
#include "sim/Evaluate.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace snp::views {

// The figures of what is picked in the 3D room: one cabinet's power, its heat to liquid and to
// air, the share of its power and cooling limits it uses, how often its nodes fail, and the plant
// it hangs on: its power shelves, the group of each level of the power chain that feeds it and the
// group of CDUs that cools it, each with its use and availability.
class SelectionPanel : public QWidget {
  Q_OBJECT

public:
  explicit SelectionPanel(QWidget *parent = nullptr);
  // Cabinet `index` (0-based) of `config`; -1 clears the panel.
  void showCabinet(const model::Config &config, const sim::Results &results, int index);
  void clear();
  QTreeWidget *figures() const { return figures_; }
  QTreeWidget *chain() const { return chain_; }

private:
  void showChain(const model::Config &config, const sim::Results &results, int index, int perRow);

  QLabel *title_;
  QTreeWidget *figures_;
  QTreeWidget *chain_;
};

} // namespace snp::views
