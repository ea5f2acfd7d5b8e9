#include "model/BundledText.h"

#include <nlohmann/json.hpp>

#include <map>
#include <span>
#include <stdexcept>

namespace snp::model {

extern const std::span<const std::string_view> kBundledTextJson; // BundledText.cpp.in

namespace {

// One text in English and in each language it has been translated into.
using Variants = std::map<std::string, std::string, std::less<>>; // language → text

struct Catalogue {
  std::vector<Variants> texts;
  std::map<std::string, std::size_t, std::less<>> byText; // any variant → its entry
  std::vector<std::string> languages;                     // besides English
};

// The bundled files are part of the program: one that does not read, or translates one English
// text twice, is a build defect the catalogue's test finds, not a user's input.
Catalogue readCatalogue() {
  Catalogue catalogue;
  std::map<std::string, std::size_t, std::less<>> byEnglish;
  for (std::string_view file : kBundledTextJson) {
    const nlohmann::json json = nlohmann::json::parse(file);
    const std::string language = json.at("language").get<std::string>();
    catalogue.languages.push_back(language);
    for (const nlohmann::json &entry : json.at("texts")) {
      const std::string english = entry.at("en").get<std::string>();
      auto [at, added] = byEnglish.try_emplace(english, catalogue.texts.size());
      if (added) catalogue.texts.push_back({{"en", english}});
      Variants &variants = catalogue.texts[at->second];
      if (!variants.try_emplace(language, entry.at(language).get<std::string>()).second)
        throw std::logic_error("bundled text translated twice into " + language + ": " + english);
    }
  }
  for (std::size_t i = 0; i < catalogue.texts.size(); ++i)
    for (const auto &[language, text] : catalogue.texts[i])
      catalogue.byText.try_emplace(text, i);
  return catalogue;
}

const Catalogue &catalogue() {
  static const Catalogue read = readCatalogue();
  return read;
}

void localise(std::string &text, std::string_view language) { text = bundledTextIn(text, language); }

} // namespace

std::string bundledTextIn(const std::string &text, std::string_view language) {
  const Catalogue &c = catalogue();
  const auto found = c.byText.find(text);
  if (found == c.byText.end()) return text;
  const Variants &variants = c.texts[found->second];
  if (auto exact = variants.find(language); exact != variants.end()) return exact->second;
  // "en_US" reads "en"; "zh_TW" has no texts of its own and reads English.
  if (auto languageOnly = variants.find(language.substr(0, language.find('_')));
      languageOnly != variants.end())
    return languageOnly->second;
  return variants.at("en");
}

bool isBundledText(const std::string &text) { return catalogue().byText.contains(text); }

std::vector<std::string> bundledTextLanguages() { return catalogue().languages; }

void localiseBundledTexts(Config &config, std::string_view language) {
  localise(config.name, language);
  localise(config.notes, language);
  localise(config.accelerator.name, language);
  localise(config.accelerator.vendor, language);
}

void localiseBundledTexts(Scenario &scenario, std::string_view language) {
  localise(scenario.name, language);
  localiseBundledTexts(scenario.config, language);
}

void localiseBundledTexts(CriteriaSet &set, std::string_view language) {
  localise(set.name, language);
  localise(set.description, language);
  for (Criterion &rule : set.rules) {
    localise(rule.name, language);
    localise(rule.description, language);
  }
}

void localiseBundledTexts(ServedModel &model, std::string_view language) {
  localise(model.name, language);
  localise(model.notes, language);
}

} // namespace snp::model
