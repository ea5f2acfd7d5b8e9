#include "views/ProblemText.h"

#include <QCoreApplication>

#include <fmt/args.h>
#include <fmt/format.h>

namespace snp::views {

QString problemMessage(const model::Problem &problem) {
  const QString english = QString::fromStdString(problem.message);
  if (problem.id.empty()) return english;
  const QString translated = QCoreApplication::translate("Validation", problem.id.c_str());
  if (translated == QString::fromStdString(problem.id)) return english;
  fmt::dynamic_format_arg_store<fmt::format_context> args;
  for (const std::string &arg : problem.args)
    args.push_back(arg);
  try {
    return QString::fromStdString(fmt::vformat(translated.toStdString(), args));
  } catch (const fmt::format_error &) {
    return english; // a translation with placeholders its arguments cannot fill
  }
}

QString problemText(const model::Problem &problem) {
  const QString message = problemMessage(problem);
  return problem.path.empty() ? message : QString::fromStdString(problem.path) + ": " + message;
}

} // namespace snp::views
