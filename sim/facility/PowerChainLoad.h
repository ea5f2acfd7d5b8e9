#pragma once

#include "model/Config.h"
#include "sim/Figure.h"
#include "sim/facility/UnitGroups.h"

#include <array>
#include <cstddef>

namespace snp::sim {

// The levels of the power chain, from the cabinets up to the utility: the order power losses
// accumulate in.
enum class PowerStage { Shelves, Distribution, Ups, Switchboard, Transformer, Utility };
inline constexpr std::size_t kPowerStageCount = 6;

// One level under the cluster's load: its units in groups, sized by the largest group's load at
// full power (every accelerator at its compute draw), and the whole level's losses at the
// operating load.
struct PowerLevelLoad : UnitGroups {
  bool described = false;
  double loss_W = 0;
  double availability = 1; // of one group: the share of time it carries its cabinets
};

struct PowerChainResults {
  std::array<PowerLevelLoad, kPowerStageCount> levels{};
  bool described = false;
  PowerStage binding = PowerStage::Utility; // the level with the highest use, when described

  const PowerLevelLoad &level(PowerStage stage) const { return levels[static_cast<std::size_t>(stage)]; }

  Figure loss_W;      // distribution losses at the operating load (the flat share when not described)
  Figure utility_W;   // what the utility delivers at the operating load: IT + losses
  Figure efficiency;  // IT / utility
  Figure design_W;    // what the utility delivers at full power
  Figure binding_use; // the highest use of any level (0 when not described)
  Figure shelves_use; // per level: design / capacity, 0 when the level is not described
  Figure distribution_use;
  Figure ups_use;
  Figure switchboard_use;
  Figure transformer_use;
  Figure utility_use;
  Figure rack_availability; // the product of the availabilities of the groups one cabinet hangs on

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("loss_W", loss_W);
    v("utility_W", utility_W);
    v("efficiency", efficiency);
    v("design_W", design_W);
    v("binding_use", binding_use);
    v("shelves_use", shelves_use);
    v("distribution_use", distribution_use);
    v("ups_use", ups_use);
    v("switchboard_use", switchboard_use);
    v("transformer_use", transformer_use);
    v("utility_use", utility_use);
    v("rack_availability", rack_availability);
  }
};

// Losses of one group that installs `installed` units of `unit_W` sharing `load_W` equally, as
// parallel and 2N systems do: installed x unit x (no_load + proportional x + square_law x^2),
// x = load / (installed x unit).
double groupLossW(const model::LossCurve &losses, double unit_W, int installed, double load_W);

// The chain of `config` for cabinets that each draw `cabinet_design_W` at full power and
// `cabinet_operating_W` at the operating load (the IT power is the cabinets' together). Without a
// described chain, the losses are cooling.distribution_loss x IT.
PowerChainResults evaluatePowerChain(const model::Config &config, double cabinet_design_W,
                                     double cabinet_operating_W);

// What the utility delivers when every cabinet draws `cabinet_W` through the chain `chain` sized
// (the levels' losses at that load; cooling.distribution_loss x IT when no level is described).
double utilityDrawW(const model::Config &config, const PowerChainResults &chain, double cabinet_W);

} // namespace snp::sim
