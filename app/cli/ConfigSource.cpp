#include "ConfigSource.h"

#include "FileText.h"
#include "model/JsonCodec.h"
#include "model/JsonStrict.h"
#include "model/Presets.h"
#include "model/Validation.h"

#include <nlohmann/json.hpp>

namespace snp::cli {

namespace {

std::optional<nlohmann::json> readDocument(const ConfigChoice &choice, model::Problems &errors) {
  if (const auto &id = choice.preset) {
    if (const auto preset = model::findPreset(*id)) return model::toJson(*preset);
    errors.push_back({"--preset", "'" + *id + "' is not a bundled preset; `snplan presets` lists them"});
    return std::nullopt;
  }
  if (!choice.file) {
    errors.push_back({"", "give a configuration file or --preset ID"});
    return std::nullopt;
  }
  const std::string &path = *choice.file;
  const FileText file = fileText(path);
  if (!file.text) {
    errors.push_back({path, file.problem});
    return std::nullopt;
  }
  const std::string &text = *file.text;
  if (std::optional<model::Problem> problem = model::strictJsonProblem(text)) {
    problem->path = path + (problem->path.empty() ? "" : ": " + problem->path);
    errors.push_back(std::move(*problem));
    return std::nullopt;
  }
  return nlohmann::json::parse(text, nullptr, false);
}

} // namespace

LoadedConfig loadConfig(const ConfigChoice &choice) {
  LoadedConfig loaded;
  auto document = readDocument(choice, loaded.errors);
  if (!document) return loaded;
  for (const std::string &assignment : choice.settings)
    if (auto problem = model::applySetting(*document, assignment)) loaded.errors.push_back(*problem);
  if (!loaded.errors.empty()) return loaded;

  model::Decoded decoded = model::fromJson(*document);
  loaded.warnings = std::move(decoded.warnings);
  loaded.errors = std::move(decoded.errors);
  if (!decoded.config) return loaded;
  loaded.errors = model::validate(*decoded.config);
  if (loaded.errors.empty()) loaded.config = std::move(decoded.config);
  return loaded;
}

} // namespace snp::cli
