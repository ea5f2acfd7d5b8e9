#include "sim/network/DragonflyWiring.h"

#include <algorithm>
#include <cstdint>

namespace snp::sim {

DragonflyWiring::DragonflyWiring(const model::DragonflyShape &shape, int endpoints)
    : a_(std::max(1, shape.a)), p_(std::max(1, shape.p)), h_(std::max(0, shape.h)) {
  const int perGroup = a_ * p_;
  const int wanted = shape.groups > 0 ? shape.groups : (std::max(0, endpoints) + perGroup - 1) / perGroup;
  g_ = std::clamp(wanted, 1, a_ * h_ + 1);
  n_ = int(std::min<std::int64_t>(std::max(0, endpoints), std::int64_t(g_) * perGroup));
  if (g_ > 1) {
    copies_ = a_ * h_ / (g_ - 1);
    const int spare = a_ * h_ - copies_ * (g_ - 1);
    extraReach_ = spare / 2;
    opposite_ = spare % 2 == 1 && g_ % 2 == 0;
  }
}

int DragonflyWiring::terminalsOn(int router) const { return std::clamp(n_ - router * p_, 0, p_); }

int DragonflyWiring::terminalsIn(int group) const { return std::clamp(n_ - group * a_ * p_, 0, a_ * p_); }

int DragonflyWiring::linksBetween(int from, int to) const {
  if (from == to || g_ < 2) return 0;
  const int d = ((to - from) % g_ + g_) % g_;
  const int distance = std::min(d, g_ - d);
  return copies_ + (distance <= extraReach_ || (opposite_ && 2 * distance == g_) ? 1 : 0);
}

int DragonflyWiring::port(int from, int to, int copy) const {
  if (copy < copies_) return copy * (g_ - 1) + (to < from ? to : to - 1);
  const int d = ((to - from) % g_ + g_) % g_;
  const int rank = d <= extraReach_        ? 2 * (d - 1)
                   : g_ - d <= extraReach_ ? 2 * (g_ - d - 1) + 1
                                           : 2 * extraReach_;
  return copies_ * (g_ - 1) + rank;
}

int DragonflyWiring::peerGroup(int group, int port) const {
  if (g_ < 2 || port < 0) return -1;
  const int regular = copies_ * (g_ - 1);
  if (port < regular) {
    const int index = port % (g_ - 1);
    return index < group ? index : index + 1;
  }
  const int rank = port - regular;
  if (rank < 2 * extraReach_) {
    const int d = rank / 2 + 1;
    return rank % 2 == 0 ? (group + d) % g_ : (group - d + g_) % g_;
  }
  if (rank == 2 * extraReach_ && opposite_) return (group + g_ / 2) % g_;
  return -1;
}

int DragonflyWiring::peerPort(int group, int port) const {
  const int peer = peerGroup(group, port);
  if (peer < 0) return -1;
  const int regular = copies_ * (g_ - 1);
  return this->port(peer, group, port < regular ? port / (g_ - 1) : copies_);
}

} // namespace snp::sim
