#include "model/CoolingCatalogue.h"

#include <nlohmann/json.hpp>

#include <array>
#include <stdexcept>
#include <string>

namespace snp::model {

extern const std::string_view kCoolingCatalogueJson; // CoolingCatalogue.cpp.in

namespace {

using Catalogue = std::array<CoolingDefaults, std::size(kCoolingNames)>;

// The bundled file is part of the program: one that does not read is a build defect, found by
// the catalogue's test, not a user's input.
Catalogue readCatalogue() {
  const nlohmann::json json = nlohmann::json::parse(kCoolingCatalogueJson);
  Catalogue catalogue{};
  std::array<bool, std::size(kCoolingNames)> found{};
  for (const nlohmann::json &entry : json.at("technologies")) {
    const std::string name = entry.at("kind").get<std::string>();
    std::size_t k = 0;
    while (k < std::size(kCoolingNames) && kCoolingNames[k] != name)
      ++k;
    if (k == std::size(kCoolingNames)) throw std::logic_error("cooling catalogue: unknown kind " + name);
    CoolingDefaults &d = catalogue[k];
    d.kind = static_cast<CoolingKind>(k);
    d.liquid_fraction = entry.at("liquid_fraction").get<double>();
    d.supply_C = entry.at("supply_C").get<double>();
    d.delta_T_K = entry.at("delta_T_K").get<double>();
    d.junction_resistance_K_per_W = entry.at("junction_resistance_K_per_W").get<double>();
    if (entry.contains("fluid"))
      d.fluid = Fluid{entry["fluid"].at("density_kg_per_m3").get<double>(),
                      entry["fluid"].at("specific_heat_J_per_kgK").get<double>()};
    found[k] = true;
  }
  for (std::size_t k = 0; k < found.size(); ++k)
    if (!found[k]) throw std::logic_error("cooling catalogue: no entry for " + std::string(kCoolingNames[k]));
  return catalogue;
}

} // namespace

const CoolingDefaults &coolingDefaults(CoolingKind kind) {
  static const Catalogue catalogue = readCatalogue();
  return catalogue[static_cast<std::size_t>(kind)];
}

double junctionResistanceKPerW(const Cooling &cooling) {
  return cooling.junction_resistance_K_per_W > 0 ? cooling.junction_resistance_K_per_W
                                                 : coolingDefaults(cooling.kind).junction_resistance_K_per_W;
}

} // namespace snp::model
