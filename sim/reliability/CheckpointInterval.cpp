#include "sim/reliability/CheckpointInterval.h"

#include "model/Message.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

Figure youngInterval(double write_s, double mtbf_s) {
  return Figure(std::sqrt(2 * write_s * mtbf_s), "s", SNP_MESSAGE("Figure", "Young: sqrt(2 delta M)"),
                {{"checkpoint_write", write_s, "s"}, {"mtbf", mtbf_s, "s"}},
                SNP_MESSAGE("Figure", "first order in delta / M; compute time between checkpoints"));
}

Figure dalyInterval(double write_s, double mtbf_s) {
  if (write_s >= 2 * mtbf_s)
    return Figure(
        mtbf_s, "s", SNP_MESSAGE("Figure", "Daly: M when delta >= 2M"),
        {{"checkpoint_write", write_s, "s"}, {"mtbf", mtbf_s, "s"}},
        SNP_MESSAGE("Figure", "writes as long as the time between failures: checkpoint once per MTBF"));
  const double x = write_s / (2 * mtbf_s);
  const double interval = std::sqrt(2 * write_s * mtbf_s) * (1 + std::sqrt(x) / 3 + x / 9) - write_s;
  return Figure(interval, "s",
                SNP_MESSAGE("Figure", "Daly: sqrt(2 delta M)(1 + sqrt(delta/2M)/3 + (delta/2M)/9) - delta"),
                {{"checkpoint_write", write_s, "s"}, {"mtbf", mtbf_s, "s"}},
                SNP_MESSAGE("Figure", "higher-order correction of Young; compute time between checkpoints"));
}

namespace {

// Root in (0, 1) of g(u) = 1 − u − e^{−u−d}, d = δ/M. g is concave with g(0) > 0 > g(1), so
// Newton's method started right of the root (where g < 0) descends onto it monotonically. expm1
// keeps g and g' exact when u and d are tiny (a snapshot of seconds against hours between
// failures), where 1 − e^{−x} would cancel and the iteration never settle.
double optimalComputeShare(double d) {
  auto g = [d](double u) { return -std::expm1(-u - d) - u; };
  double u = std::min(1.0, 2 * std::sqrt(2 * d)); // twice Young's estimate lies past the root
  if (g(u) >= 0) u = 1;
  for (int i = 0; i < 60; ++i) {
    const double step = g(u) / std::expm1(-u - d);
    u -= step;
    if (std::abs(step) <= 1e-13 * u) break;
  }
  return u;
}

} // namespace

Figure goodputOptimalPeriod(double write_s, double mtbf_s) {
  const double compute = mtbf_s * optimalComputeShare(write_s / mtbf_s);
  return Figure(compute + write_s, "s",
                SNP_MESSAGE("Figure", "delta + tau, 1 - tau/M = e^(-(tau + delta)/M)"),
                {{"checkpoint_write", write_s, "s"}, {"mtbf", mtbf_s, "s"}, {"compute", compute, "s"}},
                SNP_MESSAGE("Figure", "maximises this run's goodput, tau = M(1 + W(-e^(-1 - delta/M))); "
                                      "period between checkpoint starts, the write included"));
}

} // namespace snp::sim
