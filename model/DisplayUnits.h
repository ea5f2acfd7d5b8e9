#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace snp::model {

// A unit people read a quantity in, and how it maps onto the SI unit the model and the
// simulator use: value_SI = value × factor. "ratio" is a dimensionless share, shown as "%".
struct DisplayUnit {
  std::string_view symbol; // as written in files and shown: "kW", "TB/s", "PFLOP/s", "%"
  std::string_view si;     // the SI unit it converts to: "W", "B/s", "FLOP/s", "ratio"
  double factor = 1;
};

// The unit of that symbol, or nullopt when it is not one this version knows.
std::optional<DisplayUnit> findDisplayUnit(std::string_view symbol);

// Every unit of the SI unit `si`, in the order people meet them (small to large).
std::vector<DisplayUnit> displayUnitsOf(std::string_view si);

// True when `symbol` is a unit of the SI unit `si` (e.g. "Gb/s" of "B/s").
bool isUnitOf(std::string_view symbol, std::string_view si);

} // namespace snp::model
