#include "sim/sweep/WhatIfLever.h"

#include "model/ConfigEdit.h"
#include "model/FieldAccess.h"
#include "model/FieldTable.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace snp::sim {

namespace {

// A whole number stays whole, so that an integer field takes it.
nlohmann::json numberValue(double v) {
  const double whole = std::round(v);
  if (std::abs(v - whole) <= 1e-9 * std::max(1.0, std::abs(v)) && std::abs(whole) < 9e15)
    return static_cast<long long>(whole);
  return v;
}

std::optional<double> parseNumber(std::string_view text) {
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

// The values of "FROM..TO:STEP" or "FROM..TO*FACTOR", or why not.
std::variant<std::vector<nlohmann::json>, std::string> rangeValues(std::string_view text) {
  const std::size_t dots = text.find("..");
  const std::size_t by = text.find_first_of(":*", dots);
  const std::string form = "give FROM..TO:STEP or FROM..TO*FACTOR, with FROM <= TO, a step above 0, a factor "
                           "above 1 and FROM above 0 for a factor";
  if (by == std::string_view::npos) return form;
  const auto from = parseNumber(text.substr(0, dots));
  const auto to = parseNumber(text.substr(dots + 2, by - dots - 2));
  const auto step = parseNumber(text.substr(by + 1));
  const bool linear = text[by] == ':';
  if (!from || !to || !step || *to < *from || (linear ? *step <= 0 : (*step <= 1 || *from <= 0))) return form;
  const double count = linear ? std::floor((*to - *from) / *step * (1 + 1e-12)) + 1
                              : std::floor(std::log(*to / *from) / std::log(*step) * (1 + 1e-12)) + 1;
  if (count > kMaxLeverValues) return fmt::format("gives {} values; at most {}", count, kMaxLeverValues);
  std::vector<nlohmann::json> values;
  for (int i = 0; i < int(count); ++i)
    values.push_back(numberValue(linear ? *from + i * *step : *from * std::pow(*step, i)));
  return values;
}

std::vector<nlohmann::json> listValues(std::string_view text) {
  std::vector<nlohmann::json> values;
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string_view item = text.substr(start, comma - start);
    if (item == "true" || item == "false")
      values.emplace_back(item == "true");
    else if (const auto number = parseNumber(item))
      values.push_back(numberValue(*number));
    else
      values.emplace_back(std::string(item));
    start = comma + 1;
  }
  return values;
}

// Values from `base` times each factor, whole and at least 1, without repeats, ascending.
std::vector<nlohmann::json> scaledCounts(double base, std::initializer_list<double> factors) {
  std::vector<nlohmann::json> values;
  for (const double factor : factors)
    if (const double v = std::round(base * factor); v >= 1 && (values.empty() || values.back() != v))
      values.push_back(numberValue(v));
  return values;
}

bool ascending(const std::vector<nlohmann::json> &values, bool strictlyDown) {
  for (std::size_t i = 1; i < values.size(); ++i)
    if (strictlyDown ? !(values[i] < values[i - 1]) : !(values[i - 1] < values[i])) return false;
  return true;
}

// The values defaultLevers gives the field at `path`; empty when it gives none.
std::vector<nlohmann::json> defaultValues(std::string_view path, const model::Config &base) {
  if (path == "layout.cabinets") return scaledCounts(base.layout.cabinets, {0.5, 0.75, 1, 1.25, 1.5, 2});
  if (path == "cooling.supply_C") return std::get<std::vector<nlohmann::json>>(rangeValues("15..50:5"));
  if (path == "accelerator.power_cap_W" && base.accelerator.tdp_W > 0) {
    // None first, then ever lower caps: a scale from the chip's own draw down.
    std::vector<nlohmann::json> values{0};
    for (int percent = 95; percent >= 60; percent -= 5)
      values.push_back(numberValue(std::round(base.accelerator.tdp_W * percent / 100.0)));
    return values;
  }
  if (path == "network.scaleup_domain")
    return scaledCounts(base.network.scaleup_domain, {0.25, 0.5, 1, 2, 4});
  if (path == "workload.parallelism.tp" || path == "workload.parallelism.pp")
    return std::get<std::vector<nlohmann::json>>(rangeValues("1..64*2"));
  if (const model::Field *field = model::findField(path); field && field->type == model::FieldType::Choice)
    return {field->choices.begin(), field->choices.end()};
  if (const model::Field *field = model::findField(path); field && field->type == model::FieldType::Flag)
    return {false, true};
  return {};
}

constexpr std::string_view kDefaultLeverPaths[] = {"layout.cabinets",        "cooling.kind",
                                                   "cooling.supply_C",       "accelerator.power_cap_W",
                                                   "network.scaleup_domain", "workload.parallelism.tp",
                                                   "workload.parallelism.pp"};

// The field at `path` when a search can vary it; else why not.
std::variant<model::FieldAccess, std::string> leverField(const std::string &path, const model::Config &base) {
  std::optional<model::FieldAccess> field = model::FieldAccess::resolve(path, base);
  if (!field || field->kind() == model::FieldKind::Other || field->kind() == model::FieldKind::IntegerList)
    return fmt::format("{}: not a field a search can vary (a number, a flag or a choice of "
                       "docs/config-schema.md)",
                       path);
  return std::move(*field);
}

} // namespace

std::variant<WhatIfLever, std::string> makeLever(std::string path, std::vector<nlohmann::json> values,
                                                 const model::Config &base) {
  auto resolved = leverField(path, base);
  if (const std::string *why = std::get_if<std::string>(&resolved)) return *why;
  const model::FieldAccess &field = std::get<model::FieldAccess>(resolved);
  if (values.empty() || values.size() > std::size_t(kMaxLeverValues))
    return fmt::format("{}: has {} values; give 1 to {}", path, values.size(), kMaxLeverValues);
  model::Config probe = base;
  for (const nlohmann::json &value : values)
    if (const std::string why = field.set(probe, value); !why.empty())
      return fmt::format("{}: {} {}", path, value.dump(), why);
  WhatIfLever lever{std::move(path), std::move(values),
                    field.kind() == model::FieldKind::Real || field.kind() == model::FieldKind::Integer};
  const nlohmann::json now = model::fieldValue(base, lever.path);
  const auto same = [&](const nlohmann::json &v) {
    return v == now || (v.is_number() && v.get<double>() == now);
  };
  if (const auto found = std::ranges::find_if(lever.values, same); found != lever.values.end()) {
    lever.base = std::size_t(found - lever.values.begin());
    return lever;
  }
  const bool up = ascending(lever.values, false), down = ascending(lever.values, true);
  std::size_t at = 0;
  if (lever.ordered && (up || down))
    while (at < lever.values.size() && (up ? lever.values[at] < now : now < lever.values[at]))
      ++at;
  lever.values.insert(lever.values.begin() + std::ptrdiff_t(at), now);
  lever.base = at;
  return lever;
}

std::variant<WhatIfLever, std::string> parseLever(std::string_view text, const model::Config &base) {
  const std::size_t equals = text.find('=');
  const std::string path(text.substr(0, equals));
  if (equals == std::string_view::npos) {
    if (auto field = leverField(path, base); std::holds_alternative<std::string>(field))
      return std::get<std::string>(field);
    std::vector<nlohmann::json> values = defaultValues(path, base);
    if (values.empty())
      return fmt::format("{}: give its values (PATH=FROM..TO:STEP, PATH=FROM..TO*FACTOR or PATH=V1,V2,...)",
                         path);
    return makeLever(path, std::move(values), base);
  }
  const std::string_view given = text.substr(equals + 1);
  if (given.find("..") == std::string_view::npos) return makeLever(path, listValues(given), base);
  auto values = rangeValues(given);
  if (const std::string *why = std::get_if<std::string>(&values)) return fmt::format("{}: {}", path, *why);
  return makeLever(path, std::get<std::vector<nlohmann::json>>(std::move(values)), base);
}

std::vector<WhatIfLever> defaultLevers(const model::Config &base) {
  std::vector<WhatIfLever> levers;
  for (const std::string_view path : kDefaultLeverPaths) {
    auto lever = makeLever(std::string(path), defaultValues(path, base), base);
    if (WhatIfLever *made = std::get_if<WhatIfLever>(&lever); made && made->values.size() > 1)
      levers.push_back(std::move(*made));
  }
  return levers;
}

} // namespace snp::sim
