#pragma once

#include <string>
#include <vector>

namespace snp::model {

// Failures of one kind of component, per accelerator-hour (the Llama 3 table, normalised).
struct FailureRate {
  std::string component;
  double per_accelerator_hour = 0;
  bool operator==(const FailureRate &) const = default;
};

struct ReliabilityPolicy {
  std::vector<FailureRate> failure_rates; // empty = the Llama 3 defaults (see defaults())
  bool checkpoint_optimal = true;         // use the goodput-optimal interval
  double checkpoint_interval_s = 3600;    // used when checkpoint_optimal is false
  double checkpoint_size_B = 0;           // 0 = derived from the model's state
  double storage_bandwidth_Bps = 100e9;
  double restart_s = 600;
  // Spare nodes installed beside the job's nodes (config.nodes()), outside its data-parallel
  // group, each ready to take a failed node's place; model/SparePlacement.h says which cabinet
  // holds each and sim/MonteCarlo.h numbers them after the job's nodes.
  int hot_spares = 0;
  double repair_s = 4 * 3600.0;              // time to repair or replace a failed node
  double training_duration_s = 30 * 86400.0; // useful compute the run needs
  bool operator==(const ReliabilityPolicy &) const = default;

  // Failure rates from Llama 3 405B (arXiv 2407.21783): 419 unexpected interruptions on 16,384
  // H100 over 54 days, split by root cause, divided by 16,384 x 1,296 accelerator-hours.
  static std::vector<FailureRate> llama3Defaults();
};

} // namespace snp::model
