#include "sim/sweep/EvolutionarySearch.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <random>
#include <thread>
#include <unordered_map>

namespace snp::sim {

namespace {

// NSGA-II's usual settings (Deb et al. 2002, §VI): crossover of most pairs, and on average one
// gene mutated a child.
constexpr double kCrossoverProbability = 0.9;
// Generations in a row that find no design not seen before: the search has converged (or the space
// is exhausted).
constexpr int kStagnantGenerations = 50;

struct Individual {
  std::vector<std::size_t> genes; // a value per enumerated axis
  std::uint64_t index = 0;
  const std::optional<std::vector<double>> *goals = nullptr; // in the cache; nullopt: infeasible
  int rank = 0;
  double crowding = 0;
};

class Nsga2 {
public:
  Nsga2(const CompiledSweep &sweep, const SweepOptions &options)
      : sweep_(sweep), search_(*sweep.spec().search), options_(options), random_(std::uint64_t(search_.seed)),
        started_(std::chrono::steady_clock::now()) {
    for (const std::size_t axis : sweep.enumerated())
      sizes_.push_back(sweep.spec().axes[axis].values.size());
    const int threads =
        options.threads > 0 ? options.threads : int(std::max(1u, std::thread::hardware_concurrency()));
    for (int t = 0; t < threads; ++t)
      evaluators_.emplace_back(sweep);
    budget_ = std::min<std::uint64_t>(std::uint64_t(search_.evaluations), sweep.space());
  }

  SweepResult run() {
    std::vector<Individual> population;
    for (int i = 0; i < search_.population; ++i)
      population.push_back(individual(randomGenes()));
    evaluate(population);
    rankAndCrowd(population);
    for (int stagnant = 0; !population.empty() && !stopped() && stagnant < kStagnantGenerations;) {
      std::vector<Individual> children;
      while (children.size() < population.size()) {
        const Individual &a = tournament(population), &b = tournament(population);
        auto [first, second] = crossover(a.genes, b.genes);
        children.push_back(individual(mutated(std::move(first))));
        children.push_back(individual(mutated(std::move(second))));
      }
      const std::size_t seen = cache_.size();
      evaluate(children);
      stagnant = cache_.size() == seen ? stagnant + 1 : 0;
      population.insert(population.end(), children.begin(), children.end());
      population = survivors(std::move(population));
    }
    SweepResult result = sweep_.emptyResult(0, 1);
    std::vector<SweepResult> parts;
    for (SweepEvaluator &evaluator : evaluators_)
      parts.push_back(evaluator.take());
    sweep_.combine(result, parts);
    std::ranges::sort(sample_, {}, &SweepPoint::index);
    result.sample = std::move(sample_);
    result.complete = !cancelled();
    if (options_.progress) options_.progress(cache_.size());
    return result;
  }

private:
  bool cancelled() const { return options_.cancel && options_.cancel->load(std::memory_order_relaxed); }
  bool stopped() const {
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    return cancelled() || cache_.size() >= budget_ || (search_.seconds > 0 && elapsed >= search_.seconds);
  }

  std::vector<std::size_t> randomGenes() {
    std::vector<std::size_t> genes;
    for (const std::size_t size : sizes_)
      genes.push_back(std::uniform_int_distribution<std::size_t>(0, size - 1)(random_));
    return genes;
  }

  Individual individual(std::vector<std::size_t> genes) const {
    std::uint64_t index = 0;
    for (std::size_t k = 0; k < genes.size(); ++k)
      index = index * sizes_[k] + genes[k]; // the last axis fastest, as CompiledSweep::choicesAt
    return {std::move(genes), index};
  }

  // Uniform crossover: each gene from either parent.
  std::pair<std::vector<std::size_t>, std::vector<std::size_t>> crossover(std::vector<std::size_t> a,
                                                                          std::vector<std::size_t> b) {
    if (std::bernoulli_distribution(kCrossoverProbability)(random_))
      for (std::size_t k = 0; k < a.size(); ++k)
        if (std::bernoulli_distribution(0.5)(random_)) std::swap(a[k], b[k]);
    return {std::move(a), std::move(b)};
  }

  // Each gene with probability 1 / genes: half the time a neighbour along its axis (up to a tenth
  // of the axis away, for axes that are scales), else any value.
  std::vector<std::size_t> mutated(std::vector<std::size_t> genes) {
    const double rate = 1.0 / double(std::max<std::size_t>(1, genes.size()));
    for (std::size_t k = 0; k < genes.size(); ++k) {
      if (sizes_[k] < 2 || !std::bernoulli_distribution(rate)(random_)) continue;
      if (std::bernoulli_distribution(0.5)(random_)) {
        genes[k] = std::uniform_int_distribution<std::size_t>(0, sizes_[k] - 1)(random_);
        continue;
      }
      const auto reach = std::int64_t(std::max<std::size_t>(1, sizes_[k] / 10));
      std::int64_t step = std::uniform_int_distribution<std::int64_t>(1, reach)(random_);
      if (std::bernoulli_distribution(0.5)(random_)) step = -step;
      genes[k] = std::size_t(
          std::clamp<std::int64_t>(std::int64_t(genes[k]) + step, 0, std::int64_t(sizes_[k]) - 1));
    }
    return genes;
  }

  // Evaluates the designs not seen before, in order and within the budget, on every thread; a
  // design beyond the budget is dropped. Each individual then points at its goals.
  void evaluate(std::vector<Individual> &individuals) {
    std::vector<std::uint64_t> fresh;
    for (const Individual &i : individuals)
      if (!cache_.contains(i.index) && std::ranges::find(fresh, i.index) == fresh.end() &&
          cache_.size() + fresh.size() < budget_)
        fresh.push_back(i.index);
    std::vector<std::optional<SweepPoint>> points(fresh.size());
    {
      std::vector<std::jthread> pool;
      const std::size_t threads = evaluators_.size(), share = (fresh.size() + threads - 1) / threads;
      for (std::size_t t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
          for (std::size_t i = t * share; i < std::min(fresh.size(), (t + 1) * share); ++i)
            points[i] = evaluators_[t].visit(fresh[i]);
        });
    }
    for (std::size_t i = 0; i < fresh.size(); ++i) {
      std::optional<std::vector<double>> goals;
      if (points[i]) goals = oriented(*points[i]);
      cache_.emplace(fresh[i], std::move(goals));
      if (points[i] && sample_.size() < options_.sample) sample_.push_back(std::move(*points[i]));
    }
    std::erase_if(individuals, [&](const Individual &i) { return !cache_.contains(i.index); });
    for (Individual &i : individuals)
      i.goals = &cache_.at(i.index);
    if (options_.progress) options_.progress(cache_.size());
  }

  // The objectives oriented so that larger is better.
  std::vector<double> oriented(const SweepPoint &point) const {
    std::vector<double> goals;
    for (std::size_t i = 0; i < point.objectives.size(); ++i)
      goals.push_back(sweep_.spec().objectives[i].maximise ? point.objectives[i] : -point.objectives[i]);
    return goals;
  }

  static bool dominates(const Individual &a, const Individual &b) {
    if (!*a.goals) return false;
    if (!*b.goals) return true;
    bool better = false;
    for (std::size_t i = 0; i < (*a.goals)->size(); ++i) {
      if ((**a.goals)[i] < (**b.goals)[i]) return false;
      better |= (**a.goals)[i] > (**b.goals)[i];
    }
    return better;
  }

  // Fast non-dominated sorting and crowding distance (Deb et al. 2002, §III A and B); the fronts,
  // best first, as positions in `individuals`.
  static std::vector<std::vector<std::size_t>> rankAndCrowd(std::vector<Individual> &individuals) {
    const std::size_t n = individuals.size();
    std::vector<std::vector<std::size_t>> dominated(n), fronts(1);
    std::vector<int> dominators(n, 0);
    for (std::size_t p = 0; p < n; ++p)
      for (std::size_t q = 0; q < n; ++q)
        if (dominates(individuals[p], individuals[q]))
          dominated[p].push_back(q);
        else if (dominates(individuals[q], individuals[p]))
          ++dominators[p];
    for (std::size_t p = 0; p < n; ++p)
      if (dominators[p] == 0) fronts[0].push_back(p);
    for (std::size_t f = 0; !fronts[f].empty(); ++f) {
      std::vector<std::size_t> next;
      for (const std::size_t p : fronts[f]) {
        individuals[p].rank = int(f);
        for (const std::size_t q : dominated[p])
          if (--dominators[q] == 0) next.push_back(q);
      }
      fronts.push_back(std::move(next));
    }
    fronts.pop_back();
    for (const std::vector<std::size_t> &front : fronts)
      crowd(individuals, front);
    return fronts;
  }

  static void crowd(std::vector<Individual> &individuals, std::vector<std::size_t> front) {
    for (const std::size_t p : front)
      individuals[p].crowding = 0;
    if (front.empty() || !*individuals[front.front()].goals) return; // infeasible: no distances
    for (std::size_t m = 0; m < (*individuals[front.front()].goals)->size(); ++m) {
      const auto goal = [&](std::size_t p) { return (**individuals[p].goals)[m]; };
      std::ranges::sort(front, [&](std::size_t a, std::size_t b) {
        return goal(a) != goal(b) ? goal(a) < goal(b) : individuals[a].index < individuals[b].index;
      });
      const double span = goal(front.back()) - goal(front.front());
      individuals[front.front()].crowding = individuals[front.back()].crowding =
          std::numeric_limits<double>::infinity();
      for (std::size_t i = 1; i + 1 < front.size() && span > 0; ++i)
        individuals[front[i]].crowding += (goal(front[i + 1]) - goal(front[i - 1])) / span;
    }
  }

  // The better of two individuals drawn at random: lower rank, then larger crowding distance.
  const Individual &tournament(const std::vector<Individual> &population) {
    std::uniform_int_distribution<std::size_t> pick(0, population.size() - 1);
    const Individual &a = population[pick(random_)], &b = population[pick(random_)];
    if (a.rank != b.rank) return a.rank < b.rank ? a : b;
    return a.crowding >= b.crowding ? a : b;
  }

  // The population of the next generation: one individual per design, best fronts first, the last
  // front that fits only partly cut by crowding distance.
  std::vector<Individual> survivors(std::vector<Individual> everyone) const {
    std::ranges::stable_sort(everyone, {}, &Individual::index);
    everyone.erase(std::unique(everyone.begin(), everyone.end(),
                               [](const Individual &a, const Individual &b) { return a.index == b.index; }),
                   everyone.end());
    const std::vector<std::vector<std::size_t>> fronts = rankAndCrowd(everyone);
    std::vector<Individual> next;
    const auto size = std::size_t(search_.population);
    for (std::vector<std::size_t> front : fronts) {
      if (next.size() + front.size() > size)
        std::ranges::sort(front, [&](std::size_t a, std::size_t b) {
          return everyone[a].crowding != everyone[b].crowding ? everyone[a].crowding > everyone[b].crowding
                                                              : everyone[a].index < everyone[b].index;
        });
      for (const std::size_t p : front) {
        if (next.size() == size) return next;
        next.push_back(everyone[p]);
      }
    }
    return next;
  }

  const CompiledSweep &sweep_;
  const SweepSearch &search_;
  const SweepOptions &options_;
  std::mt19937_64 random_;
  std::chrono::steady_clock::time_point started_;
  std::vector<std::size_t> sizes_;
  std::vector<SweepEvaluator> evaluators_;
  std::uint64_t budget_ = 0;
  std::unordered_map<std::uint64_t, std::optional<std::vector<double>>> cache_;
  std::vector<SweepPoint> sample_; // the first options.sample designs that ranked, for a scatter
};

} // namespace

SweepResult evolutionarySearch(const CompiledSweep &sweep, const SweepOptions &options) {
  return Nsga2(sweep, options).run();
}

} // namespace snp::sim
