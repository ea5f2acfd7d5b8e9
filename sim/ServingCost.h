#pragma once

#include "model/Config.h"
#include "sim/Figure.h"
#include "sim/cost/Ownership.h"
#include "sim/serving/ServingModel.h"
#include "sim/serving/ServingResults.h"

namespace snp::sim {

// What a served model's output costs: the serving slice's share of the design's equivalent annual
// cost (sim/cost/Ownership.h, per accelerator-hour) over the output tokens it produces - at the
// offered rate, and at the slice's capacity, the least a token can cost on it.
struct ServingCostResults {
  Figure cost_per_million_output_tokens;
  Figure cost_per_million_output_tokens_at_capacity;

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("cost_per_million_output_tokens", cost_per_million_output_tokens);
    v("cost_per_million_output_tokens_at_capacity", cost_per_million_output_tokens_at_capacity);
  }
};

// `cost` is the evaluation's of `config`; `serving` evaluateServing's of `setup` on it.
ServingCostResults servingCost(const model::Config &config, const CostResults &cost,
                               const ServingSetup &setup, const ServingResults &serving);

} // namespace snp::sim
