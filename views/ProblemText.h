#pragma once

#include "model/Problem.h"

#include <QString>

namespace snp::views {

// A validation problem in the UI language: its template translated (context "Validation") and
// filled with its arguments. Problems without a template, or whose translation does not fit its
// arguments, read in English as model::describe() gives them.
QString problemMessage(const model::Problem &problem);
// "path: message", the form of the Problems panel.
QString problemText(const model::Problem &problem);

} // namespace snp::views
