#include "sim/sweep/SweepSpec.h"

#include "model/CriteriaJson.h"
#include "model/JsonCodec.h"
#include "model/JsonStrict.h"
#include "model/Presets.h"
#include "sim/decision/Metrics.h"
#include "sim/decision/Verdicts.h"

#include <fmt/format.h>

#include <cmath>

namespace snp::sim {

namespace {

// An axis may list or expand to at most this many values.
constexpr double kMaxAxisValues = 1e6;

// Reads one document of the spec, with the problems each part finds.
class Reader {
public:
  Reader(const SpecFileReader &readFile, model::Problems &errors) : readFile_(readFile), errors_(errors) {}

  void error(std::string path, std::string message) {
    errors_.push_back({std::move(path), std::move(message)});
  }

  // Refuses keys the spec does not know: a misspelt key must not be silently ignored.
  void onlyKeys(const nlohmann::json &object, const std::string &path,
                std::initializer_list<std::string_view> keys) {
    for (const auto &[key, value] : object.items())
      if (std::find(keys.begin(), keys.end(), key) == keys.end())
        error(path.empty() ? key : path + "." + key,
              "is not a key of a sweep spec here (docs/sweep-spec.md)");
  }

  std::optional<nlohmann::json> base(const nlohmann::json &spec) {
    const nlohmann::json *base = spec.contains("base") ? &spec["base"] : nullptr;
    if (!base || !base->is_object() || base->size() != 1) {
      error("base", "must be {\"preset\": ID}, {\"file\": PATH} or {\"config\": {...}}");
      return std::nullopt;
    }
    if (base->contains("preset")) {
      const nlohmann::json &id = (*base)["preset"];
      if (id.is_string())
        if (const auto preset = model::findPreset(id.get<std::string>())) return model::toJson(*preset);
      error("base.preset", "is not a bundled preset; `snplan presets` lists them");
      return std::nullopt;
    }
    if (base->contains("config")) return (*base)["config"];
    if (base->contains("file") && (*base)["file"].is_string()) {
      const std::string file = (*base)["file"].get<std::string>();
      const std::optional<std::string> text = readFile_(file);
      if (!text) {
        error("base.file", fmt::format("{} cannot be opened", file));
        return std::nullopt;
      }
      if (const std::optional<model::Problem> problem = model::strictJsonProblem(*text)) {
        error("base.file", fmt::format("{}: {} {}", file, problem->path, problem->message));
        return std::nullopt;
      }
      return nlohmann::json::parse(*text);
    }
    error("base", "must be {\"preset\": ID}, {\"file\": PATH} or {\"config\": {...}}");
    return std::nullopt;
  }

  // Values of an enumerated axis: listed, or a linear or geometric range (ends included).
  std::vector<nlohmann::json> values(const nlohmann::json &axis, const std::string &path) {
    if (axis.contains("values")) {
      const nlohmann::json &list = axis["values"];
      if (!list.is_array() || list.empty() || double(list.size()) > kMaxAxisValues) {
        error(path + ".values", fmt::format("must be a list of 1 to {:.0f} values", kMaxAxisValues));
        return {};
      }
      return {list.begin(), list.end()};
    }
    const nlohmann::json &range = axis["range"];
    if (!range.is_object()) {
      error(path + ".range", "must be {\"from\", \"to\", and \"step\" or \"factor\"}, all numbers");
      return {};
    }
    onlyKeys(range, path + ".range", {"from", "to", "step", "factor"});
    const bool linear = range.contains("step"), geometric = range.contains("factor");
    const auto number = [&](const char *key) {
      return range.contains(key) && range[key].is_number() ? range[key].get<double>() : std::nan("");
    };
    const double from = number("from"), to = number("to");
    const double by = linear ? number("step") : number("factor");
    if (!std::isfinite(from) || !std::isfinite(to) || linear == geometric || !std::isfinite(by)) {
      error(path + ".range", "must be {\"from\", \"to\", and \"step\" or \"factor\"}, all numbers");
      return {};
    }
    // Count first: a step of 1e-300 must be refused, not expanded.
    const double count = linear ? (by > 0 && to >= from ? std::floor((to - from) / by * (1 + 1e-12)) + 1 : 0)
                                : (by > 1 && from > 0 && to >= from
                                       ? std::floor(std::log(to / from) / std::log(by) * (1 + 1e-12)) + 1
                                       : 0);
    if (count < 1 || count > kMaxAxisValues) {
      error(path + ".range",
            fmt::format("gives {:.0f} values; it must give 1 to {:.0f} (from <= to, step > 0, factor > 1, "
                        "and from > 0 for a factor)",
                        count, kMaxAxisValues));
      return {};
    }
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

  std::optional<model::CriteriaSet> criteria(const nlohmann::json &value) {
    std::string text;
    if (value.is_string() && value.get<std::string>() == "default") return model::defaultCriteriaSet();
    if (value.is_string()) {
      const std::string file = value.get<std::string>();
      const std::optional<std::string> read = readFile_(file);
      if (!read) {
        error("criteria",
              fmt::format("{} cannot be opened (give a criteria file, an inline set or \"default\")", file));
        return std::nullopt;
      }
      text = *read;
    } else {
      text = value.dump();
    }
    model::DecodedCriteria decoded = model::parseCriteriaSet(text);
    if (decoded.set) decoded.errors = checkMetrics(*decoded.set);
    for (model::Problem &problem : decoded.errors)
      error("criteria" + (problem.path.empty() ? "" : "." + problem.path), problem.message);
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
  Reader read(readFile, parsed.errors);
  if (!document.is_object()) {
    read.error("", "a sweep spec is a JSON object (docs/sweep-spec.md)");
    return parsed;
  }
  read.onlyKeys(document, "",
                {"schema", "name", "base", "set", "axes", "constraints", "objectives", "criteria", "top"});
  if (!document.contains("schema") || document["schema"] != kSweepSpecSchemaVersion)
    read.error("schema",
               fmt::format("must be {} (this planner's sweep spec version)", kSweepSpecSchemaVersion));

  SweepSpec spec;
  if (document.contains("name")) {
    if (document["name"].is_string())
      spec.name = document["name"];
    else
      read.error("name", "must be text");
  }
  if (std::optional<nlohmann::json> base = read.base(document)) spec.base = std::move(*base);
  if (document.contains("set")) {
    const nlohmann::json &settings = document["set"];
    for (std::size_t i = 0; settings.is_array() && i < settings.size(); ++i) {
      const std::string at = fmt::format("set[{}]", i);
      if (!settings[i].is_string())
        read.error(at, "must be \"path=value\", as --set takes it");
      else if (spec.base.is_object())
        if (auto problem = model::applySetting(spec.base, settings[i].get<std::string>()))
          read.error(at, problem->path + " " + problem->message);
    }
    if (!settings.is_array()) read.error("set", "must be a list of \"path=value\"");
  }

  const nlohmann::json &axes = document.contains("axes") ? document["axes"] : nlohmann::json();
  if (!axes.is_array() || axes.empty()) read.error("axes", "must be a list of at least one axis");
  for (std::size_t i = 0; axes.is_array() && i < axes.size(); ++i) {
    const nlohmann::json &axis = axes[i];
    const std::string at = fmt::format("axes[{}]", i);
    if (!axis.is_object() || !axis.contains("path") || !axis["path"].is_string()) {
      read.error(at, "must be {\"path\": FIELD, and \"values\", \"range\" or \"rule\"}");
      continue;
    }
    read.onlyKeys(axis, at, {"path", "name", "values", "range", "rule"});
    SweepAxis parsedAxis;
    parsedAxis.path = axis["path"];
    parsedAxis.name = axis.contains("name") && axis["name"].is_string() ? axis["name"].get<std::string>()
                                                                        : lastKey(parsedAxis.path);
    const int kinds = int(axis.contains("values")) + int(axis.contains("range")) + int(axis.contains("rule"));
    if (kinds != 1) {
      read.error(at, "must have exactly one of \"values\", \"range\" and \"rule\"");
      continue;
    }
    if (axis.contains("rule")) {
      if (axis["rule"].is_string() && !axis["rule"].get<std::string>().empty())
        parsedAxis.rule = axis["rule"];
      else
        read.error(at + ".rule", "must be an expression (docs/sweep-spec.md)");
    } else {
      parsedAxis.values = read.values(axis, at);
    }
    spec.axes.push_back(std::move(parsedAxis));
  }

  if (document.contains("constraints")) {
    const nlohmann::json &constraints = document["constraints"];
    if (!constraints.is_array()) read.error("constraints", "must be a list of expressions");
    for (std::size_t i = 0; constraints.is_array() && i < constraints.size(); ++i)
      if (constraints[i].is_string())
        spec.constraints.push_back(constraints[i]);
      else
        read.error(fmt::format("constraints[{}]", i), "must be an expression");
  }

  const nlohmann::json &objectives =
      document.contains("objectives") ? document["objectives"] : nlohmann::json();
  if (!objectives.is_array() || objectives.empty())
    read.error("objectives", "must list at least one {\"maximise\": METRIC} or {\"minimise\": METRIC}");
  for (std::size_t i = 0; objectives.is_array() && i < objectives.size(); ++i) {
    const nlohmann::json &objective = objectives[i];
    const std::string at = fmt::format("objectives[{}]", i);
    const bool max = objective.is_object() && objective.size() == 1 && objective.contains("maximise");
    const bool min = objective.is_object() && objective.size() == 1 && objective.contains("minimise");
    const nlohmann::json &metric = max ? objective["maximise"] : min ? objective["minimise"] : objective;
    if ((!max && !min) || !metric.is_string()) {
      read.error(at, "must be {\"maximise\": METRIC} or {\"minimise\": METRIC}");
      continue;
    }
    if (!findMetric(metric.get<std::string>())) {
      read.error(at,
                 fmt::format("'{}' is not a metric; `snplan metrics` lists them", metric.get<std::string>()));
      continue;
    }
    spec.objectives.push_back({metric, max});
  }

  if (document.contains("criteria")) spec.criteria = read.criteria(document["criteria"]);
  if (document.contains("top")) {
    const nlohmann::json &top = document["top"];
    if (top.is_number_integer() && top.get<long long>() >= 1 && top.get<long long>() <= 1000)
      spec.top = top;
    else
      read.error("top", "must be a whole number from 1 to 1000");
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
