// snplan bom as a builder runs it: the parts of a bundled system in each form, read back by a CSV
// parser and a JSON parser, and a configuration the validation refuses.
#include "CsvTable.h"
#include "SnplanFixture.h"
#include "SourceTree.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>

namespace {

// The DGX H100 SuperPOD's compute fabric as NVIDIA's reference architecture counts it (32 leaf and
// 16 spine switches for 4 scalable units), in every form.
TEST_F(SnplanTest, BomListsTheReferenceFabricInEveryForm) {
  const Outcome csv = snplan("bom --preset dgx-h100-superpod --format csv");
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  const CsvTable table = parseCsv(csv.out);
  ASSERT_GT(table.size(), 1u);
  EXPECT_EQ(table.front(), (std::vector<std::string>{"group", "part", "name", "model", "quantity", "rating_W",
                                                     "mean_length_m", "status", "unit_price", "extended",
                                                     "currency", "source"}));
  auto row = [&](const std::string &part) {
    const auto found =
        std::find_if(table.begin(), table.end(), [&](const auto &r) { return r.at(1) == part; });
    return found == table.end() ? std::vector<std::string>{} : *found;
  };
  EXPECT_EQ(row("scale_out_switch_leaf").at(4), "32");
  EXPECT_EQ(row("scale_out_switch_spine").at(4), "16");
  EXPECT_EQ(row("accelerator").at(3), "NVIDIA H100 SXM5 80GB");
  EXPECT_EQ(row("accelerator").at(0), "compute");
  // Priced from the public price book, with its source; the fabric has no public price.
  EXPECT_EQ(row("accelerator").at(7), "priced");
  EXPECT_EQ(row("accelerator").at(8), "33750");
  EXPECT_EQ(row("accelerator").at(9), "34560000");
  EXPECT_NE(row("accelerator").at(11).find("SemiAnalysis"), std::string::npos);
  EXPECT_EQ(row("scale_out_switch_leaf").at(7), "unpriced");
  EXPECT_EQ(row("cpu").at(7), "included");
  // The fabric's 2,048 cables as they run in the preset's hall (4 rows of 8 cabinets 2.3 m high,
  // sim/network/CableRuns.h): DGX-leaf 2.9 m up and down + 1 m slack + 1.2 m to the middle of the
  // row, leaf-spine the same + 3.6 m to the middle of the hall: 5.1 and 7.5 m, 6.3 m on average,
  // all multimode at 400 Gb/s.
  EXPECT_EQ(row("optical_cable").at(3), "400 Gb/s");
  EXPECT_EQ(row("optical_cable").at(4), "2048");
  EXPECT_NEAR(std::stod(row("optical_cable").at(6)), 6.3, 1e-9);
  EXPECT_TRUE(row("optical_cable_single_mode").empty());

  const Outcome json = snplan("bom --preset dgx-h100-superpod --format json");
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const nlohmann::json bill = nlohmann::json::parse(json.out);
  const nlohmann::json &lines = bill["lines"];
  ASSERT_EQ(lines.size() + 1, table.size());
  EXPECT_EQ(bill["currency"], "USD");
  EXPECT_EQ(bill["unpriced"], 5);
  EXPECT_DOUBLE_EQ(bill["capex"].get<double>(),
                   bill["capex_by_group"]["compute"].get<double>() + bill["building"].get<double>());
  const auto ups = std::find_if(lines.begin(), lines.end(), [](const auto &l) { return l["part"] == "ups"; });
  ASSERT_NE(ups, lines.end());
  EXPECT_EQ((*ups)["rating_W"], 1e6);

  const Outcome text = snplan("bom --preset dgx-h100-superpod");
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("Scale-out leaf switches"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("1 MW"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("400 Gb/s, 6.3 m on average"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("34.56 M USD"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("without the unpriced parts"), std::string::npos) << text.out;
}

TEST_F(SnplanTest, BomOfAnInvalidConfigurationNamesTheFieldAndListsNothing) {
  const Outcome run = snplan("bom --preset seed-s1 --set layout.cabinets=0");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("layout.cabinets"), std::string::npos) << run.err;
  EXPECT_TRUE(run.out.empty()) << run.out;
}

// A configuration file that carries its own price book (a quote: cheaper GPUs, the leaf switches
// priced): the bill is priced from it and names it.
TEST_F(SnplanTest, BomPricesAConfigurationFromItsOwnBook) {
  const Outcome exported = snplan("export-preset dgx-h100-superpod");
  ASSERT_EQ(exported.exit_code, 0) << exported.err;
  nlohmann::json config = nlohmann::json::parse(exported.out);
  nlohmann::json quote =
      nlohmann::json::parse(snp::testing::readSourceFile("resources/prices/public-prices.json"));
  quote["name"] = "Quote 42";
  for (nlohmann::json &price : quote["prices"])
    if (price.value("make", "") == "NVIDIA H100 SXM5 80GB") price["price"] = 25000;
  quote["prices"].push_back({{"part", "scale_out_switch_leaf"},
                             {"price", 36000},
                             {"covers", nlohmann::json::array()},
                             {"date", "2024-08"},
                             {"source", "a 64-port NDR switch as a quote prices it"}});
  config["price_book"] = quote;
  const auto file = write("quoted.json", config.dump());
  const Outcome text = snplan("bom " + file.string() + " --format text");
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("from the price book \"Quote 42\""), std::string::npos) << text.out;
  const Outcome json = snplan("bom " + file.string() + " --format json");
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const nlohmann::json bill = nlohmann::json::parse(json.out);
  // 1,024 GPUs at 25,000 USD and 32 leaves at 36,000 USD; the spines stay unpriced.
  EXPECT_DOUBLE_EQ(bill["capex_by_group"]["compute"].get<double>(), 1024 * 25000.0);
  EXPECT_DOUBLE_EQ(bill["capex_by_group"]["network"].get<double>(), 32 * 36000.0);
}

} // namespace
