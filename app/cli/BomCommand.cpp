#include "Commands.h"
#include "ConfigSource.h"

#include "app/report/CsvWriter.h"
#include "model/QuantityText.h"
#include "sim/Evaluate.h"
#include "sim/cost/BillOfMaterials.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

namespace snp::cli {

namespace {

std::string_view groupName(sim::PartGroup group) {
  return sim::kPartGroupNames[static_cast<std::size_t>(group)];
}

// A unit's rating for people: "750 kW"; empty without one.
std::string ratingText(double rating_W) {
  return rating_W > 0 ? model::plainText(model::quantityText(rating_W, "W")) : std::string();
}

} // namespace

// The parts of the design: one line per kind, with the make where the configuration names it
// and one unit's rating for power and cooling units.
int billOfMaterials(const BomOptions &options) {
  const LoadedConfig loaded = loadConfig(options.config);
  if (const int status = reportProblems(loaded)) return status;
  const model::Config &config = *loaded.config;
  const sim::Results results = sim::evaluate(config);
  const std::vector<sim::BomLine> lines =
      sim::billOfMaterials(config, results.network, results.power_chain, results.cdu);

  if (options.format == OutputFormat::Json) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const sim::BomLine &line : lines)
      out.push_back({{"group", groupName(line.group)},
                     {"part", line.part},
                     {"name", line.name.text()},
                     {"model", line.model},
                     {"quantity", line.quantity},
                     {"rating_W", line.rating_W}});
    fmt::print("{}\n", out.dump(2));
  }
  if (options.format == OutputFormat::Csv) {
    report::CsvWriter csv;
    csv.field("group")
        .field("part")
        .field("name")
        .field("model")
        .field("quantity")
        .field("rating_W")
        .endRow();
    for (const sim::BomLine &line : lines)
      csv.field(groupName(line.group))
          .field(line.part)
          .field(line.name.text())
          .field(line.model)
          .number(line.quantity)
          .number(line.rating_W)
          .endRow();
    fmt::print("{}", csv.text());
  }
  if (options.format == OutputFormat::Text) {
    fmt::print("Bill of materials: {}\n\n", config.name);
    fmt::print("{:10} {:42} {:>12}  {}\n", "group", "part", "quantity", "model or rating");
    for (const sim::BomLine &line : lines)
      fmt::print("{:10} {:42} {:>12}  {}\n", groupName(line.group), line.name.text(),
                 model::plainText(model::quantityText(line.quantity, "")),
                 line.model.empty() ? ratingText(line.rating_W) : line.model);
  }
  return 0;
}

} // namespace snp::cli
