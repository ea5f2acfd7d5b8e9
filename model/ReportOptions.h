#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace snp::model {

// What the report a customer reads holds, chosen in File > Report… (or on snplan report's command
// line) and kept with the project: the title page's words, an optional logo, and the sections.
// The scenarios' own notes ("Doubtful: …", sources) are for the team, so they are left out
// unless asked for.
struct ReportOptions {
  std::string title;              // the title page's heading; empty: a generic one, never the file's name
  std::string customer;           // who the report is for; empty: not said
  std::string author;             // who prepared it; empty: not said
  std::string date;               // YYYY-MM-DD; empty: the day it is written
  std::vector<std::uint8_t> logo; // an image file's bytes (PNG, JPEG, SVG) for the title page; empty: none

  bool summary = true;           // the executive summary and ranking
  bool criteria_matrix = true;   // every candidate against every rule
  bool charts = true;            // the comparison charts and each candidate's
  bool candidates = true;        // each candidate's configuration, key figures, verdicts and pictures
  bool plant = true;             // each candidate's single-line diagram, floor plan and rack elevation
  bool appendix = true;          // how the deciding figures are computed, with their assumptions
  bool bill_of_materials = true; // each candidate's parts, counted from its design
  bool notes = false;            // the scenarios' own notes

  bool operator==(const ReportOptions &) const = default;
};

// The options as JSON, the logo left out (a project keeps it beside them, as bytes).
std::string reportOptionsJson(const ReportOptions &options);
// Reads what reportOptionsJson wrote; keys it does not know are ignored, a key of the wrong
// type keeps its default. Throws std::invalid_argument when the text is no JSON object.
ReportOptions parseReportOptions(std::string_view json);
// True for an empty date or a real day written YYYY-MM-DD.
bool isReportDate(std::string_view date);

} // namespace snp::model
