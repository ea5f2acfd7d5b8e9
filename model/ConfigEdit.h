#pragma once

#include "model/Config.h"
#include "model/FollowStructure.h"
#include "model/Problem.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string_view>

namespace snp::model {

// The value of one field, addressed by its JSON path ("layout.cabinets",
// "network.scale_up.torus.dims", "accelerator.peak_flops.bf16"); null when there is none.
nlohmann::json fieldValue(const Config &config, std::string_view path);
// The same from a configuration's JSON document (model::toJson), for a caller reading several.
nlohmann::json fieldValue(const nlohmann::json &document, std::string_view path);

// What setting one field would give: the new configuration, or the problems that refuse it.
struct FieldEdit {
  std::optional<Config> config;           // set when the edit is accepted
  Problems problems;                      // why it was refused (each names the field and the allowed range)
  std::vector<FieldChange> followed = {}; // other fields the edit took along (model/FollowStructure.h)
  Problems unfollowed = {};               // fields that could not follow, and why
};

// The configuration with the field at `path` set to `value`, checked only for its type (what
// undo and redo use: they restore values that were accepted once). nullopt when it cannot be.
std::optional<Config> setField(const Config &config, std::string_view path, const nlohmann::json &value);

// Sets the field at `path` to `value` (SI units, the JSON form). The edit is refused when the
// value cannot be decoded or when it breaks a rule of that field itself (a problem on `path` or
// inside it that the configuration did not have before). Problems it causes elsewhere — cross-
// field rules such as tp·cp·pp·dp = accelerators — do not refuse it: the editor lists them. A
// structural edit takes the fields that described the old size along (followStructure), and
// another cooling method the fields that belong to it (followTechnology).
FieldEdit withField(const Config &config, std::string_view path, const nlohmann::json &value);

} // namespace snp::model
