#pragma once

#include <algorithm>

#include "model/Precision.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace snp::model {

// One step of an efficiency curve: operations of at least `from` (FLOP for the matrix and vector
// engines, bytes for HBM) reach `fraction` of the engine's peak. Small kernels cannot fill a chip.
struct EfficiencyStep {
  double from = 0;
  double fraction = 1;

  bool operator==(const EfficiencyStep &) const = default;
};

// The chip family a published run was measured on: how far the simulator can be trusted for a
// chip is what it showed against runs on its family (sim/accuracy/). Unknown for a chip the
// validation has not seen.
enum class Architecture { Unknown, Ampere, Hopper, Blackwell, TpuV4, Ascend910 };
inline constexpr std::string_view kArchitectureNames[] = {"unknown",   "ampere", "hopper",
                                                          "blackwell", "tpu_v4", "ascend_910"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kArchitectureNames) == static_cast<std::size_t>(Architecture::Ascend910) + 1);

// One accelerator card or chip. Dense (non-sparse) peak rates.
struct Accelerator {
  std::string name = "Generic accelerator";
  std::string vendor = "Generic";
  Architecture architecture = Architecture::Unknown;
  std::array<double, kPrecisionCount> peak_flops{}; // FLOP/s per Precision, dense
  // Vector (non-tensor, CUDA-core) FLOP/s per Precision, for elementwise ops, as the vendors'
  // tables list them (A100: FP16 78, BF16 39, FP32 19.5 TFLOPS); 0 = unpublished, taken as a quarter
  // of the matrix peak at that precision.
  std::array<double, kPrecisionCount> vector_flops{};
  // Achieved fraction of peak by operation size, steps in decreasing `from` down to 0; empty =
  // Calculon's tables (sim/training/ComputeEfficiency.h), which it uses for both A100 and H100.
  std::vector<EfficiencyStep> matrix_efficiency;
  // Share of the dense peak the largest matrix products sustain at each precision, as measured on
  // this chip (the best of a GEMM sweep, clocks as they settle under load); the size curve is
  // scaled so that its top step reaches it. 0 = the curve as it is (8-bit capped at 0.78 under
  // the default curve).
  std::array<double, kPrecisionCount> matrix_sustained{};
  std::vector<EfficiencyStep> vector_efficiency;
  std::vector<EfficiencyStep> memory_efficiency;
  // Share of the HBM bandwidth the largest transfers sustain, as measured on this chip (STREAM
  // Triad, say); the memory curve is scaled so that its top step reaches it. 0 = the curve as it is.
  double memory_sustained = 0;
  double hbm_capacity_B = 0;
  double hbm_bandwidth_Bps = 0;
  double tdp_W = 0;
  double idle_W = 0;
  // Power limit the chip is run at (nvidia-smi --power-limit); 0 = none. It lowers the clock of
  // compute-bound work and the power drawn while computing (sim/training/PowerCap.h).
  double power_cap_W = 0;
  // Junction temperature the chip keeps to by lowering its clock (nvidia-smi's "GPU Max Operating
  // Temp": 87 °C on H100 and H200, 85 °C on A100; docs/sources/thermal-and-clocks.md); 0 = none
  // modelled. Where the cooling lets it run hotter at full power it draws less
  // (sim/training/JunctionTemperature.h).
  double max_operating_C = 0;
  // Power the chip keeps drawing while it waits on the network, however little it has to do: the
  // power floor of NVIDIA's GB200 and GB300 power smoothing, which narrows the swing a synchronous
  // training job puts on the grid at the cost of energy (Choukse et al., "Power Stabilization for
  // AI Training Datacenters", arXiv 2508.14318, 2025). 0 = none: a waiting chip falls to idle_W.
  double power_floor_W = 0;
  int scaleup_links = 0;                 // scale-up ports on the chip
  double scaleup_link_bandwidth_Bps = 0; // per link, per direction
  double scaleup_link_latency_s = 0;
  // Scale-out NIC ports per accelerator; a fraction shares one NIC among accelerators: 0.5 is
  // one NIC per pair of GPUs, as in NVIDIA DGX-1 (8 V100 and four 100 Gb/s InfiniBand NICs, one
  // per PCIe switch of two GPUs; DGX-1 System Architecture white paper, WP-08437-001). The
  // NICs of a node must be whole: nics x node.accelerators an integer.
  double nics = 0;
  double nic_bandwidth_Bps = 0; // per NIC, per direction
  double nic_W = 0;             // power of one NIC
  // The accelerator's link to host memory, per direction, as pinned copies sustain it: PCIe Gen5
  // x16 on a DGX, NVLink-C2C on a Grace superchip. 0 = unknown; offloading to the host needs it.
  double host_link_Bps = 0;

  bool operator==(const Accelerator &) const = default;
};

// A server / tray / blade: what sits in one slot of a cabinet.
struct Node {
  int accelerators = 0;
  int cpus = 0;
  double cpu_W = 0;
  int dpus = 0;
  double dpu_W = 0;
  int switch_chips = 0;
  double switch_chip_W = 0;
  double other_W = 0;                  // memory, storage, board, BMC
  double conversion_efficiency = 0.95; // PSU / DC-DC, fraction of input delivered
  // The CPUs' memory, which offloaded activations and optimizer state fill, and the bandwidth the
  // CPUs sustain streaming it (STREAM Triad), which paces an optimizer step run on them. 0 = unknown.
  double host_memory_B = 0;
  double host_memory_bandwidth_Bps = 0;
  double mass_kg = 0; // one node as installed; 0 = unknown

  bool operator==(const Node &) const = default;
};

struct Cabinet {
  int nodes = 0;
  double width_m = 0.6;
  double depth_m = 1.2;
  double height_m = 2.0;
  double power_limit_W = 0;   // what the cabinet's power feed can deliver
  double cooling_limit_W = 0; // what its cooling can remove
  // What it weighs without its nodes (frame, doors, busbar, power shelves, manifolds) and the
  // coolant it holds (manifolds, hoses, cold plates; an immersion tank's fill). 0 = unknown.
  double empty_kg = 0;
  double coolant_L = 0;

  bool operator==(const Cabinet &) const = default;
};

// How cabinets stand in the room (for the room view and cable lengths).
struct Layout {
  int cabinets = 1;
  int rows = 1;
  double aisle_m = 1.2;
  // Cable a run takes beyond its path, for the service loops at its two ends and the dressing in the
  // cable managers: 0.5 m an end.
  double cable_slack_m = 1.0;

  bool operator==(const Layout &) const = default;
};

// Cabinets stand in `rows` rows, filled in turn: as many to a row as it takes. The room view, the
// plant drawings and the cable runs all stand them so.
inline int cabinetsPerRow(const Layout &layout) {
  const int rows = std::max(1, layout.rows);
  return std::max(1, (layout.cabinets + rows - 1) / rows);
}
// The rows the cabinets fill: no empty ones.
inline int filledRows(const Layout &layout) {
  const int per_row = cabinetsPerRow(layout);
  return (std::max(1, layout.cabinets) + per_row - 1) / per_row;
}

} // namespace snp::model
