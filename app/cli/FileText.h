#pragma once

#include <optional>
#include <string>

namespace snp::cli {

// The whole of a file, byte for byte; nullopt when it cannot be opened or read. Each command says
// in its own words which file it wanted.
std::optional<std::string> fileText(const std::string &path);

} // namespace snp::cli
