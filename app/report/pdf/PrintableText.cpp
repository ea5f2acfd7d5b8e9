#include "app/report/pdf/PrintableText.h"

namespace snp::report {

namespace {

constexpr qsizetype kLongestUnbroken = 30;
constexpr qsizetype kLongestText = 2000;
constexpr qsizetype kLongestName = 120;
constexpr QChar kZeroWidthSpace(0x200B);

QString cutAt(const QString &text, qsizetype longest) {
  return text.size() > longest ? text.left(longest - 1) + QChar(0x2026) : text;
}

} // namespace

QString printableText(const QString &text) {
  const QString kept = cutAt(text, kLongestText);
  QString out;
  out.reserve(kept.size() + kept.size() / kLongestUnbroken);
  qsizetype unbroken = 0;
  for (const QChar c : kept) {
    unbroken = c.isSpace() || c == kZeroWidthSpace ? 0 : unbroken + 1;
    if (unbroken > kLongestUnbroken && !c.isLowSurrogate()) {
      out += kZeroWidthSpace;
      unbroken = 1;
    }
    out += c;
  }
  return out;
}

QString printableName(const QString &name) { return printableText(cutAt(name, kLongestName)); }

} // namespace snp::report
