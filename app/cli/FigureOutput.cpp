#include "FigureOutput.h"

#include "app/report/CsvWriter.h"
#include "app/report/SiText.h"
#include "sim/accuracy/BandText.h"

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

std::optional<sim::ErrorBand> bandAt(const BandSource &bands, std::string_view section,
                                     std::string_view name) {
  return bands ? bands(fmt::format("{}.{}", section, name)) : std::nullopt;
}

nlohmann::ordered_json bandJson(const sim::ErrorBand &band) {
  nlohmann::ordered_json json = {{"validated", band.validated()}, {"runs", band.runs}};
  if (band.validated())
    json.update({{"half_width", band.half_width}, {"within", band.within}, {"lean", band.signed_mean}});
  json["basis"] = sim::bandBasisText(band);
  return json;
}

} // namespace

nlohmann::ordered_json addFiguresJson(nlohmann::ordered_json &out, const FigureSource &figures,
                                      const BandSource &bands) {
  nlohmann::ordered_json explanations = nlohmann::ordered_json::object();
  figures([&](std::string_view section, std::string_view name, const sim::Figure &figure) {
    out[std::string(section)][std::string(name)] = figure.value;
    nlohmann::ordered_json terms = nlohmann::ordered_json::object();
    for (std::uint8_t i = 0; i < figure.term_count; ++i)
      terms[std::string(figure.terms[i].name)] = {{"value", figure.terms[i].value},
                                                  {"unit", std::string(figure.terms[i].unit)}};
    nlohmann::ordered_json &explanation = explanations[fmt::format("{}.{}", section, name)];
    explanation = {{"unit", std::string(figure.unit)},
                   {"formula", figure.formula.text()},
                   {"terms", terms},
                   {"assumption", figure.assumption.text()}};
    if (const auto band = bandAt(bands, section, name)) explanation["error_band"] = bandJson(*band);
  });
  return explanations;
}

std::string figuresCsv(const FigureSource &figures, const BandSource &bands) {
  report::CsvWriter csv;
  csv.field("path").field("value").field("unit").field("formula").field("terms").field("assumption");
  csv.field("error_band").field("error_band_basis").endRow();
  figures([&](std::string_view section, std::string_view name, const sim::Figure &figure) {
    csv.field(fmt::format("{}.{}", section, name))
        .number(figure.value)
        .field(figure.unit)
        .field(figure.formula.view());
    csv.field(termsText(figure)).field(figure.assumption.view());
    const auto band = bandAt(bands, section, name);
    if (band && band->validated())
      csv.number(band->half_width);
    else
      csv.field("");
    csv.field(band ? sim::bandBasisText(*band) : "").endRow();
  });
  return csv.text();
}

std::string figuresText(const FigureSource &figures, const BandSource &bands) {
  std::string text;
  std::string current;
  figures([&](std::string_view section, std::string_view name, const sim::Figure &figure) {
    if (section != current) {
      text += fmt::format("\n[{}]\n", section);
      current = section;
    }
    const auto band = bandAt(bands, section, name);
    text += fmt::format("  {:34} {:>16} {:>8} {}\n", name, report::siText(figure.value, figure.unit),
                        band ? sim::bandWidthText(*band) : "", figure.formula.view());
  });
  return text;
}

} // namespace snp::cli
