#pragma once

// A field of the table (model/FieldTable.h) made reachable in a configuration: a record list's
// field gets a list of one default element to live in, and its path names that element.

#include "model/ConfigEdit.h"
#include "model/FieldTable.h"

#include <nlohmann/json.hpp>

#include <string>

namespace snp::model::test {

// "site.climate[0].hours" for "site.climate[i].hours"; any other path as it is.
inline std::string reachablePath(const Field &field) {
  std::string path = field.path;
  if (const std::size_t at = path.find("[i]"); at != std::string::npos) path.replace(at, 3, "[0]");
  return path;
}

// `config` with the list that holds `field`, if any, set to one element of its defaults.
inline Config withRoomFor(const Field &field, const Config &config) {
  if (!field.element()) return config;
  return setField(config, field.path.substr(0, field.path.find("[i]")),
                  nlohmann::json::array({nlohmann::json::object()}))
      .value();
}

} // namespace snp::model::test
