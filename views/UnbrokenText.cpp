#include "views/UnbrokenText.h"

namespace snp::views {

QTextOption::WrapMode wrapModeFor(const QString &text) {
  constexpr qsizetype kLongestWord = 1000;
  qsizetype run = 0;
  for (const QChar c : text) {
    run = c.isSpace() ? 0 : run + 1;
    if (run > kLongestWord) return QTextOption::WrapAnywhere;
  }
  return QTextOption::WrapAtWordBoundaryOrAnywhere;
}

} // namespace snp::views
