#include "sim/facility/PowerChainLoad.h"

#include "model/Message.h"
#include "sim/facility/GroupAvailability.h"

#include <algorithm>

namespace snp::sim {

namespace {

// What each cabinet asks of the level above, its share of the losses below included: at full
// power (what sizes the units) and at the operating load (what the meter sees).
struct CabinetFlow {
  double design_W = 0;
  double operating_W = 0;
};

// The rack power shelves: capacity and redundancy, no loss of their own (model/PowerChain.h).
PowerLevelLoad loadShelves(const model::PowerShelves &shelves, int cabinets, const CabinetFlow &flow) {
  PowerLevelLoad r;
  if (shelves.shelves <= 0) return r;
  static_cast<UnitGroups &>(r) =
      sizeUnitGroups(shelves.shelf_W, shelves.shelves, 1, shelves.redundancy, cabinets, flow.design_W);
  r.described = true;
  r.availability = groupAvailability(shelves.redundancy, r.installed, r.usable, shelves.failures);
  return r;
}

// The losses of a sized level when each cabinet asks `per_cabinet_W` of it. Every group installs the
// same units; the last one may serve fewer cabinets.
double levelLossW(const model::PowerLevel &level, const PowerLevelLoad &sized, double per_cabinet_W) {
  const auto groupLoss = [&](int racks) {
    return groupLossW(level.losses, level.rating_W, sized.installed, racks * per_cabinet_W);
  };
  return (sized.groups - 1) * groupLoss(sized.racks_per_group) + groupLoss(sized.racks_in_last);
}

// Sizes one level for the load below it and adds its losses to the flow upwards.
PowerLevelLoad loadLevel(const model::PowerLevel &level, int cabinets, CabinetFlow &flow) {
  PowerLevelLoad r;
  if (!(level.rating_W > 0)) return r;
  static_cast<UnitGroups &>(r) = sizeUnitGroups(level.rating_W, level.units, level.racks_per_group,
                                                level.redundancy, cabinets, flow.design_W);
  r.described = true;
  r.availability = groupAvailability(level.redundancy, r.installed, r.usable, level.failures);
  r.loss_W = levelLossW(level, r, flow.operating_W);
  const double design_loss_W = levelLossW(level, r, flow.design_W);
  flow.operating_W += r.loss_W / cabinets;
  flow.design_W += design_loss_W / cabinets;
  return r;
}

Figure useFigure(const PowerLevelLoad &level) {
  return Figure(level.use, "ratio",
                SNP_MESSAGE("Figure", "largest group's load at full power / (usable units x rating)"),
                {{"design_load", level.design_W, "W"},
                 {"usable_units", double(level.usable), ""},
                 {"installed_units", double(level.installed), ""},
                 {"rating", level.unit_W, "W"},
                 {"groups", double(level.groups), ""},
                 {"cabinets_per_group", double(level.racks_per_group), ""}},
                SNP_MESSAGE("Figure", "full power: every accelerator at its compute draw; a level not "
                                      "described gives 0"));
}

// A cabinet has power while every group it hangs on carries it: the groups in series.
Figure rackAvailability(const std::array<PowerLevelLoad, kPowerStageCount> &levels) {
  double product = 1;
  for (const PowerLevelLoad &level : levels)
    product *= level.availability;
  const auto of = [&](PowerStage stage) { return levels[static_cast<std::size_t>(stage)].availability; };
  return Figure(
      product, "ratio", SNP_MESSAGE("Figure", "product over levels of the availability of its group"),
      {{"shelves", of(PowerStage::Shelves), ""},
       {"distribution", of(PowerStage::Distribution), ""},
       {"ups", of(PowerStage::Ups), ""},
       {"switchboard", of(PowerStage::Switchboard), ""},
       {"transformer", of(PowerStage::Transformer), ""},
       {"utility", of(PowerStage::Utility), ""}},
      SNP_MESSAGE("Figure", "a group carries while enough of its units are up (k of n; one of two "
                            "complete sets under 2N), each up MTBF / (MTBF + MTTR) of the time; units "
                            "without an MTBF never fail"));
}

} // namespace

double groupLossW(const model::LossCurve &losses, double unit_W, int installed, double load_W) {
  if (installed <= 0 || !(unit_W > 0)) return 0;
  const double x = load_W / (installed * unit_W);
  return installed * unit_W * (losses.no_load + losses.proportional * x + losses.square_law * x * x);
}

double utilityDrawW(const model::Config &config, const PowerChainResults &chain, double cabinet_W) {
  const int cabinets = std::max(1, config.layout.cabinets);
  if (!chain.described) return cabinets * cabinet_W * (1 + config.cooling.distribution_loss);
  const model::PowerChain &levels = config.power_chain;
  double per_cabinet_W = cabinet_W;
  const auto through = [&](const model::PowerLevel &level, PowerStage stage) {
    if (chain.level(stage).described)
      per_cabinet_W += levelLossW(level, chain.level(stage), per_cabinet_W) / cabinets;
  };
  through(levels.distribution, PowerStage::Distribution);
  through(levels.ups, PowerStage::Ups);
  through(levels.switchboard, PowerStage::Switchboard);
  through(levels.transformer, PowerStage::Transformer);
  through(levels.utility, PowerStage::Utility);
  return cabinets * per_cabinet_W;
}

PowerChainResults evaluatePowerChain(const model::Config &config, double cabinet_design_W,
                                     double cabinet_operating_W) {
  const model::PowerChain &chain = config.power_chain;
  const int cabinets = std::max(1, config.layout.cabinets);
  const double it = cabinets * cabinet_operating_W;
  PowerChainResults r;
  r.described = chain.described();
  if (!r.described) {
    const double loss = config.cooling.distribution_loss * it;
    r.loss_W =
        Figure(loss, "W", SNP_MESSAGE("Figure", "IT x distribution loss"),
               {{"it", it, "W"}, {"distribution_loss", config.cooling.distribution_loss, ""}},
               SNP_MESSAGE("Figure", "the power chain is not described: a flat share of the IT power"));
    r.utility_W = Figure(it + loss, "W", SNP_MESSAGE("Figure", "IT + distribution losses"),
                         {{"it", it, "W"}, {"losses", loss, "W"}});
    r.efficiency = Figure(it / (it + loss), "ratio", SNP_MESSAGE("Figure", "IT / utility"),
                          {{"it", it, "W"}, {"utility", it + loss, "W"}});
    const double design = cabinets * cabinet_design_W * (1 + config.cooling.distribution_loss);
    r.design_W = Figure(design, "W", SNP_MESSAGE("Figure", "cabinets x cabinet at full power x (1 + loss)"),
                        {{"cabinets", double(cabinets), ""},
                         {"cabinet_at_full_power", cabinet_design_W, "W"},
                         {"distribution_loss", config.cooling.distribution_loss, ""}});
    const PowerLevelLoad none;
    r.binding_use = useFigure(none);
    r.shelves_use = r.distribution_use = r.ups_use = r.switchboard_use = r.transformer_use = r.utility_use =
        r.binding_use;
    r.rack_availability = rackAvailability(r.levels);
    return r;
  }

  CabinetFlow flow{cabinet_design_W, cabinet_operating_W};
  auto &levels = r.levels;
  const auto at = [](PowerStage stage) { return static_cast<std::size_t>(stage); };
  levels[at(PowerStage::Shelves)] = loadShelves(chain.shelves, cabinets, flow);
  levels[at(PowerStage::Distribution)] = loadLevel(chain.distribution, cabinets, flow);
  levels[at(PowerStage::Ups)] = loadLevel(chain.ups, cabinets, flow);
  levels[at(PowerStage::Switchboard)] = loadLevel(chain.switchboard, cabinets, flow);
  levels[at(PowerStage::Transformer)] = loadLevel(chain.transformer, cabinets, flow);
  levels[at(PowerStage::Utility)] = loadLevel(chain.utility, cabinets, flow);

  double loss = 0;
  double highest = -1;
  for (std::size_t i = 0; i < kPowerStageCount; ++i) {
    loss += levels[i].loss_W;
    if (levels[i].described && levels[i].use > highest) {
      highest = levels[i].use;
      r.binding = static_cast<PowerStage>(i);
    }
  }
  const auto lossOf = [&](PowerStage stage) { return levels[at(stage)].loss_W; };
  r.loss_W =
      Figure(loss, "W",
             SNP_MESSAGE("Figure", "sum over levels of units x rating x (no-load + proportional x x + "
                                   "square-law x x^2)"),
             {{"distribution", lossOf(PowerStage::Distribution), "W"},
              {"ups", lossOf(PowerStage::Ups), "W"},
              {"switchboard", lossOf(PowerStage::Switchboard), "W"},
              {"transformer", lossOf(PowerStage::Transformer), "W"},
              {"utility", lossOf(PowerStage::Utility), "W"}},
             SNP_MESSAGE("Figure", "x = a unit's share of its group's load / its rating: the units of a "
                                   "group share the load, spares included; shelves' losses are the "
                                   "nodes' conversion"));
  r.utility_W = Figure(it + loss, "W", SNP_MESSAGE("Figure", "IT + distribution losses"),
                       {{"it", it, "W"}, {"losses", loss, "W"}});
  r.efficiency = Figure(it / (it + loss), "ratio", SNP_MESSAGE("Figure", "IT / utility"),
                        {{"it", it, "W"}, {"utility", it + loss, "W"}});
  r.design_W = Figure(cabinets * flow.design_W, "W",
                      SNP_MESSAGE("Figure", "cabinets x cabinet at full power, with the losses above it"),
                      {{"cabinets", double(cabinets), ""}, {"cabinet_at_full_power", cabinet_design_W, "W"}});
  r.binding_use = useFigure(levels[at(r.binding)]);
  r.shelves_use = useFigure(levels[at(PowerStage::Shelves)]);
  r.distribution_use = useFigure(levels[at(PowerStage::Distribution)]);
  r.ups_use = useFigure(levels[at(PowerStage::Ups)]);
  r.switchboard_use = useFigure(levels[at(PowerStage::Switchboard)]);
  r.transformer_use = useFigure(levels[at(PowerStage::Transformer)]);
  r.utility_use = useFigure(levels[at(PowerStage::Utility)]);
  r.rack_availability = rackAvailability(levels);
  return r;
}

} // namespace snp::sim
