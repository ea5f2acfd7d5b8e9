#include "model/BomPart.h"

namespace snp::model {

std::optional<BomPart> bomPart(std::string_view name) {
  for (std::size_t i = 0; i < std::size(kBomParts); ++i)
    if (kBomParts[i] == name) return static_cast<BomPart>(i);
  return std::nullopt;
}

} // namespace snp::model
