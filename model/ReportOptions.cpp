#include "model/ReportOptions.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <stdexcept>

namespace snp::model {

namespace {

template <typename T> void read(const nlohmann::json &object, const char *key, T &into) {
  const auto it = object.find(key);
  if (it == object.end()) return;
  if constexpr (std::is_same_v<T, bool>) {
    if (it->is_boolean()) into = it->get<bool>();
  } else {
    if (it->is_string()) into = it->get<std::string>();
  }
}

} // namespace

std::string reportOptionsJson(const ReportOptions &o) {
  const nlohmann::ordered_json json = {
      {"title", o.title},
      {"customer", o.customer},
      {"author", o.author},
      {"date", o.date},
      {"summary", o.summary},
      {"criteria_matrix", o.criteria_matrix},
      {"charts", o.charts},
      {"candidates", o.candidates},
      {"plant", o.plant},
      {"appendix", o.appendix},
      {"bill_of_materials", o.bill_of_materials},
      {"notes", o.notes},
  };
  return json.dump();
}

ReportOptions parseReportOptions(std::string_view text) {
  const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
  if (!json.is_object()) throw std::invalid_argument("the report options are no JSON object");
  ReportOptions o;
  read(json, "title", o.title);
  read(json, "customer", o.customer);
  read(json, "author", o.author);
  read(json, "date", o.date);
  if (!isReportDate(o.date)) o.date.clear();
  read(json, "summary", o.summary);
  read(json, "criteria_matrix", o.criteria_matrix);
  read(json, "charts", o.charts);
  read(json, "candidates", o.candidates);
  read(json, "plant", o.plant);
  read(json, "appendix", o.appendix);
  read(json, "bill_of_materials", o.bill_of_materials);
  read(json, "notes", o.notes);
  return o;
}

bool isReportDate(std::string_view date) {
  if (date.empty()) return true;
  if (date.size() != 10 || date[4] != '-' || date[7] != '-') return false;
  for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
    if (date[i] < '0' || date[i] > '9') return false;
  const auto number = [&](std::size_t at, std::size_t length) {
    int value = 0;
    for (std::size_t i = at; i < at + length; ++i)
      value = value * 10 + (date[i] - '0');
    return value;
  };
  const std::chrono::year_month_day day{std::chrono::year(number(0, 4)),
                                        std::chrono::month(unsigned(number(5, 2))),
                                        std::chrono::day(unsigned(number(8, 2)))};
  return day.ok();
}

} // namespace snp::model
