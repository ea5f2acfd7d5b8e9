#pragma once

#include "model/Config.h"
#include "sim/Figure.h"

namespace snp::sim {

// Dense peak compute of the machine at the workload's precision.
struct ComputeResults {
  Figure peak_flops_total;
  Figure peak_flops_per_cabinet;

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("peak_flops_total", peak_flops_total);
    v("peak_flops_per_cabinet", peak_flops_per_cabinet);
  }
};

ComputeResults evaluateCompute(const model::Config &config);

} // namespace snp::sim
