#include "sim/decision/Comparison.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace snp::sim {

namespace {

// Margins count towards the tie-break up to ±100 % each, so one huge margin cannot outweigh
// several narrow passes.
double tieBreak(const CriteriaVerdicts &v) {
  double sum = 0;
  for (const Verdict &verdict : v.verdicts)
    if (std::isfinite(verdict.margin_ratio)) sum += std::clamp(verdict.margin_ratio, -1.0, 1.0);
  return sum;
}

std::vector<bool> bestOf(const std::vector<Figure> &figures, Better better) {
  std::vector<bool> best(figures.size(), false);
  if (better == Better::Neither || figures.size() < 2) return best;
  double top = std::nan("");
  for (const Figure &f : figures) {
    if (!std::isfinite(f.value)) continue;
    if (!std::isfinite(top) || (better == Better::Higher ? f.value > top : f.value < top)) top = f.value;
  }
  if (!std::isfinite(top)) return best;
  // Values within a part in 10^9 of the best are equally good (the same design evaluated twice).
  for (std::size_t i = 0; i < figures.size(); ++i)
    best[i] = std::isfinite(figures[i].value) && std::abs(figures[i].value - top) <= 1e-9 * std::abs(top);
  return best;
}

} // namespace

Comparison compare(const std::vector<Candidate> &candidates, const model::CriteriaSet &criteria) {
  Comparison c;
  std::vector<MetricValues> values;
  values.reserve(candidates.size());
  for (const Candidate &candidate : candidates) {
    c.names.push_back(candidate.name);
    values.emplace_back(candidate.config, evaluate(candidate.config));
    c.verdicts.push_back(judge(criteria, values.back()));
  }
  const auto &catalogue = metricCatalogue();
  for (std::size_t m = 0; m < catalogue.size(); ++m) {
    ComparisonRow row;
    row.metric = &catalogue[m];
    for (const MetricValues &v : values)
      row.figures.push_back(*v.find(catalogue[m].path));
    row.best = bestOf(row.figures, catalogue[m].better);
    c.rows.push_back(std::move(row));
  }

  std::vector<std::size_t> order(candidates.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const CriteriaVerdicts &va = c.verdicts[a];
    const CriteriaVerdicts &vb = c.verdicts[b];
    if (va.must_pass != vb.must_pass) return va.must_pass;
    if (va.score != vb.score) return va.score > vb.score;
    return tieBreak(va) > tieBreak(vb);
  });
  c.rank.assign(candidates.size(), 0);
  for (std::size_t place = 0; place < order.size(); ++place)
    c.rank[order[place]] = static_cast<int>(place + 1);
  return c;
}

} // namespace snp::sim
