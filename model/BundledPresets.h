#pragma once

// The text of the bundled presets, resources/presets/*.json, compiled in by CMake (the headless
// tools have no resource system). Internal to the model library: presets() reads them.

#include <span>
#include <string_view>

namespace snp::model {

struct BundledPreset {
  std::string_view id;   // the file's name without .json
  std::string_view json; // the file's text
};

// In the order the planner lists them.
std::span<const BundledPreset> bundledPresets();
// The served models, resources/models/*.json, in the order of their identifiers (model/ServedModel.h).
std::span<const BundledPreset> bundledModels();

} // namespace snp::model
