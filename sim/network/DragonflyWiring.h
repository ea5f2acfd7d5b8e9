#pragma once

#include "model/Network.h"

namespace snp::sim {

// Where a dragonfly's terminals and global links are (Kim et al., ISCA 2008): g groups of a
// routers, the routers of a group fully connected by local links, p terminals and h global ports
// on each router. Terminals fill routers, and groups, in order; group i's global port q
// (0 <= q < a h) sits on its router q / h. Groups are at most a h + 1 (one link per pair), by
// default as many as the endpoints fill; endpoints beyond g a p are not placed.
//
// Global links, "absolute" arrangement (the name used by e.g. Alzaid et al., ICS 2020): with
// g = a h + 1, port q of group i leads to group q, skipping i (q < i ? q : q + 1), so consecutive
// ports of a router reach consecutive groups. With fewer groups each pair gets c = floor(a h /
// (g - 1)) parallel links, copy k of them on ports k (g - 1) + the same index; the r = a h - c (g - 1)
// ports left over pair up circulantly, each group with the groups 1, ..., floor(r/2) away either
// way (ports in that order: +1, -1, +2, -2, ...) and, when r is odd and g even, the opposite group.
// So every pair has c or c + 1 links and every used port has a partner; with r and g both odd
// one port per group stays idle.
class DragonflyWiring {
public:
  DragonflyWiring(const model::DragonflyShape &shape, int endpoints);

  int routersPerGroup() const { return a_; }
  int terminalsPerRouter() const { return p_; }
  int globalPortsPerRouter() const { return h_; }
  int groups() const { return g_; }
  int endpoints() const { return n_; }
  int routers() const { return g_ * a_; }
  int portsPerGroup() const { return a_ * h_; }

  int groupOf(int terminal) const { return terminal / (a_ * p_); }
  int routerOf(int terminal) const { return terminal / p_; } // group x a + router in group
  int terminalsOn(int router) const;
  int terminalsIn(int group) const;

  int linksBetween(int from, int to) const; // parallel global links between two groups
  // Group `from`'s port for copy `copy` (< linksBetween) of its links to group `to`; the same
  // copy's port on `to` is port(to, from, copy).
  int port(int from, int to, int copy) const;
  int peerGroup(int group, int port) const; // -1 for an idle port
  int peerPort(int group, int port) const;
  int portRouter(int group, int port) const { return group * a_ + port / h_; }
  // Index of the directed global link leaving `group` through `port`.
  int globalLink(int group, int port) const { return group * a_ * h_ + port; }

private:
  int a_ = 1, p_ = 1, h_ = 0, g_ = 1, n_ = 0;
  int copies_ = 0;        // c, links every pair has
  int extraReach_ = 0;    // floor(r/2): extra links to the groups this close either way
  bool opposite_ = false; // an extra link to the group g/2 away
};

} // namespace snp::sim
