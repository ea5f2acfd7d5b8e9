#include "Commands.h"
#include "ConfigSource.h"
#include "CriteriaSource.h"
#include "Interrupt.h"

#include "model/FieldTable.h"
#include "model/QuantityText.h"
#include "sim/decision/Metrics.h"
#include "sim/sweep/WhatIf.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <atomic>
#include <cmath>

namespace snp::cli {

namespace {

// A lever's value for people: a number with its field's unit ("40 °C", "595 W"), a name as the
// configuration spells it; a power cap of 0 is no cap.
std::string valueText(const std::string &path, const nlohmann::json &value) {
  if (!value.is_number()) return value.is_string() ? value.get<std::string>() : value.dump();
  if (path == "accelerator.power_cap_W" && value.get<double>() == 0) return "no cap";
  const model::Field *field = model::findField(path);
  return model::plainText(model::quantityText(value.get<double>(), field ? field->unit : std::string_view{}));
}

std::string figureText(const model::Criterion &rule, double value) {
  const sim::MetricInfo *metric = sim::findMetric(rule.metric);
  return model::plainText(model::quantityText(value, metric ? metric->unit : std::string_view{}));
}

std::string ruleName(const model::Criterion &rule) { return rule.name.empty() ? rule.metric : rule.name; }

// "+1.2 %", or empty when either cost is not priced.
std::string costChange(const sim::WhatIfFix &fix) {
  if (std::isnan(fix.annual_cost_before) || std::isnan(fix.annual_cost_after) || fix.annual_cost_before == 0)
    return {};
  const double change = fix.annual_cost_after / fix.annual_cost_before - 1;
  return fmt::format("{}{} %{}", change >= 0 ? "+" : "−", model::plainNumber(std::abs(change) * 100),
                     fix.cost_partial ? " (of the priced parts)" : "");
}

std::string changeText(const sim::WhatIfQuestion &question, const sim::WhatIfChange &change) {
  const sim::WhatIfLever &lever = question.levers[change.lever];
  return fmt::format("{} {} → {}", lever.path, valueText(lever.path, lever.values[lever.base]),
                     valueText(lever.path, lever.values[change.value]));
}

std::string textAnswer(const sim::WhatIfQuestion &question, const sim::WhatIfAnswer &answer,
                       const std::optional<sim::HowFar> &far) {
  std::string out = fmt::format("{}\n", question.base.name);
  const auto &rules = question.criteria.rules;
  if (answer.failing_rules.empty())
    out += fmt::format("It passes every must-rule of '{}'.\n", question.criteria.name);
  for (const std::size_t r : answer.failing_rules)
    out += fmt::format("Fails {}: {}\n", ruleName(rules[r]),
                       figureText(rules[r], answer.base_verdicts.verdicts[r].figure.value));
  if (!answer.failing_rules.empty()) {
    out += fmt::format("Evaluated {} of {} designs of at most {} changes ({} refused by validation or a hard "
                       "limit, {} skipped as a fix and more){}.\n",
                       answer.evaluated, answer.candidates, question.max_changes, answer.invalid,
                       answer.dominated, answer.complete ? "" : "; stopped before the end");
    if (answer.fixes.empty())
      out += "No change of these levers passes every must-rule: allow more levers, values or changes.\n";
    for (std::size_t i = 0; i < answer.fixes.size(); ++i) {
      const sim::WhatIfFix &fix = answer.fixes[i];
      std::string changes, shifts;
      for (const sim::WhatIfChange &change : fix.changes)
        changes += (changes.empty() ? "" : "; ") + changeText(question, change);
      for (const sim::RuleShift &shift : fix.rules)
        shifts += fmt::format("{}{} {} → {}", shifts.empty() ? "" : ", ", ruleName(rules[shift.rule]),
                              figureText(rules[shift.rule], shift.before),
                              figureText(rules[shift.rule], shift.after));
      const std::string cost = costChange(fix);
      out += fmt::format("{}. {}\n   {}{}\n", i + 1, changes, shifts,
                         cost.empty() ? "" : "; annual cost " + cost);
      for (const model::FieldChange &followed : fix.followed)
        if (followed.path != "name") // the name follows a size it states; not a change to the design
          out += fmt::format("   with {} {} → {}\n", followed.path, valueText(followed.path, followed.before),
                             valueText(followed.path, followed.after));
    }
  }
  if (far) {
    const sim::WhatIfLever &lever = question.levers[far->lever];
    if (!far->base_passes) {
      out += fmt::format("How far {} can go: nowhere, the design fails a must-rule already.\n", lever.path);
    } else {
      // Each way along the scale: towards its first value, then towards its last.
      const std::pair<const sim::HowFar::Reach *, const nlohmann::json *> ways[] = {
          {&far->down, &lever.values.front()}, {&far->up, &lever.values.back()}};
      for (const auto &[reach, end] : ways) {
        out += fmt::format("{} towards {}: passes to {}", lever.path, valueText(lever.path, *end),
                           valueText(lever.path, lever.values[reach->furthest]));
        if (reach->first_failing)
          out += fmt::format("; at {} it fails: {}\n",
                             valueText(lever.path, lever.values[*reach->first_failing]), reach->why);
        else
          out += ", the end of its values\n";
      }
    }
  }
  return out;
}

nlohmann::json costJson(double value) {
  return std::isnan(value) ? nlohmann::json(nullptr) : nlohmann::json(value);
}

nlohmann::json jsonAnswer(const sim::WhatIfQuestion &question, const sim::WhatIfAnswer &answer,
                          const std::optional<sim::HowFar> &far) {
  const auto &rules = question.criteria.rules;
  nlohmann::json out;
  out["base"] = question.base.name;
  out["criteria"] = question.criteria.name;
  out["failing"] = nlohmann::json::array();
  for (const std::size_t r : answer.failing_rules)
    out["failing"].push_back({{"rule", rules[r].id},
                              {"metric", rules[r].metric},
                              {"value", answer.base_verdicts.verdicts[r].figure.value}});
  out["levers"] = nlohmann::json::array();
  for (const sim::WhatIfLever &lever : question.levers)
    out["levers"].push_back(
        {{"path", lever.path}, {"values", lever.values}, {"base", lever.values[lever.base]}});
  out["search"] = {{"max_changes", question.max_changes},
                   {"candidates", answer.candidates},
                   {"evaluated", answer.evaluated},
                   {"invalid", answer.invalid},
                   {"dominated", answer.dominated},
                   {"complete", answer.complete},
                   {"rank", question.rank == sim::WhatIfQuestion::Rank::Cost ? "cost" : "distance"}};
  out["fixes"] = nlohmann::json::array();
  for (const sim::WhatIfFix &fix : answer.fixes) {
    nlohmann::json item{{"distance", fix.distance},
                        {"annual_cost_before", costJson(fix.annual_cost_before)},
                        {"annual_cost_after", costJson(fix.annual_cost_after)},
                        {"cost_partial", fix.cost_partial}};
    for (const sim::WhatIfChange &change : fix.changes) {
      const sim::WhatIfLever &lever = question.levers[change.lever];
      item["changes"].push_back(
          {{"path", lever.path}, {"from", lever.values[lever.base]}, {"to", lever.values[change.value]}});
    }
    item["followed"] = nlohmann::json::array();
    for (const model::FieldChange &followed : fix.followed)
      item["followed"].push_back(
          {{"path", followed.path}, {"from", followed.before}, {"to", followed.after}});
    for (const sim::RuleShift &shift : fix.rules)
      item["rules"].push_back(
          {{"rule", rules[shift.rule].id}, {"before", shift.before}, {"after", shift.after}});
    out["fixes"].push_back(std::move(item));
  }
  if (far) {
    const sim::WhatIfLever &lever = question.levers[far->lever];
    const auto reach = [&](const sim::HowFar::Reach &r) {
      return nlohmann::json{
          {"furthest", lever.values[r.furthest]},
          {"first_failing", r.first_failing ? lever.values[*r.first_failing] : nlohmann::json()},
          {"why", r.why}};
    };
    out["how_far"] = {{"path", lever.path},
                      {"base_passes", far->base_passes},
                      {"down", reach(far->down)},
                      {"up", reach(far->up)}};
  }
  return out;
}

} // namespace

int whatWouldItTake(const WhatIfOptions &options) {
  const LoadedCriteria criteria = loadCriteria(options.criteria.value_or("default"));
  for (const auto &error : criteria.errors)
    fmt::print(stderr, "error: {}\n", model::describe(error));
  if (!criteria.errors.empty()) return 1;
  const LoadedConfig loaded = loadConfig(options.config);
  if (const int status = reportProblems(loaded)) return status;

  sim::WhatIfQuestion question{*loaded.config,
                               *criteria.set,
                               {},
                               options.changes,
                               options.fixes,
                               options.budget,
                               options.rank == WhatIfOptions::Rank::Cost
                                   ? sim::WhatIfQuestion::Rank::Cost
                                   : sim::WhatIfQuestion::Rank::Distance};
  if (options.vary.empty()) question.levers = sim::defaultLevers(question.base);
  for (const std::string &text : options.vary) {
    auto lever = sim::parseLever(text, question.base);
    if (const std::string *why = std::get_if<std::string>(&lever)) {
      fmt::print(stderr, "snplan whatif: --vary {}\n", *why);
      return 2;
    }
    question.levers.push_back(std::get<sim::WhatIfLever>(std::move(lever)));
  }
  std::optional<sim::HowFar> far;
  if (options.how_far) {
    auto known = std::ranges::find(question.levers, *options.how_far, &sim::WhatIfLever::path);
    if (known == question.levers.end()) {
      auto lever = sim::parseLever(*options.how_far, question.base);
      if (const std::string *why = std::get_if<std::string>(&lever)) {
        fmt::print(stderr, "snplan whatif: --how-far {}; or give its values with --vary\n", *why);
        return 2;
      }
      question.levers.push_back(std::get<sim::WhatIfLever>(std::move(lever)));
      known = question.levers.end() - 1;
    }
    far = sim::howFar(question, std::size_t(known - question.levers.begin()));
  }
  if (const std::string problem = sim::questionProblem(question); !problem.empty()) {
    fmt::print(stderr, "snplan whatif: {}\n", problem);
    return 2;
  }
  // Ctrl-C stops the search; the fixes found so far are written, marked incomplete.
  const InterruptGuard interrupt;
  std::atomic<bool> cancel{false};
  const sim::WhatIfAnswer answer = sim::whatWouldItTake(question, {&cancel, [&](double) {
                                                                     if (InterruptGuard::interrupted())
                                                                       cancel = true;
                                                                   }});
  const std::string text = options.format == OutputFormat::Json
                               ? jsonAnswer(question, answer, far).dump(2) + "\n"
                               : textAnswer(question, answer, far);
  return writeOutput(options.output, text) ? 0 : 1;
}

} // namespace snp::cli
