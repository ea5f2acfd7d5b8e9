#pragma once

#include <QString>

#include <string_view>

namespace snp::views {

// What people call a result section and a figure ("training", "step_time_s" -> "Training",
// "Step time"), translated; the identifier itself when no label is known.
QString sectionLabel(std::string_view section);
QString figureLabel(std::string_view section, std::string_view name);

} // namespace snp::views
