#include "sim/network/TrafficFlows.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace snp::sim {

std::vector<TrafficFlow> trafficFlows(int nodes, const Traffic &traffic) {
  const int n = std::max(1, nodes);
  const double m = traffic.bytes_per_node;
  std::vector<TrafficFlow> flows;
  if (traffic.pattern == TrafficPattern::UniformAllToAll) return flows;
  flows.reserve(n);
  switch (traffic.pattern) {
  case TrafficPattern::Neighbour:
    for (int i = 0; i < n; ++i)
      flows.push_back({i, (i + 1) % n, m});
    break;
  case TrafficPattern::RandomPermutation: {
    std::vector<int> target(n);
    std::iota(target.begin(), target.end(), 0);
    std::mt19937_64 random(traffic.seed);
    std::shuffle(target.begin(), target.end(), random);
    for (int i = 0; i < n; ++i)
      flows.push_back({i, target[i], m});
    break;
  }
  case TrafficPattern::HotSpot: {
    const int hot = std::clamp(traffic.hot_node, 0, n - 1);
    for (int i = 0; i < n; ++i)
      flows.push_back({i, hot, m});
    break;
  }
  case TrafficPattern::Shift: {
    const int shift = (traffic.shift % n + n) % n;
    for (int i = 0; i < n; ++i)
      flows.push_back({i, int((std::int64_t(i) + shift) % n), m});
    break;
  }
  case TrafficPattern::UniformAllToAll: break;
  }
  return flows;
}

} // namespace snp::sim
