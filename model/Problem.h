#pragma once

#include <string>
#include <vector>

namespace snp::model {

// One thing wrong with an input: where (a field path such as
// "network.scale_up.torus.dims[2]") and why (the value and the allowed range).
struct Problem {
  std::string path;
  std::string message;
  bool operator==(const Problem &) const = default;
};

using Problems = std::vector<Problem>;

// "path: message", the form the UI and the command line show.
inline std::string describe(const Problem &p) {
  return p.path.empty() ? p.message : p.path + ": " + p.message;
}

} // namespace snp::model
