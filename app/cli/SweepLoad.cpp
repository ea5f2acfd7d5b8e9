#include "SweepLoad.h"

#include "FileText.h"

#include <fmt/core.h>

namespace snp::cli {

LoadedSweep compileSweep(std::string_view text, const std::filesystem::path &directory) {
  LoadedSweep loaded;
  // A file that is missing keeps the spec's own words ("cannot be opened", with what to give).
  sim::ParsedSweepSpec parsed = sim::parseSweepSpec(text, [&directory](const std::string &name) {
    FileText file = fileText((directory / name).string());
    return file.status == FileText::Status::Refused ? sim::SpecFileText(std::nullopt, std::move(file.problem))
                                                    : sim::SpecFileText(std::move(file.text));
  });
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
  const FileText file = fileText(path);
  if (!file.text) return {nullptr, {{"", file.problem}}};
  return compileSweep(*file.text, std::filesystem::path(path).parent_path());
}

int reportSweepProblems(const std::string &source, const model::Problems &errors) {
  for (const model::Problem &problem : errors)
    fmt::print(stderr, "error: {}: {}{}\n", source, problem.path.empty() ? "" : problem.path + " ",
               problem.message);
  return 1;
}

} // namespace snp::cli
