#include "sim/facility/PowerSwing.h"

#include "model/Message.h"
#include "sim/Ratio.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

namespace {

// One cabinet's draw as the utility side of its power shelves sees it: the storage delivers up to
// its energy over the compute phase and takes the same back over the wait, never so much that the
// draw would cross its mean.
struct SmoothedCabinet {
  double peak_W = 0;
  double trough_W = 0;
  double storage_J = 0;
};

SmoothedCabinet smoothed(const model::Config &config, const CabinetSwing &cabinet, double busy,
                         double step_time_s) {
  const model::PowerShelves &shelves = config.power_chain.shelves;
  const double storage = std::max(0, shelves.shelves) * shelves.storage_J;
  const double compute_s = busy * step_time_s, wait_s = (1 - busy) * step_time_s;
  const double shaved = compute_s > 0 ? std::min(cabinet.peak_W - cabinet.mean_W, storage / compute_s) : 0;
  const double raised = wait_s > 0 ? std::min(cabinet.mean_W - cabinet.trough_W, storage / wait_s) : 0;
  return {cabinet.peak_W - shaved, cabinet.trough_W + raised, storage};
}

} // namespace

PowerSwingResults evaluatePowerSwing(const model::Config &config, double busy, double step_time_s,
                                     const PowerResults &power, const PowerChainResults &chain) {
  const double step = std::isfinite(step_time_s) && step_time_s > 0 ? step_time_s : 0;
  const double u = std::clamp(busy, 0.0, 1.0);
  const CabinetSwing cabinet = cabinetSwing(config, power);
  const SmoothedCabinet grid = smoothed(config, cabinet, u, step);
  const double peak = utilityDrawW(config, chain, grid.peak_W);
  const double trough = utilityDrawW(config, chain, grid.trough_W);
  const double mean = chain.utility_W.value;
  const double swing = std::max(0.0, peak - trough);
  const double cabinets = std::max(1, config.layout.cabinets);

  PowerSwingResults r;
  r.peak_W = Figure(
      peak, "W",
      SNP_MESSAGE("Figure",
                  "utility draw with every cabinet at its compute-phase draw less what its storage delivers"),
      {{"cabinets", cabinets, ""},
       {"cabinet_computing", cabinet.peak_W, "W"},
       {"from_storage", cabinet.peak_W - grid.peak_W, "W"},
       {"storage_per_cabinet", grid.storage_J, "J"},
       {"compute_phase", u * step, "s"}},
      SNP_MESSAGE("Figure",
                  "one job over the whole machine: every accelerator computes at once, at its compute "
                  "draw; the storage can deliver its energy over the compute phase; the chain's "
                  "losses at that load included"));
  r.trough_W = Figure(
      trough, "W",
      SNP_MESSAGE("Figure",
                  "utility draw with every cabinet at its waiting draw plus what its storage takes back"),
      {{"cabinets", cabinets, ""},
       {"cabinet_waiting", cabinet.trough_W, "W"},
       {"to_storage", grid.trough_W - cabinet.trough_W, "W"},
       {"waiting_phase", (1 - u) * step, "s"},
       {"accelerator_waiting", std::max(config.accelerator.idle_W, config.accelerator.power_floor_W), "W"}},
      SNP_MESSAGE("Figure", "accelerators waiting on the network draw their idle power, or the power floor "
                            "where that is higher"));
  r.swing_W = Figure(
      swing, "W", SNP_MESSAGE("Figure", "peak - trough"), {{"peak", peak, "W"}, {"trough", trough, "W"}},
      SNP_MESSAGE("Figure", "once a step, as the accelerators start and stop computing together"));
  r.swing_share = Figure(ratioOf(swing, peak), "ratio", SNP_MESSAGE("Figure", "swing / peak"),
                         {{"swing", swing, "W"}, {"peak", peak, "W"}});
  r.peak_over_mean = Figure(ratioOf(peak, mean), "ratio", SNP_MESSAGE("Figure", "peak / mean utility draw"),
                            {{"peak", peak, "W"}, {"mean", mean, "W"}},
                            SNP_MESSAGE("Figure", "how far each step's peak rises above what the meter "
                                                  "averages; every level of the chain must carry the peak"));
  r.frequency_Hz =
      Figure(ratioOf(1, step), "Hz", SNP_MESSAGE("Figure", "1 / step time"), {{"step_time", step, "s"}},
             SNP_MESSAGE("Figure", "the swing's fundamental; utilities watch 0.1-20 Hz, where it can excite "
                                   "generator shafts and the grid (Choukse et al. 2025)"));
  r.limit_use = Figure(ratioOf(swing, config.power_chain.swing_limit_W), "ratio",
                       SNP_MESSAGE("Figure", "swing / the swing the utility accepts"),
                       {{"swing", swing, "W"}, {"limit", config.power_chain.swing_limit_W, "W"}},
                       SNP_MESSAGE("Figure", "no limit agreed gives 0"));
  return r;
}

} // namespace snp::sim
