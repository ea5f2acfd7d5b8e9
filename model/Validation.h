#pragma once

#include "model/Config.h"
#include "model/Problem.h"

namespace snp::model {

// Every problem of the configuration, each naming the field path, the value and the allowed
// range. An empty list means the simulator may evaluate it.
Problems validate(const Config &config);

// What is wrong with a model's shape on its own (a served model's file): the ranges and relations
// validate() holds workload.transformer to, with paths from "transformer." on; a sequence of 0
// (left out) is allowed, since serving takes the requests' lengths.
Problems transformerProblems(const TransformerShape &shape);

} // namespace snp::model
