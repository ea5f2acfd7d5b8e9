#pragma once

// One field of a Config addressed by its JSON path ("workload.parallelism.tp",
// "network.scale_up.torus.dims", "accelerator.peak_flops.bf16", "site.climate[1].hours"), read and
// written in place. A sweep sets millions of values: setField's round trip through the whole
// JSON document takes tens of microseconds, this a fraction of one.

#include "model/Config.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace snp::model {

// What a field holds, as far as a sweep can vary it: its type in the field table
// (model/FieldTable.h) where the table lists it.
enum class FieldKind { Real, Integer, Flag, Choice, IntegerList, Other };

class FieldAccess {
public:
  // The field at `path`, or nullopt when the configuration has no such field. An index into a
  // list is resolved against `sample` and checked again on every read and write: lengths change.
  static std::optional<FieldAccess> resolve(std::string_view path, const Config &sample);

  const std::string &path() const { return path_; }
  FieldKind kind() const { return kind_; }

  // Sets the field to `value` (its JSON form: a number, a name, true/false, a list of
  // integers). An empty string when done; else why not ("is a choice: give one of …").
  std::string set(Config &config, const nlohmann::json &value) const;
  // The field as a number (a flag is 0 or 1, a choice its position); nullopt for a list, text or
  // an index beyond its list.
  std::optional<double> number(const Config &config) const;

  struct Step {
    std::string key;
    int index = -1; // [i] after the key, or -1
  };

private:
  FieldAccess(std::string path, std::vector<Step> steps, FieldKind kind)
      : path_(std::move(path)), steps_(std::move(steps)), kind_(kind) {}

  std::string path_;
  std::vector<Step> steps_;
  FieldKind kind_ = FieldKind::Other;
};

} // namespace snp::model
