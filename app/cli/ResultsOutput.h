#pragma once

#include "model/Config.h"
#include "sim/Evaluate.h"

#include <string>

namespace snp::cli {

// The results as nested JSON ({"training": {"step_time_s": ...}}, SI units) with an
// "explanations" object keyed by each figure's path.
std::string resultsJson(const model::Config &config, const sim::Results &results);
// One figure per row: path, value, unit, formula, terms, assumption.
std::string resultsCsv(const model::Config &config, const sim::Results &results);
// Aligned text for people at a terminal.
std::string resultsText(const model::Config &config, const sim::Results &results);

} // namespace snp::cli
