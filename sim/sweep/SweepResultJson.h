#pragma once

// A sweep's result as JSON (docs/sweep-spec.md, "Results"): what `snplan sweep` writes, and what
// `snplan merge` reads back from each shard. Every point shows its axis values and objectives;
// the spec itself is carried whole, so a result file stands on its own.

#include "sim/sweep/Sweep.h"

#include <nlohmann/json.hpp>

#include <string>
#include <variant>

namespace snp::sim {

inline constexpr int kSweepResultSchemaVersion = 1;

// The result as a JSON document (keys in a fixed order: the same result gives the same bytes).
nlohmann::ordered_json sweepResultJson(const CompiledSweep &sweep, const SweepResult &result);

// A result written by sweepResultJson, read back against the sweep it came from; or why not.
std::variant<SweepResult, std::string> sweepResultFromJson(const CompiledSweep &sweep,
                                                           const nlohmann::json &document);

// The values the enumerated and derived axes take at a point, in spec order, as JSON.
nlohmann::ordered_json sweepPointAxes(const CompiledSweep &sweep, const SweepPoint &point);

} // namespace snp::sim
