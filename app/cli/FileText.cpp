#include "FileText.h"

#include <fstream>
#include <sstream>

namespace snp::cli {

std::optional<std::string> fileText(const std::string &path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return std::nullopt;
  std::ostringstream text;
  text << file.rdbuf();
  if (file.bad()) return std::nullopt;
  return text.str();
}

} // namespace snp::cli
