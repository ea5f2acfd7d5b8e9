#include "model/Reliability.h"

namespace snp::model {

std::vector<FailureRate> ReliabilityPolicy::llama3Defaults() {
  // Unexpected interruptions by root cause over 54 days on 16,384 H100 (Llama 3, Table 5).
  // The accelerator's own causes with their activation energies (see llama3Defaults in the header).
  struct Count {
    const char *component;
    int interruptions;
    double activation_eV = 0;
  };
  constexpr double kDie_eV = 0.7, kMemory_eV = 0.6;
  static constexpr Count kCounts[] = {
      {"gpu", 148, kDie_eV},
      {"hbm", 72, kMemory_eV},
      {"software", 54},
      {"network", 35},
      {"host_maintenance", 32},
      {"gpu_sram", 19, kDie_eV},
      {"gpu_system_processor", 17, kDie_eV},
      {"nic", 7},
      {"nccl_watchdog", 7},
      {"silent_data_corruption", 6, kDie_eV},
      {"thermal", 6},
      {"ssd", 3},
      {"psu", 3},
      {"chassis", 2},
      {"io_board", 2},
      {"dependency", 2},
      {"cpu", 2},
      {"system_memory", 2},
  };
  constexpr double kAcceleratorHours = 16384.0 * 54.0 * 24.0;
  std::vector<FailureRate> rates;
  rates.reserve(std::size(kCounts));
  for (const Count &c : kCounts)
    rates.push_back({c.component, c.interruptions / kAcceleratorHours, c.activation_eV});
  return rates;
}

} // namespace snp::model
