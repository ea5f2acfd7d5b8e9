#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string_view>

namespace snp::model {

// Every part a bill may list, in the order it lists them; kBomParts names them as the price book
// and the exports do.
enum class BomPart : std::uint8_t {
  Accelerator,
  Node,
  Cpu,
  Dpu,
  Nic,
  ScaleUpSwitch,
  ScaleOutSwitchLeaf,
  ScaleOutSwitchSpine,
  ScaleOutSwitchCore,
  ScaleOutSwitch,
  OpticalCircuitSwitch,
  OpticalTransceiver, // multimode
  OpticalTransceiverSingleMode,
  OpticalCable, // multimode fibre
  OpticalCableSingleMode,
  CopperCable, // passive
  ActiveCopperCable,
  Cabinet,
  PowerShelf,
  FloorPdu,
  Busway,
  Ups,
  Switchboard,
  Transformer,
  Cdu,
  DryCooler,
  CoolingTower,
  Chiller,
};
inline constexpr std::string_view kBomParts[] = {"accelerator",
                                                 "node",
                                                 "cpu",
                                                 "dpu",
                                                 "nic",
                                                 "scale_up_switch",
                                                 "scale_out_switch_leaf",
                                                 "scale_out_switch_spine",
                                                 "scale_out_switch_core",
                                                 "scale_out_switch",
                                                 "optical_circuit_switch",
                                                 "optical_transceiver",
                                                 "optical_transceiver_single_mode",
                                                 "optical_cable",
                                                 "optical_cable_single_mode",
                                                 "copper_cable",
                                                 "active_copper_cable",
                                                 "cabinet",
                                                 "power_shelf",
                                                 "floor_pdu",
                                                 "busway",
                                                 "ups",
                                                 "switchboard",
                                                 "transformer",
                                                 "cdu",
                                                 "dry_cooler",
                                                 "cooling_tower",
                                                 "chiller"};
static_assert(std::size(kBomParts) == static_cast<std::size_t>(BomPart::Chiller) + 1);
constexpr std::string_view partName(BomPart part) { return kBomParts[static_cast<std::size_t>(part)]; }
// The part of that name; none when no bill lists one.
std::optional<BomPart> bomPart(std::string_view name);

} // namespace snp::model
