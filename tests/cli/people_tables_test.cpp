// `snplan compare` for people: the CSV a customer opens and the Excel workbook, read back with
// libcsv and with openpyxl (python3-openpyxl), implementations that are not the writer's.
#include "CsvTable.h"
#include "SnplanFixture.h"
#include "SourceTree.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <map>
#include <regex>
#include <string>
#include <vector>

namespace {

constexpr const char *kThree = "--preset seed-s1 --preset seed-s3 --preset gb200-nvl72 --criteria default";
constexpr std::size_t kCandidates = 3;

// The CSV for people, its byte-order mark left out.
CsvTable peopleCsv(const std::string &text) {
  const std::string bom = "\xEF\xBB\xBF";
  EXPECT_EQ(text.substr(0, 3), bom) << "Excel needs the mark to read UTF-8";
  return parseCsv(text.substr(text.rfind(bom, 0) == 0 ? 3 : 0));
}

const std::vector<std::string> *rowLabelled(const CsvTable &table, const std::string &label) {
  for (const auto &row : table)
    if (!row.empty() && row[0] == label) return &row;
  return nullptr;
}

// The machines' wide CSV: a row per candidate, a column per metric path.
std::map<std::string, std::vector<std::string>> columns(const CsvTable &table) {
  std::map<std::string, std::vector<std::string>> byHeader;
  for (std::size_t c = 0; c < table[0].size(); ++c)
    for (std::size_t r = 1; r < table.size(); ++r)
      byHeader[table[0][c]].push_back(table[r][c]);
  return byHeader;
}

class PeopleTablesTest : public SnplanTest {
protected:
  void SetUp() override {
    SnplanTest::SetUp();
#ifndef SNPLAN_PDF_REPORT
    GTEST_SKIP() << "snplan is built without Qt (SNP_BUILD_GUI=OFF): no tables for people";
#endif
  }
};

TEST_F(PeopleTablesTest, TheCsvForPeopleHasTheTabsWordsOneUnitPerRowAndTheMachinesValues) {
  const Outcome people = snplan(std::string("compare ") + kThree + " --format csv --for people");
  ASSERT_EQ(people.exit_code, 0) << people.err;
  const Outcome machines = snplan(std::string("compare ") + kThree + " --format csv --for machines");
  ASSERT_EQ(machines.exit_code, 0) << machines.err;
  const CsvTable table = peopleCsv(people.out);
  const auto exact = columns(parseCsv(machines.out));

  ASSERT_GE(table.size(), 3u);
  EXPECT_EQ(table[0][0], "Criteria set");
  EXPECT_FALSE(table[0][1].empty());
  EXPECT_EQ(table[1],
            (std::vector<std::string>{"Row", "Unit", "Requirement", "S1: 128-chip liquid-cooled supernode",
                                      "S3: 640 cards per cabinet, 16 cabinets (10,240 cards)",
                                      "NVIDIA GB200 NVL72 (8 racks, 576 GPUs)"}));
  // For people: no exponent, no metric path, no internal rule identifier, no "true".
  EXPECT_FALSE(std::regex_search(people.out, std::regex(R"(\d[eE][-+]?\d)")));
  EXPECT_FALSE(std::regex_search(people.out, std::regex(R"(\b[a-z]+\.[a-z_]+_(s|Bps|W)\b)")));
  EXPECT_EQ(people.out.find("true"), std::string::npos);

  // Rows against the exact SI values of the machines' table, to the four digits shown.
  const std::map<std::string, double> factors{{"PFLOP/s", 1e15}, {"TB/s", 1e12}, {"GB/s", 1e9}, {"s", 1},
                                              {"ms", 1e-3},      {"%", 0.01},    {"", 1}};
  const std::pair<const char *, const char *> checked[] = {
      {"Total peak compute", "compute.peak_flops_total [FLOP/s]"},
      {"Bisection bandwidth", "network.bisection_bandwidth_Bps [B/s]"},
      {"All-reduce time", "collective.allreduce_time_s [s]"},
      {"Step time", "training.step_time_s [s]"},
      {"Power usage effectiveness", "cooling.pue"},
  };
  for (const auto &[label, path] : checked) {
    const auto *row = rowLabelled(table, label);
    ASSERT_NE(row, nullptr) << label;
    ASSERT_TRUE(factors.count((*row)[1])) << label << " in " << (*row)[1];
    ASSERT_TRUE(exact.count(path)) << path;
    for (std::size_t c = 0; c < kCandidates; ++c) {
      const double shown = std::stod((*row)[3 + c]) * factors.at((*row)[1]);
      const double value = std::stod(exact.at(path)[c]);
      EXPECT_NEAR(shown, value, 5e-4 * std::abs(value)) << label << ", candidate " << c;
    }
  }

  // Each rule by its name: requirement, verdict and margin, the verdicts the machines' table has.
  const auto *bandwidth = rowLabelled(table, "Node-to-node bidirectional bandwidth");
  ASSERT_NE(bandwidth, nullptr);
  EXPECT_EQ((*bandwidth)[2], "≥ 32 TB/s (must)");
  const auto *verdicts = rowLabelled(table, "Node-to-node bidirectional bandwidth: verdict");
  ASSERT_NE(verdicts, nullptr);
  const auto *margins = rowLabelled(table, "Node-to-node bidirectional bandwidth: margin");
  ASSERT_NE(margins, nullptr);
  EXPECT_EQ((*margins)[1], "%");
  const auto &passes = exact.at("criterion node_bandwidth passes");
  for (std::size_t c = 0; c < kCandidates; ++c) {
    EXPECT_EQ((*verdicts)[3 + c].rfind(passes[c] == "true" ? "PASS" : "FAIL", 0), 0u) << c;
    EXPECT_EQ(std::stod((*margins)[3 + c]) >= 0, passes[c] == "true") << c;
  }
}

TEST_F(PeopleTablesTest, TheWorkbookReadsBackWithTheCsvsValuesFrozenPanesAndVerdictColours) {
  const auto book = dir / "comparison.xlsx";
  const Outcome written = snplan(std::string("compare ") + kThree + " --format xlsx -o " + book.string());
  ASSERT_EQ(written.exit_code, 0) << written.err;
  const Outcome read = run(std::string(SYSTEM_PYTHON3) + " " + READ_WORKBOOK + " " + book.string());
  if (read.err.find("No module named 'openpyxl'") != std::string::npos)
    GTEST_SKIP() << "python3-openpyxl is not installed (scripts/setup installs it)";
  ASSERT_EQ(read.exit_code, 0) << read.err;
  const nlohmann::json sheets = nlohmann::json::parse(read.out);
  // The comparison, one sheet per candidate, then each candidate's bill of materials.
  ASSERT_EQ(sheets.size(), 1 + 2 * kCandidates);
  EXPECT_EQ(sheets[1]["name"], "S1- 128-chip liquid-cooled supe"); // 31 characters, no ':'
  // GB200 NVL72, the third: 576 accelerators of its make, 64 power shelves of 33 kW, as numbers.
  const nlohmann::json &bill = sheets[1 + kCandidates + 2];
  EXPECT_EQ(bill["name"], "Bill of materials 3");
  EXPECT_EQ(bill["freeze"], "B3");
  const auto partsOf = [](const nlohmann::json &sheet) {
    std::map<std::string, nlohmann::json> parts;
    for (const nlohmann::json &row : sheet["rows"])
      if (row.size() >= 3 && row[0]["value"].is_string()) parts[row[0]["value"]] = row;
    return parts;
  };
  std::map<std::string, nlohmann::json> parts = partsOf(bill);
  ASSERT_TRUE(parts.contains("Accelerators")) << bill.dump();
  EXPECT_EQ(parts["Accelerators"][1]["value"], "NVIDIA B200 (GB200 superchip)");
  EXPECT_EQ(parts["Accelerators"][2]["value"], 576);
  EXPECT_EQ(parts["Rack power shelves"][1]["value"], "33 kW");
  EXPECT_EQ(parts["Rack power shelves"][2]["value"], 64);
  // The rack's price per GPU includes its power shelves; the amount is quantity × unit price.
  const double unit_price = parts["Accelerators"][3]["value"].get<double>();
  EXPECT_EQ(parts["Accelerators"][4]["value"].get<double>(), 576 * unit_price);
  EXPECT_EQ(parts["Rack power shelves"][3]["value"], "included");
  // No public source prices the S1 article's chip: unpriced, never free, so the capital cost
  // leaves it out and says so.
  std::map<std::string, nlohmann::json> s1 = partsOf(sheets[1 + kCandidates]);
  EXPECT_EQ(s1["Accelerators"][3]["value"], "unpriced");
  ASSERT_TRUE(s1.contains("Capital cost, unpriced parts left out")) << sheets[1 + kCandidates].dump();
  const double building = s1["Building: shell, power and cooling plant"][4]["value"].get<double>();
  EXPECT_GT(building, 1e5); // one cabinet of about 80 kW
  EXPECT_EQ(s1["Capital cost, unpriced parts left out"][4]["value"].get<double>(), building);

  const Outcome people = snplan(std::string("compare ") + kThree + " --format csv --for people");
  ASSERT_EQ(people.exit_code, 0) << people.err;
  const CsvTable csv = peopleCsv(people.out);
  const nlohmann::json &comparison = sheets[0];
  EXPECT_EQ(comparison["freeze"], "B3"); // the headers and the labels stay put
  const nlohmann::json &rows = comparison["rows"];
  ASSERT_EQ(rows.size(), csv.size());
  int numbers = 0, passes = 0, fails = 0;
  for (std::size_t r = 0; r < csv.size(); ++r)
    for (std::size_t c = 0; c < csv[r].size(); ++c) {
      const nlohmann::json &cell = rows[r][c];
      const std::string &text = csv[r][c];
      if (cell["value"].is_number()) {
        ++numbers;
        EXPECT_NEAR(cell["value"].get<double>(), std::stod(text), 1e-9 * std::abs(std::stod(text)))
            << "row " << r << ", column " << c;
        EXPECT_NE(cell["format"], "General") << "a number formatted to the digits shown";
      } else {
        EXPECT_EQ(cell["value"].is_null() ? std::string() : cell["value"].get<std::string>(), text)
            << "row " << r << ", column " << c;
      }
      if (text.rfind("PASS", 0) == 0) passes += cell["fill"] == "FFD9F2D9";
      if (text.rfind("FAIL", 0) == 0) fails += cell["fill"] == "FFF8D7D7";
    }
  EXPECT_GT(numbers, 100);
  EXPECT_GT(passes, 0);
  EXPECT_GT(fails, 0); // GB200 NVL72 fails the node bandwidth rule

  // A candidate's sheet holds the comparison's column for it, with how each figure is computed.
  const nlohmann::json &s3 = sheets[2]["rows"];
  const auto *total = rowLabelled(csv, "Total peak compute");
  ASSERT_NE(total, nullptr);
  bool found = false;
  for (const nlohmann::json &row : s3)
    if (row[0]["value"] == "Total peak compute") {
      found = true;
      EXPECT_NEAR(row[1]["value"].get<double>(), std::stod((*total)[4]), 1e-9);
      EXPECT_FALSE(row[4]["value"].get<std::string>().empty());
    }
  EXPECT_TRUE(found);
}

// Names a spreadsheet would run as formulas (OWASP, "CSV Injection"), and one that splits into a
// formula where a spreadsheet separates cells at semicolons.
const std::vector<std::string> kFormulaNames = {"=HYPERLINK(\"http://example.com/\",\"open\")",
                                                "-2+3+cmd|' /C calc'!A0",
                                                "+1+1",
                                                "@SUM(1)",
                                                "\t=1+1",
                                                "\r=1+1",
                                                "name;=1+1"};

TEST_F(PeopleTablesTest, NamesThatAreFormulasStayTextForPeopleAndExactForMachines) {
  nlohmann::json config = nlohmann::json::parse(snplan("export-preset seed-s1").out);
  std::string files;
  for (std::size_t i = 0; i < kFormulaNames.size(); ++i) {
    config["name"] = kFormulaNames[i];
    files += " " + write("candidate-" + std::to_string(i) + ".json", config.dump()).string();
  }
  nlohmann::json criteria =
      nlohmann::json::parse(snp::testing::readSourceFile("resources/criteria/s1-selection.json"));
  criteria["name"] = "=1+2";
  const std::string set = write("criteria.json", criteria.dump()).string();

  const Outcome people = snplan("compare" + files + " --criteria " + set + " --format csv --for people");
  ASSERT_EQ(people.exit_code, 0) << people.err;
  const CsvTable table = peopleCsv(people.out);
  EXPECT_EQ(table[0][1], "'=1+2");
  for (std::size_t i = 0; i < kFormulaNames.size(); ++i) {
    const std::string &name = kFormulaNames[i];
    const bool formula = std::string("=+-@\t\r").find(name[0]) != std::string::npos;
    EXPECT_EQ(table[1][3 + i], (formula ? "'" : "") + name);
  }
  // Quoted, so a spreadsheet splitting at ';' keeps it in one cell.
  EXPECT_NE(people.out.find("\"name;=1+1\""), std::string::npos);
  // Negative numbers stay numbers: every margin cell reads as one.
  const auto *margins = rowLabelled(table, "Node-to-node bidirectional bandwidth: margin");
  ASSERT_NE(margins, nullptr);
  for (std::size_t c = 3; c < margins->size(); ++c)
    EXPECT_NO_THROW((void)std::stod((*margins)[c])) << (*margins)[c];

  // The machines' table is exact (docs/criteria.md says so and points people at the other).
  const Outcome machines = snplan("compare" + files + " --criteria " + set + " --format csv --for machines");
  ASSERT_EQ(machines.exit_code, 0) << machines.err;
  const CsvTable exact = parseCsv(machines.out);
  for (std::size_t i = 0; i < kFormulaNames.size(); ++i)
    EXPECT_EQ(exact[1 + i][0], kFormulaNames[i]);

  // The workbook writes them as text cells, never formulas.
  const auto book = dir / "comparison.xlsx";
  ASSERT_EQ(snplan("compare" + files + " --criteria " + set + " --format xlsx -o " + book.string()).exit_code,
            0);
  const Outcome read = run(std::string(SYSTEM_PYTHON3) + " " + READ_WORKBOOK + " " + book.string());
  ASSERT_EQ(read.exit_code, 0) << read.err;
  const nlohmann::json sheets = nlohmann::json::parse(read.out);
  for (const nlohmann::json &sheet : sheets)
    for (const nlohmann::json &row : sheet["rows"])
      for (const nlohmann::json &cell : row)
        EXPECT_NE(cell["type"], "f") << cell["value"];
  for (std::size_t i = 0; i < kFormulaNames.size(); ++i)
    // Excel's own escape of a control character in a cell's text (ECMA-376 §22.9.2.19, ST_Xstring).
    EXPECT_EQ(std::regex_replace(sheets[0]["rows"][1][3 + i]["value"].get<std::string>(),
                                 std::regex("_x000D_"), "\r"),
              kFormulaNames[i]);
}

TEST_F(PeopleTablesTest, TheChineseTablesAreChinese) {
  const Outcome people =
      snplan(std::string("compare ") + kThree + " --format csv --for people --language zh_CN");
  ASSERT_EQ(people.exit_code, 0) << people.err;
  const CsvTable table = peopleCsv(people.out);
  const std::regex han("[\\xE4-\\xE9][\\x80-\\xBF][\\x80-\\xBF]"); // a CJK ideograph in UTF-8
  for (const std::string &header : {table[1][0], table[1][1], table[1][2]})
    EXPECT_TRUE(std::regex_search(header, han)) << header;
  EXPECT_TRUE(std::regex_search(table[2][0], han)) << table[2][0];
}

TEST_F(PeopleTablesTest, AWorkbookWithoutAFileIsRefused) {
  const Outcome refused = snplan(std::string("compare ") + kThree + " --format xlsx");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("-o FILE"), std::string::npos);
}

} // namespace
