#pragma once

#include <string>
#include <vector>

namespace snp::model {

// Failures of one kind of component, per accelerator-hour (the Llama 3 table, normalised).
struct FailureRate {
  std::string component;
  double per_accelerator_hour = 0;
  // Arrhenius activation energy of these failures in the accelerators' junction temperature: the
  // rate scales by exp(Ea/k (1/T_ref - 1/T_j)) from the one counted at the reference
  // (sim/reliability/JunctionFailures.h); 0 = they do not follow it (hosts, network, software).
  double activation_eV = 0;
  bool operator==(const FailureRate &) const = default;
};

// hot_spares' value for "as many as one repair window needs" (sim::hotSpares).
inline constexpr int kAutomaticHotSpares = -1;

struct ReliabilityPolicy {
  std::vector<FailureRate> failure_rates; // empty = the Llama 3 defaults (see defaults())
  bool checkpoint_optimal = true;         // use the goodput-optimal interval
  double checkpoint_interval_s = 3600;    // used when checkpoint_optimal is false
  double checkpoint_size_B = 0;           // 0 = derived from the model's state
  double storage_bandwidth_Bps = 100e9;
  // Asynchronous checkpoints: the job stops only to copy each accelerator's shard of the state to
  // host memory; the write to storage runs behind the next period. PyTorch's asynchronous
  // distributed checkpoint blocked Llama 3 70B on 1,856 H200 for 0.78 s ("6x faster async
  // checkpointing", pytorch.org blog, 2025): 70e9 parameters × 14 B / 1,856 / 0.78 s ≈ 0.68 GB/s
  // per accelerator, staging overheads included.
  bool checkpoint_async = true;
  double snapshot_bandwidth_Bps = 0.68e9; // per accelerator, device to host memory
  // Restore from the copies of the latest snapshot kept in other nodes' memory (Wang et al.,
  // "GEMINI: Fast Failure Recovery in Distributed Training with In-Memory Checkpoints", SOSP 2023)
  // instead of reading the last checkpoint back from storage.
  bool restore_from_memory = true;
  // Detecting the failure, rescheduling and re-initialising: 5 minutes in Meta's model of its
  // research clusters' effective training time (Kokolis et al., "Revisiting Reliability in
  // Large-Scale Machine Learning Research Clusters", arXiv 2410.21680).
  double restart_s = 300;
  // Spare nodes installed beside the job's nodes (config.nodes()), outside its data-parallel
  // group, each ready to take a failed node's place; sim::sparePlacement says which cabinet holds
  // each and sim/reliability/MonteCarlo.h numbers them after the job's nodes. kAutomaticHotSpares sizes the
  // pool to last through a repair window.
  int hot_spares = kAutomaticHotSpares;
  double repair_s = 4 * 3600.0;              // time to repair or replace a failed node
  double training_duration_s = 30 * 86400.0; // useful compute the run needs
  // The inlet air the failure rates were counted at, on air-cooled accelerators at their TDP: the
  // reference junction temperature their activation energies count from. Llama 3's H100 were
  // air-cooled (Meta's Grand Teton); 24 °C is the middle of ASHRAE TC 9.9's recommended 18-27 °C.
  double reference_inlet_C = 24;
  bool operator==(const ReliabilityPolicy &) const = default;

  // Failure rates from Llama 3 405B (arXiv 2407.21783): 419 unexpected interruptions on 16,384
  // H100 over 54 days, split by root cause, divided by 16,384 x 1,296 accelerator-hours. The
  // accelerator's own causes follow its junction temperature with 0.7 eV, the activation energy IC
  // makers apply to field failure rates (Analog Devices and Texas Instruments reliability
  // calculations; MIL-HDBK-217F takes 0.65 eV for processors), its HBM with 0.6 eV (MIL-HDBK-217F
  // for memories; field studies find DRAM errors depend little on temperature, so this is weak).
  // They stand for every chip generation: the public rates of other generations do not differ by
  // more than the rates within one do. On A100, BLOOM lost about one GPU a week out of 384
  // (1.6e-5 per GPU-hour, bigscience tr11-176B-ml chronicles) while OPT-175B lost two of 128 cloud
  // machines a day (8.1e-5, metaseq OPT chronicles); on B200, 504 GPUs logged 10 GPU failures in
  // 55 days (1.5e-5, arXiv 2605.09370), against Llama 3's 2.0e-5 on H100.
  static std::vector<FailureRate> llama3Defaults();
};

} // namespace snp::model
