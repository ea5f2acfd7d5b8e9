// The switches, ports and cables of the reference presets against the bills of material their
// builders publish. Expected values are the published figures, typed in, not the formulas
// recomputed; where no published figure was found the test says so and checks the closed form.

#include "sim/network/Topology.h"

#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "sim/cost/BillOfMaterials.h"
#include "sim/cost/Capex.h"
#include "sim/network/DomainLayout.h"
#include "sim/network/NetworkResults.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <utility>

namespace snp::sim {
namespace {

using model::Config;
using model::TopologyKind;

Config preset(const char *id) { return model::findPreset(id).value(); }

// DGX H100: 8 H100 x 18 NVLink 4 links on 4 NVSwitch chips of 64 ports (NVIDIA DGX H100 user guide;
// NVSwitch 3, Hot Chips 34: 64 NVLink 4 ports). 128 DGX = 512 NVSwitch chips in the scale-up tier.
TEST(BillOfMaterials, DgxH100SuperPodHasFourNvSwitchChipsPerNode) {
  const Config c = preset("dgx-h100-superpod");
  const TopologyCounts up = scaleUpCounts(c);
  EXPECT_EQ(up.switches, 4);
  EXPECT_EQ(up.links, 144);
  EXPECT_EQ(up.switch_ports, 144); // of 4 x 64: the rest face the NVLink network ports or lie idle
  EXPECT_EQ(domainLayout(c).domains * up.switches, 512);
}

// NVIDIA DGX SuperPOD reference architecture, DGX H100 (RA-11333-001): scalable units of 32 DGX,
// each DGX with 8 NDR 400 Gb/s rails; compute fabric of QM9700 64-port switches, for 4 SUs (128
// nodes, 1,024 GPUs) 32 leaf + 16 spine switches, 1,024 node-leaf and 1,024 leaf-spine cables.
// (The rows read from the stored copy of the RA's "larger SuperPOD component counts" table, the
// DGX B200 edition, whose SU and rails are the same.) Rail-optimised: each SU has one leaf per rail,
// 32 nodes down and 32 uplinks, which is what a leaf/spine tree of 64-port switches counts.
TEST(BillOfMaterials, DgxH100SuperPodComputeFabricMatchesTheReferenceArchitecture) {
  const Config c = preset("dgx-h100-superpod");
  const TopologyCounts out = scaleOutCounts(c);
  EXPECT_EQ(out.level_switches[0], 32); // leaves
  EXPECT_EQ(out.level_switches[1], 16); // spines
  EXPECT_EQ(out.level_switches[2], 0);
  EXPECT_EQ(out.switches, 48);
  EXPECT_EQ(out.links, 1024 + 1024);
  EXPECT_EQ(out.switch_ports, 48 * 64); // every port of the 48 switches used

  // The whole machine: 512 NVSwitch + 48 InfiniBand switches (it said 2,352: 18 chips a node).
  const NetworkResults r = evaluateNetwork(c);
  EXPECT_EQ(r.switches.value, 512 + 48);
  EXPECT_EQ(r.optical_circuit_switches.value, 0);
  EXPECT_EQ(r.links.value, 128 * 144 + 2048);
}

// The same table, 16 SUs (512 DGX, 4,096 GPUs): three levels, 128 leaf, 128 spine, 64 core
// switches, 4,096 cables between each pair of levels.
TEST(BillOfMaterials, SixteenScalableUnitsMatchTheReferenceArchitecture) {
  Config c = preset("dgx-h100-superpod");
  c.layout.cabinets = 128; // 4 DGX each: 512 nodes
  c.network.scale_out.fat_tree.tiers = 3;
  ASSERT_EQ(domainLayout(c).domains, 512);
  const TopologyCounts out = scaleOutCounts(c);
  EXPECT_EQ(out.level_switches[0], 128);
  EXPECT_EQ(out.level_switches[1], 128);
  EXPECT_EQ(out.level_switches[2], 64);
  EXPECT_EQ(out.links, 3 * 4096);
}

// DGX A100: 8 A100 x 12 NVLink 3 links on 6 NVSwitch chips (NVIDIA DGX A100 user guide; Hot Chips
// 32 DGX A100 SuperPOD talk: "four PCIe switches and six NVSwitches"). The preset is the 384-DGX
// slice of Selene the Megatron 1T run used: 2,304 NVSwitch chips.
TEST(BillOfMaterials, SeleneHasSixNvSwitchChipsPerDgxA100) {
  const Config c = preset("selene-megatron-1t");
  const TopologyCounts up = scaleUpCounts(c);
  EXPECT_EQ(up.switches, 6);
  EXPECT_EQ(up.links, 96);
  EXPECT_EQ(domainLayout(c).domains, 384);
  EXPECT_EQ(evaluateNetwork(c).switches.value, 384 * 6 + 385);
}

// No published switch count for this fabric was found in the stored sources (the DGX A100 SuperPOD
// RA, RA-09950-001, is stored only by its first pages), so this is the closed form of a 3-level
// tree of 40-port HDR switches (QM8790) over 384 x 8 rails = 3,072 ports: leaves of 20 down and 20
// up, ceil(3,072 / 20) = 154; spines ceil(154 x 20 / 20) = 154; cores ceil(3,080 / 40) = 77.
// For a whole 140-DGX SuperPOD (7 SUs of 20 nodes, a leaf per rail per SU) that is 56 + 56 + 28.
TEST(BillOfMaterials, SeleneComputeFabricClosedForm) {
  Config c = preset("selene-megatron-1t");
  TopologyCounts out = scaleOutCounts(c);
  EXPECT_EQ(out.level_switches[0], 154);
  EXPECT_EQ(out.level_switches[1], 154);
  EXPECT_EQ(out.level_switches[2], 77);
  EXPECT_EQ(out.switches, 385);

  c.layout.cabinets = 35; // 4 DGX each: 140 nodes
  out = scaleOutCounts(c);
  EXPECT_EQ(out.level_switches[0], 7 * 8);
  EXPECT_EQ(out.level_switches[1], 56);
  EXPECT_EQ(out.level_switches[2], 28);
}

// Jouppi et al., "TPU v4: An Optically Reconfigurable Supercomputer ...", ISCA 2023 (arXiv
// 2304.01433): 4,096 chips in 64 cubes of 4x4x4; the 6 faces x 16 links of every cube, 6,144 link
// ends, go to 48 optical circuit switches (136 ports, 128 used); inside a cube the links are
// copper. HPCwire (2023-04-10): "64 racks ... plus 48 optical circuit switches".
TEST(BillOfMaterials, TpuV4PodHasFortyEightOpticalCircuitSwitches) {
  const Config c = preset("tpu-v4-pod");
  const NetworkResults r = evaluateNetwork(c);
  EXPECT_EQ(r.optical_circuit_switches.value, 48);
  EXPECT_EQ(r.switches.value, 0); // a direct torus: no packet switches, and the formula says why
  EXPECT_NE(r.switches.formula.view().find("optical circuit switches are counted apart"),
            std::string_view::npos);
  EXPECT_EQ(r.switch_ports.value, 0);
  // 3 x 4,096 links; the 3,072 between cubes run cube -> OCS -> cube on two fibres.
  EXPECT_EQ(r.links.value, 12288);
  EXPECT_EQ(r.optical_cables.value, 6144);
  EXPECT_EQ(r.copper_cables.value, 12288 - 3072);
  EXPECT_EQ(scaleUpCounts(c).opticalLinks(c.network.scale_up), 3072); // transceiver pairs
}

// The OCS count follows the blocks: a 4x4x4 slice of one cube still closes its rings through the
// OCS (the wraparound leaves the cube), a mesh block does not.
TEST(BillOfMaterials, OpticalCircuitSwitchesFollowTheBlocks) {
  model::NetworkTier t;
  t.kind = TopologyKind::Torus;
  t.ports_per_endpoint = 6;
  t.torus = {{4, 4, 4}, {true, true, true}, {4, 4, 4}, 128};
  TopologyCounts c = topologyCounts(t, 64);
  EXPECT_EQ(c.ocs_links, 3 * 16); // one wraparound link per ring
  EXPECT_EQ(c.optical_circuit_switches, 1);
  t.torus.wrap = {false, false, false};
  EXPECT_EQ(topologyCounts(t, 64).ocs_links, 0);
  // 8x8 mesh in 4x4 blocks: each of 8 lines a dimension crosses one boundary.
  t.torus = {{8, 8}, {false, false}, {4, 4}, 16};
  t.ports_per_endpoint = 4;
  c = topologyCounts(t, 64);
  EXPECT_EQ(c.ocs_links, 16);
  EXPECT_EQ(c.optical_circuit_switches, 2); // 32 link ends on 16-port OCS
}

// GB200 NVL72: 72 GPUs x 18 NVLink 5 links on 18 NVSwitch chips in 9 switch trays of 144 ports
// (NVIDIA GB200 NVL72 and NVLink Switch pages). The preset spreads the chips one per compute tray;
// the switch radix alone gives the same: 1,296 links / 72 ports = 18.
TEST(BillOfMaterials, Gb200Nvl72HasEighteenNvSwitchChipsPerRack) {
  const Config c = preset("gb200-nvl72");
  const TopologyCounts up = scaleUpCounts(c);
  EXPECT_EQ(up.switches, 18);
  EXPECT_EQ(up.switch_ports, 9 * 144);
  EXPECT_EQ(topologyCounts(c.network.scale_up, 72).switches, 18); // radix rule, no nodes
}

// CloudMatrix384 (Zuo et al., arXiv 2506.12708): 48 nodes of 8 NPUs, 7 L1 UB switch chips on each
// node board = 336; the 112 L2 switches (7 sub-planes of 16) in the communication racks are not
// in the nodes and the preset folds their power into other_W, so they are not counted here.
TEST(BillOfMaterials, CloudMatrix384CountsItsL1UbSwitches) {
  const Config c = preset("cloudmatrix-384");
  EXPECT_EQ(scaleUpCounts(c).switches, 48 * 7);
}

// Without nodes that hold the chips and without a radix, a switched tier keeps one switch per
// endpoint port, and says so.
TEST(BillOfMaterials, UnstatedRadixKeepsOneSwitchPerPlane) {
  model::NetworkTier t;
  t.kind = TopologyKind::Switch;
  t.ports_per_endpoint = 8;
  const TopologyCounts c = topologyCounts(t, 16);
  EXPECT_EQ(c.switches, 8);
  EXPECT_NE(c.switches_formula.view().find("radix unstated"), std::string_view::npos);
  t.switch_radix = 40;
  EXPECT_EQ(topologyCounts(t, 16).switches, 4);    // ceil(128 / 40)
  EXPECT_EQ(topologyCounts(t, 16, 6).switches, 6); // the nodes' chips win
}

// --- The bill of materials (sim/cost/BillOfMaterials.h) ----------------------------------------

std::vector<BomLine> bill(const Config &c) {
  const Results r = evaluate(c);
  return billOfMaterials(c, {r.network, r.power_chain, r.cdu, r.cooling, designItPower(c, r.power)});
}

// Each part's quantity, over the link rates it comes in.
std::map<std::string_view, double> quantities(const Config &c) {
  std::map<std::string_view, double> q;
  std::set<std::pair<BomPart, std::string_view>> seen;
  for (const BomLine &line : bill(c)) {
    EXPECT_GT(line.quantity, 0) << c.id << " " << partName(line.part);
    EXPECT_TRUE(seen.emplace(line.part, line.model).second)
        << c.id << " lists " << partName(line.part) << " " << line.model << " twice";
    q[partName(line.part)] += line.quantity;
  }
  return q;
}

double quantity(const std::map<std::string_view, double> &q, std::string_view part) {
  const auto found = q.find(part);
  return found == q.end() ? 0 : found->second;
}

// Every bundled system: the bill counts what the evaluation counts. The switches of all tiers add up
// to the network's switches, the plant's lines are its levels' groups x units installed and the CDUs
// installed, and every optical link has a transceiver at each end.
TEST(BillOfMaterials, EveryPresetsBillCountsWhatItsEvaluationCounts) {
  for (const Config &c : model::presets()) {
    const Results r = evaluate(c);
    const auto q = quantities(c);
    EXPECT_EQ(quantity(q, "accelerator"), c.accelerators()) << c.id;
    EXPECT_EQ(quantity(q, "node"), c.nodes()) << c.id;
    EXPECT_EQ(quantity(q, "cpu"), c.nodes() * c.node.cpus) << c.id;
    EXPECT_EQ(quantity(q, "cabinet"), c.layout.cabinets) << c.id;
    const double switches = quantity(q, "scale_up_switch") + quantity(q, "scale_out_switch") +
                            quantity(q, "scale_out_switch_leaf") + quantity(q, "scale_out_switch_spine") +
                            quantity(q, "scale_out_switch_core");
    EXPECT_EQ(switches, r.network.switches.value) << c.id;
    EXPECT_EQ(quantity(q, "optical_circuit_switch"), r.network.optical_circuit_switches.value) << c.id;
    EXPECT_EQ(quantity(q, "optical_cable") + quantity(q, "optical_cable_single_mode"),
              r.network.optical_cables.value)
        << c.id;
    EXPECT_LE(quantity(q, "copper_cable") + quantity(q, "active_copper_cable"), r.network.copper_cables.value)
        << c.id;
    const DomainLayout l = domainLayout(c);
    double optical_links = l.domains * scaleUpCounts(c).opticalLinks(c.network.scale_up);
    if (l.domains > 1) optical_links += scaleOutCounts(c).opticalLinks(c.network.scale_out);
    EXPECT_EQ(quantity(q, "optical_transceiver") + quantity(q, "optical_transceiver_single_mode"),
              2 * optical_links)
        << c.id;
    const PowerLevelLoad &ups = r.power_chain.level(PowerStage::Ups);
    EXPECT_EQ(quantity(q, "ups"), ups.described ? double(ups.groups) * ups.installed : 0) << c.id;
    const PowerLevelLoad &shelves = r.power_chain.level(PowerStage::Shelves);
    EXPECT_EQ(quantity(q, "power_shelf"),
              shelves.described ? c.power_chain.shelves.shelves * c.layout.cabinets : 0)
        << c.id;
    EXPECT_EQ(quantity(q, "cdu"), r.cdu.described ? r.cdu.units.value : 0) << c.id;
  }
}

// The DGX H100 SuperPOD as its reference architecture builds it (RA-11333-001): 1,024 GPUs with a
// ConnectX-7 NIC each, 32 leaf and 16 spine switches, 2,048 optical cables. The eight GPUs and four
// NVSwitch chips of a DGX are wired on its baseboard: no copper cables.
TEST(BillOfMaterials, DgxH100SuperPodsBillIsTheReferenceArchitectures) {
  const auto q = quantities(preset("dgx-h100-superpod"));
  EXPECT_EQ(quantity(q, "nic"), 1024);
  EXPECT_EQ(quantity(q, "scale_up_switch"), 512);
  EXPECT_EQ(quantity(q, "scale_out_switch_leaf"), 32);
  EXPECT_EQ(quantity(q, "scale_out_switch_spine"), 16);
  EXPECT_EQ(quantity(q, "scale_out_switch_core"), 0);
  EXPECT_EQ(quantity(q, "optical_cable"), 2048);
  EXPECT_EQ(quantity(q, "optical_transceiver"), 4096);
  EXPECT_EQ(quantity(q, "copper_cable"), 0);
}

// The compute fabric table of NVIDIA's DGX SuperPOD reference architecture, B200 edition
// (docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-b200; its SUs and
// rails are the H100 edition's) across its sizes: 32 DGX per SU, one leaf per rail per SU, two
// levels up to 4 SUs and three beyond, as many cables between each pair of levels as GPUs. Rows for
// 2, 4, 16 and 64 SUs; the bill, built from the preset as the document describes, gives each exactly.
TEST(BillOfMaterials, TheDgxSuperPodTableFromTwoToSixtyFourScalableUnits) {
  struct Row {
    int sus, leaf, spine, core;
  };
  for (const Row row : {Row{2, 16, 8, 0}, Row{4, 32, 16, 0}, Row{16, 128, 128, 64}, Row{64, 512, 512, 256}}) {
    Config c = preset("dgx-h100-superpod");
    c.layout.cabinets = row.sus * 8; // 4 DGX a cabinet
    c.layout.rows = row.sus;
    c.network.scale_out.fat_tree.tiers = row.core > 0 ? 3 : 2;
    const int gpus = row.sus * 256;
    ASSERT_EQ(c.accelerators(), gpus);
    const auto q = quantities(c);
    EXPECT_EQ(quantity(q, "scale_out_switch_leaf"), row.leaf) << row.sus << " SUs";
    EXPECT_EQ(quantity(q, "scale_out_switch_spine"), row.spine) << row.sus << " SUs";
    EXPECT_EQ(quantity(q, "scale_out_switch_core"), row.core) << row.sus << " SUs";
    EXPECT_EQ(quantity(q, "nic"), gpus) << row.sus << " SUs";
    // Node-leaf, leaf-spine (and spine-core) cables: the GPU count each; multimode while the hall's
    // runs stay within 50 m, single-mode for the longer ones of the 64-SU hall.
    EXPECT_EQ(quantity(q, "optical_cable") + quantity(q, "optical_cable_single_mode"),
              gpus * (row.core > 0 ? 3 : 2))
        << row.sus << " SUs";
    EXPECT_EQ(quantity(q, "optical_cable_single_mode") > 0, row.sus == 64) << row.sus << " SUs";
  }
}

// GB200 NVL72: the NVLink spine of each rack is copper, 72 GPUs x 18 links; a rack's nine
// NVLink switch trays hold two NVSwitch chips each (NVIDIA GB200 NVL72 product page).
TEST(BillOfMaterials, Gb200Nvl72sNvLinkSpineIsCopper) {
  const auto q = quantities(preset("gb200-nvl72"));
  EXPECT_EQ(quantity(q, "copper_cable"), 8 * 72 * 18);
  EXPECT_EQ(quantity(q, "scale_up_switch"), 8 * 18);
}

} // namespace
} // namespace snp::sim
