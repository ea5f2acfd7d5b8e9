#pragma once

#include "model/Problem.h"

#include <optional>
#include <string_view>

namespace snp::model {

// The deepest nesting any JSON input may have. A configuration nests six levels; the bound keeps
// every recursive walk of a document (copy, encode, decode) far from the end of the stack.
inline constexpr int kMaxJsonDepth = 64;

// What is wrong with a JSON text beyond its syntax, or its syntax error, located: the whole text
// counts (a NUL byte does not end it), nesting is at most kMaxJsonDepth, and no object repeats a
// key (last-wins would hide the first value, and with it a type error). Nothing when the text is
// a strict JSON document. Builds no document, so it is safe on any input.
std::optional<Problem> strictJsonProblem(std::string_view text);

} // namespace snp::model
