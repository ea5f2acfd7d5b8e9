#include "model/Presets.h"

#include "model/BundledPresets.h"
#include "model/JsonCodec.h"

#include <algorithm>
#include <stdexcept>

namespace snp::model {

namespace {

// A bundled file that does not read is a defect of the build, caught by tests/model/presets_test.
Config readBundled(const BundledPreset &bundled) {
  Decoded decoded = parseConfig(bundled.json);
  if (!decoded.config || !decoded.errors.empty())
    throw std::logic_error("bundled preset " + std::string(bundled.id) + " does not read: " +
                           (decoded.errors.empty() ? std::string() : describe(decoded.errors.front())));
  return std::move(*decoded.config);
}

} // namespace

const std::vector<Config> &presets() {
  static const std::vector<Config> kPresets = [] {
    std::vector<Config> all;
    for (const BundledPreset &bundled : bundledPresets())
      all.push_back(readBundled(bundled));
    return all;
  }();
  return kPresets;
}

std::optional<Config> findPreset(std::string_view id) {
  const auto &all = presets();
  const auto found = std::find_if(all.begin(), all.end(), [&](const Config &c) { return c.id == id; });
  if (found == all.end()) return std::nullopt;
  return *found;
}

} // namespace snp::model
