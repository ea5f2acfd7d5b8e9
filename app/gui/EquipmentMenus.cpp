#include "app/gui/EquipmentMenus.h"

#include "app/gui/ProjectDocument.h"
#include "app/i18n/Translations.h"
#include "model/BundledText.h"
#include "model/EquipmentCatalogue.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMenu>

namespace snp::app {

namespace {

QString bundled(const std::string &text) {
  return QString::fromStdString(model::bundledTextIn(text, interfaceLanguage()));
}

} // namespace

void fillAcceleratorMenu(QMenu &menu, ProjectDocument &document) {
  menu.clear();
  for (const model::Accelerator &accelerator : model::acceleratorCatalogue()) {
    const QString name = bundled(accelerator.name);
    QAction *action = menu.addAction(name);
    action->setCheckable(true);
    action->setChecked(accelerator == document.config().accelerator);
    QObject::connect(action, &QAction::triggered, &document, [&document, accelerator, name] {
      document.replaceConfig(
          model::withAccelerator(document.config(), accelerator),
          QCoreApplication::translate("EquipmentMenus", "Use the accelerator %1").arg(name));
    });
  }
}

void fillNodeTypeMenu(QMenu &menu, ProjectDocument &document) {
  menu.clear();
  for (const model::NodeType &type : model::nodeTypeCatalogue()) {
    const QString label = QCoreApplication::translate("EquipmentMenus", "%1 × %2, %3 CPUs (as in %4)")
                              .arg(QLocale().toString(type.node.accelerators), bundled(type.accelerator),
                                   QLocale().toString(type.node.cpus), bundled(type.system));
    QAction *action = menu.addAction(label);
    action->setCheckable(true);
    action->setChecked(type.node == document.config().node);
    const model::Node node = type.node;
    QObject::connect(action, &QAction::triggered, &document, [&document, node, label] {
      document.replaceConfig(
          model::withNodeType(document.config(), node),
          QCoreApplication::translate("EquipmentMenus", "Use the node type %1").arg(label));
    });
  }
}

} // namespace snp::app
