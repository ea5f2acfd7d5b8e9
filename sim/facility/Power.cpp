#include "sim/facility/Power.h"

#include "model/Message.h"
#include "sim/Ratio.h"

#include "sim/facility/CoolingModel.h"
#include "sim/network/DomainLayout.h"
#include "sim/network/Topology.h"
#include "sim/training/JunctionTemperature.h"
#include "sim/training/PowerCap.h"

#include <algorithm>

namespace snp::sim {

namespace {

// With one domain the scale-up tier is the whole network: no scale-out tier is built, so none of
// its links draws (the network's inventory and the bill count none either).
OpticalLinks opticalLinksFrom(const model::Config &config, const DomainLayout &layout,
                              const TopologyCounts &up, const TopologyCounts &out) {
  return {layout.domains * up.opticalLinks(config.network.scale_up),
          layout.domains > 1 ? out.opticalLinks(config.network.scale_out) : 0};
}

// 0 when no limit is set (limit 0): a figure is always a number.

// What one node draws at the wall at a utilisation, with the parts its figures name.
struct NodeDraw {
  double busy = 0;
  double efficiency = 1; // of its power conversion
  double computing = 0;  // one accelerator's compute draw
  double waiting = 0;    // its draw while it waits: idle, or the power floor
  double accelerator = 0;
  double per_accelerator = 0; // with its NICs
  double host = 0;
  double air_heat = 0;
  double fans = 0;
  double wall = 0;
};

NodeDraw nodeDraw(const model::Config &config, double utilisation) {
  const model::Accelerator &acc = config.accelerator;
  const model::Node &node = config.node;
  NodeDraw d;
  d.busy = std::clamp(utilisation, 0.0, 1.0);
  d.efficiency = node.conversion_efficiency > 0 ? node.conversion_efficiency : 1.0;
  d.computing = computeDrawW(acc, operatingCapW(config));
  d.waiting = std::max(acc.idle_W, std::min(acc.power_floor_W, d.computing));
  d.accelerator = d.waiting + d.busy * (d.computing - d.waiting);
  d.per_accelerator = d.accelerator + acc.nics * acc.nic_W;
  d.host =
      node.cpus * node.cpu_W + node.dpus * node.dpu_W + node.switch_chips * node.switch_chip_W + node.other_W;
  const double node_dc = node.accelerators * d.per_accelerator + d.host;
  // Server fans move the air share of the heat through the node.
  d.air_heat = (1 - liquidHeatFraction(config.cooling)) * node_dc;
  d.fans = airFlow_m3_per_s(d.air_heat, config.cooling.air_delta_T_K) * config.cooling.fan_W_per_m3s;
  d.wall = (node_dc + d.fans) / d.efficiency;
  return d;
}

// One cabinet: its nodes plus its share of the optics.
double cabinetW(const model::Config &config, double node_wall, double optics) {
  return config.cabinet.nodes * node_wall + optics / std::max(1, config.layout.cabinets);
}

// Everything but facility_W, which needs the cooling plant sized for it_W.
PowerResults itPower(const model::Config &config, double utilisation, const OpticalLinks &links) {
  const model::Accelerator &acc = config.accelerator;
  const model::Node &node = config.node;
  const NodeDraw d = nodeDraw(config, utilisation);

  const double optics = (links.scale_up * config.network.scale_up.optics_W_per_link +
                         links.scale_out * config.network.scale_out.optics_W_per_link) /
                        d.efficiency;
  const int nodes = config.nodes();
  const int cabinets = std::max(1, config.layout.cabinets);
  const double cabinet = cabinetW(config, d.wall, optics);
  const double it = nodes * d.wall + optics;

  PowerResults r;
  r.accelerator_W =
      Figure(d.accelerator, "W", SNP_MESSAGE("Figure", "waiting + utilisation x (compute draw - waiting)"),
             {{"waiting", d.waiting, "W"},
              {"idle", acc.idle_W, "W"},
              {"power_floor", acc.power_floor_W, "W"},
              {"utilisation", d.busy, ""},
              {"compute_draw", d.computing, "W"},
              {"tdp", acc.tdp_W, "W"},
              {"power_cap", acc.power_cap_W, "W"}},
             SNP_MESSAGE("Figure", "power rises linearly with the busy fraction; the compute draw is TDP, or "
                                   "the power cap where it is lower; a waiting chip draws its idle power, or "
                                   "the power floor where that is higher"));
  r.node_W = Figure(
      d.wall, "W",
      SNP_MESSAGE("Figure", "(accelerators x (accelerator + NICs) + host + fans) / conversion efficiency"),
      {{"accelerators", double(node.accelerators), ""},
       {"accelerator_and_nics", d.per_accelerator, "W"},
       {"host", d.host, "W"},
       {"fans", d.fans, "W"},
       {"conversion_efficiency", d.efficiency, ""}},
      SNP_MESSAGE("Figure", "host parts (CPU, DPU, switch chips, board) draw their rated power"));
  r.cabinet_W = Figure(cabinet, "W", SNP_MESSAGE("Figure", "nodes x node + optics / cabinets"),
                       {{"nodes", double(config.cabinet.nodes), ""},
                        {"node", d.wall, "W"},
                        {"optics", optics, "W"},
                        {"cabinets", double(cabinets), ""}},
                       SNP_MESSAGE("Figure", "optics spread evenly over the cabinets"));
  r.it_W = Figure(it, "W", SNP_MESSAGE("Figure", "nodes x node + optics"),
                  {{"nodes", double(nodes), ""}, {"node", d.wall, "W"}, {"optics", optics, "W"}},
                  SNP_MESSAGE("Figure", "scale-out switches other than their optics are not counted"));
  r.accelerators_W =
      Figure(config.accelerators() * d.accelerator, "W", SNP_MESSAGE("Figure", "accelerators x accelerator"),
             {{"accelerators", double(config.accelerators()), ""}, {"accelerator", d.accelerator, "W"}});
  r.optics_W = Figure(
      optics, "W", SNP_MESSAGE("Figure", "optical links x optics per link / conversion efficiency"),
      {{"scale_up_links", links.scale_up, ""},
       {"scale_out_links", links.scale_out, ""},
       {"scale_up_W_per_link", config.network.scale_up.optics_W_per_link, "W"},
       {"scale_out_W_per_link", config.network.scale_out.optics_W_per_link, "W"},
       {"conversion_efficiency", d.efficiency, ""}},
      SNP_MESSAGE("Figure", "links per tier as the topology counts them, times the tier's optical fraction"));
  r.fans_W = Figure(nodes * d.fans / d.efficiency, "W",
                    SNP_MESSAGE("Figure", "nodes x air heat / (rho c_p dT_air) x fan W per m3/s"),
                    {{"nodes", double(nodes), ""},
                     {"air_heat_per_node", d.air_heat, "W"},
                     {"air_delta_T", config.cooling.air_delta_T_K, "K"},
                     {"fan_W_per_m3s", config.cooling.fan_W_per_m3s, "W/(m^3/s)"}},
                    SNP_MESSAGE("Figure", "server fans move only the heat liquid does not take"));
  r.conversion_loss_W =
      Figure(it * (1 - d.efficiency), "W", SNP_MESSAGE("Figure", "IT x (1 - conversion efficiency)"),
             {{"it", it, "W"}, {"conversion_efficiency", d.efficiency, ""}});

  const double power_use = ratioOf(cabinet, config.cabinet.power_limit_W);
  const double cooling_use = ratioOf(cabinet, config.cabinet.cooling_limit_W);
  r.cabinet_power_use =
      Figure(power_use, "ratio", SNP_MESSAGE("Figure", "cabinet / power limit"),
             {{"cabinet", cabinet, "W"}, {"power_limit", config.cabinet.power_limit_W, "W"}},
             SNP_MESSAGE("Figure", "no limit set gives 0"));
  r.cabinet_cooling_use =
      Figure(cooling_use, "ratio", SNP_MESSAGE("Figure", "cabinet / cooling limit"),
             {{"cabinet", cabinet, "W"}, {"cooling_limit", config.cabinet.cooling_limit_W, "W"}},
             SNP_MESSAGE("Figure", "all electrical power ends as heat; no limit set gives 0"));
  r.cabinet_over_limit = power_use > 1 || cooling_use > 1;
  return r;
}

} // namespace

CabinetSwing cabinetSwing(const model::Config &config, const PowerResults &power) {
  const double optics = power.optics_W.value;
  return {cabinetW(config, nodeDraw(config, 0).wall, optics), power.cabinet_W.value,
          cabinetW(config, nodeDraw(config, 1).wall, optics)};
}

OpticalLinks opticalLinksOf(const model::Config &config) {
  return opticalLinksFrom(config, domainLayout(config), scaleUpCounts(config), scaleOutCounts(config));
}

OpticalLinks opticalLinksOf(const model::Config &config, const NetworkResults &network) {
  return opticalLinksFrom(config, network.layout, network.scale_up, network.scale_out);
}

double opticalLinks(const model::Config &config) { return opticalLinksOf(config).total(); }

void evaluatePowerAndCooling(const model::Config &config, double utilisation, const OpticalLinks &links,
                             PowerResults &power, PowerChainResults &chain, CduResults &cdus,
                             CoolingResults &cooling) {
  power = itPower(config, utilisation, links);
  const double cabinet = power.cabinet_W.value;
  // The chain and the CDUs are sized for full power; when neither is described, nothing is sized.
  // Sizing needs only the cabinet's draw then, not the figures that explain it.
  const bool sized = config.power_chain.described() || config.cooling.cdu.capacity_W > 0;
  const double cabinet_at_full_power =
      sized ? cabinetW(config, nodeDraw(config, 1).wall, power.optics_W.value) : cabinet;
  chain = evaluatePowerChain(config, cabinet_at_full_power, cabinet);
  cdus = evaluateCdus(config, cabinet_at_full_power);
  cooling = coolingForLoad(config, power.it_W.value, chain.loss_W.value);
  power.facility_W = cooling.facility_W;
}

PowerAndCooling evaluatePowerAndCooling(const model::Config &config, double utilisation) {
  PowerAndCooling r;
  evaluatePowerAndCooling(config, utilisation, opticalLinksOf(config), r.power, r.chain, r.cdus, r.cooling);
  return r;
}

PowerResults evaluatePower(const model::Config &config, double utilisation) {
  return evaluatePowerAndCooling(config, utilisation).power;
}

CoolingResults evaluateCooling(const model::Config &config, double utilisation) {
  return evaluatePowerAndCooling(config, utilisation).cooling;
}

EnergyResults evaluateEnergy(const model::Config &config, double utilisation) {
  const PowerAndCooling load = evaluatePowerAndCooling(config, utilisation);
  return energyFor(config, load.power.it_W.value, load.cooling);
}

CabinetHeatRejection cabinetHeatRejection(const model::Config &config, double utilisation) {
  const PowerAndCooling load = evaluatePowerAndCooling(config, utilisation);
  const double cabinets = std::max(1, config.layout.cabinets);
  return heatRejectionOf(config, load.power.cabinet_W.value, load.chain.loss_W.value / cabinets);
}

EfficiencyResults evaluateEfficiency(const model::Config &config, double utilisation) {
  return efficiencyFor(config, utilisation, evaluatePower(config, std::clamp(utilisation, 0.0, 1.0)));
}

EfficiencyResults efficiencyFor(const model::Config &config, double utilisation, const PowerResults &power) {
  const double busy = std::clamp(utilisation, 0.0, 1.0);
  const double chip_peak = config.accelerator.peak_flops[static_cast<std::size_t>(config.workload.precision)];
  const double peak = chip_peak * config.accelerators();
  const double it = power.it_W.value;
  const double facility = power.facility_W.value;

  EfficiencyResults r;
  r.flops_per_W = Figure(
      peak / it, "FLOP/s/W", SNP_MESSAGE("Figure", "accelerators x peak / IT power"),
      {{"peak_all", peak, "FLOP/s"}, {"it", it, "W"}},
      SNP_MESSAGE("Figure", "dense peak at the workload precision; IT power at the given utilisation"));
  r.delivered_flops_per_W =
      Figure(busy * peak / it, "FLOP/s/W", SNP_MESSAGE("Figure", "utilisation x peak / IT power"),
             {{"utilisation", busy, ""}, {"peak_all", peak, "FLOP/s"}, {"it", it, "W"}});
  r.facility_flops_per_W =
      Figure(busy * peak / facility, "FLOP/s/W", SNP_MESSAGE("Figure", "utilisation x peak / facility power"),
             {{"utilisation", busy, ""}, {"peak_all", peak, "FLOP/s"}, {"facility", facility, "W"}},
             SNP_MESSAGE("Figure", "facility power is the annual mean, cooling and distribution included"));
  r.chip_flops_per_W =
      Figure(chip_peak / config.accelerator.tdp_W, "FLOP/s/W", SNP_MESSAGE("Figure", "peak / TDP"),
             {{"peak", chip_peak, "FLOP/s"}, {"tdp", config.accelerator.tdp_W, "W"}},
             SNP_MESSAGE("Figure", "chip only: no host, network, fans or conversion"));
  return r;
}

namespace {

// Chip-level FLOP/s per watt of the best shipping accelerators, by Precision (GB200-class,
// ~1.2 kW: FP32 80 TFLOPS, TF32 1.25 PFLOPS, BF16/FP16 2.5 PFLOPS, FP8/INT8 5 PFLOPS, FP4 10
// PFLOPS dense).
constexpr double kBestFlopsPerW[model::kPrecisionCount] = {
    80e12 / 1200, 1.25e15 / 1200, 2.5e15 / 1200, 2.5e15 / 1200, 5e15 / 1200, 5e15 / 1200, 10e15 / 1200};
// Up to this multiple of the best chip, a claim could rest on newer silicon or a favourable
// way of counting; beyond it no known device comes close.
constexpr double kStretchRatio = 2.0;
// Rounding and vendor-to-vendor spread.
constexpr double kPlausibleRatio = 1.1;

} // namespace

EfficiencyClaimCheck checkEfficiencyClaim(double claimed_flops_per_W, model::Precision precision) {
  const double best = kBestFlopsPerW[static_cast<std::size_t>(precision)];
  const double ratio = claimed_flops_per_W / best;
  EfficiencyClaimCheck check;
  model::Message explanation;
  if (ratio <= kPlausibleRatio) {
    check.verdict = ClaimVerdict::Plausible;
    explanation = SNP_MESSAGE(
        "Figure", "plausible: within what the best shipping accelerators reach at this precision");
  } else if (ratio <= kStretchRatio) {
    check.verdict = ClaimVerdict::Stretch;
    explanation = SNP_MESSAGE(
        "Figure", "a stretch: beyond the best shipping accelerators; needs newer silicon, sparsity or a "
                  "lower precision than stated");
  } else {
    check.verdict = ClaimVerdict::Implausible;
    explanation = SNP_MESSAGE(
        "Figure", "implausible: more than twice the best known accelerators at this precision; no "
                  "shipping chip, let alone a whole system with host, network and cooling, reaches it");
  }
  check.ratio =
      Figure(ratio, "", SNP_MESSAGE("Figure", "claimed / best known chip-level FLOP/s per W"),
             {{"claimed", claimed_flops_per_W, "FLOP/s/W"}, {"best_known", best, "FLOP/s/W"}}, explanation);
  return check;
}

} // namespace snp::sim
