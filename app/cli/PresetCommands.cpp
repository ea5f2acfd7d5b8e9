#include "Commands.h"
#include "ConfigSource.h"

#include "model/JsonCodec.h"
#include "model/Presets.h"

#include <fmt/core.h>

namespace snp::cli {

// Prints the problems of a configuration that could not be loaded, one per line.
int reportProblems(const LoadedConfig &loaded) {
  for (const auto &warning : loaded.warnings)
    fmt::print(stderr, "warning: {}\n", model::describe(warning));
  for (const auto &error : loaded.errors)
    fmt::print(stderr, "error: {}\n", model::describe(error));
  return loaded.config ? 0 : 1;
}

int listPresets() {
  for (const auto &preset : model::presets())
    fmt::print("{:24} {}\n", preset.id, preset.name);
  return 0;
}

int exportPreset(const ExportPresetOptions &options) {
  const auto preset = model::findPreset(options.id);
  if (!preset) {
    fmt::print(stderr, "'{}' is not a bundled preset; `snplan presets` lists them\n", options.id);
    return 2;
  }
  // Every field by default, to edit; or only what the preset changes from the defaults, the form
  // the bundled files take.
  fmt::print("{}\n", options.form == ExportPresetOptions::Form::Full ? model::dumpConfig(*preset)
                                                                     : model::dumpConfigChanges(*preset));
  return 0;
}

int validateConfig(const ConfigChoice &config) {
  const LoadedConfig loaded = loadConfig(config);
  const int status = reportProblems(loaded);
  if (status == 0)
    fmt::print("valid: {} ({} accelerators)\n", loaded.config->name, loaded.config->accelerators());
  return status;
}

} // namespace snp::cli
