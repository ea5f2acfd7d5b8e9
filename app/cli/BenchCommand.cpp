#include "Commands.h"

#include "model/Presets.h"
#include "sim/Evaluate.h"

#include <fmt/core.h>

#include <chrono>

namespace snp::cli {

namespace {

// Full evaluations per second of one configuration on one core, over about `seconds`.
double evaluationsPerSecond(const model::Config &config, double seconds) {
  using Clock = std::chrono::steady_clock;
  double sink = 0;
  long long count = 0;
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::duration<double>(seconds);
  while (Clock::now() < deadline) {
    for (int i = 0; i < 256; ++i)
      sink += sim::evaluate(config).training.step_time_s.value;
    count += 256;
  }
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  volatile double keep = sink; // the results must look used, or the loop could be dropped
  (void)keep;
  return count / elapsed;
}

} // namespace

int benchmark(const CommandLine &line) {
  const double seconds = static_cast<double>(line.integerOption("seconds", 2, 1, 600));
  fmt::print("{:28} {:>16} {:>12}\n", "configuration", "evaluations/s", "µs each");
  for (const auto &preset : model::presets()) {
    const double rate = evaluationsPerSecond(preset, seconds / 4);
    fmt::print("{:28} {:>16.0f} {:>12.2f}\n", preset.id, rate, 1e6 / rate);
  }
  return 0;
}

} // namespace snp::cli
