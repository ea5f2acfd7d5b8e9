#pragma once

// A lever of "what would it take?" (sim/sweep/WhatIf.h): one field of the configuration the search
// may change, and the values it may take. docs/what-if.md describes the levers and their syntax.

#include "model/Config.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace snp::sim {

struct WhatIfLever {
  std::string path;                   // a --set path
  std::vector<nlohmann::json> values; // what it may take, the base's value among them
  // A scale (numbers, in order), along which a change is as large as the steps it takes; else
  // names (a cooling method), any of which is as far from the base as another.
  bool ordered = true;
  std::size_t base = 0; // the position of the base's value in `values`
};

// The most values a lever may list: a search over pairs of levers evaluates about the square.
inline constexpr int kMaxLeverValues = 64;

// The lever a text gives, against `base`: "PATH=FROM..TO:STEP" (a linear range),
// "PATH=FROM..TO*FACTOR" (a geometric one), "PATH=V1,V2,..." (in the order of the scale), or
// "PATH" alone for the values defaultLevers gives that field (every name of a choice). The base's
// value is added where it is missing. Or why not, naming the field and what it allows.
std::variant<WhatIfLever, std::string> parseLever(std::string_view text, const model::Config &base);

// The levers a customer's design is usually moved by, as far as `base` has them: the number of
// cabinets (half to twice), the cooling method, the coolant's supply temperature (15-50 °C), the
// accelerators' power cap (none, then 95 % to 60 % of the TDP), the scale-up domain (a quarter to
// four times) and the tensor- and pipeline-parallel sizes (1 to 64, the data-parallel size
// following). Values validation refuses are skipped by the search, not here.
std::vector<WhatIfLever> defaultLevers(const model::Config &base);

// A lever of `values` for the field at `path`, against `base`: the field must exist and take each
// value (by its type; ranges are validation's). The base's value is added where missing: where it
// keeps an ascending or descending list so, else first. Or why not, naming the field.
std::variant<WhatIfLever, std::string> makeLever(std::string path, std::vector<nlohmann::json> values,
                                                 const model::Config &base);

} // namespace snp::sim
