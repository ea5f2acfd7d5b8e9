#pragma once

#include <QString>

#include <string_view>

namespace snp::views {

// A choice's name for people ("cold_plate" -> "Cold plate"), translated; the name when unknown.
// Shared by the editor's choice fields and the scenes that name a choice (a cabinet's cooling).
QString choiceLabel(std::string_view name);

} // namespace snp::views
