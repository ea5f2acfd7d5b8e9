#include "sim/training/ComputeResults.h"

#include "model/Message.h"

#include <cstddef>

namespace snp::sim {

ComputeResults evaluateCompute(const model::Config &config) {
  const double peak = config.accelerator.peak_flops[static_cast<std::size_t>(config.workload.precision)];
  const double per_cabinet = config.acceleratorsPerCabinet();
  const double total = config.accelerators();
  ComputeResults r;
  r.peak_flops_total = Figure(peak * total, "FLOP/s", SNP_MESSAGE("Figure", "accelerators × peak(precision)"),
                              {{"accelerators", total, ""}, {"peak_flops", peak, "FLOP/s"}},
                              SNP_MESSAGE("Figure", "dense peak at the workload precision"));
  r.peak_flops_per_cabinet = Figure(
      peak * per_cabinet, "FLOP/s", SNP_MESSAGE("Figure", "accelerators per cabinet × peak(precision)"),
      {{"accelerators_per_cabinet", per_cabinet, ""}, {"peak_flops", peak, "FLOP/s"}},
      SNP_MESSAGE("Figure", "dense peak at the workload precision"));
  return r;
}

} // namespace snp::sim
