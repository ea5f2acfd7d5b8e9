#include "PartFiles.h"

#include "FileText.h"
#include "SweepLoad.h"

#include "model/JsonStrict.h"
#include "sim/sweep/SweepResultJson.h"

#include <fmt/core.h>

#include <algorithm>
#include <filesystem>
#include <regex>

namespace snp::cli {

namespace {

// Reads one file into `read`; why it is no result of the spec where it is not. A spec that does
// not compile stops everything (reported, and "" returned).
std::optional<std::string> readPart(const std::string &path, ReadParts &read) {
  const FileText file = fileText(path);
  if (!file.text) return file.problem;
  if (const auto problem = model::strictJsonProblem(*file.text))
    return "is not a sweep result (not JSON: " + model::describe(*problem) + ")";
  const nlohmann::json document = nlohmann::json::parse(*file.text);
  if (!document.is_object() || !document.contains("spec"))
    return "is not a sweep result (it carries no spec)";
  if (!read.sweep) {
    LoadedSweep loaded = compileSweep(document["spec"].dump(), ".");
    if (!loaded.sweep) {
      reportSweepProblems(path + ": spec", loaded.errors);
      return std::string();
    }
    read.sweep = loaded.sweep;
    read.spec = document["spec"];
    read.spec_from = path;
  } else if (document["spec"] != read.spec) {
    read.foreign.push_back(path);
    return "carries another spec than " + read.spec_from;
  }
  auto part = sim::sweepResultFromJson(*read.sweep, document);
  if (const std::string *error = std::get_if<std::string>(&part)) return *error;
  read.parts.push_back(std::get<sim::SweepResult>(std::move(part)));
  read.names.push_back(path);
  return std::nullopt;
}

// The array index an emitted job's part is named by (part-7.json), or -1.
int indexInName(const std::string &path) {
  static const std::regex named(R"(part-(\d{1,7})\.json)");
  std::smatch match;
  const std::string file = std::filesystem::path(path).filename().string();
  return std::regex_match(file, match, named) ? std::stoi(match[1]) : -1;
}

} // namespace

std::optional<ReadParts> readParts(const std::vector<std::string> &paths, bool keepGoing, ReadParts read) {
  for (const std::string &path : paths) {
    const std::optional<std::string> why = readPart(path, read);
    if (!why) continue;
    if (why->empty()) return std::nullopt;
    if (!keepGoing) {
      fmt::print(stderr, "error: {}: {}\n", path, *why);
      return std::nullopt;
    }
    read.unreadable.push_back(fmt::format("{}: {}", path, *why));
  }
  return read;
}

std::vector<sim::ShardGap> shardGaps(const ReadParts &read, int shards) {
  std::vector<sim::ShardGap> gaps;
  if (!read.sweep) {
    for (int shard = 0; shard < shards; ++shard)
      gaps.push_back({shard, "no part reads"});
    return gaps;
  }
  gaps = sim::missingShards(*read.sweep, read.parts, shards, read.names);
  for (const std::string &why : read.unreadable) {
    const int index = indexInName(why.substr(0, why.find(": ")));
    for (sim::ShardGap &gap : gaps)
      if (gap.shard == index) gap.why = why;
  }
  return gaps;
}

std::vector<std::string> partFilesIn(const std::string &dir) {
  std::vector<std::pair<int, std::string>> found;
  std::error_code error;
  for (const auto &entry : std::filesystem::directory_iterator(dir, error))
    if (const int index = indexInName(entry.path().string()); index >= 0)
      found.emplace_back(index, entry.path().string());
  std::ranges::sort(found);
  std::vector<std::string> paths;
  for (auto &[index, path] : found)
    paths.push_back(std::move(path));
  return paths;
}

} // namespace snp::cli
