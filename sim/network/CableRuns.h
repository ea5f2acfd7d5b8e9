#pragma once

#include "model/Config.h"
#include "sim/network/Topology.h"

#include <array>
#include <cstddef>

namespace snp::sim {

// Where a tier's links run in the hall and what carries them. Cabinets stand in `layout.rows` rows
// as the room view draws them (a cabinet's width apart along a row, its depth and an aisle across);
// a run leaves its port up to a tray 0.3 m above the cabinets, follows the tray along the row and
// across the rows, drops to the far port, and takes `layout.cable_slack_m` more. Where things stand:
// - a scale-up domain no larger than a node is wired on its board or backplane, with no cable;
// - a domain's switches (and a tier of one switch stage) stand in the middle of the cabinets they
//   join; a fat tree's leaves in the middle of the cabinets one leaf serves (a rail-optimised
//   leaf serves one port of each of `down` endpoints, NVIDIA DGX SuperPOD's scalable unit), its
//   spines in the middle of their pod, its cores and a tier's OCS in the middle of the hall;
// - a torus is laid out in order of its dimensions and folded, so that a link leaving a node, a
//   cabinet or a row reaches the next but one (no run spans the ring);
// - a dragonfly's group stands together; its global links join random pairs of groups.
// Runs of one kind spread evenly from their shortest to twice their mean; a link's medium is the
// cheapest that reaches: passive copper, active copper, multimode optics up to kMultimodeReach_m,
// single-mode beyond. Links the tier's optical share makes optical beyond those are its longest.
enum class LinkMedium { PassiveCopper, ActiveCopper, Multimode, SingleMode };
inline constexpr std::size_t kLinkMedia = 4;

// Multimode optics at 100 Gb/s a lane reach 50 m of OM4 fibre (NVIDIA LinkX MMA4Z00-NS and
// MMA1Z00-NS400 with their 50 m MFP7E10 cables; IEEE 802.3db 100GBASE-VR); single-mode DR optics
// 500 m (IEEE 802.3bs 400GBASE-DR4), which no hall here exceeds.
inline constexpr double kMultimodeReach_m = 50;

// Which tier of the configuration: the scale-up tier is counted per domain.
enum class TierRole { ScaleUp, ScaleOut };

// One tier's links and cables by medium, for one domain of a scale-up tier.
struct TierCabling {
  double board_links = 0; // wired on a board or backplane: no cable
  std::array<double, kLinkMedia> links{};
  std::array<double, kLinkMedia> cables{}; // a link through an OCS is two cables
  std::array<double, kLinkMedia> metres{}; // cable length
  double opticalLinks() const {
    return links[std::size_t(LinkMedium::Multimode)] + links[std::size_t(LinkMedium::SingleMode)];
  }
};

// Links of the tier that cannot be copper: those through an OCS and those whose runs are longer
// than its active copper reaches.
double linksBeyondCopper(const model::Config &config, TierRole role, const TopologyCounts &counts);

// The tier's links by medium, with as many optical as counts.opticalLinks(tier) says.
TierCabling tierCabling(const model::Config &config, TierRole role, const TopologyCounts &counts);

} // namespace snp::sim
