#include "CriteriaSource.h"

#include "FileText.h"
#include "model/CriteriaJson.h"
#include "sim/decision/Verdicts.h"

#include <fmt/core.h>

#include <filesystem>
#include <fstream>

namespace snp::cli {

LoadedCriteria loadCriteria(const std::optional<std::string> &source) {
  LoadedCriteria loaded;
  if (!source) return loaded;
  if (*source == "default") {
    loaded.set = model::defaultCriteriaSet();
    return loaded;
  }
  const std::optional<std::string> text = fileText(*source);
  if (!text) {
    loaded.errors.push_back({*source, "cannot be opened (give a criteria JSON file or 'default')"});
    return loaded;
  }
  model::DecodedCriteria decoded = model::parseCriteriaSet(*text);
  if (decoded.set) decoded.errors = sim::checkMetrics(*decoded.set);
  for (model::Problem &problem : decoded.errors) {
    problem.path = *source + (problem.path.empty() ? "" : ": " + problem.path);
    loaded.errors.push_back(std::move(problem));
  }
  if (loaded.errors.empty()) loaded.set = std::move(decoded.set);
  return loaded;
}

bool writeOutput(const std::optional<std::string> &output, const std::string &text) {
  if (!output) {
    fmt::print("{}", text);
    return true;
  }
  const std::filesystem::path target(*output);
  const std::filesystem::path temporary = target.string() + ".part";
  {
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    file << text;
    file.flush();
    if (!file) {
      fmt::print(stderr, "error: {} cannot be written\n", *output);
      std::filesystem::remove(temporary);
      return false;
    }
  }
  std::error_code error;
  std::filesystem::rename(temporary, target, error);
  if (error) {
    fmt::print(stderr, "error: {} cannot be written: {}\n", *output, error.message());
    std::filesystem::remove(temporary, error);
    return false;
  }
  return true;
}

} // namespace snp::cli
