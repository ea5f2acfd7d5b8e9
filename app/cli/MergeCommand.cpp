#include "Commands.h"
#include "CriteriaSource.h"
#include "FileText.h"
#include "SweepLoad.h"

#include "app/report/SweepCsv.h"
#include "model/JsonStrict.h"
#include "sim/sweep/SweepResultJson.h"

#include <fmt/core.h>

namespace snp::cli {

// Merges the parts written by the shards of one sweep into the result one unsharded run gives.
// The spec comes from the parts themselves: each carries it whole, and every part must carry the
// first one's. Each part's shard, coverage and counts are then checked (sim::mergeSweepResults).
int mergeSweeps(const MergeOptions &options) {
  std::shared_ptr<const sim::CompiledSweep> sweep;
  nlohmann::json spec;
  std::vector<sim::SweepResult> parts;
  for (const std::string &path : options.parts) {
    const FileText file = fileText(path);
    if (!file.text) {
      fmt::print(stderr, "error: {}: {}\n", path, file.problem);
      return 1;
    }
    if (const auto problem = model::strictJsonProblem(*file.text)) {
      fmt::print(stderr, "error: {}: is not a sweep result (not JSON: {})\n", path,
                 model::describe(*problem));
      return 1;
    }
    const nlohmann::json document = nlohmann::json::parse(*file.text);
    if (!document.is_object() || !document.contains("spec")) {
      fmt::print(stderr, "error: {}: is not a sweep result (it carries no spec)\n", path);
      return 1;
    }
    if (!sweep) {
      LoadedSweep loaded = compileSweep(document["spec"].dump(), ".");
      if (!loaded.sweep) return reportSweepProblems(path + ": spec", loaded.errors);
      sweep = loaded.sweep;
      spec = document["spec"];
    } else if (document["spec"] != spec) {
      fmt::print(stderr, "error: {}: carries another spec than {}\n", path, options.parts.front());
      return 1;
    }
    auto part = sim::sweepResultFromJson(*sweep, document);
    if (const std::string *error = std::get_if<std::string>(&part)) {
      fmt::print(stderr, "error: {}: {}\n", path, *error);
      return 1;
    }
    parts.push_back(std::get<sim::SweepResult>(std::move(part)));
  }
  auto merged = sim::mergeSweepResults(*sweep, parts, options.parts);
  if (const std::string *error = std::get_if<std::string>(&merged)) {
    fmt::print(stderr, "snplan merge: {}\n", *error);
    return 1;
  }
  const sim::SweepResult &result = std::get<sim::SweepResult>(merged);
  const std::string text = options.format == OutputFormat::Csv
                               ? report::sweepCsv(*sweep, result)
                               : sim::sweepResultJson(*sweep, result).dump(2) + "\n";
  return writeOutput(options.output, text) ? 0 : 1;
}

} // namespace snp::cli
