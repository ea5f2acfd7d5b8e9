#include "views/CabinetLabel.h"

#include <algorithm>

namespace snp::views {

QString cabinetLabel(int row, int position) {
  QString letters;
  for (int r = row; r >= 0; r = r / 26 - 1)
    letters.prepend(QChar('A' + r % 26));
  return QStringLiteral("%1-%2").arg(letters).arg(position + 1, 2, 10, QChar('0'));
}

QString cabinetLabel(const model::Config &config, int index) {
  const int per_row = model::cabinetsPerRow(config.layout);
  return cabinetLabel(index / per_row, index % per_row);
}

} // namespace snp::views
