#pragma once

#include "model/Config.h"
#include "sim/Figure.h"
#include "sim/facility/CoolantDistributionLoad.h"
#include "sim/facility/CoolingModel.h"
#include "sim/facility/PowerChainLoad.h"
#include "sim/network/NetworkResults.h"

namespace snp::sim {

// Electrical power of the IT equipment at a given accelerator utilisation (busy fraction,
// from the training model): accelerators idle + utilisation x (TDP - idle); CPUs, DPUs, switch
// chips, NICs and the rest at their rated power; server fans for the air-cooled share; optics
// per optical link; all of it drawn through the node's power conversion.
struct PowerResults {
  Figure accelerator_W;       // one accelerator
  Figure node_W;              // one node at the wall
  Figure cabinet_W;           // its nodes plus its share of the optics
  Figure it_W;                // the cluster
  Figure accelerators_W;      // all accelerators of the cluster
  Figure optics_W;            // all optical transceivers
  Figure fans_W;              // all server fans
  Figure conversion_loss_W;   // PSU and DC-DC losses of the cluster
  Figure facility_W;          // IT + cooling + distribution, annual mean
  Figure cabinet_power_use;   // cabinet_W / cabinet.power_limit_W (0 when no limit is set)
  Figure cabinet_cooling_use; // cabinet_W / cabinet.cooling_limit_W (0 when no limit is set)
  bool cabinet_over_limit = false;

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("accelerator_W", accelerator_W);
    v("node_W", node_W);
    v("cabinet_W", cabinet_W);
    v("it_W", it_W);
    v("accelerators_W", accelerators_W);
    v("optics_W", optics_W);
    v("fans_W", fans_W);
    v("conversion_loss_W", conversion_loss_W);
    v("facility_W", facility_W);
    v("cabinet_power_use", cabinet_power_use);
    v("cabinet_cooling_use", cabinet_cooling_use);
  }
};

PowerResults evaluatePower(const model::Config &config, double utilisation);

// One cabinet's draw over a synchronous training step: while its accelerators wait on the network
// (idle, or the power floor), on average at the utilisation `power` was evaluated at, and while they
// compute. The draw is linear in the utilisation, so mean = trough + utilisation x (peak - trough).
struct CabinetSwing {
  double trough_W = 0;
  double mean_W = 0;
  double peak_W = 0;
};
CabinetSwing cabinetSwing(const model::Config &config, const PowerResults &power);

// The power, the chain that delivers it and the cooling plant sized for it, each computed once
// (what evaluate() uses); power.facility_W is the plant's.
struct PowerAndCooling {
  PowerResults power;
  PowerChainResults chain;
  CduResults cdus;
  CoolingResults cooling;
};
PowerAndCooling evaluatePowerAndCooling(const model::Config &config, double utilisation);

// Optical links of each tier (transceivers at both ends; a link through an OCS is still one
// link's optics): the scale-up tier once per domain, the scale-out tier once.
struct OpticalLinks {
  double scale_up = 0;
  double scale_out = 0;
  double total() const { return scale_up + scale_out; }
};
// From the tiers' counts derived afresh from the configuration.
OpticalLinks opticalLinksOf(const model::Config &config);
// From the counts the network's evaluation derived once (NetworkResults::scale_up, scale_out).
OpticalLinks opticalLinksOf(const model::Config &config, const NetworkResults &network);

// The same into parts that already exist, such as those of evaluate()'s Results: building a
// PowerAndCooling there and copying it over would move another 18 KB per evaluation. The optics
// draw for `links`, which evaluate() takes from its network results rather than count them again.
void evaluatePowerAndCooling(const model::Config &config, double utilisation, const OpticalLinks &links,
                             PowerResults &power, PowerChainResults &chain, CduResults &cdus,
                             CoolingResults &cooling);

// The cooling model's figures at a utilisation (busy fraction of the accelerators): the plant for
// the cluster's IT load, its energy, and what one cabinet's heat asks of the cooling.
CoolingResults evaluateCooling(const model::Config &config, double utilisation);
EnergyResults evaluateEnergy(const model::Config &config, double utilisation);
CabinetHeatRejection cabinetHeatRejection(const model::Config &config, double utilisation);

// Optical links of the whole cluster: the scale-up tier in every domain plus the scale-out tier
// between domains, each tier's cables as sim/network/Topology.h counts them times its optical_fraction.
double opticalLinks(const model::Config &config);

struct EfficiencyResults {
  Figure flops_per_W;           // peak of all accelerators / IT power at the utilisation
  Figure delivered_flops_per_W; // utilisation x peak / IT power
  Figure facility_flops_per_W;  // delivered / facility power
  Figure chip_flops_per_W;      // one accelerator's peak / its TDP, to compare with claims

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("flops_per_W", flops_per_W);
    v("delivered_flops_per_W", delivered_flops_per_W);
    v("facility_flops_per_W", facility_flops_per_W);
    v("chip_flops_per_W", chip_flops_per_W);
  }
};

// At the workload's precision.
EfficiencyResults evaluateEfficiency(const model::Config &config, double utilisation);
// The same from power already evaluated at `utilisation`.
EfficiencyResults efficiencyFor(const model::Config &config, double utilisation, const PowerResults &power);

enum class ClaimVerdict { Plausible, Stretch, Implausible };

// A claimed FLOP/s per watt set against the best shipping accelerators at that precision
// (GB200-class: 2.5 PFLOPS dense BF16 at ~1.2 kW, twice that in FP8). `ratio` is claimed / best,
// its assumption the explanation shown to the user.
struct EfficiencyClaimCheck {
  ClaimVerdict verdict = ClaimVerdict::Plausible;
  Figure ratio;
};

EfficiencyClaimCheck checkEfficiencyClaim(double claimed_flops_per_W, model::Precision precision);

} // namespace snp::sim
