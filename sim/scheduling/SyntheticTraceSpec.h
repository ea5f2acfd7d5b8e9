#pragma once

// What a synthetic job trace is drawn from (docs/trace-format.md, "Synthetic traces"), and the
// compact text the command line gives it in: "jobs=100000,load=0.85,seed=7,sizes=1:70/8:30".
//
// The defaults are published statistics of public GPU-cluster traces; each says where it is from.
// Helios is SenseTime's (Hu et al., "Characterization and Prediction of Deep Learning Workloads
// in Large-Scale GPU Datacenters", SC 2021), its figures taken from the authors' artifact
// (S-Lab-System-Group/HeliosArtifact, analysis/1_compare with Philly trace/
// helios_cluster_summary.csv, behind the paper's Figure 1) and data (S-Lab-System-Group/
// HeliosData, data/Venus/cluster_gpu_number.csv). Philly is Microsoft's (Jeon et al., USENIX ATC
// 2019).

#include "model/Problem.h"
#include "sim/scheduling/JobTrace.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace snp::sim {

// One value of a discrete distribution and its weight (weights need not sum to 1).
template <class T> struct Weighted {
  T value;
  double weight = 1;
  bool operator==(const Weighted &) const = default;
};

// Durations of one job size, replacing the spec's median_s and sigma for it.
struct SizeClassDuration {
  int cards = 1;
  double median_s = 0;
  double sigma = 0;
  bool operator==(const SizeClassDuration &) const = default;
};

// Helios, all four clusters, 1,580,464 GPU jobs: median and mean GPU-job duration
// (helios_cluster_summary.csv, row "total": med_run_time_gpu, avg_run_time_gpu).
inline constexpr double kHeliosMedianDuration_s = 206;
inline constexpr double kHeliosMeanDuration_s = 6651.681;
// The lognormal with that median and mean: mean = median e^(sigma^2/2), so
// sigma = sqrt(2 ln(6651.681 / 206)) = 2.63619.
inline constexpr double kHeliosDurationSigma = 2.63619;
// Helios Venus: GPU time of its GPU jobs (complete + cancel + fail_gpu_time, 1.2346e10 GPU s) over
// its 1,022 GPUs for the 181 days of cluster_gpu_number.csv (2020-04-01 to 2020-09-28): 0.772.
inline constexpr double kVenusOfferedLoad = 0.77;

struct SyntheticTraceSpec {
  int jobs = 2000; // a choice, not a statistic: the size of resources/traces/dl-training-2k.csv
  std::uint64_t seed = 1;
  // Poisson arrivals at rate_per_s, or, when it is 0, at the rate that offers `load` to `cards`:
  // rate = load * cards / E[cards * duration].
  double rate_per_s = 0;
  double load = kVenusOfferedLoad;
  int cards = 0; // the machine's accelerators: needed for `load`; no job may ask for more
  // Cards per job. Philly's shares as Gavel samples them (Narayanan et al., OSDI 2020; pull
  // request stanford-futuredata/gavel#161, "Sample job durations and scale factors from Philly job
  // distribution", scheduler/utils.py _generate_scale_factor): 70 % 1, 10 % 2, 15 % 4, 5 % 8.
  std::vector<Weighted<int>> sizes = {{1, 70}, {2, 10}, {4, 15}, {8, 5}};
  // Lognormal durations with the Helios median and mean (above).
  double median_s = kHeliosMedianDuration_s;
  double sigma = kHeliosDurationSigma;
  std::vector<SizeClassDuration> class_durations; // per size; the traces publish none
  // Helios Venus's virtual clusters with their GPU quotas on 2020-09-28, the last day of
  // cluster_gpu_number.csv (16 of its 25 columns are non-zero). Assumption: a tenant submits in
  // proportion to its quota; the per-VC job counts are not published. The trace's anonymised
  // names (vcJsw, vcvGl, vcKeu, vcYVn, vcefl, vcEwI, vcHvQ, vcLTP, vc8Gr, vcWoR, vcKrE, vchbv,
  // vchA3, vcvlY, vcgkz, vcEhP, in this order) mean nothing to a reader: team-a … team-p.
  std::vector<Weighted<std::string>> tenants = {
      {"team-a", 256}, {"team-b", 160}, {"team-c", 88}, {"team-d", 88}, {"team-e", 80}, {"team-f", 72},
      {"team-g", 64},  {"team-h", 64},  {"team-i", 48}, {"team-j", 40}, {"team-k", 32}, {"team-l", 32},
      {"team-m", 24},  {"team-n", 16},  {"team-o", 8},  {"team-p", 8}};
  // Assumptions: neither Philly's nor Helios's trace records a priority, a placement shape (jobs
  // ask for a GPU count) or a job's FLOPs per byte (0: taken from the scenario's workload).
  std::vector<Weighted<int>> priorities = {{0, 1}};
  std::vector<Weighted<PlacementShape>> shapes = {{PlacementShape::Any, 1}};
  std::vector<Weighted<double>> profiles = {{0, 1}}; // flops_per_byte
  bool operator==(const SyntheticTraceSpec &) const = default;
};

inline constexpr int kMaxSyntheticJobs = 10'000'000;

struct ParsedSyntheticTraceSpec {
  std::optional<SyntheticTraceSpec> spec; // set when there are no errors
  model::Problems errors;                 // each names its key and the allowed values
};

// Reads "key=value,key=value" (docs/trace-format.md lists the keys); keys left out keep their
// defaults, and `cards` defaults to machine_cards (0: unknown). Unknown keys, repeated keys and
// values out of range are refused.
ParsedSyntheticTraceSpec parseSyntheticTraceSpec(std::string_view text, int machine_cards = 0);

// What is wrong with a spec, by key; empty when generateSyntheticTrace can use it.
model::Problems checkSyntheticTraceSpec(const SyntheticTraceSpec &spec);

// E[cards * duration] of one job, card-seconds: the lognormal mean is median e^(sigma^2/2).
double meanCardSeconds(const SyntheticTraceSpec &spec);

// Jobs per second: rate_per_s, or load * cards / meanCardSeconds.
double arrivalRatePerS(const SyntheticTraceSpec &spec);

} // namespace snp::sim
