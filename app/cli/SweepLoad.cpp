#include "SweepLoad.h"

#include <fmt/core.h>

#include <fstream>
#include <sstream>

namespace snp::cli {

LoadedSweep compileSweep(std::string_view text, const std::filesystem::path &directory) {
  LoadedSweep loaded;
  sim::ParsedSweepSpec parsed = sim::parseSweepSpec(text, directory);
  if (!parsed.spec) {
    loaded.errors = std::move(parsed.errors);
    return loaded;
  }
  auto compiled = sim::CompiledSweep::compile(*parsed.spec);
  if (auto *problems = std::get_if<model::Problems>(&compiled))
    loaded.errors = std::move(*problems);
  else
    loaded.sweep = std::get<std::shared_ptr<const sim::CompiledSweep>>(std::move(compiled));
  return loaded;
}

LoadedSweep loadSweep(const std::string &path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return {nullptr, {{"", "cannot be opened"}}};
  std::stringstream text;
  text << file.rdbuf();
  return compileSweep(text.str(), std::filesystem::path(path).parent_path());
}

int reportSweepProblems(const std::string &source, const model::Problems &errors) {
  for (const model::Problem &problem : errors)
    fmt::print(stderr, "error: {}: {}{}\n", source, problem.path.empty() ? "" : problem.path + " ",
               problem.message);
  return 1;
}

} // namespace snp::cli
