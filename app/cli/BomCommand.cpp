#include "Commands.h"
#include "ConfigSource.h"

#include "app/report/CsvWriter.h"
#include "model/QuantityText.h"
#include "sim/PricedBill.h"

#include <algorithm>
#include <fmt/core.h>
#include <nlohmann/json.hpp>

namespace snp::cli {

namespace {

constexpr std::string_view kStatusNames[] = {"priced", "included", "unpriced"};

std::string_view groupName(sim::PartGroup group) {
  return sim::kPartGroupNames[static_cast<std::size_t>(group)];
}
std::string_view statusName(sim::PriceStatus status) {
  return kStatusNames[static_cast<std::size_t>(status)];
}

std::string text(double value, std::string_view unit) {
  return model::plainText(model::quantityText(value, unit));
}

// The make where the configuration names it, else one unit's rating for people ("750 kW"); a
// cable's mean run after it ("400 Gb/s, 4.8 m on average").
std::string makeOrRating(const sim::BomLine &line) {
  const std::string make = !line.model.empty() ? std::string(line.model)
                           : line.rating_W > 0 ? text(line.rating_W, "W")
                                               : std::string();
  return line.mean_length_m > 0 ? fmt::format("{}, {} on average", make, text(line.mean_length_m, "m"))
                                : make;
}

// What the price column says of a line: its unit price, or why it has none.
std::string priceText(const sim::PricedLine &priced, std::string_view currency) {
  switch (priced.status) {
  case sim::PriceStatus::Priced: return text(priced.unit_price, currency);
  case sim::PriceStatus::Included: return "included";
  case sim::PriceStatus::Unpriced: return "unpriced";
  }
  return {};
}

void printText(const model::Config &config, const sim::Capex &capex) {
  fmt::print("Bill of materials: {}\n\n", config.name);
  fmt::print("{:10} {:42} {:>10}  {:32} {:>14} {:>14}\n", "group", "part", "quantity", "model or rating",
             "unit price", "extended");
  for (const sim::PricedLine &p : capex.lines)
    fmt::print("{:10} {:42} {:>10}  {:32} {:>14} {:>14}\n", groupName(p.line.group), p.line.name.text(),
               text(p.line.quantity, ""), makeOrRating(p.line), priceText(p, capex.currency),
               p.status == sim::PriceStatus::Priced ? text(p.extended, capex.currency) : std::string());
  fmt::print("\nCapital cost, from the price book \"{}\"\n", config.price_book.prices().book().name);
  for (std::size_t g = 0; g < capex.totals.by_group.size(); ++g) {
    const auto unpriced =
        std::count_if(capex.lines.begin(), capex.lines.end(), [&](const sim::PricedLine &p) {
          return static_cast<std::size_t>(p.line.group) == g && p.status == sim::PriceStatus::Unpriced;
        });
    fmt::print("  {:10} {:>14}{}\n", sim::kPartGroupNames[g], text(capex.totals.by_group[g], capex.currency),
               unpriced > 0 ? fmt::format("  unpriced parts: {}", unpriced) : std::string());
  }
  if (capex.building_price)
    fmt::print("  (the building: {} of IT power at full load x {} {} per W)\n",
               text(capex.totals.building_it_W, "W"),
               model::plainNumber(capex.totals.building / capex.totals.building_it_W), capex.currency);
  fmt::print("  {:10} {:>14}{}\n", "total", text(capex.totals.total, capex.currency),
             capex.totals.unpriced > 0 ? "  without the unpriced parts" : "");
}

} // namespace

// The parts of the design, one line per kind, priced from the public price book.
int billOfMaterials(const BomOptions &options) {
  const LoadedConfig loaded = loadConfig(options.config);
  if (const int status = reportProblems(loaded)) return status;
  const model::Config &config = *loaded.config;
  const sim::Capex capex = sim::pricedBill(config, sim::evaluate(config));

  if (options.format == OutputFormat::Json) {
    nlohmann::ordered_json lines = nlohmann::ordered_json::array();
    for (const sim::PricedLine &p : capex.lines)
      lines.push_back({{"group", groupName(p.line.group)},
                       {"part", sim::partName(p.line.part)},
                       {"name", p.line.name.text()},
                       {"model", p.line.model},
                       {"quantity", p.line.quantity},
                       {"rating_W", p.line.rating_W},
                       {"mean_length_m", p.line.mean_length_m},
                       {"status", statusName(p.status)},
                       {"unit_price", p.unit_price},
                       {"extended", p.extended},
                       {"source", p.price ? p.price->source : std::string()}});
    nlohmann::ordered_json groups = nlohmann::ordered_json::object();
    for (std::size_t g = 0; g < capex.totals.by_group.size(); ++g)
      groups[std::string(sim::kPartGroupNames[g])] = capex.totals.by_group[g];
    const nlohmann::ordered_json out = {
        {"currency", capex.currency},        {"lines", lines},
        {"building", capex.totals.building}, {"capex_by_group", groups},
        {"capex", capex.totals.total},       {"unpriced", capex.totals.unpriced}};
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
        .field("mean_length_m");
    csv.field("status").field("unit_price").field("extended").field("currency").field("source").endRow();
    for (const sim::PricedLine &p : capex.lines)
      csv.field(groupName(p.line.group))
          .field(sim::partName(p.line.part))
          .field(p.line.name.text())
          .field(p.line.model)
          .number(p.line.quantity)
          .number(p.line.rating_W)
          .number(p.line.mean_length_m)
          .field(statusName(p.status))
          .number(p.unit_price)
          .number(p.extended)
          .field(capex.currency)
          .field(p.price ? p.price->source : std::string())
          .endRow();
    fmt::print("{}", csv.text());
  }
  if (options.format == OutputFormat::Text) printText(config, capex);
  return 0;
}

} // namespace snp::cli
