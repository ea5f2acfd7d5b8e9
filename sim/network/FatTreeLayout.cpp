#include "sim/network/FatTreeLayout.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace snp::sim {

int FatTreeLayout::hostsOnLeaf(int leaf) const {
  return std::clamp(endpoints - leaf * hosts_per_leaf, 0, hosts_per_leaf);
}

int FatTreeLayout::hostsInPod(int pod) const {
  const int perPod = leaves_per_pod * hosts_per_leaf;
  return std::clamp(endpoints - pod * perPod, 0, perPod);
}

namespace {

// A count as an int, held at the largest one when the shape asks for more.
int saturated(double count) { return int(std::min(count, double(std::numeric_limits<int>::max()))); }

// ⌈a / b⌉ without the a + b − 1 that overflows near the largest int.
int ceilDiv(int a, int b) { return a / b + (a % b != 0); }

} // namespace

FatTreeLayout fatTreeLayout(const model::FatTreeShape &shape, int endpoints) {
  FatTreeLayout l;
  l.tiers = std::clamp(shape.tiers, 2, 3);
  l.radix = std::max(2, shape.radix);
  const int k = l.radix;
  const double s = std::max(1.0, shape.oversubscription);
  // The epsilon keeps exact quotients (k = 48, s = 2: 32) from flooring one short.
  l.hosts_per_leaf = std::clamp(int(std::floor(k * s / (s + 1) + 1e-9)), 1, k - 1);
  l.uplinks_per_leaf = k - l.hosts_per_leaf;
  const int half = std::max(1, k / 2);
  // In double: an absurd radix (a fuzzed 2^24) would overflow even 64-bit integers here.
  l.capacity = saturated(double(k) * (l.tiers == 2 ? 1 : half) * l.hosts_per_leaf);
  l.endpoints = std::clamp(endpoints, 0, l.capacity);
  l.leaves = ceilDiv(l.endpoints, l.hosts_per_leaf);
  if (l.tiers == 2) {
    l.leaves_per_pod = std::max(1, l.leaves);
    l.pods = 1;
    l.spines = l.uplinks_per_leaf;
  } else {
    l.leaves_per_pod = half;
    l.pods = ceilDiv(l.leaves, half);
    l.spines = saturated(double(l.pods) * l.uplinks_per_leaf);
    l.cores = saturated(double(l.uplinks_per_leaf) * half);
    l.core_links_per_spine = half;
  }
  return l;
}

} // namespace snp::sim
