#include "SweepCsv.h"

#include "CsvWriter.h"

#include "sim/sweep/SweepResultJson.h"

#include <algorithm>

namespace snp::report {

namespace {

// An axis value as one field: numbers as numbers, a list as "8x8x10", a name as itself.
void axisField(CsvWriter &csv, const nlohmann::ordered_json &value) {
  if (value.is_number()) {
    csv.number(value.get<double>());
  } else if (value.is_array()) {
    std::string text;
    for (const auto &item : value)
      text += (text.empty() ? "" : "x") + item.dump();
    csv.field(text);
  } else if (value.is_string()) {
    csv.field(value.get<std::string>());
  } else {
    csv.field(value.dump());
  }
}

} // namespace

std::string sweepCsv(const sim::CompiledSweep &sweep, const sim::SweepResult &result) {
  const sim::SweepSpec &spec = sweep.spec();
  CsvWriter csv;
  csv.field("role").field("index");
  for (const sim::SweepAxis &axis : spec.axes)
    csv.field(axis.path);
  for (const sim::SweepObjective &objective : spec.objectives)
    csv.field(objective.metric);
  csv.field("meets_criteria").field("score").endRow();

  std::vector<sim::SweepPoint> rows = result.front;
  const bool bestOnFront =
      !result.best_meeting.empty() && std::any_of(rows.begin(), rows.end(), [&](const sim::SweepPoint &p) {
        return p.index == result.best_meeting.front().index;
      });
  if (!result.best_meeting.empty() && !bestOnFront) rows.insert(rows.begin(), result.best_meeting.front());
  for (const sim::SweepPoint &p : rows) {
    const bool best = !result.best_meeting.empty() && p.index == result.best_meeting.front().index;
    const bool front = std::any_of(result.front.begin(), result.front.end(),
                                   [&](const sim::SweepPoint &q) { return q.index == p.index; });
    csv.field(best && front ? "best, on the front" : best ? "best" : "front").field(std::to_string(p.index));
    const nlohmann::ordered_json axes = sim::sweepPointAxes(sweep, p);
    for (const auto &value : axes)
      axisField(csv, value);
    for (const double value : p.objectives)
      csv.number(value);
    csv.field(p.meets_criteria ? "yes" : "no").number(p.score);
    csv.endRow();
  }
  return csv.text();
}

} // namespace snp::report
