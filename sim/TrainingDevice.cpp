#include "sim/TrainingDevice.h"

#include "sim/ComputeEfficiency.h"

#include <cstddef>

namespace snp::sim {

namespace {

double memoryTime(const DeviceRates &rates, double bytes) {
  if (bytes <= 0) return 0;
  return bytes / (rates.memory_Bps * memoryEfficiency(bytes));
}

} // namespace

DeviceRates deviceRates(const model::Accelerator &accelerator, model::Precision precision) {
  const double matrix = accelerator.peak_flops[static_cast<std::size_t>(precision)];
  return {matrix, matrix * kVectorPerMatrixPeak, accelerator.hbm_bandwidth_Bps};
}

double matrixOpTime(const DeviceRates &rates, double flops, double bytes) {
  const double compute = flops > 0 ? flops / (rates.matrix_flops * matrixEfficiency(flops)) : 0;
  return compute + memoryTime(rates, bytes);
}

double vectorOpTime(const DeviceRates &rates, double flops, double bytes) {
  const double compute = flops > 0 ? flops / (rates.vector_flops * vectorEfficiency(flops)) : 0;
  return compute + memoryTime(rates, bytes);
}

} // namespace snp::sim
