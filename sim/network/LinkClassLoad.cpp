#include "sim/network/LinkClassLoad.h"

#include "model/Message.h"

#include <algorithm>

namespace snp::sim {

LinkClassLoad linkClassLoad(model::Message name, const LinkTally &tally, double bandwidth_Bps,
                            double completion_s, model::Message assumption) {
  const double links = tally.links;
  const double mean = tally.links > 0 ? tally.sum_B / links : 0;
  const double capacity = bandwidth_Bps * completion_s;
  LinkClassLoad c;
  c.name = name;
  c.links = tally.links;
  c.capacity_Bps = Figure(bandwidth_Bps, "B/s", SNP_MESSAGE("Figure", "link bandwidth"), {},
                          SNP_MESSAGE("Figure", "per link, per direction"));
  c.max_load_B = Figure(tally.max_B, "B",
                        SNP_MESSAGE("Figure", "max over the class's links of the bytes routed over it"),
                        {{"links", links, ""}}, assumption);
  c.mean_load_B = Figure(mean, "B", SNP_MESSAGE("Figure", "sum of the class's link loads / links"),
                         {{"total", tally.sum_B, "B"}, {"links", links, ""}}, assumption);
  c.max_utilisation = Figure(capacity > 0 ? tally.max_B / capacity : 0, "",
                             SNP_MESSAGE("Figure", "max link load / (B x time)"),
                             {{"max_link_load", tally.max_B, "B"},
                              {"link_bandwidth", bandwidth_Bps, "B/s"},
                              {"time", completion_s, "s"}},
                             assumption);
  c.mean_utilisation = Figure(
      capacity > 0 ? mean / capacity : 0, "", SNP_MESSAGE("Figure", "mean link load / (B x time)"),
      {{"mean_link_load", mean, "B"}, {"link_bandwidth", bandwidth_Bps, "B/s"}, {"time", completion_s, "s"}},
      assumption);
  return c;
}

Figure fabricCompletionTime(double bytes_per_node, double injection_Bps, double max_load_B,
                            double bandwidth_Bps, model::Message assumption) {
  const double inject = injection_Bps > 0 ? bytes_per_node / injection_Bps : 0;
  const double drain = bandwidth_Bps > 0 ? max_load_B / bandwidth_Bps : 0;
  return Figure(std::max(inject, drain), "s", SNP_MESSAGE("Figure", "max(m / injection, max link load / B)"),
                {{"bytes_per_node", bytes_per_node, "B"},
                 {"injection", injection_Bps, "B/s"},
                 {"max_link_load", max_load_B, "B"},
                 {"link_bandwidth", bandwidth_Bps, "B/s"}},
                assumption);
}

Figure fabricThroughput(double bytes_per_node, double completion_s, model::Message assumption) {
  return Figure(completion_s > 0 ? bytes_per_node / completion_s : 0, "B/s",
                SNP_MESSAGE("Figure", "m / completion time"),
                {{"bytes_per_node", bytes_per_node, "B"}, {"time", completion_s, "s"}}, assumption);
}

} // namespace snp::sim
