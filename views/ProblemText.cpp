#include "views/ProblemText.h"

#include "views/TranslatedTemplate.h"

#include <fmt/args.h>

namespace snp::views {

QString problemMessage(const model::Problem &problem) {
  if (problem.id.empty()) return QString::fromStdString(problem.message);
  fmt::dynamic_format_arg_store<fmt::format_context> args;
  for (const std::string &arg : problem.args)
    args.push_back(arg);
  return QString::fromStdString(translatedTemplate("Validation", problem.id.c_str(), args));
}

QString problemText(const model::Problem &problem) {
  const QString message = problemMessage(problem);
  return problem.path.empty() ? message : QString::fromStdString(problem.path) + ": " + message;
}

} // namespace snp::views
