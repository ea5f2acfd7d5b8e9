#include "model/Reliability.h"

namespace snp::model {

std::vector<FailureRate> ReliabilityPolicy::llama3Defaults() {
  // Unexpected interruptions by root cause over 54 days on 16,384 H100 (Llama 3, Table 5).
  struct Count {
    const char *component;
    int interruptions;
  };
  static constexpr Count kCounts[] = {
      {"gpu", 148},
      {"hbm", 72},
      {"software", 54},
      {"network", 35},
      {"host_maintenance", 32},
      {"gpu_sram", 19},
      {"gpu_system_processor", 17},
      {"nic", 7},
      {"nccl_watchdog", 7},
      {"silent_data_corruption", 6},
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
    rates.push_back({c.component, c.interruptions / kAcceleratorHours});
  return rates;
}

} // namespace snp::model
