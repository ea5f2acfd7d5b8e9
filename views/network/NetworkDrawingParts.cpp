#include "views/network/NetworkDrawingParts.h"

#include "sim/network/TrafficFlows.h"

#include <algorithm>

namespace snp::views::drawing {

sim::LinkLoadOptions DrawnTier::loadOptions() const {
  sim::LinkLoadOptions options;
  options.routing = torus_routing;
  options.link_bandwidth_Bps = capacity_Bps > 0 ? capacity_Bps : 1;
  options.injection_Bps = injection_Bps;
  return options;
}

std::uint32_t addNode(NetworkDrawing &out, const std::array<double, 3> &position, Kind kind, int index,
                      int count, std::uint8_t level) {
  out.nodes.push_back({position, kind, level, index, count});
  return std::uint32_t(out.nodes.size() - 1);
}

EndpointBytes endpointBytes(int endpoints, const sim::Traffic &traffic) {
  const int n = std::max(1, endpoints);
  EndpointBytes bytes;
  if (traffic.pattern == sim::TrafficPattern::UniformAllToAll) {
    const double crossing = traffic.bytes_per_node * (n - 1) / n;
    bytes.out.assign(std::size_t(n), crossing);
    bytes.in.assign(std::size_t(n), crossing);
    return bytes;
  }
  bytes.out.assign(std::size_t(n), 0);
  bytes.in.assign(std::size_t(n), 0);
  for (const sim::TrafficFlow &f : sim::trafficFlows(n, traffic))
    if (f.src != f.dst) {
      bytes.out[std::size_t(f.src)] += f.bytes;
      bytes.in[std::size_t(f.dst)] += f.bytes;
    }
  return bytes;
}

void Bundles::add(std::uint32_t a, std::uint32_t b, long long count, double load_Bps) {
  if (count <= 0) return;
  const std::uint64_t key = (std::uint64_t(std::min(a, b)) << 32) | std::max(a, b);
  const auto [it, added] = lines_.try_emplace(key, out_.links.size());
  if (added) {
    NetworkDrawing::Link link;
    link.a = a;
    link.b = b;
    link.link_class = class_;
    link.tier = tier_;
    link.count = count;
    link.load_Bps = link.mean_load_Bps = load_Bps;
    link.capacity_Bps = capacity_;
    out_.links.push_back(link);
    return;
  }
  NetworkDrawing::Link &link = out_.links[it->second];
  link.mean_load_Bps = (link.mean_load_Bps * link.count + load_Bps * count) / (link.count + count);
  link.count += count;
  link.load_Bps = std::max(link.load_Bps, load_Bps);
}

std::string grouped(long long value) {
  const std::string digits = std::to_string(value < 0 ? -value : value);
  std::string text = value < 0 ? "-" : "";
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) text.push_back(',');
    text.push_back(digits[i]);
  }
  return text;
}

std::string joinedClauses(const std::string &first, const std::string &second) {
  if (first.empty()) return second;
  if (second.empty()) return first;
  return caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{}; {}"), first, second);
}

} // namespace snp::views::drawing
