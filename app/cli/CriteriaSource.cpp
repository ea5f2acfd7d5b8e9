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
  const FileText file = fileText(*source);
  if (!file.text) {
    loaded.errors.push_back({*source, file.status == FileText::Status::Unopened
                                          ? file.problem + "; give a criteria JSON file or 'default'"
                                          : file.problem});
    return loaded;
  }
  model::DecodedCriteria decoded = model::parseCriteriaSet(*file.text);
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
  // A device or a pipe (-o /dev/null, /dev/stdout, a FIFO) is written to, never replaced: the
  // rename below, run as root, put a regular file where /dev/null was.
  std::error_code kind;
  if (std::filesystem::exists(target, kind) && !std::filesystem::is_regular_file(target, kind)) {
    std::ofstream stream(target, std::ios::binary);
    stream << text;
    stream.flush();
    if (!stream) fmt::print(stderr, "error: {} cannot be written\n", *output);
    return bool(stream);
  }
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
