#pragma once

#include <QString>
#include <QTextOption>

namespace snp::views {

// How a text view wraps `text`: at word boundaries, or anywhere when it holds a run of more than
// 1,000 characters without a space. Qt lays out a line it cannot break at a word in time
// quadratic in its length (notes of one pasted 1,000,000-character line took five minutes to
// appear); wrapping anywhere is linear, and only such a run looks any different.
QTextOption::WrapMode wrapModeFor(const QString &text);

} // namespace snp::views
