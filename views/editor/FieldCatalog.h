#pragma once

#include "views/Units.h"

#include <QString>

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace snp::views {

// The groups the editor shows, in the order it shows them.
enum class FieldSection {
  General,
  SiteAndRoom,
  Cabinet,
  Node,
  Accelerator,
  ScaleUp,
  ScaleOut,
  Cooling,
  Workload,
  Reliability,
};
inline constexpr int kFieldSectionCount = 10;

// How a field's value is read and edited.
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

// One editable value of model::Config, addressed by the JSON path model::withField takes.
struct FieldSpec {
  std::string path;
  FieldSection section;
  const char *label; // English; translated in context "FieldCatalog"
  FieldType type;
  Quantity quantity;
  double minimum; // editor bounds in the stored unit, from the validation rules
  double maximum;
  std::span<const std::string_view> choices; // JSON names of a Choice
  const char *documentation;                 // one line from docs/config-schema.md, translatable
  const char *displayUnit = nullptr;         // the unit it is shown in; nullptr = the quantity's default
  // An Integer whose minimum means "chosen automatically" shows this instead (translated in
  // context "FieldCatalog"); nullptr = the minimum is a plain number.
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

QString fieldSectionLabel(FieldSection section); // translated

} // namespace snp::views
