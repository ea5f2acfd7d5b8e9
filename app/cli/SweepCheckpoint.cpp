#include "SweepCheckpoint.h"

#include "CriteriaSource.h"
#include "FileText.h"

#include "model/JsonStrict.h"
#include "sim/sweep/SweepResultJson.h"

#include <filesystem>

namespace snp::cli {

namespace {

constexpr const char *kKind = "snplan sweep checkpoint";

} // namespace

CheckpointRead readCheckpoint(const std::string &path, const sim::CompiledSweep &sweep, int shard,
                              int shards) {
  std::error_code error;
  if (!std::filesystem::exists(path, error)) return NoCheckpoint{};
  const FileText file = fileText(path);
  if (!file.text) return file.problem;
  if (const auto problem = model::strictJsonProblem(*file.text))
    return "is not a checkpoint (not JSON: " + model::describe(*problem) + ")";
  const nlohmann::json document = nlohmann::json::parse(*file.text);
  const auto text = [&](const char *key) {
    return document.is_object() && document.contains(key) && document[key].is_string()
               ? document[key].get<std::string>()
               : std::string();
  };
  if (text("kind") != kKind) return std::string("is not a checkpoint of snplan sweep");
  if (text("spec_fingerprint") != sweep.spec().hash || !document.contains("spec") ||
      document["spec"] != sweep.spec().canonical)
    return "is of another sweep spec (fingerprint " + text("spec_fingerprint") + ", not " +
           sweep.spec().hash + ")";
  auto result = sim::sweepResultFromJson(sweep, document);
  if (const std::string *why = std::get_if<std::string>(&result)) return *why;
  if (auto problem = sim::checkpointProblem(sweep, std::get<sim::SweepResult>(result), shard, shards))
    return *problem;
  return std::get<sim::SweepResult>(std::move(result));
}

bool writeCheckpoint(const std::string &path, const sim::CompiledSweep &sweep,
                     const sim::SweepResult &prefix) {
  nlohmann::ordered_json document = sim::sweepResultJson(sweep, prefix);
  document["kind"] = kKind;
  return writeOutput(path, document.dump() + "\n");
}

} // namespace snp::cli
