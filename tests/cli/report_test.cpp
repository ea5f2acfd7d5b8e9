// `snplan report` as a user runs it: the PDF is read back with poppler-utils (pdfinfo, pdftotext,
// pdffonts), an implementation that is not the one that wrote it.
#include "SnplanFixture.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

bool hasTool(const char *name) {
  return std::system((std::string("command -v ") + name + " >/dev/null 2>&1").c_str()) == 0;
}

std::vector<std::string> lines(const std::string &text) {
  std::vector<std::string> out;
  std::stringstream stream(text);
  for (std::string line; std::getline(stream, line);)
    out.push_back(line);
  return out;
}

constexpr const char *kThree = "--preset seed-s1 --preset seed-s3 --preset gb200-nvl72 --criteria default";

class ReportTest : public SnplanTest {
protected:
  void SetUp() override {
    SnplanTest::SetUp();
#ifndef SNPLAN_PDF_REPORT
    GTEST_SKIP() << "snplan is built without Qt (SNP_BUILD_GUI=OFF): no PDF reports";
#endif
    if (!hasTool("pdftotext") || !hasTool("pdfinfo") || !hasTool("pdffonts") || !hasTool("pdftoppm"))
      GTEST_SKIP() << "poppler-utils (pdftotext, pdfinfo, pdffonts, pdftoppm) are not installed";
  }

  int pages(const std::filesystem::path &pdf) {
    const Outcome info = run("pdfinfo " + pdf.string());
    std::smatch match;
    if (!std::regex_search(info.out, match, std::regex(R"(Pages:\s+(\d+))"))) return -1;
    return std::stoi(match[1]);
  }
  // Pages first..last (1-based), table rows kept on one line.
  std::string text(const std::filesystem::path &pdf, int first = 0, int last = 0) {
    std::string range;
    if (first > 0) range = " -f " + std::to_string(first) + " -l " + std::to_string(last);
    return run("pdftotext -layout" + range + " " + pdf.string() + " -").out;
  }

  // One line of text on a page, top and bottom in points from the page's top (A4: 595 × 842 pt).
  struct TextLine {
    std::string text;
    double top = 0, bottom = 0;
  };
  // The lines of `page` as poppler finds them (pdftotext -bbox-layout writes an element a line).
  std::vector<TextLine> textLines(const std::filesystem::path &pdf, int page) {
    const std::string xml = run("pdftotext -bbox-layout -f " + std::to_string(page) + " -l " +
                                std::to_string(page) + " " + pdf.string() + " -")
                                .out;
    static const std::regex line(
        R"re(^\s*<line xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">)re");
    static const std::regex word(R"re(^\s*<word [^>]*>(.*)</word>)re");
    std::vector<TextLine> out;
    std::smatch match;
    for (const std::string &row : lines(xml)) {
      if (std::regex_search(row, match, line))
        out.push_back({"", std::stod(match[1]), std::stod(match[2])});
      else if (std::regex_search(row, match, word) && !out.empty())
        out.back().text += (out.back().text.empty() ? "" : " ") + match[1].str();
    }
    return out;
  }
  // The share of the text column's pixels between `top` and `bottom` (points) of `page` that are
  // not the white of the paper, rendered by poppler at 50 dpi.
  double inkShare(const std::filesystem::path &pdf, int page, double top, double bottom) {
    const std::string pgm = run("pdftoppm -gray -r 50 -f " + std::to_string(page) + " -l " +
                                std::to_string(page) + " " + pdf.string())
                                .out;
    std::istringstream in(pgm);
    std::string magic;
    int width = 0, height = 0, most = 0;
    in >> magic >> width >> height >> most;
    in.get();
    const std::size_t start = pgm.size() - static_cast<std::size_t>(width) * height;
    if (magic != "P5" || width <= 0 || height <= 0 || pgm.size() < start) return 0;
    const double scale = 50.0 / 72;
    // The text column: 20 mm margins on either side.
    const int left = static_cast<int>(56.7 * scale), right = static_cast<int>((595 - 56.7) * scale);
    const int first = static_cast<int>(top * scale),
              last = std::min(height, static_cast<int>(bottom * scale));
    long inked = 0, all = 0;
    for (int y = first; y < last; ++y)
      for (int x = left; x < right; ++x, ++all)
        inked += static_cast<unsigned char>(pgm[start + static_cast<std::size_t>(y) * width + x]) < 250;
    return all > 0 ? double(inked) / all : 0;
  }
};

std::string flowing(const std::string &text) { return std::regex_replace(text, std::regex("\\s+"), " "); }

std::string firstWords(const std::string &name, int words) {
  std::stringstream stream(name);
  std::string word, out;
  for (int i = 0; i < words && stream >> word; ++i)
    out += (i ? " " : "") + word;
  return out;
}

std::size_t count(const std::string &text, const std::string &what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size()))
    ++n;
  return n;
}

// Whether a line of `page` is the heading "N  Title" (the space may be a no-break space).
bool hasHeading(const std::string &page, const std::string &number, const std::string &title) {
  for (const std::string &line : lines(page)) {
    const auto at = line.find(firstWords(title, 3));
    if (at == std::string::npos) continue;
    std::string before = line.substr(0, at);
    before = std::regex_replace(before, std::regex("\\s|\xc2\xa0"), "");
    if (before == number) return true;
  }
  return false;
}

// The contents page: each entry's title and the page it says.
std::vector<std::pair<std::string, int>> contents(const std::string &page) {
  std::vector<std::pair<std::string, int>> entries;
  const std::regex entry(R"(^\s*(\d+)\s+(.*\S)\s+(\d+)\s*$)");
  for (const std::string &line : lines(page)) {
    std::smatch match;
    if (std::regex_match(line, match, entry)) entries.emplace_back(match[2], std::stoi(match[3]));
  }
  return entries;
}

TEST_F(ReportTest, ReportShowsEveryScenarioCriterionVerdictAndKeyFigure) {
  const Outcome compared = snplan(std::string("compare ") + kThree + " --format json");
  ASSERT_EQ(compared.exit_code, 0) << compared.err;
  const nlohmann::json comparison = nlohmann::json::parse(compared.out);
  const auto &candidates = comparison.at("candidates");
  ASSERT_EQ(candidates.size(), 3u);

  const auto pdf = dir / "report.pdf";
  const Outcome made = snplan(std::string("report ") + kThree + " -o " + pdf.string());
  ASSERT_EQ(made.exit_code, 0) << made.err;
  ASSERT_TRUE(std::filesystem::exists(pdf));
  EXPECT_FALSE(std::filesystem::exists(dir / "report.pdf.part"));

  // Title, contents, summary, three or four pages of comparison charts (scaling, step, power, cost,
  // cost over time), then at least six pages per scenario (configuration; verdicts; notes and
  // pictures; the plant's diagram, floor plan and rack; the scenario's charts: PUE, goodput, cost
  // sensitivity), at most eight; the appendices: the formulas, up to three pages, and each
  // scenario's bill of materials, up to a page each.
  const int total = pages(pdf);
  EXPECT_GE(total, 6 + 6 * 3);
  EXPECT_LE(total, 7 + 8 * 3 + 3 + 3);
  const std::string all = text(pdf);
  EXPECT_NE(std::regex_replace(all, std::regex("\\s+"), " ").find("3 configurations are judged"),
            std::string::npos);
  for (int k = 1; k <= 3; ++k)
    EXPECT_EQ(count(all, "Scenario " + std::to_string(k) + " of 3"), 1u) << k;
  EXPECT_EQ(count(all, "page 1 of " + std::to_string(total)), 1u);
  EXPECT_EQ(count(all, "page " + std::to_string(total) + " of " + std::to_string(total)), 1u);

  // The contents: Summary, Comparison charts, one entry per scenario, the appendices of formulas and
  // of bills of materials, each on the page it names.
  const auto entries = contents(text(pdf, 2, 2));
  ASSERT_EQ(entries.size(), 7u) << text(pdf, 2, 2);
  EXPECT_EQ(entries[0].first, "Summary");
  EXPECT_EQ(entries[5].first.rfind("Appendix", 0), 0u) << entries[5].first;
  EXPECT_EQ(entries[6].first, "Appendix: bills of materials");
  for (std::size_t e = 0; e < entries.size(); ++e) {
    const auto &[title, page] = entries[e];
    ASSERT_GE(page, 3);
    ASSERT_LE(page, total);
    const std::string number = std::to_string(e + 1);
    EXPECT_TRUE(hasHeading(text(pdf, page, page), number, title)) << title << " is not on page " << page;
    if (page - 1 > 2) { // page 2 is the contents, which lists every heading
      EXPECT_FALSE(hasHeading(text(pdf, page - 1, page - 1), number, title)) << title;
    }
  }

  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const auto &candidate = candidates[i];
    const std::string name = candidate.at("name");
    EXPECT_NE(all.find(firstWords(name, 3)), std::string::npos) << name;
    // The scenario's own pages: from its entry in the contents to the next one.
    const int first = entries[2 + i].second;
    const int last = i + 1 < candidates.size() ? entries[3 + i].second - 1 : total;
    const std::string section = text(pdf, first, last);
    EXPECT_NE(section.find(firstWords(name, 3)), std::string::npos) << name;
    for (const auto &verdict : candidate.at("criteria")) {
      const std::string criterion = verdict.at("name");
      EXPECT_NE(all.find(firstWords(criterion, 3)), std::string::npos) << criterion;
      const std::string expected = verdict.at("pass").get<bool>() ? "PASS" : "FAIL";
      const std::string other = expected == "PASS" ? "FAIL" : "PASS";
      int rows = 0;
      for (const std::string &line : lines(section)) {
        if (line.find(firstWords(criterion, 2)) == std::string::npos) continue;
        EXPECT_EQ(line.find(other), std::string::npos) << name << ": " << line;
        rows += line.find(expected) != std::string::npos;
      }
      EXPECT_EQ(rows, 1) << name << ": " << criterion << " should read " << expected;
    }
    // The PUE as the report writes a plain number: four significant digits.
    char pue[32];
    std::snprintf(pue, sizeof pue, "%.4g", candidate.at("figures").at("cooling.pue").get<double>());
    EXPECT_NE(section.find(pue), std::string::npos) << name << " PUE " << pue;
  }
  // The winner is named in a sentence.
  for (const auto &candidate : candidates) {
    if (candidate.at("rank") == 1 && candidate.at("passes_must_rules").get<bool>()) {
      const std::string flowing = std::regex_replace(all, std::regex("\\s+"), " ");
      EXPECT_NE(flowing.find(candidate.at("name").get<std::string>() + " ranks first"), std::string::npos);
    }
  }
  EXPECT_NE(all.find("ranks first"), std::string::npos);
  // The accelerator's name carries its vendor already: "NVIDIA B200 (GB200 superchip)", once.
  EXPECT_NE(all.find("NVIDIA B200"), std::string::npos);
  EXPECT_EQ(all.find("NVIDIA NVIDIA"), std::string::npos);
}

TEST_F(ReportTest, ChineseReportEmbedsACjkFontAndWritesChineseDates) {
  const auto pdf = dir / "zh.pdf";
  const Outcome made =
      snplan(std::string("report ") + kThree + " --language zh_CN --date 2026-03-05 -o " + pdf.string());
  ASSERT_EQ(made.exit_code, 0) << made.err;
  const Outcome fonts = run("pdffonts " + pdf.string());
  bool embedded = false;
  for (const std::string &line : lines(fonts.out))
    if (line.find("WenQuanYi") != std::string::npos) {
      std::stringstream columns(line);
      std::vector<std::string> words;
      for (std::string word; columns >> word;)
        words.push_back(word);
      // name, type (CID TrueType), encoding, emb, sub, uni, object id, generation
      embedded = words.size() >= 5 && words[words.size() - 5] == "yes";
    }
  EXPECT_TRUE(embedded) << fonts.out;
  EXPECT_NE(text(pdf).find("2026年3月5日"), std::string::npos);
}

// The Chinese edition is Chinese: of the Latin words in it, only units, abbreviations the field
// writes in Latin, product and vendor names, and the program's name remain.
TEST_F(ReportTest, TheChineseReportsLatinWordsAreOnlyUnitsAndNames) {
  const auto pdf = dir / "zh-many.pdf";
  const Outcome made = snplan("report --preset seed-s1 --preset seed-s2 --preset seed-s3 --preset gb200-nvl72"
                              " --preset dgx-h100-superpod --preset cloudmatrix-384 --preset tpu-v4-pod"
                              " --preset selene-megatron-1t --language zh_CN -o " +
                              pdf.string());
  ASSERT_EQ(made.exit_code, 0) << made.err;
  static const std::set<std::string> kAllowed{
      // SI units and prefixes, money
      "s", "W", "kW", "MW", "GW", "Wh", "kWh", "MWh", "GWh", "B", "GB", "TB", "GB/s", "TB/s", "FLOP/s",
      "TFLOP/s", "PFLOP/s", "EFLOP/s", "C", "K", "k", "M", "G", "T", "USD", "Gb/s", "Tb/s",
      // carbon in tonnes of CO₂-equivalent, which the search splits at the subscript
      "t", "kt", "Mt", "CO", "e",
      // words Chinese technical writing keeps in Latin
      "token", "token/s", "Token", "PUE", "IT", "MTBF", "MFU", "TDP", "HBM", "GPU", "CPU", "DPU", "AI", "SU",
      "N", "max", "BF16", "FP16", "FP8", "FP32", "TF32", "INT8", "all-to-all", "Goodput", "Transformer",
      "GPT", "BERT-Large",
      // products, vendors, chip families, the articles' system names
      "NVIDIA", "H100", "B200", "A100", "GB200", "NVL72", "SXM", "SXM4", "SXM5", "DGX", "SuperPOD", "Google",
      "TPU", "v4", "Pod", "Ascend", "Huawei", "CloudMatrix384", "Megatron", "Selene", "RoCE", "scaleX640",
      "Hopper", "Blackwell", "Ampere", "S1", "S2", "S3",
      // the plant drawings' units, equipment and redundancies (model/Redundancy.h)
      "m", "mm", "kg", "kg/m", "U", "UPS", "PDU", "CDU", "N+1", "DR",
      // the price book's publishers, authors and the products they price
      "Graphcore", "MLPerf", "Epoch", "NVSwitch", "SemiAnalysis", "Xeon", "ConnectX-7", "BlueField-3",
      "Delta", "Computer", "Cottier", "arXiv", "Cushman", "Wakefield", "Grace", "NVLink", "CloudMatrix",
      "awesomeagents.ai", "fetchlogic.net",
      // the program's name
      "Supernode", "Planner"};
  const std::string all = text(pdf);
  static const std::regex latin(R"([A-Za-z][A-Za-z0-9.+/-]*[A-Za-z0-9]|[A-Za-z])");
  // Cabinets by the room's names for them (views/CabinetLabel.h): A-01.
  static const std::regex cabinet(R"([A-Z]+-\d+)");
  std::set<std::string> strangers;
  for (auto it = std::sregex_iterator(all.begin(), all.end(), latin); it != std::sregex_iterator(); ++it)
    if (!kAllowed.contains(it->str()) && !std::regex_match(it->str(), cabinet)) strangers.insert(it->str());
  std::string listed;
  for (const std::string &word : strangers)
    listed += word + ' ';
  EXPECT_TRUE(strangers.empty()) << "English left in the Chinese report: " << listed;
}

// A run that fits only with offload rests on the host side too: the configuration table says what
// goes to the CPUs' memory and over which link, and says nothing when nothing does.
TEST_F(ReportTest, TheConfigurationSaysWhatIsOffloaded) {
  const auto offloaded = dir / "offloaded.pdf";
  const Outcome made = snplan("report --preset gb200-nvl72 --set workload.offload_activation_blocks=1"
                              " --set workload.offload_optimizer_fraction=0.25"
                              " --set accelerator.host_link_Bps=123e9 --set node.host_memory_B=7.5e11 -o " +
                              offloaded.string());
  ASSERT_EQ(made.exit_code, 0) << made.err;
  const std::string flowing = std::regex_replace(text(offloaded), std::regex("\\s+"), " ");
  EXPECT_NE(flowing.find("Offloaded to host memory"), std::string::npos);
  EXPECT_NE(flowing.find("the activations of one block per pipeline stage and 25 % of the optimizer state"),
            std::string::npos)
      << flowing;
  EXPECT_NE(flowing.find("123 GB/s per accelerator to the host, 750 GB of host memory per node"),
            std::string::npos)
      << flowing;

  const auto plain = dir / "plain.pdf";
  ASSERT_EQ(snplan("report --preset gb200-nvl72 -o " + plain.string()).exit_code, 0);
  const std::string plainText = std::regex_replace(text(plain), std::regex("\\s+"), " ");
  EXPECT_EQ(plainText.find("Offloaded to host memory"), std::string::npos);
  // One candidate is one configuration: the summary once read "1 configurations are judged".
  EXPECT_NE(plainText.find("One configuration is judged by the selection criteria"), std::string::npos);
  EXPECT_EQ(plainText.find("1 configurations"), std::string::npos);
}

TEST_F(ReportTest, WithoutADisplayTheSnapshotsAreLeftOut) {
  const auto pdf = dir / "headless.pdf";
  const Outcome made = snplan("report --preset seed-s1 -o " + pdf.string(), "-u DISPLAY");
  ASSERT_EQ(made.exit_code, 0) << made.err;
  EXPECT_NE(made.err.find("no display: the report leaves out the 3D snapshots"), std::string::npos)
      << made.err;
  EXPECT_EQ(text(pdf).find("Room and network"), std::string::npos);
}

TEST_F(ReportTest, WithADisplayTheSnapshotsAreIn) {
  const char *display = std::getenv("DISPLAY");
  if (!display || !*display) GTEST_SKIP() << "no X display (run under xvfb-run)";
  const auto pdf = dir / "pictures.pdf";
  const Outcome made = snplan("report --preset seed-s3 -o " + pdf.string());
  ASSERT_EQ(made.exit_code, 0) << made.err;
  EXPECT_EQ(made.err.find("no display"), std::string::npos) << made.err;
  EXPECT_NE(text(pdf).find("Room and network"), std::string::npos);
}

TEST_F(ReportTest, BadOutputPathFailsWithoutAFile) {
  const auto pdf = dir / "missing-folder" / "report.pdf";
  const Outcome made = snplan("report --preset seed-s1 -o " + pdf.string());
  EXPECT_EQ(made.exit_code, 1);
  EXPECT_NE(made.err.find("cannot be written"), std::string::npos) << made.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "missing-folder"));
}

TEST_F(ReportTest, FailedReportLeavesTheOldFileAlone) {
  const auto pdf = dir / "report.pdf";
  std::ofstream(pdf) << "the old report";
  EXPECT_EQ(snplan("report --preset no-such-preset -o " + pdf.string()).exit_code, 1);
  EXPECT_EQ(snplan("report --preset seed-s1 --criteria missing.json -o " + pdf.string()).exit_code, 1);
  EXPECT_EQ(readFile(pdf), "the old report");
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir), {}), 3); // the PDF, stdout, stderr
}

// What a customer must not read by default: the presets' own notes (sources, "Doubtful:"),
// metric paths, exponents; an English report carries no Chinese font.
TEST_F(ReportTest, ACustomerReportLeavesOutInternalNotesAndIdentifiers) {
  const auto pdf = dir / "customer.pdf";
  ASSERT_EQ(snplan(std::string("report ") + kThree + " -o " + pdf.string()).exit_code, 0);
  const std::string all = text(pdf);
  EXPECT_EQ(all.find("Source: the article"), std::string::npos);
  EXPECT_EQ(all.find("Notes: claims"), std::string::npos);
  EXPECT_FALSE(
      std::regex_search(all, std::regex(R"(\b(compute|network|training|cooling|collective)\.[a-z_]+)")));
  EXPECT_FALSE(std::regex_search(all, std::regex(R"(\d[eE][-+]?\d)")));
  EXPECT_EQ(run("pdffonts " + pdf.string()).out.find("WenQuanYi"), std::string::npos);
  // Qt embeds only the glyphs used: each font program is a few tens of kilobytes, not the whole
  // font file (DejaVu Sans is 740 KB, WenQuanYi Micro Hei 4.9 MB).
  const std::string bytes = readFile(pdf);
  const std::regex fontLength(R"(/Length1 (\d+))");
  int fonts = 0;
  for (auto it = std::sregex_iterator(bytes.begin(), bytes.end(), fontLength); it != std::sregex_iterator();
       ++it) {
    ++fonts;
    EXPECT_LT(std::stol((*it)[1]), 200'000);
  }
  EXPECT_GT(fonts, 0);

  // The team's own report may have the notes.
  const auto internal = dir / "internal.pdf";
  ASSERT_EQ(snplan(std::string("report ") + kThree + " --sections candidates,notes -o " + internal.string())
                .exit_code,
            0);
  EXPECT_NE(text(internal).find("Source: the article"), std::string::npos);
}

TEST_F(ReportTest, TheTitlePageSaysTitleCustomerAuthorAndDate) {
  const auto pdf = dir / "proposal.pdf";
  const Outcome made = snplan(std::string("report ") + kThree +
                              " --title 'Supernode proposal' --customer 'ACME Compute' --author 'A. Engineer'"
                              " --date 2026-03-05 -o " +
                              pdf.string());
  ASSERT_EQ(made.exit_code, 0) << made.err;
  const std::string title = text(pdf, 1, 1);
  for (const char *words :
       {"Supernode proposal", "Prepared for: ACME Compute", "Prepared by: A. Engineer", "5 March 2026"})
    EXPECT_NE(title.find(words), std::string::npos) << words << " in\n" << title;
  // Each later page's header names the report by its title, not the file.
  EXPECT_EQ(text(pdf, 3, 3).find("Supernode proposal"), text(pdf, 3, 3).find_first_not_of(" \n"));
  EXPECT_EQ(text(pdf).find("proposal.pdf"), std::string::npos);
}

// Names as a user or a colleague's file can hold them: markup that Qt would read as a picture to
// load (here /dev/zero, which never ends), and names and a title far longer than a page.
TEST_F(ReportTest, HostileAndHugeNamesPrintLiterallyOnTheUsualPages) {
  nlohmann::json config = nlohmann::json::parse(snplan("export-preset seed-s1").out);
  const std::string markup = "<img src=\"/dev/zero\"><b>bold</b>";
  config["name"] = markup;
  const auto marked = write("marked.json", config.dump());
  config["name"] = std::string(100'000, 'x');
  const auto huge = write("huge.json", config.dump());
  config["name"] = "S1 as usual";
  const auto usual = write("usual.json", config.dump());

  const auto reference = dir / "reference.pdf";
  ASSERT_EQ(snplan("report " + usual.string() + " --preset seed-s3 -o " + reference.string()).exit_code, 0);
  const auto withMarkup = dir / "markup.pdf";
  const Outcome made = run("timeout 120 " + std::string(SNPLAN_EXECUTABLE) + " report " + marked.string() +
                           " --preset seed-s3 -o " + withMarkup.string());
  ASSERT_EQ(made.exit_code, 0) << made.err;
  EXPECT_NE(text(withMarkup).find(markup), std::string::npos) << "the name, printed as typed";
  EXPECT_EQ(pages(withMarkup), pages(reference));

  const auto withHuge = dir / "huge.pdf";
  const Outcome long_ =
      snplan("report " + huge.string() + " --preset seed-s3 --title " + std::string(100'000, 'T') +
             " --customer " + std::string(20'000, 'C') + " -o " + withHuge.string());
  ASSERT_EQ(long_.exit_code, 0) << long_.err;
  // The long names wrap over a few lines where they head a table: a page more at most, none blank.
  const int printed = pages(withHuge);
  EXPECT_GE(printed, pages(reference));
  EXPECT_LE(printed, pages(reference) + 1);
  for (int page = 1; page <= printed; ++page) {
    const std::string words = text(withHuge, page, page);
    EXPECT_GT(std::count_if(words.begin(), words.end(),
                            [](char c) { return std::isalpha(static_cast<unsigned char>(c)); }),
              100)
        << "page " << page << " is blank";
  }
  // Cut with an ellipsis where it heads a table or a section.
  EXPECT_NE(text(withHuge).find("xxx…"), std::string::npos);
}

TEST_F(ReportTest, SectionsChooseWhatTheReportHolds) {
  const auto full = dir / "full.pdf", brief = dir / "brief.pdf";
  ASSERT_EQ(snplan(std::string("report ") + kThree + " -o " + full.string()).exit_code, 0);
  const Outcome made =
      snplan(std::string("report ") + kThree + " --sections summary,criteria -o " + brief.string());
  ASSERT_EQ(made.exit_code, 0) << made.err;
  const auto entries = contents(text(brief, 2, 2));
  ASSERT_EQ(entries.size(), 1u) << text(brief, 2, 2);
  EXPECT_EQ(entries[0].first, "Summary");
  EXPECT_LT(pages(brief), pages(full) / 3);
  EXPECT_NE(text(brief).find("Criteria"), std::string::npos);
  EXPECT_EQ(text(brief).find("Scenario 1 of 3"), std::string::npos);
  const Outcome refused =
      snplan(std::string("report ") + kThree + " --sections summary,gossip -o " + brief.string());
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("'gossip'"), std::string::npos) << refused.err;
}

// Each candidate's bill of materials closes the report, as `snplan bom` counts it: GB200 NVL72's
// 576 accelerators and its rack power shelves at their rating. The builder can leave it out.
TEST_F(ReportTest, TheBillsOfMaterialsAreAnAppendixThatCanBeLeftOut) {
  const auto with = dir / "with.pdf", without = dir / "without.pdf";
  ASSERT_EQ(snplan("report --preset gb200-nvl72 -o " + with.string()).exit_code, 0);
  const std::string all = text(with);
  const std::size_t appendix = all.rfind("Appendix: bills of materials");
  ASSERT_NE(appendix, std::string::npos);
  const std::string bill = all.substr(appendix);
  EXPECT_NE(bill.find("NVIDIA B200"), std::string::npos) << bill;
  EXPECT_NE(bill.find("576"), std::string::npos) << bill;
  EXPECT_NE(bill.find("Rack power shelves"), std::string::npos) << bill;
  EXPECT_NE(bill.find("33 kW"), std::string::npos) << bill;
  // Priced from public sources where they price the part; the GB200 superchip has none.
  EXPECT_NE(bill.find("unpriced"), std::string::npos) << bill;
  EXPECT_NE(bill.find("Capital cost:"), std::string::npos) << bill;
  EXPECT_NE(bill.find("Cushman & Wakefield"), std::string::npos) << bill;
  // A DGX H100 SuperPOD's 1,024 GPUs at $33,750 each, their servers included, with the source.
  const auto dgx = dir / "dgx.pdf";
  ASSERT_EQ(snplan("report --preset dgx-h100-superpod -o " + dgx.string()).exit_code, 0);
  const std::string dgxAll = text(dgx);
  const std::string dgxBill = dgxAll.substr(dgxAll.rfind("Appendix: bills of materials"));
  EXPECT_NE(dgxBill.find("34.56 M USD"), std::string::npos) << dgxBill;
  EXPECT_NE(dgxBill.find("included"), std::string::npos) << dgxBill;
  EXPECT_NE(dgxBill.find("SemiAnalysis"), std::string::npos) << dgxBill;
  const Outcome made =
      snplan("report --preset gb200-nvl72 --sections summary,candidates,appendix -o " + without.string());
  ASSERT_EQ(made.exit_code, 0) << made.err;
  EXPECT_EQ(text(without).find("bills of materials"), std::string::npos);
}

// The plant's sections in the contents, each under its scenario: the pages they name.
std::vector<int> plantPages(const std::string &contentsPage) {
  std::vector<int> pages;
  static const std::regex entry(R"(^\s+Plant\s+(\d+)\s*$)");
  std::smatch match;
  for (const std::string &line : lines(contentsPage))
    if (std::regex_match(line, match, entry)) pages.push_back(std::stoi(match[1]));
  return pages;
}

// Each scenario's plant: its single-line diagram, floor plan and one rack, each drawn under its
// heading as large as the page allows, with its caption on the same page, its text kept as text.
TEST_F(ReportTest, ThePlantPartDrawsTheDiagramTheFloorPlanAndARack) {
  const auto pdf = dir / "plant.pdf";
  const Outcome made = snplan(std::string("report ") + kThree + " -o " + pdf.string());
  ASSERT_EQ(made.exit_code, 0) << made.err;
  const std::vector<int> plants = plantPages(text(pdf, 2, 2));
  ASSERT_EQ(plants.size(), 3u) << text(pdf, 2, 2);

  // gb200-nvl72's UPS level: modules of 750 kW, two a side for Tier 3.
  const std::string gb200 = flowing(text(pdf, plants[2], plants[2]));
  EXPECT_NE(gb200.find("Plant Single-line diagram"), std::string::npos) << gb200;
  EXPECT_NE(gb200.find("UPS"), std::string::npos) << gb200;
  EXPECT_NE(gb200.find("4 × 750 kW, 2N"), std::string::npos) << gb200;

  struct Drawing {
    const char *heading;
    const char *caption; // its first words
  };
  const Drawing drawings[] = {{"Single-line diagram", "The power chain from the utility feed"},
                              {"Floor plan", "The data hall from above, to scale"},
                              {"Rack elevation", "The front of one cabinet, unit by unit"}};
  for (std::size_t s = 0; s < plants.size(); ++s)
    for (const Drawing &drawing : drawings) {
      // On the plant's first page or one of the two after it.
      int page = plants[s];
      std::vector<TextLine> on;
      auto heading = on.cend();
      for (; page <= plants[s] + 2; ++page) {
        on = textLines(pdf, page);
        heading = std::find_if(on.cbegin(), on.cend(),
                               [&](const TextLine &l) { return l.text == drawing.heading; });
        if (heading != on.cend()) break;
      }
      ASSERT_TRUE(heading != on.cend()) << drawing.heading << " of scenario " << s + 1;
      // On the heading's page: a drawing is never split over two pages.
      const auto caption = std::find_if(
          heading, on.cend(), [&](const TextLine &l) { return l.text.rfind(drawing.caption, 0) == 0; });
      ASSERT_TRUE(caption != on.cend()) << drawing.caption << " is not on page " << page;
      // At least a quarter of the page (842 pt) tall, and drawn: not the paper's white.
      EXPECT_GT(caption->top - heading->bottom, 842 / 4) << drawing.heading << " on page " << page;
      EXPECT_GT(inkShare(pdf, page, heading->bottom + 2, caption->top - 2), 0.05)
          << drawing.heading << " on page " << page;
    }
}

// Without a described power chain there is no diagram to draw: a sentence says so; the floor plan
// and the rack are drawn all the same.
TEST_F(ReportTest, WithoutAPowerChainTheReportSaysWhyThereIsNoDiagram) {
  nlohmann::json config = nlohmann::json::parse(snplan("export-preset seed-s1").out);
  const auto described = dir / "described.pdf";
  ASSERT_EQ(
      snplan("report " + write("s1.json", config.dump()).string() + " -o " + described.string()).exit_code,
      0);
  config.erase("power_chain");
  const auto pdf = dir / "undescribed.pdf";
  const Outcome made = snplan("report " + write("bare.json", config.dump()).string() + " -o " + pdf.string());
  ASSERT_EQ(made.exit_code, 0) << made.err;

  const std::string why = "The power chain of this configuration is not described, so there is no "
                          "single-line diagram: its losses are taken as a flat 2 % of the IT power.";
  const std::string diagram = "The power chain from the utility feed"; // the diagram's caption
  const std::string bare = flowing(text(pdf)), full = flowing(text(described));
  EXPECT_NE(bare.find(why), std::string::npos) << bare;
  EXPECT_EQ(bare.find(diagram), std::string::npos);
  EXPECT_EQ(full.find(why), std::string::npos);
  EXPECT_NE(full.find(diagram), std::string::npos);
  for (const char *caption :
       {"The data hall from above, to scale", "The front of one cabinet, unit by unit"}) {
    EXPECT_NE(bare.find(caption), std::string::npos) << caption;
    EXPECT_NE(full.find(caption), std::string::npos) << caption;
  }
}

TEST_F(ReportTest, ThePlantCanBeLeftOut) {
  const auto with = dir / "with.pdf", without = dir / "without.pdf";
  ASSERT_EQ(snplan(std::string("report ") + kThree + " -o " + with.string()).exit_code, 0);
  const Outcome made =
      snplan(std::string("report ") + kThree +
             " --sections summary,criteria,charts,candidates,appendix,bom -o " + without.string());
  ASSERT_EQ(made.exit_code, 0) << made.err;
  EXPECT_EQ(plantPages(text(with, 2, 2)).size(), 3u);
  EXPECT_TRUE(plantPages(text(without, 2, 2)).empty()) << text(without, 2, 2);
  EXPECT_EQ(contents(text(without, 2, 2)).size(), contents(text(with, 2, 2)).size());
  const std::string left = text(without);
  for (const char *heading : {"Single-line diagram", "Floor plan", "Rack elevation"})
    EXPECT_EQ(left.find(heading), std::string::npos) << heading;
  // A floor plan and a rack of a page each at least, for each of the three.
  EXPECT_LE(pages(without), pages(with) - 2 * 3);
}

TEST_F(ReportTest, ALogoGoesOnTheTitlePage) {
  // An 8 × 4 red PNG.
  const unsigned char png[] = {0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49,
                               0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x04, 0x08, 0x02,
                               0x00, 0x00, 0x00, 0x3c, 0xaf, 0xe9, 0xa7, 0x00, 0x00, 0x00, 0x11, 0x49, 0x44,
                               0x41, 0x54, 0x78, 0x9c, 0x63, 0x38, 0x21, 0x27, 0x87, 0x15, 0x31, 0x50, 0x4f,
                               0x02, 0x00, 0x6e, 0xfe, 0x20, 0x81, 0x40, 0x47, 0x2a, 0x01, 0x00, 0x00, 0x00,
                               0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82};
  const auto logo = write("logo.png", std::string(reinterpret_cast<const char *>(png), sizeof png));
  const auto pdf = dir / "logo.pdf", plain = dir / "plain.pdf";
  const std::string brief = " --preset seed-s1 --sections summary -o ";
  ASSERT_EQ(snplan("report --logo " + logo.string() + brief + pdf.string()).exit_code, 0);
  ASSERT_EQ(snplan("report" + brief + plain.string()).exit_code, 0);
  const auto imagesOnPageOne = [&](const std::filesystem::path &file) {
    return lines(run("pdfimages -list -f 1 -l 1 " + file.string()).out).size();
  };
  EXPECT_EQ(imagesOnPageOne(pdf), imagesOnPageOne(plain) + 1);

  const auto notAnImage = write("logo.txt", "not an image");
  const Outcome refused = snplan("report --logo " + notAnImage.string() + brief + plain.string());
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("logo"), std::string::npos) << refused.err;
}

// Twelve candidates: the criteria matrix lists them one per row, every name and unit whole and
// every word within the page.
TEST_F(ReportTest, TwelveCandidatesFitTheCriteriaMatrix) {
  std::string candidates;
  for (const char *id :
       {"seed-s1", "seed-s2", "seed-s3", "gb200-nvl72", "dgx-h100-superpod", "tpu-v4-pod", "cloudmatrix-384",
        "dgx-b200-superpod", "baseline-roce-fattree", "selene-megatron-1t"})
    candidates += std::string(" --preset ") + id;
  for (const char *name : {"Variant A of the 128-chip supernode", "Variant B of the 128-chip supernode"}) {
    nlohmann::json config = nlohmann::json::parse(snplan("export-preset seed-s1").out);
    config["name"] = name;
    candidates += " " + write(std::string(name).substr(8, 1) + ".json", config.dump()).string();
  }
  const auto pdf = dir / "twelve.pdf";
  const Outcome made =
      snplan("report" + candidates + " --criteria default --sections summary,criteria -o " + pdf.string());
  ASSERT_EQ(made.exit_code, 0) << made.err;
  const std::string all = text(pdf);
  for (const char *name :
       {"Variant A of the 128-chip supernode", "NVIDIA DGX B200 SuperPOD (4 SUs, 1,024 GPUs)",
        "Huawei CloudMatrix384 (384 Ascend 910C)"})
    for (const std::string &word : lines(std::regex_replace(name, std::regex(" "), "\n")))
      EXPECT_TRUE(std::regex_search(
          all, std::regex("(^|\\s)" + std::regex_replace(word, std::regex(R"([()])"), "\\$&") + "(\\s|$)")))
          << word << " of " << name;
  EXPECT_FALSE(std::regex_search(all, std::regex(R"((FLOP|TB|GB)/\s)"))) << "a unit broken at its slash";
  // Every word's box within the A4 page (595 × 842 pt).
  const std::string boxes = run("pdftotext -bbox " + pdf.string() + " -").out;
  const std::regex box(R"re(xMax="([\d.]+)")re");
  double right = 0;
  for (auto it = std::sregex_iterator(boxes.begin(), boxes.end(), box); it != std::sregex_iterator(); ++it)
    right = std::max(right, std::stod((*it)[1]));
  EXPECT_GT(right, 300);
  EXPECT_LT(right, 595 - 28); // inside the right margin
}

TEST_F(ReportTest, NoCandidatesOrNoOutputIsACommandLineError) {
  const auto pdf = dir / "report.pdf";
  const Outcome none = snplan("report --criteria default -o " + pdf.string());
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_NE(none.err.find("--preset"), std::string::npos) << none.err;
  EXPECT_FALSE(std::filesystem::exists(pdf));
  const Outcome nowhere = snplan("report --preset seed-s1");
  EXPECT_EQ(nowhere.exit_code, 2);
  EXPECT_NE(nowhere.err.find("-o FILE"), std::string::npos) << nowhere.err;
  EXPECT_EQ(snplan("report --preset seed-s1 --language klingon-xx -o " + pdf.string()).exit_code, 2);
  EXPECT_EQ(snplan("report --preset seed-s1 --date yesterday -o " + pdf.string()).exit_code, 2);
  EXPECT_FALSE(std::filesystem::exists(pdf));
}

} // namespace

#ifndef SNPLAN_PDF_REPORT
TEST(ReportWithoutQt, SaysWhyAndExitsTwo) {
  const std::string command =
      std::string(SNPLAN_EXECUTABLE) + " report --preset seed-s1 -o /tmp/x.pdf 2>/dev/null";
  const int status = std::system(command.c_str());
  EXPECT_EQ(WEXITSTATUS(status), 2);
}
#endif
