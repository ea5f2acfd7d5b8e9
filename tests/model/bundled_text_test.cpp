// The bundled texts' translations (resources/i18n/bundled-text.*.json, model/BundledText.h): every
// text a preset, the criteria set or a served model brings is translated, keeps its numbers, and
// turns back into English; a text the user wrote is left alone.
#include "model/BundledText.h"
#include "model/CriteriaJson.h"
#include "model/Presets.h"
#include "model/PriceBook.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace snp::model {
namespace {

// Every text the bundled data shows people.
std::vector<std::string> bundledTexts() {
  std::vector<std::string> texts;
  for (const Config &preset : presets())
    texts.insert(texts.end(),
                 {preset.name, preset.notes, preset.accelerator.name, preset.accelerator.vendor});
  const CriteriaSet criteria = defaultCriteriaSet();
  texts.insert(texts.end(), {criteria.name, criteria.description});
  for (const Criterion &rule : criteria.rules)
    texts.insert(texts.end(), {rule.name, rule.description});
  for (const ServedModel &model : servedModels())
    texts.insert(texts.end(), {model.name, model.notes});
  for (const PartPrice &price : publicPriceBook().prices)
    texts.push_back(price.source);
  return texts;
}

bool hasChinese(const std::string &text) {
  // U+4E00..U+9FFF, the CJK unified ideographs, are E4 B8 80 .. E9 BF BF in UTF-8.
  for (std::size_t i = 0; i + 2 < text.size(); ++i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    if (lead >= 0xE4 && lead <= 0xE9) return true;
  }
  return false;
}

std::multiset<std::string> numbersIn(const std::string &text) {
  static const std::regex number(R"([0-9][0-9,.]*[0-9]|[0-9])");
  std::multiset<std::string> found;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), number); it != std::sregex_iterator(); ++it)
    found.insert(it->str());
  return found;
}

TEST(BundledText, ChineseComesWithTheProgram) {
  const std::vector<std::string> languages = bundledTextLanguages();
  EXPECT_NE(std::find(languages.begin(), languages.end(), "zh_CN"), languages.end());
}

TEST(BundledText, EveryBundledTextHasAChineseEdition) {
  // Product names ("NVIDIA H100 SXM5 80GB", "Google TPU v4") read the same in Chinese; any text
  // with an English word in lower case is prose and must be translated.
  static const std::regex prose(R"(\b[a-z]{3,}\b)");
  for (const std::string &english : bundledTexts()) {
    if (english.empty()) continue;
    EXPECT_TRUE(isBundledText(english)) << "not in the translations: " << english;
    const std::string chinese = bundledTextIn(english, "zh_CN");
    if (std::regex_search(english, prose)) {
      EXPECT_TRUE(hasChinese(chinese)) << "not translated: " << english;
    }
  }
}

// A translation that drops or changes a figure would tell a Chinese reader another system.
TEST(BundledText, TranslationsKeepEveryNumber) {
  for (const std::string &english : bundledTexts()) {
    const std::multiset<std::string> before = numbersIn(english);
    const std::multiset<std::string> after = numbersIn(bundledTextIn(english, "zh_CN"));
    for (const std::string &n : before)
      EXPECT_GE(after.count(n), before.count(n)) << n << " is missing from the Chinese of: " << english;
  }
}

TEST(BundledText, ChineseTurnsBackIntoEnglish) {
  for (const std::string &english : bundledTexts()) {
    const std::string chinese = bundledTextIn(english, "zh_CN");
    EXPECT_EQ(bundledTextIn(chinese, "en"), english);
    EXPECT_EQ(bundledTextIn(chinese, "en_US"), english) << "a country variant reads its language";
    EXPECT_EQ(bundledTextIn(chinese, "zh_CN"), chinese);
    EXPECT_EQ(bundledTextIn(chinese, "fr_FR"), english) << "a language without texts reads English";
  }
}

TEST(BundledText, AnEditedTextStaysAsWritten) {
  const Config s1 = *findPreset("seed-s1");
  EXPECT_EQ(bundledTextIn(s1.name + " (ours)", "zh_CN"), s1.name + " (ours)");
  EXPECT_EQ(bundledTextIn("", "zh_CN"), "");
}

TEST(BundledText, ALocalisedScenarioAndCriteriaSet) {
  Scenario scenario{findPreset("seed-s3")->name, *findPreset("seed-s3")};
  scenario.config.notes = "Our own notes.";
  localiseBundledTexts(scenario, "zh_CN");
  EXPECT_TRUE(hasChinese(scenario.name));
  EXPECT_EQ(scenario.config.name, scenario.name);
  EXPECT_TRUE(hasChinese(scenario.config.accelerator.name));
  EXPECT_EQ(scenario.config.notes, "Our own notes.");
  EXPECT_EQ(scenario.config.workload, findPreset("seed-s3")->workload) << "only texts change";

  CriteriaSet set = defaultCriteriaSet();
  localiseBundledTexts(set, "zh_CN");
  ASSERT_EQ(set.rules.size(), defaultCriteriaSet().rules.size());
  for (std::size_t r = 0; r < set.rules.size(); ++r) {
    EXPECT_TRUE(hasChinese(set.rules[r].name));
    EXPECT_EQ(set.rules[r].metric, defaultCriteriaSet().rules[r].metric);
    EXPECT_EQ(set.rules[r].threshold, defaultCriteriaSet().rules[r].threshold);
  }
  localiseBundledTexts(set, "en");
  EXPECT_EQ(set, defaultCriteriaSet());
}

} // namespace
} // namespace snp::model
