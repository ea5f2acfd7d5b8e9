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

int exportPreset(const CommandLine &line) {
  if (line.positional.size() != 1) {
    fmt::print(stderr, "usage: snplan export-preset ID\n");
    return 2;
  }
  const auto preset = model::findPreset(line.positional.front());
  if (!preset) {
    fmt::print(stderr, "'{}' is not a bundled preset; `snplan presets` lists them\n",
               line.positional.front());
    return 2;
  }
  // Every field by default, to edit; or only what the preset changes from the defaults, the form
  // the bundled files take.
  const std::string form = line.option("form").value_or("full");
  if (form != "full" && form != "changes") {
    fmt::print(stderr, "error: --form is '{}'; must be full or changes\n", form);
    return 2;
  }
  fmt::print("{}\n", form == "full" ? model::dumpConfig(*preset) : model::dumpConfigChanges(*preset));
  return 0;
}

int validateConfig(const CommandLine &line) {
  const LoadedConfig loaded = loadConfig(line);
  const int status = reportProblems(loaded);
  if (status == 0)
    fmt::print("valid: {} ({} accelerators)\n", loaded.config->name, loaded.config->accelerators());
  return status;
}

} // namespace snp::cli
