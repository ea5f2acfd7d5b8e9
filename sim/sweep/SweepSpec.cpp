#include "sim/sweep/SweepSpec.h"

#include "model/CriteriaJson.h"
#include "model/JsonCodec.h"
#include "model/JsonObjectReader.h"
#include "model/JsonStrict.h"
#include "model/Presets.h"
#include "sim/decision/Metrics.h"
#include "sim/decision/Verdicts.h"

#include <fmt/format.h>

#include <cmath>
#include <limits>

namespace snp::sim {

namespace {

// An axis may list or expand to at most this many values.
constexpr int kMaxAxisValues = 1'000'000;

// The keys of a spec and of each of its parts (docs/sweep-spec.md).
constexpr std::string_view kSpecKeys[] = {
    "schema",      "name",       "base",     "set", "axes",
    "constraints", "objectives", "criteria", "top", "keep_beyond_limits",
    "search"};
constexpr std::string_view kSearchKeys[] = {"method", "population", "evaluations", "seconds", "seed"};
constexpr std::string_view kBaseKeys[] = {"preset", "file", "config"};
constexpr std::string_view kAxisKeys[] = {"path", "name", "values", "range", "rule"};
constexpr std::string_view kRangeKeys[] = {"from", "to", "step", "factor"};
constexpr std::string_view kObjectiveKeys[] = {"maximise", "minimise"};

using model::JsonObjectReader;
using model::Presence;

// An enumerated axis's values before they are expanded: a list, or a range and its count.
struct AxisValues {
  const nlohmann::json *list = nullptr; // the listed values, or nullptr for a range
  double from = 0, to = 0, by = 0;      // a range: its ends and its step or factor
  bool linear = true;                   // by a step, else by a factor
  double count = 0;

  std::vector<nlohmann::json> expanded() const {
    if (list) return {list->begin(), list->end()};
    std::vector<nlohmann::json> values;
    for (int i = 0; i < int(count); ++i) {
      const double v = linear ? from + i * by : from * std::pow(by, i);
      // Whole numbers stay whole, so that integer fields take them.
      const double whole = std::round(v);
      values.push_back(std::abs(v - whole) <= 1e-9 * std::max(1.0, std::abs(v)) && std::abs(whole) < 9e15
                           ? nlohmann::json(static_cast<long long>(whole))
                           : nlohmann::json(v));
    }
    return values;
  }
};

// Reads the parts of a spec that need more than one key's type: the base, an axis's values, an
// objective and the criteria, with the files they name.
class Reader {
public:
  Reader(const SpecFileReader &readFile, model::Problems &errors) : readFile_(readFile), errors_(errors) {}

  std::optional<nlohmann::json> base(JsonObjectReader &spec) {
    const nlohmann::json *base = spec.find("base");
    if (!base || !base->is_object() || base->size() != 1) {
      spec.report("base",
                  SNP_MESSAGE("Validation",
                              "must be {{\"preset\": ID}}, {{\"file\": PATH}} or {{\"config\": {{...}}}}"));
      return std::nullopt;
    }
    JsonObjectReader read(*base, spec.pathOf("base"), kBaseKeys, errors_);
    std::string name;
    if (read.text("preset", name)) {
      if (const auto preset = model::findPreset(name)) return model::toJson(*preset);
      read.report("preset",
                  SNP_MESSAGE("Validation", "is \"{}\"; not a bundled preset: `snplan presets` lists them"),
                  name);
      return std::nullopt;
    }
    if (const nlohmann::json *config = read.find("config")) return *config;
    if (!read.text("file", name)) return std::nullopt;
    const SpecFileText file = readFile_(name);
    if (!file.text) {
      if (file.problem.empty())
        read.report("file", SNP_MESSAGE("Validation", "{} cannot be opened"), name);
      else // the reader's words, in English like the file's own problems below
        errors_.push_back({read.pathOf("file"), fmt::format("{}: {}", name, file.problem)});
      return std::nullopt;
    }
    // The file's own problem is in English (strict JSON's), so this one is too.
    if (const std::optional<model::Problem> problem = model::strictJsonProblem(*file.text)) {
      errors_.push_back({read.pathOf("file"), fmt::format("{}: {}", name, model::describe(*problem))});
      return std::nullopt;
    }
    return nlohmann::json::parse(*file.text);
  }

  // The values of an enumerated axis as the spec gives them: listed, or a linear or geometric range
  // (ends included), counted but not yet expanded; nullopt after reporting why not.
  std::optional<AxisValues> values(JsonObjectReader &axis) {
    if (const nlohmann::json *list = axis.list("values")) {
      if (list->empty() || list->size() > static_cast<std::size_t>(kMaxAxisValues)) {
        axis.report("values", SNP_MESSAGE("Validation", "has {} values; must have 1 to {}"), list->size(),
                    kMaxAxisValues);
        return std::nullopt;
      }
      return AxisValues{list, 0, 0, 0, true, double(list->size())};
    }
    const nlohmann::json *rangeValue = axis.find("range");
    if (!rangeValue) return std::nullopt;
    JsonObjectReader range(*rangeValue, axis.pathOf("range"), kRangeKeys, errors_);
    const bool linear = range.find("step") != nullptr, geometric = range.find("factor") != nullptr;
    if (linear == geometric && rangeValue->is_object()) {
      axis.report("range", SNP_MESSAGE("Validation", "must have exactly one of \"step\" and \"factor\""));
      return std::nullopt;
    }
    double from = 0, to = 0, by = 0;
    // Each read reports its own problem, so all three are read before giving up.
    const bool readFrom = range.number("from", from, Presence::Required);
    const bool readTo = range.number("to", to, Presence::Required);
    const bool readBy = range.number(linear ? "step" : "factor", by, Presence::Required);
    if (!readFrom || !readTo || !readBy) return std::nullopt;
    // Count first: a step of 1e-300 must be refused, not expanded.
    const double count = linear ? (by > 0 && to >= from ? std::floor((to - from) / by * (1 + 1e-12)) + 1 : 0)
                                : (by > 1 && from > 0 && to >= from
                                       ? std::floor(std::log(to / from) / std::log(by) * (1 + 1e-12)) + 1
                                       : 0);
    if (count < 1 || count > kMaxAxisValues) {
      axis.report("range",
                  SNP_MESSAGE("Validation", "gives {} values; it must give 1 to {} (from <= to, step > 0, "
                                            "factor > 1, and from > 0 for a factor)"),
                  count, kMaxAxisValues);
      return std::nullopt;
    }
    return AxisValues{nullptr, from, to, by, linear, count};
  }

  std::optional<SweepObjective> objective(const nlohmann::json &value, std::string at) {
    JsonObjectReader read(value, std::move(at), kObjectiveKeys, errors_);
    const bool max = read.find("maximise") != nullptr, min = read.find("minimise") != nullptr;
    if (value.is_object() && max == min) {
      errors_.push_back(model::problemOf(
          read.path(),
          SNP_MESSAGE("Validation", "must be {{\"maximise\": METRIC}} or {{\"minimise\": METRIC}}")));
      return std::nullopt;
    }
    SweepObjective objective{{}, max};
    if (!read.text(max ? "maximise" : "minimise", objective.metric)) return std::nullopt;
    if (!findMetric(objective.metric)) {
      errors_.push_back(model::problemOf(
          read.path(), SNP_MESSAGE("Validation", "'{}' is not a metric; `snplan metrics` lists them"),
          objective.metric));
      return std::nullopt;
    }
    return objective;
  }

  std::optional<model::CriteriaSet> criteria(const nlohmann::json &value) {
    std::string text;
    if (value.is_string() && value.get<std::string>() == "default") return model::defaultCriteriaSet();
    if (value.is_string()) {
      const std::string file = value.get<std::string>();
      const SpecFileText read = readFile_(file);
      if (!read.text) {
        if (read.problem.empty())
          errors_.push_back(model::problemOf(
              "criteria",
              SNP_MESSAGE("Validation",
                          "{} cannot be opened (give a criteria file, an inline set or \"default\")"),
              file));
        else
          errors_.push_back({"criteria", fmt::format("{}: {}", file, read.problem)});
        return std::nullopt;
      }
      text = *read.text;
    } else {
      text = value.dump();
    }
    model::DecodedCriteria decoded = model::parseCriteriaSet(text);
    if (decoded.set) decoded.errors = checkMetrics(*decoded.set);
    // The set's problems keep their messages, under the spec's key.
    for (model::Problem &problem : decoded.errors) {
      std::string path = "criteria";
      if (!problem.path.empty()) path += (problem.path.starts_with('[') ? "" : ".") + problem.path;
      problem.path = std::move(path);
      errors_.push_back(std::move(problem));
    }
    return decoded.errors.empty() ? decoded.set : std::nullopt;
  }

private:
  const SpecFileReader &readFile_;
  model::Problems &errors_;
};

std::string lastKey(const std::string &path) {
  std::string key = path.substr(path.rfind('.') + 1);
  return key.substr(0, key.find('['));
}

// FNV-1a, 64 bits: a stable fingerprint, the same on every machine and build.
std::string fingerprint(std::string_view text) {
  std::uint64_t hash = 14695981039346656037ull;
  for (const char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ull;
  }
  return fmt::format("{:016x}", hash);
}

} // namespace

ParsedSweepSpec parseSweepSpec(std::string_view text, const SpecFileReader &readFile) {
  ParsedSweepSpec parsed;
  if (std::optional<model::Problem> problem = model::strictJsonProblem(text)) {
    parsed.errors.push_back(std::move(*problem));
    return parsed;
  }
  const nlohmann::json document = nlohmann::json::parse(text);
  JsonObjectReader read(document, "", kSpecKeys, parsed.errors);
  if (!document.is_object()) return parsed;
  Reader parts(readFile, parsed.errors);
  read.schema(kSweepSpecSchemaVersion, Presence::Required);

  SweepSpec spec;
  read.text("name", spec.name);
  if (std::optional<nlohmann::json> base = parts.base(read)) spec.base = std::move(*base);
  std::vector<std::string> settings;
  read.texts("set", settings);
  for (std::size_t i = 0; i < settings.size() && spec.base.is_object(); ++i)
    if (std::optional<model::Problem> problem = model::applySetting(spec.base, settings[i])) {
      // The path says which setting and which field; the message is the setting's own, in English
      // like the command line's --set (it quotes the setting's syntax).
      problem->path =
          problem->path.empty() ? fmt::format("set[{}]", i) : fmt::format("set[{}]: {}", i, problem->path);
      parsed.errors.push_back(std::move(*problem));
    }

  const nlohmann::json *axes = read.list("axes", Presence::Required);
  if (axes && axes->empty())
    read.report("axes", SNP_MESSAGE("Validation", "is empty; must list at least one axis"));
  // The axes' values are counted before any is expanded: 150 axes of a million values each are
  // refused by their number of designs, not built until the memory runs out.
  std::vector<std::optional<AxisValues>> values;
  double designs = 1, log10Designs = 0;
  for (std::size_t i = 0; axes && i < axes->size(); ++i) {
    JsonObjectReader axis((*axes)[i], fmt::format("axes[{}]", i), kAxisKeys, parsed.errors);
    SweepAxis parsedAxis;
    axis.text("path", parsedAxis.path, Presence::Required);
    if (!axis.text("name", parsedAxis.name)) parsedAxis.name = lastKey(parsedAxis.path);
    const int kinds = int(axis.find("values") != nullptr) + int(axis.find("range") != nullptr) +
                      int(axis.find("rule") != nullptr);
    if (kinds != 1 && (*axes)[i].is_object()) {
      parsed.errors.push_back(model::problemOf(
          axis.path(),
          SNP_MESSAGE("Validation", "must have exactly one of \"values\", \"range\" and \"rule\"")));
      continue;
    }
    if (axis.text("rule", parsedAxis.rule) && parsedAxis.rule.empty())
      axis.report("rule", SNP_MESSAGE("Validation", "is empty; must be an expression"));
    values.push_back(axis.find("rule") ? std::nullopt : parts.values(axis));
    if (values.back()) {
      designs *= values.back()->count;
      log10Designs += std::log10(values.back()->count);
    }
    spec.axes.push_back(std::move(parsedAxis));
  }
  // The product is exact up to 2^53, far above the limit; beyond it only its power of ten is told
  // (the sum of the logarithms is within a rounding of a whole number when the count is a power).
  if (designs > kMaxSweepDesigns)
    read.report(
        "axes",
        SNP_MESSAGE("Validation", "make at least 10^{} designs ({} axes); a sweep may have at most 10^{}"),
        int(std::floor(log10Designs + 1e-9)), spec.axes.size(), kMaxSweepDesignsLog10);
  else
    for (std::size_t i = 0; i < spec.axes.size(); ++i)
      if (values[i]) spec.axes[i].values = values[i]->expanded();

  read.texts("constraints", spec.constraints);

  const nlohmann::json *objectives = read.list("objectives", Presence::Required);
  if (objectives && objectives->empty())
    read.report(
        "objectives",
        SNP_MESSAGE("Validation",
                    "is empty; must list at least one {{\"maximise\": METRIC}} or {{\"minimise\": METRIC}}"));
  for (std::size_t i = 0; objectives && i < objectives->size(); ++i)
    if (auto objective = parts.objective((*objectives)[i], fmt::format("objectives[{}]", i)))
      spec.objectives.push_back(std::move(*objective));

  if (const nlohmann::json *criteria = read.find("criteria")) spec.criteria = parts.criteria(*criteria);
  read.integer("top", spec.top, 1, 1000);
  read.flag("keep_beyond_limits", spec.keep_beyond_limits);
  if (const nlohmann::json *search = read.find("search")) {
    JsonObjectReader method(*search, "search", kSearchKeys, parsed.errors);
    SweepSearch settings;
    std::string name = "nsga2";
    if (method.text("method", name) && name != "nsga2")
      method.report("method", SNP_MESSAGE("Validation", "is '{}'; the one method is \"nsga2\""), name);
    method.integer("population", settings.population, 4, 1000);
    method.integer("evaluations", settings.evaluations, 1, 1'000'000'000);
    if (method.number("seconds", settings.seconds) && !(settings.seconds >= 0 && settings.seconds <= 86'400))
      method.report("seconds", SNP_MESSAGE("Validation", "is {}; must be 0 (no limit) to 86400"),
                    settings.seconds);
    method.integer("seed", settings.seed, 0, std::numeric_limits<int>::max());
    spec.search = settings;
  }
  if (!parsed.errors.empty()) return parsed;

  // The spec as one self-contained document: the base's JSON rather than the file it came from,
  // ranges expanded, the criteria inline. Results carry it, so that merging shards needs nothing
  // else, and its fingerprint tells the shards of one spec from those of another.
  nlohmann::json canonical = {{"schema", kSweepSpecSchemaVersion},
                              {"name", spec.name},
                              {"base", {{"config", spec.base}}},
                              {"constraints", spec.constraints},
                              {"top", spec.top}};
  // Only when set: specs written before it keep their fingerprint.
  if (spec.keep_beyond_limits) canonical["keep_beyond_limits"] = true;
  if (spec.search)
    canonical["search"] = {{"method", "nsga2"},
                           {"population", spec.search->population},
                           {"evaluations", spec.search->evaluations},
                           {"seconds", spec.search->seconds},
                           {"seed", spec.search->seed}};
  for (const SweepAxis &axis : spec.axes) {
    nlohmann::json entry = {{"path", axis.path}, {"name", axis.name}};
    if (axis.derived())
      entry["rule"] = axis.rule;
    else
      entry["values"] = axis.values;
    canonical["axes"].push_back(std::move(entry));
  }
  for (const SweepObjective &objective : spec.objectives)
    canonical["objectives"].push_back({{objective.maximise ? "maximise" : "minimise", objective.metric}});
  if (spec.criteria) canonical["criteria"] = nlohmann::json::parse(model::dumpCriteriaSet(*spec.criteria));
  spec.hash = fingerprint(canonical.dump());
  spec.canonical = std::move(canonical);
  parsed.spec = std::move(spec);
  return parsed;
}

} // namespace snp::sim
