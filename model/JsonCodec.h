#pragma once

#include "model/Config.h"
#include "model/Problem.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace snp::model {

// The versioned JSON form of a Config ("schema": kSchemaVersion). Field paths in problems
// use the same names as the JSON keys, e.g. "network.scale_up.torus.dims[2]".
nlohmann::json toJson(const Config &config);
std::string dumpConfig(const Config &config); // pretty-printed, stable key order
// Only what `config` changes from the defaults (Config{}), with its schema: the form the bundled
// presets are stored in, so that each file says what makes its system what it is. Reads back to
// `config`, since every key left out keeps its default.
std::string dumpConfigChanges(const Config &config);

struct Decoded {
  std::optional<Config> config; // set when the document could be read
  Problems errors;              // type errors, newer schema, unparsable text
  Problems warnings;            // unknown keys (ignored)
};

Decoded fromJson(const nlohmann::json &document);
Decoded parseConfig(std::string_view text);

// Applies "path=value" (the --set syntax) to a JSON document. The value is parsed as JSON
// when it can be (numbers, true/false, arrays) and taken as a string otherwise.
std::optional<Problem> applySetting(nlohmann::json &document, std::string_view assignment);

} // namespace snp::model
