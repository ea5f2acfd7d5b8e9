#include "views/FigureLabels.h"

#include <QCoreApplication>

namespace snp::views {

QString sectionLabel(std::string_view section) {
  return QString::fromUtf8(section.data(), static_cast<qsizetype>(section.size()));
}

QString figureLabel(std::string_view, std::string_view name) {
  return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

} // namespace snp::views
