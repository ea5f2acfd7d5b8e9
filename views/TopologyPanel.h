#pragma once

#include "model/Config.h"

#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;

namespace snp::views {

class TopologyScene;
class VtkViewWidget;

// The network tab: the topology in 3D with its links coloured by load, and the traffic
// pattern and routing that load them.
class TopologyPanel : public QWidget {
  Q_OBJECT

public:
  explicit TopologyPanel(QWidget *parent = nullptr);
  ~TopologyPanel() override;

  // Shows `config` now if the panel is visible, else when it next becomes visible.
  void show(const model::Config &config);
  VtkViewWidget *view() const { return view_; }
  const TopologyScene &scene() const { return *scene_; }

signals:
  // The scene shows the newest configuration, pattern and routing.
  void layoutShown();

protected:
  void showEvent(QShowEvent *event) override;

private:
  void rebuild();

  VtkViewWidget *view_;
  std::unique_ptr<TopologyScene> scene_;
  QComboBox *pattern_;
  QComboBox *routing_;
  QLabel *message_;
  std::optional<model::Config> pending_; // shown on the next showEvent
  model::Config shown_;
  int requests_ = 0; // layouts asked for; a finished one is drawn only if it is the newest
};

} // namespace snp::views
