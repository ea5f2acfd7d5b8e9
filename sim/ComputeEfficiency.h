#pragma once

namespace snp::sim {

// Achieved fraction of peak as a function of an operation's size: small kernels cannot fill
// the machine. Step tables of Calculon's A100 system file (systems/a100_80g.json), used for
// every accelerator for want of per-chip measurements.

// Matrix (tensor core) engine, keyed by the operation's GFLOP.
constexpr double matrixEfficiency(double flops) {
  const double gflop = flops / 1e9;
  if (gflop >= 128) return 0.95;
  if (gflop >= 16) return 0.9;
  if (gflop >= 1) return 0.6;
  return 0.1;
}

// Vector (SIMT) engine, keyed by the operation's GFLOP.
constexpr double vectorEfficiency(double flops) {
  const double gflop = flops / 1e9;
  if (gflop >= 16) return 0.95;
  if (gflop >= 1) return 0.5;
  return 0.1;
}

// HBM streaming, keyed by the bytes the operation moves, in MB.
constexpr double memoryEfficiency(double bytes) {
  const double megabytes = bytes / 1e6;
  if (megabytes >= 100) return 0.9;
  if (megabytes >= 10) return 0.75;
  if (megabytes >= 1) return 0.6;
  return 0.3;
}

} // namespace snp::sim
