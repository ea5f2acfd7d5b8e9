#pragma once

// Every field of a configuration, once: its path, what it holds, its unit, the range validation
// holds it to, its place and words in the editor, and when it matters. Validation, the editor's
// catalogue, FieldAccess and docs/config-schema.md all read this table, so that a field's facts
// have one home. Defaults are not here: a default-constructed Config holds them.

#include "model/Message.h"

#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace snp::model {

// What a field holds.
enum class FieldType {
  Integer,
  Real,
  Flag,
  Choice, // one of the names in Field::choices
  Text,
  IntegerList, // torus dimensions
  FlagList,    // torus wrap, one flag per dimension
  RecordList,  // a list of records (failure rates, climate); their fields are entries of their own
};

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
  PowerChain,
  Workload,
  Reliability,
  Finance,
};
inline constexpr int kFieldSectionCount = 12;

// The values a number may take, each end open or closed; an infinite end bounds nothing.
struct FieldRange {
  double low = -std::numeric_limits<double>::infinity();
  double high = std::numeric_limits<double>::infinity();
  bool lowIncluded = true;
  bool highIncluded = true;

  bool bounded() const {
    return low != -std::numeric_limits<double>::infinity() || high != std::numeric_limits<double>::infinity();
  }
  bool contains(double value) const {
    return (lowIncluded ? value >= low : value > low) && (highIncluded ? value <= high : value < high);
  }
};

struct Field {
  // The JSON path FieldAccess takes. A record list's fields are "list[i].key", [i] standing for
  // every element.
  std::string path;
  FieldType type;
  // The SI unit its name states ("W", "°C", "per kWh"), as problems print it; empty when the name
  // states none.
  std::string_view unit;
  // What validation holds it to on its own (for a list of integers, each element); bounds that
  // depend on other fields are validation's rules. Unbounded for what is not a number.
  FieldRange range;
  FieldSection section;
  Message label;                                  // English, for the editor
  Message description;                            // one line, likewise
  std::span<const std::string_view> choices = {}; // the JSON names of a Choice
  // Set when the field matters only while another has one value ("torus.dims" while the tier's
  // kind is "torus"): that field's path and the value as JSON text. Validation holds the field to
  // its range only then, unless rangeAlways: a value that is wrong even while unused.
  std::string usedWhenPath = {};
  std::string usedWhenValue = {};
  bool rangeAlways = false;
  // What docs/config-schema.md adds to the description: examples, sources, the rules a value
  // must also meet. English, like the document; nullptr when it adds nothing.
  const char *note = nullptr;

  bool element() const { return path.find("[i]") != std::string::npos; }
};

// Every field, in the editor's order (grouped by section); a record list's fields follow it.
const std::vector<Field> &fieldTable();
// The entry of `path`, or nullptr. An index into a record list ("site.climate[2].hours") finds
// the entry of its elements' field ("site.climate[i].hours").
const Field *findField(std::string_view path);

} // namespace snp::model
