#pragma once

#include "model/Config.h"
#include "model/Problem.h"
#include "model/Workload.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace snp::model {

// A transformer to serve, as a data file (resources/models/ID.json): its shape and where the shape
// comes from. Read through the configuration's codec, so its keys are workload.transformer's.
struct ServedModel {
  std::string id; // the file's name without .json
  std::string name;
  std::string notes; // the source of the shape
  TransformerShape transformer;
  bool operator==(const ServedModel &) const = default;
};

struct DecodedServedModel {
  std::optional<ServedModel> model; // set when the document reads without errors
  Problems errors;
  Problems warnings; // unknown keys (ignored)
};

DecodedServedModel parseServedModel(std::string_view text);

// The bundled models, in the order of their identifiers; each one reads cleanly.
const std::vector<ServedModel> &servedModels();
std::optional<ServedModel> findServedModel(std::string_view id);

// The scenario's own transformer as a model to serve; nullopt when its workload is not a
// transformer. The command line's `--model scenario` and the window's Serving tab start from it.
std::optional<ServedModel> scenarioServedModel(const Config &config);

} // namespace snp::model
