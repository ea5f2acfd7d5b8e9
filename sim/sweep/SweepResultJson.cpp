#include "sim/sweep/SweepResultJson.h"

#include "sim/Evaluate.h"
#include "sim/decision/Metrics.h"
#include "sim/decision/Verdicts.h"

#include <fmt/format.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <type_traits>

namespace snp::sim {

namespace {

using Ordered = nlohmann::ordered_json;

// A whole number as an integer, so that 8 reads "8" and not "8.0".
Ordered number(double value) {
  if (value == std::round(value) && std::abs(value) < 9e15) return static_cast<long long>(value);
  return value;
}

Ordered pointJson(const CompiledSweep &sweep, const SweepPoint &p) {
  Ordered objectives = Ordered::object();
  for (std::size_t i = 0; i < p.objectives.size(); ++i)
    objectives[sweep.spec().objectives[i].metric] = p.objectives[i];
  return {{"index", p.index},
          {"axes", sweepPointAxes(sweep, p)},
          {"objectives", std::move(objectives)},
          {"meets_criteria", p.meets_criteria},
          {"score", p.score}};
}

Ordered pointsJson(const CompiledSweep &sweep, const std::vector<SweepPoint> &points) {
  Ordered list = Ordered::array();
  for (const SweepPoint &p : points)
    list.push_back(pointJson(sweep, p));
  return list;
}

// The winner among the designs meeting the criteria, with what makes it win: its rank by the
// objectives, the runner-up's distance, and its margin on every rule.
Ordered bestJson(const CompiledSweep &sweep, const SweepResult &result) {
  if (result.best_meeting.empty()) return nullptr;
  const SweepSpec &spec = sweep.spec();
  const SweepPoint &best = result.best_meeting.front();
  const SweepObjective &first = spec.objectives.front();
  const std::string among =
      (spec.criteria
           ? fmt::format("of the {} designs meeting every must-rule of '{}'", result.counts.meeting_criteria,
                         spec.criteria->name)
           : fmt::format("of the {} designs evaluated (no criteria given)", result.counts.evaluated)) +
      (result.counts.beyond_limits > 0
           ? fmt::format(", {} beyond a hard limit left out", result.counts.beyond_limits)
           : std::string());
  std::string why = fmt::format("{} {} ({:.4g}) {}", first.maximise ? "Highest" : "Lowest", first.metric,
                                best.objectives.front(), among);
  if (result.best_meeting.size() > 1) {
    const SweepPoint &next = result.best_meeting[1];
    const double a = best.objectives.front(), b = next.objectives.front();
    why += a == b ? fmt::format("; point {} ties on it and loses on the later objectives or its place",
                                next.index)
                  : fmt::format("; the runner-up, point {}, gives {:.4g} ({:+.3g} %)", next.index, b,
                                a != 0 ? (b - a) / std::abs(a) * 100 : 0.0);
  } else {
    why += "; no other design qualifies";
  }
  Ordered verdicts = Ordered::array();
  const CompiledSweep::Built built = sweep.build(best.index);
  if (spec.criteria && built.config) {
    const Results results = evaluate(*built.config);
    const CriteriaVerdicts judged = judge(*spec.criteria, MetricValues(*built.config, results));
    for (const Verdict &v : judged.verdicts)
      verdicts.push_back({{"rule", v.rule->id},
                          {"metric", v.rule->metric},
                          {"value", v.figure.value},
                          {"pass", v.pass},
                          {"must", v.rule->must},
                          {"margin", v.margin}});
  }
  return {{"point", pointJson(sweep, best)}, {"why", why}, {"verdicts", std::move(verdicts)}};
}

// The value of `key` in `object`, or null: found without copying it.
const nlohmann::json &member(const nlohmann::json &object, const char *key) {
  static const nlohmann::json kNothing;
  return object.is_object() && object.contains(key) ? object[key] : kNothing;
}

// A whole number that `T` holds: a fraction, or a count beyond the type (which a conversion would
// wrap or make undefined), is not read.
template <class T> bool readWhole(const nlohmann::json &value, T &into) {
  if (value.is_number_unsigned()) {
    const auto whole = value.get<std::uint64_t>();
    if (whole > static_cast<std::uint64_t>(std::numeric_limits<T>::max())) return false;
    into = static_cast<T>(whole);
    return true;
  }
  if (!value.is_number_integer()) return false;
  const auto whole = value.get<std::int64_t>();
  if (whole < static_cast<std::int64_t>(std::numeric_limits<T>::min())) return false;
  into = static_cast<T>(whole);
  return true;
}

template <class T> bool read(const nlohmann::json &object, const char *key, T &into) {
  if (!object.is_object() || !object.contains(key)) return false;
  const nlohmann::json &value = object[key];
  if constexpr (std::is_same_v<T, std::map<std::string, std::uint64_t>>) {
    if (!value.is_object()) return false;
    T counts;
    for (const auto &[name, count] : value.items())
      if (!readWhole(count, counts[name])) return false;
    into = std::move(counts);
    return true;
  } else if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
    return readWhole(value, into);
  } else {
    try {
      into = value.get<T>();
      return true;
    } catch (const nlohmann::json::exception &) {
      return false;
    }
  }
}

std::optional<SweepPoint> pointFrom(const CompiledSweep &sweep, const nlohmann::json &json) {
  SweepPoint p;
  if (!read(json, "index", p.index) || !read(json, "meets_criteria", p.meets_criteria) ||
      !read(json, "score", p.score) || !json.contains("objectives") || !json.contains("axes"))
    return std::nullopt;
  for (const SweepObjective &objective : sweep.spec().objectives) {
    double value = 0;
    if (!read(json["objectives"], objective.metric.c_str(), value)) return std::nullopt;
    p.objectives.push_back(value);
  }
  for (const SweepAxis &axis : sweep.spec().axes) {
    double value = 0;
    if (!axis.derived()) continue;
    if (!read(json["axes"], axis.path.c_str(), value)) return std::nullopt;
    p.derived.push_back(value);
  }
  return p;
}

std::optional<std::vector<SweepPoint>> pointsFrom(const CompiledSweep &sweep, const nlohmann::json &list) {
  if (!list.is_array()) return std::nullopt;
  std::vector<SweepPoint> points;
  for (const nlohmann::json &item : list) {
    std::optional<SweepPoint> p = pointFrom(sweep, item);
    if (!p) return std::nullopt;
    points.push_back(std::move(*p));
  }
  return points;
}

} // namespace

Ordered sweepPointAxes(const CompiledSweep &sweep, const SweepPoint &point) {
  const SweepSpec &spec = sweep.spec();
  const std::vector<std::size_t> choices = sweep.choicesAt(point.index);
  Ordered axes = Ordered::object();
  std::size_t enumerated = 0, derived = 0;
  for (const SweepAxis &axis : spec.axes) {
    if (axis.derived())
      axes[axis.path] = derived < point.derived.size() ? number(point.derived[derived++]) : Ordered();
    else
      axes[axis.path] = Ordered::parse(axis.values[choices[enumerated++]].dump());
  }
  return axes;
}

Ordered sweepResultJson(const CompiledSweep &sweep, const SweepResult &result) {
  const SweepSpec &spec = sweep.spec();
  Ordered out = {{"schema", kSweepResultSchemaVersion},
                 {"kind", "snplan sweep result"},
                 {"spec_fingerprint", result.spec_hash}};
  if (result.shards > 1) out["shard"] = {{"index", result.shard}, {"count", result.shards}};
  out["complete"] = result.complete;
  Ordered axes = Ordered::array();
  for (const SweepAxis &axis : spec.axes)
    axes.push_back(
        {{"path", axis.path}, {"values", axis.derived() ? Ordered(axis.rule) : Ordered(axis.values.size())}});
  out["space"] = {{"points", result.space}, {"axes", std::move(axes)}};

  const SweepCounts &c = result.counts;
  Ordered prunedBy = Ordered::object(), failing = Ordered::object(), invalidBy = Ordered::object();
  for (std::size_t i = 0; i < c.pruned_by.size(); ++i)
    prunedBy[spec.constraints[i]] = c.pruned_by[i];
  for (const auto &[path, count] : c.invalid_by)
    invalidBy[path] = count;
  Ordered beyondLimitsBy = Ordered::object();
  for (const auto &[path, count] : c.beyond_limits_by)
    beyondLimitsBy[path] = count;
  for (std::size_t i = 0; i < c.failing.size(); ++i)
    failing[spec.criteria->rules[i].id] = c.failing[i];
  out["counts"] = {{"covered", c.covered},
                   {"pruned", c.pruned},
                   {"pruned_by", std::move(prunedBy)},
                   {"invalid", c.invalid},
                   {"invalid_by", std::move(invalidBy)},
                   {"evaluated", c.evaluated},
                   {"meeting_criteria", c.meeting_criteria},
                   {"beyond_limits", c.beyond_limits},
                   {"beyond_limits_by", std::move(beyondLimitsBy)},
                   {"failing", std::move(failing)}};

  Ordered objectives = Ordered::array();
  for (const SweepObjective &objective : spec.objectives)
    objectives.push_back({{objective.maximise ? "maximise" : "minimise", objective.metric}});
  out["objectives"] = std::move(objectives);
  out["best_meeting_criteria"] = bestJson(sweep, result);
  out["pareto_front"] = pointsJson(sweep, result.front);
  Ordered top = Ordered::object();
  for (std::size_t i = 0; i < result.top.size(); ++i)
    top[spec.objectives[i].metric] = pointsJson(sweep, result.top[i]);
  out["top"] = std::move(top);
  out["meeting_criteria"] = pointsJson(sweep, result.best_meeting);

  Ordered summaries = Ordered::array();
  for (std::size_t k = 0; k < result.axes.size(); ++k) {
    const SweepAxis &axis = spec.axes[sweep.enumerated()[k]];
    Ordered values = Ordered::array();
    for (std::size_t v = 0; v < result.axes[k].size(); ++v) {
      const SweepAxisValueSummary &s = result.axes[k][v];
      values.push_back({{"value", Ordered::parse(axis.values[v].dump())},
                        {"evaluated", s.evaluated},
                        {"meeting_criteria", s.meeting_criteria},
                        {"best", s.best ? pointJson(sweep, *s.best) : Ordered()}});
    }
    summaries.push_back({{"path", axis.path}, {"values", std::move(values)}});
  }
  out["axis_summaries"] = std::move(summaries);
  out["spec"] = Ordered::parse(spec.canonical.dump());
  return out;
}

std::variant<SweepResult, std::string> sweepResultFromJson(const CompiledSweep &sweep,
                                                           const nlohmann::json &document) {
  const SweepSpec &spec = sweep.spec();
  if (!document.is_object() || !document.contains("schema") ||
      document["schema"] != kSweepResultSchemaVersion)
    return fmt::format("is not a sweep result of schema {}", kSweepResultSchemaVersion);
  long long shard = 0, shards = 1;
  if (document.contains("shard") &&
      (!read(document["shard"], "index", shard) || !read(document["shard"], "count", shards)))
    return std::string("has a malformed \"shard\"");
  // Only bounded here; mergeSweepResults holds the split against the spec and the other parts.
  if (shards < 1 || shards > kMaxSweepShards || shard < 0 || shard >= shards)
    return fmt::format("claims to be shard {} of {}; a sweep splits into 1 to {} shards, numbered from 0",
                       shard, shards, kMaxSweepShards);
  SweepResult result = sweep.emptyResult(int(shard), int(shards));
  const nlohmann::json &counts = member(document, "counts");
  SweepCounts &c = result.counts;
  if (!read(document, "spec_fingerprint", result.spec_hash) || !read(document, "complete", result.complete) ||
      !read(counts, "covered", c.covered) || !read(counts, "pruned", c.pruned) ||
      !read(counts, "invalid", c.invalid) || !read(counts, "evaluated", c.evaluated) ||
      !read(counts, "meeting_criteria", c.meeting_criteria) || !read(counts, "invalid_by", c.invalid_by))
    return std::string("lacks its fingerprint, completeness or counts");
  // Results written before designs beyond a hard limit were counted have none.
  if (counts.contains("beyond_limits") && (!read(counts, "beyond_limits", c.beyond_limits) ||
                                           !read(counts, "beyond_limits_by", c.beyond_limits_by)))
    return std::string("has malformed counts of designs beyond a hard limit");
  // Each looked up once, not copied per rule (which made reading a part quadratic in the rules).
  const nlohmann::json &prunedBy = member(counts, "pruned_by");
  const nlohmann::json &failing = member(counts, "failing");
  for (std::size_t i = 0; i < spec.constraints.size(); ++i)
    if (!read(prunedBy, spec.constraints[i].c_str(), c.pruned_by[i]))
      return fmt::format("lacks the count pruned by '{}'", spec.constraints[i]);
  for (std::size_t i = 0; spec.criteria && i < spec.criteria->rules.size(); ++i)
    if (!read(failing, spec.criteria->rules[i].id.c_str(), c.failing[i]))
      return fmt::format("lacks the count failing '{}'", spec.criteria->rules[i].id);

  auto front = pointsFrom(sweep, member(document, "pareto_front"));
  auto meeting = pointsFrom(sweep, member(document, "meeting_criteria"));
  if (!front || !meeting) return std::string("has malformed points");
  result.front = std::move(*front);
  result.best_meeting = std::move(*meeting);
  const nlohmann::json &top = member(document, "top");
  for (std::size_t i = 0; i < spec.objectives.size(); ++i) {
    auto ranked = top.is_object() && top.contains(spec.objectives[i].metric)
                      ? pointsFrom(sweep, top[spec.objectives[i].metric])
                      : std::nullopt;
    if (!ranked) return fmt::format("lacks the best points by {}", spec.objectives[i].metric);
    result.top[i] = std::move(*ranked);
  }
  const nlohmann::json &summaries = member(document, "axis_summaries");
  if (!summaries.is_array() || summaries.size() != result.axes.size())
    return std::string("lacks its axis summaries");
  for (std::size_t k = 0; k < result.axes.size(); ++k) {
    const nlohmann::json &values = member(summaries[k], "values");
    if (!values.is_array() || values.size() != result.axes[k].size())
      return std::string("has malformed axis summaries");
    for (std::size_t v = 0; v < values.size(); ++v) {
      SweepAxisValueSummary &s = result.axes[k][v];
      if (!read(values[v], "evaluated", s.evaluated) ||
          !read(values[v], "meeting_criteria", s.meeting_criteria))
        return std::string("has malformed axis summaries");
      if (values[v].contains("best") && !values[v]["best"].is_null()) {
        s.best = pointFrom(sweep, values[v]["best"]);
        if (!s.best) return std::string("has malformed axis summaries");
      }
    }
  }
  return result;
}

} // namespace snp::sim
