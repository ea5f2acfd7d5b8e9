#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

namespace snp::model {

// How a JSON document's parts appear in problems, the same for every reader.

// A value as messages show it: scalars as written (cut short), containers by kind only, so a huge
// or deeply nested value never ends up in a message.
std::string describeJsonValue(const nlohmann::json &value);

// Appends `key` to a field path ("rules[2]" + "unit" -> "rules[2].unit"). Keys that are not plain
// names (empty, dotted, ...) appear quoted in brackets, so a path stays unambiguous.
void appendJsonKey(std::string &path, std::string_view key);

} // namespace snp::model
