#pragma once

class QMenu;

namespace snp::app {

class ProjectDocument;

// Edit > Use Accelerator and Edit > Use Node Type: the accelerators and node designs of the
// bundled systems (model/EquipmentCatalogue.h), the current one checked. Choosing one replaces the
// scenario's accelerator or node as one undo step, and the editor says what changed with it.
// Filled each time the menu opens, so the check follows the scenario.
void fillAcceleratorMenu(QMenu &menu, ProjectDocument &document);
void fillNodeTypeMenu(QMenu &menu, ProjectDocument &document);

} // namespace snp::app
