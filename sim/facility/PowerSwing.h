#pragma once

#include "model/Config.h"
#include "sim/Figure.h"
#include "sim/facility/Power.h"
#include "sim/facility/PowerChainLoad.h"

namespace snp::sim {

// The swing a synchronous training job puts on the grid. Every step, all accelerators compute
// together and then wait together on the network: the site's draw rises to a peak and falls to a
// trough once per step (Choukse et al., "Power Stabilization for AI Training Datacenters", arXiv
// 2508.14318, 2025: compute phases near TDP, communication phases near idle, tens of megawatts at
// 0.2-3 Hz on the largest jobs). Modelled as one compute phase of busy x step and one wait of the
// rest; energy stored in the power shelves carries part of the compute phase and recharges in the
// wait, and a power floor raises the trough.
struct PowerSwingResults {
  Figure peak_W;         // what the utility delivers while every accelerator computes
  Figure trough_W;       // while they wait
  Figure swing_W;        // peak - trough, once a step
  Figure swing_share;    // swing / peak
  Figure peak_over_mean; // peak / the mean the meter sees
  Figure frequency_Hz;   // steps a second
  Figure limit_use;      // swing / power_chain.swing_limit_W; 0 when no limit is agreed

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("peak_W", peak_W);
    v("trough_W", trough_W);
    v("swing_W", swing_W);
    v("swing_share", swing_share);
    v("peak_over_mean", peak_over_mean);
    v("frequency_Hz", frequency_Hz);
    v("limit_use", limit_use);
  }
};

// The swing of `config` whose accelerators compute `busy` of a step of `step_time_s`, drawing
// `power` on average through `chain`.
PowerSwingResults evaluatePowerSwing(const model::Config &config, double busy, double step_time_s,
                                     const PowerResults &power, const PowerChainResults &chain);

} // namespace snp::sim
