#include "sim/reliability/CheckpointSweep.h"

#include "sim/reliability/ReliabilityModel.h"
#include "sim/training/TimeToTrain.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

namespace {

constexpr double kSpan = 30;         // default sweep: optimum / 30 ... optimum x 30
constexpr double kAboveWrite = 1.05; // shortest default period, in writes
constexpr int kRefinements = 60;     // golden-section steps: the bracket shrinks by 0.618^60

// Goodput of the configuration at any checkpoint period. The useful compute time is worked out
// once: with a token budget it takes a training step, which no period changes.
class GoodputProbe {
public:
  explicit GoodputProbe(const model::Config &config) : variant_(config), useful_s_(usefulComputeS(config)) {
    variant_.reliability.checkpoint_optimal = false;
  }

  double at(double period_s) {
    variant_.reliability.checkpoint_interval_s = period_s;
    const double goodput = evaluateReliability(variant_, useful_s_).goodput.value;
    return std::isfinite(goodput) ? goodput : 0.0;
  }

  CheckpointMark mark(double compute_s, double write_s) {
    return {compute_s, compute_s + write_s, at(compute_s + write_s)};
  }

private:
  model::Config variant_;
  double useful_s_;
};

// Golden-section search for the highest goodput in [low, high] (in log period), started from
// `start`; returns the better of the start and what the search finds.
CheckpointPoint refine(GoodputProbe &goodput, double low, double high, CheckpointPoint start) {
  const double ratio = (std::sqrt(5.0) - 1) / 2;
  double a = std::log(low), b = std::log(high);
  double c = b - ratio * (b - a), d = a + ratio * (b - a);
  double fc = goodput.at(std::exp(c)), fd = goodput.at(std::exp(d));
  for (int i = 0; i < kRefinements; ++i) {
    if (fc >= fd) {
      b = d, d = c, fd = fc;
      c = b - ratio * (b - a);
      fc = goodput.at(std::exp(c));
    } else {
      a = c, c = d, fc = fd;
      d = a + ratio * (b - a);
      fd = goodput.at(std::exp(d));
    }
  }
  const CheckpointPoint found =
      fc >= fd ? CheckpointPoint{std::exp(c), fc} : CheckpointPoint{std::exp(d), fd};
  return found.goodput > start.goodput ? found : start;
}

} // namespace

std::vector<double> defaultCheckpointPeriods(const model::Config &config, int points) {
  const ReliabilityResults r = evaluateReliability(config);
  const double write = r.checkpoint_write_s.value;
  const double optimum = r.optimal_period_s.value;
  const double low = std::max(kAboveWrite * write, optimum / kSpan);
  const double high = std::max(optimum * kSpan, 2 * low);
  const int n = std::max(2, points);
  std::vector<double> periods;
  for (int i = 0; i < n; ++i)
    periods.push_back(low * std::pow(high / low, double(i) / (n - 1)));
  return periods;
}

CheckpointSweep sweepCheckpointPeriod(const model::Config &config, std::span<const double> periods_s) {
  const ReliabilityResults as_configured = evaluateReliability(config);
  CheckpointSweep sweep;
  const double write = as_configured.checkpoint_write_s.value;
  sweep.checkpoint_write_s = write;
  sweep.system_mtbf_s = as_configured.system_mtbf_s.value;

  GoodputProbe goodput(config);
  for (const double period : periods_s)
    if (period > write) sweep.points.push_back({period, goodput.at(period)});
  std::ranges::sort(sweep.points, {}, &CheckpointPoint::period_s);

  sweep.young = goodput.mark(as_configured.young_interval_s.value, write);
  sweep.daly = goodput.mark(as_configured.daly_interval_s.value, write);
  sweep.optimal = goodput.mark(as_configured.optimal_period_s.value - write, write);
  const double in_use = as_configured.checkpoint_interval_s.value;
  sweep.in_use = {in_use - write, in_use, as_configured.goodput.value};

  // The best of the swept points and the marks, refined between the swept neighbours of the best.
  CheckpointPoint best{sweep.optimal.period_s, sweep.optimal.goodput};
  for (const CheckpointMark &m : {sweep.young, sweep.daly, sweep.in_use})
    if (m.goodput > best.goodput) best = {m.period_s, m.goodput};
  for (const CheckpointPoint &p : sweep.points)
    if (p.goodput > best.goodput) best = p;
  auto above = std::ranges::upper_bound(sweep.points, best.period_s, {}, &CheckpointPoint::period_s);
  const double high = above != sweep.points.end() ? above->period_s : best.period_s * 2;
  auto below = std::ranges::lower_bound(sweep.points, best.period_s, {}, &CheckpointPoint::period_s);
  const double low = below != sweep.points.begin() ? std::prev(below)->period_s : (write + best.period_s) / 2;
  best = refine(goodput, std::max(low, write * (1 + 1e-9)), high, best);
  sweep.best = {best.period_s - write, best.period_s, best.goodput};
  return sweep;
}

} // namespace snp::sim
