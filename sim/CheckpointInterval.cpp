#include "sim/CheckpointInterval.h"

#include "model/Message.h"

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

Figure availabilityOptimalPeriod(double write_s, double mtbf_s, double recovery_s) {
  const double period = write_s + std::sqrt(2 * (mtbf_s + recovery_s) * write_s + write_s * write_s);
  return Figure(
      period, "s", SNP_MESSAGE("Figure", "delta + sqrt(2(M + R) delta + delta^2)"),
      {{"checkpoint_write", write_s, "s"}, {"mtbf", mtbf_s, "s"}, {"recovery", recovery_s, "s"}},
      SNP_MESSAGE("Figure", "maximises availability; period between checkpoint starts, the write included"));
}

} // namespace snp::sim
