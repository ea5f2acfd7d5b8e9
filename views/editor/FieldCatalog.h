#pragma once

#include "model/FieldTable.h"
#include "views/Units.h"

#include <QString>

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace snp::views {

// The groups the editor shows, in the order it shows them: the field table's sections.
using FieldSection = model::FieldSection;
using model::kFieldSectionCount;

// How a field's value is read and edited: its type in the field table, text of several lines told
// apart.
enum class FieldType {
  Integer,
  Real,
  Flag,
  Choice,
  Text,
  LongText,    // several lines (notes)
  IntegerList, // torus dimensions, shown "8 × 8 × 10"
  FlagList,    // torus wrap, one flag per dimension
  RecordList,  // a list of records (failure rates, climate): read-only for now
};

// One editable value of model::Config, addressed by the JSON path model::withField takes: its entry
// in the field table (model/FieldTable.h) and how the editor shows it.
struct FieldSpec {
  std::string path;
  FieldSection section;
  const char *label; // English; translated in context "FieldCatalog"
  FieldType type;
  Quantity quantity;
  double minimum; // editor bounds in the stored unit: the table's range, an open end as closed (the
  double maximum; // spin box stops there and withField refuses the rest); infinite = none
  std::span<const std::string_view> choices; // JSON names of a Choice
  const char *documentation;                 // one line, translatable
  const char *displayUnit = nullptr;         // the unit it is shown in; nullptr = the quantity's default
  // A number whose minimum means something else ("chosen automatically", "unknown", "not
  // described") shows this there instead (translated in context "FieldCatalog"); nullptr = the
  // minimum is a plain number.
  const char *automaticText = nullptr;
  // Set when the field matters only for one value of another ("torus.dims" when kind is "torus"):
  // that field's path and the value as JSON text.
  std::string usedWhenPath = {};
  std::string usedWhenValue = {};

  QString pathText() const;
  QString labelText() const;          // translated
  QString documentationText() const;  // translated
  QString automaticValueText() const; // translated; empty without automaticText
  const Unit &unit() const;           // the unit it is shown in unless the user picks another
  bool editable() const { return type != FieldType::RecordList; }
};

// Every field, in display order (grouped by section).
const std::vector<FieldSpec> &fieldCatalog();
const FieldSpec *findField(std::string_view path);
// The name the editor shows for a field (translated); its path where the catalogue has none.
QString fieldLabel(std::string_view path);

QString fieldSectionLabel(FieldSection section); // translated

} // namespace snp::views
