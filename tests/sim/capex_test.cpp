// The bill of materials priced from the bundled public price book (sim/cost/Capex.h,
// resources/prices/public-prices.json): priced, included and unpriced parts, the building per watt,
// the site's currency, and a book whose every price has its source.
#include "model/Presets.h"
#include "model/PriceBook.h"
#include "sim/PricedBill.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

namespace snp::sim {
namespace {

struct Priced {
  Capex capex;
  double it_design_W = 0;
  std::map<std::string_view, PricedLine> lines;
};

Priced priced(const model::Config &c) {
  const Results r = evaluate(c);
  Priced p;
  p.it_design_W = c.layout.cabinets * cabinetSwing(c, r.power).peak_W;
  p.capex = pricedBill(c, r);
  EXPECT_DOUBLE_EQ(p.capex.totals.building_it_W, p.it_design_W);
  for (const PricedLine &line : p.capex.lines)
    p.lines.emplace(partName(line.line.part), line);
  return p;
}

bool knownPart(std::string_view part) { return bomPart(part).has_value(); }

// Each price of the bundled book has a date and a source, prices a part a bill lists (or the
// building) and covers only such parts.
TEST(Capex, EveryBundledPriceHasItsSourceAndPricesAKnownPart) {
  const model::PriceBook &book = model::publicPriceBook();
  ASSERT_FALSE(book.prices.empty());
  EXPECT_FALSE(book.exchange_rates_source.empty());
  for (const model::PartPrice &price : book.prices) {
    EXPECT_TRUE(knownPart(price.part) || price.part == "building") << price.part;
    EXPECT_GT(price.price, 0) << price.part << " " << price.make;
    EXPECT_GT(price.source.size(), 40u) << price.part << " " << price.make;
    EXPECT_FALSE(price.date.empty()) << price.part;
    for (const std::string &covered : price.covers)
      EXPECT_TRUE(knownPart(covered)) << price.part << " covers " << covered;
  }
}

// DGX H100 SuperPOD: a DGX H100 at about $270,000 for its eight GPUs (SemiAnalysis, 2023) prices each
// GPU at $33,750 with its server's CPUs, NICs and NVSwitch chips included; the InfiniBand fabric and
// the cabinets have no public price and stay out of the total, counted; the building is $11.7 per
// watt of IT power at full load (Cushman & Wakefield 2025), its power chain included.
TEST(Capex, DgxH100SuperPodsComputeIsItsServersPrice) {
  const model::Config c = model::findPreset("dgx-h100-superpod").value(); // the lines name its make
  const Priced p = priced(c);
  const PricedLine &gpus = p.lines.at("accelerator");
  EXPECT_EQ(gpus.status, PriceStatus::Priced);
  EXPECT_DOUBLE_EQ(gpus.extended, 1024 * 33'750.0);
  for (std::string_view part : {"node", "cpu", "nic", "scale_up_switch", "ups", "transformer"})
    EXPECT_EQ(p.lines.at(part).status, PriceStatus::Included) << part;
  for (std::string_view part : {"scale_out_switch_leaf", "optical_transceiver", "optical_cable", "cabinet"})
    EXPECT_EQ(p.lines.at(part).status, PriceStatus::Unpriced) << part;
  EXPECT_EQ(p.capex.totals.unpriced, 5);
  EXPECT_DOUBLE_EQ(p.capex.totals.by_group[static_cast<std::size_t>(PartGroup::Compute)], 1024 * 33'750.0);
  EXPECT_DOUBLE_EQ(p.capex.totals.by_group[static_cast<std::size_t>(PartGroup::Network)], 0);
  EXPECT_NEAR(p.capex.totals.building, 11.7 * p.it_design_W, 1e-6 * p.capex.totals.building);
  // 128 DGX H100 at 10.2 kW each (NVIDIA's system power) and the fabric: about 1.3-1.4 MW.
  EXPECT_GT(p.it_design_W, 1.25e6);
  EXPECT_LT(p.it_design_W, 1.45e6);
  EXPECT_DOUBLE_EQ(p.capex.totals.total, 1024 * 33'750.0 + p.capex.totals.building);
  EXPECT_EQ(p.capex.currency, "USD");
}

// A site in yuan: every price at the book's exchange rate (Federal Reserve, 2023 mean).
TEST(Capex, ASiteInYuanPaysAtTheBooksRate) {
  model::Config c = model::findPreset("dgx-h100-superpod").value();
  const double dollars = priced(c).capex.totals.total;
  c.site.currency = model::Currency::CNY;
  const Priced yuan = priced(c);
  EXPECT_EQ(yuan.capex.currency, "CNY");
  EXPECT_NEAR(yuan.capex.totals.total, dollars * 7.0809, 1e-9 * yuan.capex.totals.total);
  EXPECT_DOUBLE_EQ(yuan.lines.at("accelerator").unit_price, 33'750 * 7.0809);
}

// An accelerator no public source prices (the S1 article's chip) is unpriced, not free: the
// compute group adds nothing, and what the node would have included is unpriced too.
TEST(Capex, AnAcceleratorWithoutAPublicPriceIsUnpricedNotFree) {
  const model::Config c = model::findPreset("seed-s1").value();
  const Priced p = priced(c);
  EXPECT_EQ(p.lines.at("accelerator").status, PriceStatus::Unpriced);
  EXPECT_EQ(p.lines.at("accelerator").extended, 0);
  EXPECT_EQ(p.lines.at("node").status, PriceStatus::Unpriced);
  EXPECT_DOUBLE_EQ(p.capex.totals.by_group[static_cast<std::size_t>(PartGroup::Compute)], 0);
  EXPECT_GE(p.capex.totals.unpriced, 3);
}

} // namespace
} // namespace snp::sim
