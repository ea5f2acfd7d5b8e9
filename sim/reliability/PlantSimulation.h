#pragma once

#include "sim/facility/PlantFailures.h"

#include <cstdint>
#include <limits>
#include <queue>
#include <random>
#include <vector>

namespace snp::sim {

// What one step of the plant did: a unit failed or came back, and whether its group stopped
// carrying its cabinets (dropped) or started again (restored).
struct PlantChange {
  double time_s = 0;
  PlantPart part = PlantPart::Shelves;
  int group = 0;
  int unit = 0; // within its group
  bool failed = false;
  bool dropped = false;
  bool restored = false;
};

// Every unit of the plant failing and being repaired at exponential times, independently of the job
// (what sim/facility/GroupAvailability.h assumes in closed form). A group drops its cabinets when
// fewer than its usable units are up, or under 2N when neither of its two sets is whole.
class PlantSimulation {
public:
  // `seed`: the run's; the plant draws from a stream of its own, apart from the nodes', so that a
  // run without plant failures is the same whatever the plant.
  PlantSimulation(const PlantFailures &plant, std::uint64_t seed);

  // When the next unit fails or comes back; infinity when no unit fails.
  double nextTime() const {
    return events_.empty() ? std::numeric_limits<double>::infinity() : events_.top().time_s;
  }
  PlantChange step();
  // Groups now unable to carry their cabinets.
  int groupsDown() const { return groupsDown_; }

private:
  struct Unit {
    int part = 0;
    int group = 0;
    int index = 0;
    bool up = true;
  };
  struct Group {
    int down = 0;  // units down
    int sideA = 0; // under 2N: units down in the first set, and in the second
    int sideB = 0;
  };
  struct Event {
    double time_s;
    int unit;
    bool operator>(const Event &other) const { return time_s > other.time_s; }
  };

  bool carries(const PlantPartFailures &part, const Group &group) const;
  void schedule(int unit, double now_s);

  const PlantFailures plant_;
  std::mt19937_64 rng_;
  std::vector<Unit> units_;
  std::vector<int> firstGroup_; // per part: its first group in groups_
  std::vector<Group> groups_;
  std::priority_queue<Event, std::vector<Event>, std::greater<Event>> events_;
  int groupsDown_ = 0;
};

} // namespace snp::sim
