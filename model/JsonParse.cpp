#include "model/JsonCodec.h"
#include "model/JsonStrict.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <utility>

namespace snp::model {

Decoded parseConfig(std::string_view text) {
  if (std::optional<Problem> problem = strictJsonProblem(text)) {
    Decoded decoded;
    decoded.errors.push_back(std::move(*problem));
    return decoded;
  }
  return fromJson(nlohmann::json::parse(text, nullptr, false));
}

} // namespace snp::model
