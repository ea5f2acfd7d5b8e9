#pragma once

// The texts the bundled presets, criteria set and served models carry (names, vendors, notes,
// descriptions) are written in English and translated in resources/i18n/bundled-text.LANG.json.
// A text the user has not edited is data that came with the program, so it is shown in the
// language of the interface: a project opened, a preset added or a report written in Chinese
// reads in Chinese, and the same project reads in English again in an English interface. A text
// the user has changed matches no bundled text and stays as written.

#include "model/Criteria.h"
#include "model/ProjectStore.h"
#include "model/ServedModel.h"

#include <string>
#include <string_view>
#include <vector>

namespace snp::model {

// `text` in `language` ("zh_CN", "en", "en_US": a language without texts of its own reads
// English) when it is a bundled text in any language; otherwise `text` itself.
std::string bundledTextIn(const std::string &text, std::string_view language);

// Whether `text` is one of the bundled texts, in any language.
bool isBundledText(const std::string &text);

// The languages the bundled texts come in besides English ("zh_CN").
std::vector<std::string> bundledTextLanguages();

// Every bundled text of these, in `language`.
void localiseBundledTexts(Config &config, std::string_view language);
void localiseBundledTexts(Scenario &scenario, std::string_view language);
void localiseBundledTexts(CriteriaSet &set, std::string_view language);
void localiseBundledTexts(ServedModel &model, std::string_view language);

} // namespace snp::model
