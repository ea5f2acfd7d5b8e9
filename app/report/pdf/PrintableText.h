#pragma once

#include <QString>

namespace snp::report {

// A text as a printed page can hold it, whatever a user typed: a run of more than 30 characters
// without a space gets a zero-width space after every 30th (a place to wrap that prints nothing),
// and a text longer than 2,000 characters is cut there and ends in "…". Without both, one
// 20,000-character name widens a table past the page and the layout gives blank pages, and a
// 100,000-character one takes gigabytes to lay out.
QString printableText(const QString &text);
// A name (of a scenario, a criteria set, a rule) as printableText, cut at 120 characters: it
// heads tables and sections, where a paragraph of it would push the figures off the page.
QString printableName(const QString &name);

} // namespace snp::report
