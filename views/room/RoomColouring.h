#pragma once

#include "model/Config.h"
#include "sim/Evaluate.h"

#include <QString>

#include <optional>
#include <string_view>
#include <vector>

namespace snp::views {

// What the cabinets of the room are coloured by.
enum class RoomMetric {
  Cooling,         // the cabinet's cooling technology (the default look)
  Power,           // W
  HeatToLiquid,    // W
  HeatToAir,       // W
  PowerLimitUse,   // share of the cabinet's power limit
  CoolingLimitUse, // share of its cooling limit
  Verdict,         // meets every must-rule of the criteria, or not
  Failures,        // node failures per day in the cabinet
  PowerFeed,       // the group of floor PDUs or busways that feeds the cabinet
  Cdu,             // the group of CDUs that cools it
};

inline constexpr RoomMetric kRoomMetrics[] = {RoomMetric::Cooling,       RoomMetric::Power,
                                              RoomMetric::HeatToLiquid,  RoomMetric::HeatToAir,
                                              RoomMetric::PowerLimitUse, RoomMetric::CoolingLimitUse,
                                              RoomMetric::Verdict,       RoomMetric::Failures,
                                              RoomMetric::PowerFeed,     RoomMetric::Cdu};

// The metric's name as a menu or combo box lists it.
QString roomMetricName(RoomMetric metric);
// The metric of a command-line key: cooling, power, heat-to-liquid, heat-to-air, power-limit,
// cooling-limit, verdict, failures, power-feed, cdu.
std::optional<RoomMetric> roomMetricFromKey(std::string_view key);

// The cabinets' values of one metric, ready to colour: in the legend's unit (kW, %), with the
// range of the colour scale and what lies outside it.
struct RoomColouring {
  RoomMetric metric = RoomMetric::Cooling;
  QString title;              // "Power (kW)": the legend's title, the unit SI-prefixed
  bool scale = false;         // a continuous colour scale; else each value is its own colour
  std::vector<double> values; // one per cabinet; NaN where there is none
  double low = 0, high = 1;   // of the scale
  bool over_high = false;     // some values exceed `high`, the limit
  QString over_text;          // what exceeding `high` means ("over the power limit")
  QString missing_text;       // why some values are NaN
  int groups = 0;             // > 0: each value is a group's number from 0, in the group colours in turn
  QString group_name;         // a group in the legend, its number from 1 as %1 ("Floor PDU group %1")
};

// Values of `metric` for every cabinet of `config`; `results` is null when the configuration
// cannot be evaluated, `verdict` says whether it meets the must-rules (nullopt: cannot judge).
RoomColouring roomColouring(RoomMetric metric, const model::Config &config, const sim::Results *results,
                            std::optional<bool> verdict);

} // namespace snp::views
