#pragma once

#include "model/Message.h"

#include <fmt/format.h>

#include <string>
#include <vector>

namespace snp::model {

// One thing wrong with an input: where (a field path such as
// "network.scale_up.torus.dims[2]") and why (the value and the allowed range).
struct Problem {
  std::string path;
  std::string message;                // in English
  std::string id = {};                // the message's template ("is {}; must be in {}"), when it has one
  std::vector<std::string> args = {}; // the template's arguments as text, in order

  // Two problems are the same when they say the same thing of the same field.
  bool operator==(const Problem &other) const { return path == other.path && message == other.message; }
};

using Problems = std::vector<Problem>;

// A problem whose message is `message` (a template marked SNP_MESSAGE) filled with `args`; the
// template and the arguments as text are kept, so that a view can fill a translated template.
template <class... Args>
Problem problemOf(std::string path, MessageTemplate<std::type_identity_t<Args>...> message, Args... args) {
  const std::string_view text = message.message().view();
  Problem problem{std::move(path), fmt::vformat(text, fmt::make_format_args(args...))};
  problem.id.assign(text.data(), text.size());
  (problem.args.push_back(fmt::vformat("{}", fmt::make_format_args(args))), ...);
  return problem;
}

// "path: message", the form the UI and the command line show.
inline std::string describe(const Problem &p) {
  return p.path.empty() ? p.message : p.path + ": " + p.message;
}

} // namespace snp::model
