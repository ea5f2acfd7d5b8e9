#include "Scheduler.h"

#include "model/Message.h"

#include "sim/Evaluate.h"
#include "sim/facility/PlantFailures.h"
#include "sim/facility/Power.h"
#include "sim/reliability/PlantSimulation.h"
#include "sim/scheduling/CabinetOccupancy.h"
#include "sim/scheduling/CuboidFinder.h"
#include "sim/scheduling/FreeCapacity.h"
#include "sim/scheduling/PlacementSlowdown.h"
#include "sim/scheduling/ScheduleStatistics.h"
#include "sim/scheduling/SchedulingMachine.h"
#include "sim/scheduling/UtilisationRecord.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <optional>
#include <queue>
#include <random>
#include <set>
#include <unordered_map>

namespace snp::sim {

namespace {

constexpr int kFreeCard = -1;
constexpr int kDownCard = -2;
// Marks a failure from ScheduleOptions::failure_log, which draws no next failure.
constexpr int kLoggedFailure = 1;

enum class EventKind : std::uint8_t { Arrival, Completion, Failure, Repair, SpareBack, Plant };

struct Event {
  double time_s;
  std::uint64_t order;
  EventKind kind;
  int id;
  int epoch;
};

struct EventLater {
  bool operator()(const Event &a, const Event &b) const {
    return a.time_s > b.time_s || (a.time_s == b.time_s && a.order > b.order);
  }
};

// Queue order: higher priority, then earlier submission, then trace order.
struct QueueKey {
  int priority;
  double submit_s;
  int job;
  bool operator<(const QueueKey &other) const {
    if (priority != other.priority) return priority > other.priority;
    if (submit_s != other.submit_s) return submit_s < other.submit_s;
    return job < other.job;
  }
};

// A job's state while it holds cards.
struct Running {
  std::vector<int> cards;
  double segment_start_s = 0; // when its current stretch of work began (after a restart)
  double work_left_s = 0;     // ideal seconds of work left at segment_start_s
  double slowdown = 1;
  int epoch = 0; // completion events of older epochs are stale
  std::size_t allocation = 0;
};

class Simulation {
public:
  Simulation(const model::Config &config, const JobTrace &trace, const ScheduleOptions &options)
      : machine_(schedulingMachine(config)), trace_(trace), options_(options), capacity_(machine_),
        finder_(machine_.torus_dims, machine_.torus_wrap) {
    const Results results = evaluate(config);
    default_comm_share_ = std::clamp(results.training.comm_fraction.value, 0.0, 1.0);
    if (!std::isfinite(default_comm_share_)) default_comm_share_ = 0;
    peak_flops_ = config.accelerator.peak_flops[static_cast<std::size_t>(config.workload.precision)];
    node_failure_rate_per_s_ =
        options.failures ? results.reliability.accelerator_failure_rate_per_s.value * machine_.cards_per_node
                         : 0;
    checkpoint_period_s_ = results.reliability.checkpoint_interval_s.value;
    restart_s_ = config.reliability.restart_s;
    repair_s_ = config.reliability.repair_s;
    hot_spares_ = std::max(0, static_cast<int>(results.reliability.hot_spares.value));
    spares_free_ = hot_spares_;
    random_.seed(options.seed);
    cabinet_draw_ = cabinetSwing(config, results.power);
    const PlantFailures plant = plantFailures(config, results.power_chain, results.cdu);
    if (options.failures && options.failure_log.empty() && plant.anyFails())
      plant_.emplace(plant, options.seed);
    plant_failures_ = plant;

    const int cards = machine_.cards();
    owner_.assign(cards, kFreeCard);
    domain_epoch_.assign(machine_.domains, 0);
    in_service_ = cards;
    tenant_cards_.assign(trace.tenants.size(), 0);
    const std::size_t jobs = trace.jobs.size();
    work_left_s_.resize(jobs);
    comm_share_.resize(jobs);
    tried_epoch_.assign(jobs, -1);
    running_.resize(jobs);
    result_.outcomes.resize(jobs);
    result_.cards = cards;
    for (std::size_t j = 0; j < jobs; ++j) {
      const Job &job = trace.jobs[j];
      work_left_s_[j] = job.duration_s;
      comm_share_[j] = job.flops_per_byte > 0
                           ? commShareOfProfile(machine_, job.flops_per_byte, peak_flops_, job.cards)
                           : default_comm_share_;
    }
  }

  ScheduleResult run() {
    const std::size_t jobs = trace_.jobs.size();
    for (std::size_t j = 0; j < jobs; ++j)
      push(trace_.jobs[j].submit_s, EventKind::Arrival, static_cast<int>(j));
    if (!options_.failure_log.empty()) {
      for (const ScheduleOptions::NodeFailure &failure : options_.failure_log)
        push(failure.time_s, EventKind::Failure, failure.node, kLoggedFailure);
    } else if (node_failure_rate_per_s_ > 0 && jobs > 0) {
      scheduleNextFailure(trace_.jobs.front().submit_s);
    }
    under_repair_.assign(std::size_t(machine_.nodes()), false);
    dark_.assign(std::size_t(machine_.nodes()), 0);
    if (plant_ && jobs > 0) push(plant_->nextTime(), EventKind::Plant, 0);
    std::size_t handled = 0;
    while (!events_.empty() && finished_ < jobs) {
      if (++handled % 4096 == 0 && options_.cancel && options_.cancel->load(std::memory_order_relaxed)) {
        result_.complete = false;
        break;
      }
      if (handled > options_.max_events) {
        result_.complete = false;
        result_.exhausted = true;
        break;
      }
      const double now = events_.top().time_s;
      account(now);
      while (!events_.empty() && events_.top().time_s == now) {
        const Event event = events_.top();
        events_.pop();
        handle(event);
      }
      if (machine_dark_ == 0) schedulePass(now);
      // Cards in service are free or held: the held ones are the rest. None while all are dark.
      const int in_service = machine_dark_ > 0 ? 0 : in_service_;
      record_.record(now, {machine_dark_ > 0 ? 0 : in_service_ - capacity_.freeCards(), useful_, in_service,
                           static_cast<int>(queue_.size())});
    }
    // Outages still under way when the last job ends last as long as the run.
    for (const auto &[group, entry] : open_plant_outages_)
      result_.plant_outages[entry].end_s = last_time_;
    summarise();
    return std::move(result_);
  }

private:
  void push(double time_s, EventKind kind, int id, int epoch = 0) {
    events_.push({time_s, next_order_++, kind, id, epoch});
  }

  // Inverse transforms of the raw 64-bit draws, so a seed gives the same failures with any
  // standard library (std's distributions are implementation-defined).
  void scheduleNextFailure(double now) {
    const double uniform = double(random_() >> 11) * 0x1.0p-53;
    const double gap = -std::log1p(-uniform) / (node_failure_rate_per_s_ * machine_.nodes());
    const auto node = static_cast<int>(random_() % static_cast<std::uint64_t>(machine_.nodes()));
    push(now + gap, EventKind::Failure, node);
  }

  // Integrates the state held since the last event up to `now`.
  void account(double now) {
    const double span = now - last_time_;
    if (span > 0 && !queue_.empty()) {
      const Job &head = trace_.jobs[queue_.begin()->job];
      if (capacity_.freeCards() >= head.cards) stranded_card_s_ += span * capacity_.freeCards();
    }
    last_time_ = now;
  }

  void handle(const Event &event) {
    switch (event.kind) {
    case EventKind::Arrival: queue_.insert(keyOf(event.id)); break;
    case EventKind::Completion:
      if (event.epoch == running_[event.id].epoch && !running_[event.id].cards.empty())
        complete(event.id, event.time_s);
      break;
    case EventKind::Failure:
      fail(event.id, event.time_s);
      if (event.epoch != kLoggedFailure) scheduleNextFailure(event.time_s);
      break;
    case EventKind::Repair:
      under_repair_[std::size_t(event.id)] = false;
      result_.outages[outage_index_[event.id]].end_s = event.time_s;
      if (dark_[std::size_t(event.id)] == 0) bringIntoService(event.id);
      break;
    case EventKind::SpareBack: ++spares_free_; break;
    case EventKind::Plant:
      plantChange(plant_->step());
      push(plant_->nextTime(), EventKind::Plant, 0);
      break;
    }
  }

  QueueKey keyOf(int job) const {
    const Job &j = trace_.jobs[job];
    return {j.priority, j.submit_s, job};
  }

  void schedulePass(double now) {
    // Requests that found no room in this pass: another job asking the same finds none either
    // until a start changes the cards.
    std::vector<std::pair<int, PlacementShape>> noRoom;
    int looked = 0;
    for (auto it = queue_.begin(); it != queue_.end() && looked < options_.queue_depth; ++looked) {
      const int job = it->job;
      const std::pair<int, PlacementShape> request{trace_.jobs[job].cards, shapeFor(job)};
      const bool knownNoRoom = std::find(noRoom.begin(), noRoom.end(), request) != noRoom.end();
      if (tried_epoch_[job] != free_epoch_ && !knownNoRoom) {
        const Start outcome = tryStart(job, now);
        if (outcome == Start::Started) {
          it = queue_.erase(it);
          noRoom.clear();
          continue;
        }
        // Only freed cards can make room: until some are, the job need not be tried again.
        if (outcome == Start::NoRoom) {
          tried_epoch_[job] = free_epoch_;
          noRoom.push_back(request);
        }
      }
      if (!options_.backfill) break;
      if (options_.reserve_after_s > 0 && now - trace_.jobs[job].submit_s >= options_.reserve_after_s) break;
      ++it;
    }
    epoch_before_batch_ = free_epoch_;
    freed_batch_.clear();
  }

  PlacementShape shapeFor(int job) const {
    const Job &j = trace_.jobs[job];
    if (j.shape != PlacementShape::Any) return j.shape;
    if (options_.policy == PlacementPolicy::Topology) return PlacementShape::Contiguous;
    if (options_.policy == PlacementPolicy::Profile || options_.policy == PlacementPolicy::EnergyAware)
      return 1 + comm_share_[job] * (worstRatio(j.cards) - 1) > 1 + options_.profile_tolerance
                 ? PlacementShape::Contiguous
                 : PlacementShape::Any;
    return PlacementShape::Any;
  }

  // The bandwidth ratio of a scattered placement at its worst: across the scale-out network when
  // there are several domains, else a torus ring of the mean distance between two cards.
  double worstRatio(int cards) const {
    if (cards <= 1) return 1;
    if (machine_.domains > 1 && cards <= machine_.domain_cards && machine_.scaleout_Bps_per_card > 0)
      return machine_.scaleup_Bps_per_card / machine_.scaleout_Bps_per_card;
    if (!machine_.isTorus()) return 1;
    double hops = 0;
    for (int k : machine_.torus_dims)
      hops += k / 4.0;
    return std::max(1.0, hops);
  }

  double memoryPerCard(int job) const {
    const Job &j = trace_.jobs[job];
    return j.host_memory_B > 0 ? j.host_memory_B / j.cards : machine_.node_memory_B / machine_.cards_per_node;
  }

  enum class Start { Started, NoRoom, OverQuota };

  Start tryStart(int job, double now) {
    const Job &j = trace_.jobs[job];
    if (tenant_cards_[j.tenant] + j.cards > quotaCards(j.tenant)) return Start::OverQuota;
    if (capacity_.freeCards() < j.cards) return Start::NoRoom;
    cards_.clear();
    const PlacementShape shape = shapeFor(job);
    bool placed = false;
    if (shape == PlacementShape::Domain ||
        (shape == PlacementShape::Contiguous && j.cards > machine_.domain_cards))
      placed = placeWholeDomains(j.cards);
    else if (shape == PlacementShape::Contiguous)
      placed = placeInOneDomain(job);
    else
      placed = placeAny(job);
    if (!placed) return Start::NoRoom;
    std::sort(cards_.begin(), cards_.end());
    start(job, now, shape != PlacementShape::Any);
    return Start::Started;
  }

  int quotaCards(int tenant) const {
    const double share = static_cast<std::size_t>(tenant) < options_.tenant_quota.size()
                             ? options_.tenant_quota[static_cast<std::size_t>(tenant)]
                             : 1.0;
    return static_cast<int>(std::floor(share * machine_.cards() + 1e-9));
  }

  bool placeWholeDomains(int cards) {
    return capacity_.takeWholeDomains((cards + machine_.domain_cards - 1) / machine_.domain_cards, cards_);
  }

  // The order the policy tries the domains that hold a job in.
  DomainOrder domainOrder() const {
    if (options_.policy == PlacementPolicy::LeastAllocated) return DomainOrder::EmptiestFirst;
    return options_.policy == PlacementPolicy::FirstFit ? DomainOrder::ByNumber : DomainOrder::FullestFirst;
  }

  bool placeInOneDomain(int job) {
    const int cards = trace_.jobs[job].cards;
    // Any job of the same size that found no room tells as much as the job's own try: the search
    // depends only on the cards.
    const auto sizeTried = size_tried_epoch_.try_emplace(cards, -1).first;
    const long long tried = std::max(tried_epoch_[job], sizeTried->second);
    const DomainIndex &domains = capacity_.domains();
    const DomainOrder order = domainOrder();
    for (int d = domains.next(order, cards); d != DomainIndex::kNone; d = domains.next(order, cards, d)) {
      // A domain where nothing was freed since the job last found no room still has none.
      if (tried >= 0 && domain_epoch_[d] <= tried) continue;
      const int base = d * machine_.domain_cards;
      if (machine_.isTorus()) {
        bool found = false;
        if (tried >= 0 && tried == epoch_before_batch_) {
          // It saw every card but those freed since the last pass: a cuboid must reach one.
          touched_.clear();
          for (int card : freed_batch_)
            if (machine_.domainOf(card) == d) touched_.push_back(card - base);
          found = finder_.findTouching(cards, capacity_.freeFlags() + base, touched_, local_);
        } else {
          found = finder_.find(cards, capacity_.freeFlags() + base, local_);
        }
        if (!found) continue;
        for (int c : local_)
          cards_.push_back(base + c);
        return true;
      }
      capacity_.takeLowestFree(base, base + machine_.domain_cards, cards, cards_);
      return true;
    }
    sizeTried->second = free_epoch_;
    return false;
  }

  bool placeAny(int job) {
    const int cards = trace_.jobs[job].cards;
    switch (options_.policy) {
    case PlacementPolicy::BestFit:
      if (const int fullest = capacity_.domains().next(DomainOrder::FullestFirst, cards);
          fullest != DomainIndex::kNone) {
        const int base = fullest * machine_.domain_cards;
        capacity_.takeLowestFree(base, base + machine_.domain_cards, cards, cards_);
        return true;
      }
      break;
    case PlacementPolicy::MostAllocated:
    case PlacementPolicy::LeastAllocated:
      return capacity_.takeByNodeScore({.most_allocated = options_.policy == PlacementPolicy::MostAllocated,
                                        .card_weight = options_.card_weight,
                                        .memory_weight = options_.memory_weight},
                                       cards, memoryPerCard(job), cards_);
    case PlacementPolicy::EnergyAware: return capacity_.takePacked(cards, cards_);
    default: break;
    }
    capacity_.takeLowestFree(0, machine_.cards(), cards, cards_);
    return true;
  }

  void start(int job, double now, bool contiguous) {
    const Job &j = trace_.jobs[job];
    Running &r = running_[job];
    r.cards = cards_;
    const PlacementCost cost = placementCost(machine_, r.cards, comm_share_[job], contiguous);
    r.slowdown = cost.slowdown;
    r.segment_start_s = now;
    r.work_left_s = work_left_s_[job];
    ++r.epoch;
    for (int card : r.cards)
      owner_[card] = job;
    capacity_.take(r.cards, memoryPerCard(job));
    useful_ += r.cards.size() / r.slowdown;
    tenant_cards_[j.tenant] += static_cast<int>(r.cards.size());
    JobOutcome &outcome = result_.outcomes[job];
    if (outcome.start_s < 0) {
      outcome.start_s = now;
      outcome.wait_s = now - j.submit_s;
    }
    outcome.slowdown = cost.slowdown;
    outcome.domains = cost.domains;
    r.allocation = result_.allocations.size();
    result_.allocations.push_back({job, now, now, static_cast<std::uint32_t>(result_.allocation_cards.size()),
                                   static_cast<std::uint32_t>(r.cards.size())});
    result_.allocation_cards.insert(result_.allocation_cards.end(), r.cards.begin(), r.cards.end());
    push(now + r.work_left_s * r.slowdown, EventKind::Completion, job, r.epoch);
  }

  // Gives a job's cards back, free or (on a failed node) down.
  void release(int job, double now) {
    Running &r = running_[job];
    ++free_epoch_;
    for (int card : r.cards) {
      owner_[card] = kFreeCard;
      domain_epoch_[machine_.domainOf(card)] = free_epoch_;
    }
    capacity_.release(r.cards, memoryPerCard(job));
    freed_batch_.insert(freed_batch_.end(), r.cards.begin(), r.cards.end());
    useful_ -= r.cards.size() / r.slowdown;
    tenant_cards_[trace_.jobs[job].tenant] -= static_cast<int>(r.cards.size());
    result_.allocations[r.allocation].end_s = now;
    r.cards.clear();
    ++r.epoch;
  }

  void complete(int job, double now) {
    const Job &j = trace_.jobs[job];
    release(job, now);
    work_left_s_[job] = 0;
    result_.outcomes[job].end_s = now;
    useful_card_s_ += j.duration_s * j.cards;
    ++finished_;
    if (options_.progress && finished_ % 1024 == 0) options_.progress(double(finished_) / trace_.jobs.size());
  }

  // Work left once a failure at `now` rolls the job back to its last checkpoint (every
  // checkpoint_period_s of its work, the reliability model's interval).
  double workLeftAfterFailure(int job, double now) const {
    const Running &r = running_[job];
    const double duration = trace_.jobs[job].duration_s;
    const double progressed = now > r.segment_start_s ? (now - r.segment_start_s) / r.slowdown : 0;
    const double done = std::clamp(duration - r.work_left_s + progressed, 0.0, duration);
    const double kept = checkpoint_period_s_ > 0
                            ? std::floor(done / checkpoint_period_s_ + 1e-12) * checkpoint_period_s_
                            : done;
    return duration - kept;
  }

  void fail(int node, double now) {
    const int from = node * machine_.cards_per_node;
    const int to = std::min(from + machine_.cards_per_node, machine_.cards());
    if (owner_[from] == kDownCard) return;
    ++node_failures_;
    std::vector<int> jobs;
    for (int c = from; c < to; ++c)
      if (owner_[c] >= 0 && std::find(jobs.begin(), jobs.end(), owner_[c]) == jobs.end())
        jobs.push_back(owner_[c]);
    if (spares_free_ > 0) {
      // A hot spare stands in: the jobs restart from their checkpoints on the same cards.
      --spares_free_;
      ++spare_swaps_;
      push(now + repair_s_, EventKind::SpareBack, node);
      for (int job : jobs) {
        Running &r = running_[job];
        r.work_left_s = workLeftAfterFailure(job, now);
        r.segment_start_s = now + restart_s_;
        ++r.epoch;
        ++result_.outcomes[job].interruptions;
        push(r.segment_start_s + r.work_left_s * r.slowdown, EventKind::Completion, job, r.epoch);
      }
      return;
    }
    // No spare: the node's jobs go back to the queue, to restart from their checkpoints when they
    // start again, and its cards are out until repaired.
    takeOutOfService(node, now);
    under_repair_[std::size_t(node)] = true;
    outage_index_[node] = result_.outages.size();
    result_.outages.push_back({node, now, now});
    push(now + repair_s_, EventKind::Repair, node);
  }

  // A running job stops: it goes back to the queue, to restart from its last checkpoint.
  void requeue(int job, double now) {
    work_left_s_[job] = workLeftAfterFailure(job, now) + restart_s_;
    release(job, now);
    ++result_.outcomes[job].interruptions;
    queue_.insert(keyOf(job));
  }

  // The node's jobs go back to the queue, to restart from their checkpoints when they start
  // again, and its cards are out of service until it comes back.
  void takeOutOfService(int node, double now) {
    const int from = node * machine_.cards_per_node;
    const int to = std::min(from + machine_.cards_per_node, machine_.cards());
    std::vector<int> jobs;
    for (int c = from; c < to; ++c)
      if (owner_[c] >= 0 && std::find(jobs.begin(), jobs.end(), owner_[c]) == jobs.end())
        jobs.push_back(owner_[c]);
    for (int job : jobs)
      requeue(job, now);
    for (int c = from; c < to; ++c)
      owner_[c] = kDownCard;
    capacity_.takeDown(node);
    in_service_ -= to - from;
  }

  // A group of the plant dropped its cabinets (their nodes go out of service, whether failed or
  // not) or carries them again (those neither dark under another group nor in repair come back).
  void plantChange(const PlantChange &change) {
    if (!change.dropped && !change.restored) return;
    const PlantPartFailures &part = plant_failures_.part(change.part);
    const int first_node = part.firstCabinet(change.group) * machine_.nodes_per_cabinet;
    const int last_node =
        std::min(machine_.nodes(), first_node + part.cabinetsOf(change.group) * machine_.nodes_per_cabinet);
    const std::pair key{static_cast<int>(change.part), change.group};
    if (change.dropped) {
      ++plant_outages_;
      open_plant_outages_[key] = result_.plant_outages.size();
      result_.plant_outages.push_back({first_node, last_node - first_node, change.time_s, change.time_s});
    } else {
      result_.plant_outages[open_plant_outages_.at(key)].end_s = change.time_s;
      open_plant_outages_.erase(key);
    }
    if (first_node == 0 && last_node == machine_.nodes()) return darkenMachine(change.dropped, change.time_s);
    for (int node = first_node; node < last_node; ++node) {
      std::uint8_t &dark = dark_[std::size_t(node)];
      const bool down = dark > 0 || under_repair_[std::size_t(node)];
      if (change.dropped) {
        ++dark;
        if (!down) takeOutOfService(node, change.time_s);
      } else if (--dark == 0 && !under_repair_[std::size_t(node)]) {
        bringIntoService(node);
      }
    }
  }

  // A group serving every cabinet stops every job and every start until it carries them again.
  // Taking millions of nodes out one by one would cost seconds per outage; nothing can start
  // while all are dark, so the free cards stay as they are and the accounting reads none in service.
  void darkenMachine(bool dropped, double now) {
    if (!dropped) {
      --machine_dark_;
      return;
    }
    if (machine_dark_++ > 0) return;
    for (int job = 0; job < static_cast<int>(running_.size()); ++job)
      if (!running_[job].cards.empty()) requeue(job, now);
  }

  void bringIntoService(int node) {
    const int from = node * machine_.cards_per_node;
    const int to = std::min(from + machine_.cards_per_node, machine_.cards());
    ++free_epoch_;
    for (int c = from; c < to; ++c) {
      owner_[c] = kFreeCard;
      domain_epoch_[machine_.domainOf(c)] = free_epoch_;
      freed_batch_.push_back(c);
    }
    capacity_.bringUp(node);
    in_service_ += to - from;
  }

  void summarise();
  // The cabinets' energy over the makespan, every cabinet on and idle ones off.
  void setEnergyFigures(double makespan);

  SchedulingMachine machine_;
  const JobTrace &trace_;
  const ScheduleOptions &options_;
  FreeCapacity capacity_;
  CuboidFinder finder_;
  double default_comm_share_ = 0;
  double peak_flops_ = 0;
  double node_failure_rate_per_s_ = 0;
  double checkpoint_period_s_ = 0;
  double restart_s_ = 0;
  double repair_s_ = 0;
  int hot_spares_ = 0;  // the pool
  int spares_free_ = 0; // of it, not standing in for a failed node
  std::mt19937_64 random_;

  std::vector<int> owner_;
  std::vector<int> tenant_cards_;
  int in_service_ = 0;
  double useful_ = 0;
  std::vector<double> work_left_s_;
  std::vector<double> comm_share_;
  // Counts the times cards were freed; a job's tried epoch is the count when it last found no
  // room, a domain's the count when it last gained free cards.
  std::vector<long long> tried_epoch_;
  long long free_epoch_ = 0;
  std::vector<long long> domain_epoch_;
  long long epoch_before_batch_ = 0; // the count at the end of the last pass
  std::vector<int> freed_batch_;     // cards freed since then
  std::vector<int> touched_;
  std::unordered_map<int, long long> size_tried_epoch_; // contiguous searches, by cards
  std::vector<Running> running_;
  std::set<QueueKey> queue_;
  std::priority_queue<Event, std::vector<Event>, EventLater> events_;
  std::uint64_t next_order_ = 0;
  std::vector<int> cards_;
  std::vector<int> local_;
  std::unordered_map<int, std::size_t> outage_index_;
  UtilisationRecord record_;
  double last_time_ = 0;
  double stranded_card_s_ = 0;
  double useful_card_s_ = 0;
  std::size_t finished_ = 0;
  int node_failures_ = 0;
  int spare_swaps_ = 0;
  // The power chain's and CDUs' units failing and repaired; a group that drops its cabinets takes
  // their nodes out of service until it carries them again.
  std::optional<PlantSimulation> plant_;
  PlantFailures plant_failures_;
  CabinetSwing cabinet_draw_; // a cabinet with every card waiting (trough) and every card computing (peak)
  std::vector<bool> under_repair_; // per node: failed, its Repair event to come
  std::vector<std::uint8_t> dark_; // per node: plant groups down among those serving its cabinet
  int plant_outages_ = 0;
  int machine_dark_ = 0; // groups serving every cabinet that are down
  std::map<std::pair<int, int>, std::size_t> open_plant_outages_; // (part, group) -> its ScheduleResult entry
  ScheduleResult result_;
};

} // namespace

void Simulation::summarise() {
  ScheduleFigures &f = result_.figures;
  const std::size_t jobs = trace_.jobs.size();
  const double first = jobs ? trace_.jobs.front().submit_s : 0;
  const double lastSubmit = jobs ? trace_.jobs.back().submit_s : 0;
  const double last = std::max(first, record_.lastChange_s());
  const double makespan = last - first;

  std::vector<double> waits;
  waits.reserve(jobs);
  int slowed = 0, interrupted = 0;
  double slowdownSum = 0;
  for (const JobOutcome &outcome : result_.outcomes) {
    if (outcome.start_s >= 0) waits.push_back(outcome.wait_s);
    if (outcome.slowdown > 1 + 1e-9) {
      ++slowed;
      slowdownSum += outcome.slowdown;
    }
    if (outcome.interruptions > 0) ++interrupted;
  }
  const double meanWait = waits.empty() ? 0 : std::accumulate(waits.begin(), waits.end(), 0.0) / waits.size();

  // While jobs arrive: the long tail of a trace's last jobs, running alone, says nothing about how
  // full the machine runs.
  const double windowEnd = lastSubmit > first ? lastSubmit : last;
  const std::vector<CardTime> whole = record_.binned(first, windowEnd, 1);
  const double busy = whole.empty() ? 0 : whole.front().busy_card_s;
  const double useful = whole.empty() ? 0 : whole.front().useful_card_s;
  const double service = whole.empty() ? 0 : whole.front().service_card_s;

  const HourlySwing swing = hourlySwing(record_, first, lastSubmit);

  const int samples = std::max(1, options_.utilisation_points);
  for (std::size_t i = 0; const CardTime &bin : record_.binned(first, last, samples)) {
    result_.utilisation.push_back({first + makespan * double(++i) / samples,
                                   bin.service_card_s > 0 ? bin.busy_card_s / bin.service_card_s : 0,
                                   bin.queued});
  }

  result_.tenants = tenantQueueing(trace_, result_.outcomes);

  const double cards = machine_.cards();
  f.jobs = Figure(double(jobs), "", SNP_MESSAGE("Figure", "jobs in the trace"));
  f.finished_jobs =
      Figure(double(finished_), "", SNP_MESSAGE("Figure", "jobs that ran to completion"),
             {{"jobs", double(jobs), ""}},
             result_.complete ? model::Message() : SNP_MESSAGE("Figure", "cancelled before the end"));
  f.makespan_s = Figure(makespan, "s", SNP_MESSAGE("Figure", "last completion - first arrival"),
                        {{"first arrival", first, "s"}, {"last completion", last, "s"}});
  f.utilisation = Figure(
      service > 0 ? busy / service : 0, "ratio",
      SNP_MESSAGE("Figure", "busy card-time / in-service card-time"),
      {{"busy card-time", busy, "s"}, {"in-service card-time", service, "s"}, {"cards", cards, ""}},
      SNP_MESSAGE(
          "Figure",
          "from the first arrival to the last completion; failed nodes awaiting repair are out of service"));
  f.effective_utilisation = Figure(
      service > 0 ? useful / service : 0, "ratio",
      SNP_MESSAGE("Figure", "sum of busy card-time / job slowdown / in-service card-time"),
      {{"useful card-time", useful, "s"}, {"in-service card-time", service, "s"}},
      SNP_MESSAGE(
          "Figure",
          "a card of a job slowed by a scattered placement counts for 1 / slowdown; restarts count as busy"));
  f.utilisation_swing =
      Figure(swing.deviation, "ratio",
             SNP_MESSAGE("Figure", "standard deviation of hourly utilisation while jobs arrive"),
             {{"windows", double(swing.windows), ""}},
             SNP_MESSAGE("Figure", "S2's utilisation swing, read as one standard deviation"));
  f.utilisation_half_range = Figure(
      swing.half_range, "ratio", SNP_MESSAGE("Figure", "(95th - 5th percentile of hourly utilisation) / 2"),
      {{"windows", double(swing.windows), ""}},
      SNP_MESSAGE("Figure", "S2's utilisation swing, read as ± half the range"));
  f.mean_wait_s = Figure(meanWait, "s", SNP_MESSAGE("Figure", "mean of (first start - submit)"),
                         {{"started jobs", double(waits.size()), ""}});
  f.p95_wait_s =
      Figure(percentile(waits, 0.95), "s", SNP_MESSAGE("Figure", "95th percentile of (first start - submit)"),
             {{"started jobs", double(waits.size()), ""}});
  f.stranded_share = Figure(
      makespan > 0 ? stranded_card_s_ / (cards * makespan) : 0, "ratio",
      SNP_MESSAGE("Figure",
                  "free card-time while the first queued job waits with enough free cards / card-time"),
      {{"stranded card-time", stranded_card_s_, "s"}, {"card-time", cards * makespan, "s"}},
      SNP_MESSAGE("Figure",
                  "fragmentation: the cards were free but not in a shape or place the job could use"));
  f.slowed_jobs = Figure(double(slowed), "",
                         SNP_MESSAGE("Figure", "jobs placed where their collectives run slower than ideal"),
                         {{"jobs", double(jobs), ""}});
  f.mean_slowdown = Figure(slowed ? slowdownSum / slowed : 1, "",
                           SNP_MESSAGE("Figure", "mean of placed / ideal run time over slowed jobs"),
                           {{"slowed jobs", double(slowed), ""}},
                           SNP_MESSAGE("Figure", "slowdown = 1 - comm share + comm share x bandwidth ratio"));
  f.useful_card_hours_per_hour = Figure(
      makespan > 0 ? useful_card_s_ / makespan : 0, "",
      SNP_MESSAGE("Figure", "card-hours of finished work / hours of makespan"),
      {{"useful card-time", useful_card_s_, "s"}, {"makespan", makespan, "s"}},
      SNP_MESSAGE("Figure",
                  "work counted at its ideal duration; slowdowns, rework and restarts are not useful"));
  f.node_failures = Figure(
      double(node_failures_), "", SNP_MESSAGE("Figure", "node failures during the run"),
      {{"node failure rate", node_failure_rate_per_s_, "1/s"}, {"nodes", double(machine_.nodes()), ""}},
      SNP_MESSAGE(
          "Figure",
          "the reliability model's rates (Llama 3 405B's by default), nodes failing whether busy or idle"));
  f.interrupted_jobs =
      Figure(double(interrupted), "", SNP_MESSAGE("Figure", "jobs a failure stopped at least once"),
             {{"checkpoint period", checkpoint_period_s_, "s"}, {"restart", restart_s_, "s"}},
             SNP_MESSAGE("Figure", "a failure rolls the job back to its last checkpoint"));
  f.plant_outages = Figure(
      double(plant_outages_), "",
      SNP_MESSAGE("Figure", "groups of power or cooling units that dropped their cabinets during the run"),
      {{"plant outage rate", plant_failures_.outagesPerS(), "1/s"}},
      SNP_MESSAGE("Figure",
                  "every unit fails and is repaired at its MTBF and MTTR; the cabinets' nodes are out "
                  "of service and their jobs requeued until the group carries them again"));
  f.spare_swaps =
      Figure(double(spare_swaps_), "", SNP_MESSAGE("Figure", "failures a hot spare stood in for"),
             {{"hot spares", double(hot_spares_), ""}, {"repair", repair_s_, "s"}},
             SNP_MESSAGE("Figure", "a spare returns to the pool when the failed node is repaired; "
                                   "without one the node's jobs are requeued"));
  setEnergyFigures(makespan);
}

void Simulation::setEnergyFigures(double makespan) {
  ScheduleFigures &f = result_.figures;
  const CabinetOccupancy occupancy = cabinetOccupancy(machine_, result_);
  const double cabinet_s = machine_.cabinets() * makespan;
  const double idle_W = cabinet_draw_.trough_W;
  // What one card computing adds to its cabinet's draw.
  const double card_W = (cabinet_draw_.peak_W - idle_W) / machine_.cardsPerCabinet();
  const double compute_J = occupancy.busy_card_s * card_W;
  constexpr double kJoulesPerKWh = 3.6e6;
  f.powered_cabinet_share =
      Figure(cabinet_s > 0 ? occupancy.powered_cabinet_s / cabinet_s : 0, "ratio",
             SNP_MESSAGE("Figure", "cabinet-time running at least one job / cabinets x makespan"),
             {{"powered cabinet-time", occupancy.powered_cabinet_s, "s"},
              {"cabinets", double(machine_.cabinets()), ""},
              {"makespan", makespan, "s"}});
  f.it_energy_kWh = Figure(
      (cabinet_s * idle_W + compute_J) / kJoulesPerKWh, "kWh",
      SNP_MESSAGE("Figure", "(cabinets x makespan x idle cabinet + busy card-time x card) / 3.6 MJ"),
      {{"cabinet-time", cabinet_s, "s"},
       {"idle cabinet", idle_W, "W"},
       {"busy card-time", occupancy.busy_card_s, "s"},
       {"card computing", card_W, "W"}},
      SNP_MESSAGE("Figure", "every cabinet on: a waiting card at its idle draw, hosts and optics always; "
                            "the cooling plant and the power chain's losses are not counted"));
  f.it_energy_idle_off_kWh = Figure(
      (occupancy.powered_cabinet_s * idle_W + compute_J) / kJoulesPerKWh, "kWh",
      SNP_MESSAGE("Figure", "(powered cabinet-time x idle cabinet + busy card-time x card) / 3.6 MJ"),
      {{"powered cabinet-time", occupancy.powered_cabinet_s, "s"},
       {"idle cabinet", idle_W, "W"},
       {"busy card-time", occupancy.busy_card_s, "s"},
       {"card computing", card_W, "W"}},
      SNP_MESSAGE("Figure", "a cabinet running no job is switched off and draws nothing; switching takes "
                            "no time"));
}

ScheduleResult simulateSchedule(const model::Config &config, const JobTrace &trace,
                                const ScheduleOptions &options) {
  return Simulation(config, trace, options).run();
}

} // namespace snp::sim
