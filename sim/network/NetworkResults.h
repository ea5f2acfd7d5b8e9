#pragma once

#include "model/Config.h"
#include "sim/Figure.h"
#include "sim/network/DomainLayout.h"
#include "sim/network/Topology.h"

#include <string_view>

namespace snp::sim {

// The network of the whole system. With one scale-up domain these are the scale-up tier's
// figures; with several, distances go domain -> scale-out -> domain and counts add both tiers.
struct NetworkResults {
  Figure diameter_hops;
  Figure mean_hops;
  Figure bisection_bandwidth_Bps;
  Figure injection_bandwidth_Bps; // per accelerator
  Figure links;
  Figure switches;                 // packet switch chips and routers
  Figure switch_ports;             // their ports that carry links
  Figure optical_circuit_switches; // OCS (TPU v4), apart: they steer light, they switch no packets
  Figure optical_cables;
  Figure copper_cables;
  // What the figures are counted from, for what counts parts (the bill of materials), so that it
  // need not count the topology again: the domains, one domain's scale-up tier and the scale-out
  // tier (of one endpoint with one domain: its figures and the bill leave it out, the power model
  // counts its optics).
  DomainLayout layout;
  TopologyCounts scale_up;
  TopologyCounts scale_out;

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("diameter_hops", diameter_hops);
    v("mean_hops", mean_hops);
    v("bisection_bandwidth_Bps", bisection_bandwidth_Bps);
    v("injection_bandwidth_Bps", injection_bandwidth_Bps);
    v("links", links);
    v("switches", switches);
    v("switch_ports", switch_ports);
    v("optical_circuit_switches", optical_circuit_switches);
    v("optical_cables", optical_cables);
    v("copper_cables", copper_cables);
  }
};

NetworkResults evaluateNetwork(const model::Config &config);

// Collectives over all accelerators: ranks = scale-up domain x domains.
struct CollectiveResults {
  Figure allreduce_time_s;
  std::string_view allreduce_algorithm; // the one that ran (sim::toString)
  bool allreduce_forced = false;        // chosen by network.collective_algorithm, not the tuner
  Figure allreduce_busbw_Bps;
  Figure alltoall_time_s; // every rank sends the collective size in all

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("allreduce_time_s", allreduce_time_s);
    v("allreduce_busbw_Bps", allreduce_busbw_Bps);
    v("alltoall_time_s", alltoall_time_s);
  }
};

// Collectives of network.collective_bytes per rank, or, when that is 0, `gradient_bytes` (what
// one data-parallel rank all-reduces per step); the figures' size term is named for the one
// used. `network` is evaluateNetwork(config): its bisection bounds the all-to-all.
CollectiveResults evaluateCollectives(const model::Config &config, double gradient_bytes,
                                      const NetworkResults &network);

} // namespace snp::sim
