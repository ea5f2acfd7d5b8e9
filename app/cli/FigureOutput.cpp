#include "FigureOutput.h"

#include "app/report/CsvWriter.h"
#include "app/report/SiText.h"

#include <fmt/core.h>

namespace snp::cli {

namespace {

std::string termsText(const sim::Figure &figure) {
  std::string text;
  for (std::uint8_t i = 0; i < figure.term_count; ++i) {
    const sim::Term &term = figure.terms[i];
    text += fmt::format("{}{} = {:.6g}", i ? "; " : "", term.name, term.value);
    if (!term.unit.empty()) text += fmt::format(" {}", term.unit);
  }
  return text;
}

} // namespace

nlohmann::ordered_json addFiguresJson(nlohmann::ordered_json &out, const FigureSource &figures) {
  nlohmann::ordered_json explanations = nlohmann::ordered_json::object();
  figures([&](std::string_view section, std::string_view name, const sim::Figure &figure) {
    out[std::string(section)][std::string(name)] = figure.value;
    nlohmann::ordered_json terms = nlohmann::ordered_json::object();
    for (std::uint8_t i = 0; i < figure.term_count; ++i)
      terms[std::string(figure.terms[i].name)] = {{"value", figure.terms[i].value},
                                                  {"unit", std::string(figure.terms[i].unit)}};
    explanations[fmt::format("{}.{}", section, name)] = {{"unit", std::string(figure.unit)},
                                                         {"formula", figure.formula.text()},
                                                         {"terms", terms},
                                                         {"assumption", figure.assumption.text()}};
  });
  return explanations;
}

std::string figuresCsv(const FigureSource &figures) {
  report::CsvWriter csv;
  csv.field("path").field("value").field("unit").field("formula").field("terms").field("assumption").endRow();
  figures([&](std::string_view section, std::string_view name, const sim::Figure &figure) {
    csv.field(fmt::format("{}.{}", section, name))
        .number(figure.value)
        .field(figure.unit)
        .field(figure.formula.view());
    csv.field(termsText(figure)).field(figure.assumption.view()).endRow();
  });
  return csv.text();
}

std::string figuresText(const FigureSource &figures) {
  std::string text;
  std::string current;
  figures([&](std::string_view section, std::string_view name, const sim::Figure &figure) {
    if (section != current) {
      text += fmt::format("\n[{}]\n", section);
      current = section;
    }
    text += fmt::format("  {:34} {:>16} {}\n", name, report::siText(figure.value, figure.unit),
                        figure.formula.view());
  });
  return text;
}

} // namespace snp::cli
