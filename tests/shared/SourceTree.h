#pragma once

// Files of the source tree that tests read: the shipped resources and the documents.

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>

namespace snp::testing {

// Joined as a filesystem path, not with std::string's operator+: GCC 12 at -O2 warns falsely
// (-Warray-bounds) on `std::string(SNP_SOURCE_DIR) + "/" + name` for some lengths of the source
// directory's path, so a clone at another path failed to build under -Werror.
inline std::filesystem::path sourcePath(std::string_view relative) {
  return std::filesystem::path(SNP_SOURCE_DIR) / relative;
}

// The whole file, byte for byte; empty when it cannot be read.
inline std::string readSourceFile(std::string_view relative) {
  std::ifstream in(sourcePath(relative), std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

} // namespace snp::testing
