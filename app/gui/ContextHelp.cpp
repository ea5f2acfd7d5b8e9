#include "app/gui/ContextHelp.h"

#include <QWidget>

#include <string_view>

namespace snp::app {

namespace {

struct HelpPage {
  std::string_view objectName; // of a dock or a tab's panel (MainWindow names them)
  const char *page;
};

constexpr HelpPage kPages[] = {
    {"ScenariosDock", "scenarios.md"},
    {"ConfigurationDock", "configuration.md"},
    {"ProblemsDock", "configuration.md"},
    {"ResultsDock", "results.md"},
    {"NotesDock", "results.md"},
    {"SelectionDock", "results.md"},
    {"CostDock", "results.md"},
    {"CriteriaDock", "criteria.md"},
    {"FailureReplayDock", "room.md"},
    {"RoomTab", "room.md"},
    {"PlantTab", "plant.md"},
    {"NetworkTab", "network.md"},
    {"ComparisonView", "compare.md"},
    {"ChartsPanel", "charts.md"},
    {"SchedulingPanel", "scheduling.md"},
    {"ServingPanel", "serving.md"},
};

} // namespace

QString contextHelpPage(const QWidget *widget) {
  for (const QWidget *w = widget; w; w = w->parentWidget()) {
    const QByteArray name = w->objectName().toUtf8();
    for (const HelpPage &entry : kPages)
      if (entry.objectName == std::string_view(name.constData(), static_cast<std::size_t>(name.size())))
        return QLatin1String(entry.page);
  }
  return QStringLiteral("index.md");
}

} // namespace snp::app
