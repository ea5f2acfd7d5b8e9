#pragma once

#include "model/Config.h"

namespace snp::model {

// What a configuration's reliability policy costs, from the configuration alone: validation
// bounds it, and the simulator's run model (sim/reliability/ReliabilityModel.h) builds on it.

// Failures per accelerator-second of the component table (empty = Llama 3 defaults).
double acceleratorFailureRate(const ReliabilityPolicy &policy);
// As configured, or the mixed-precision Adam state of the workload's parameters.
double checkpointSizeB(const Config &config);
// Writing a whole checkpoint to storage.
double checkpointStorageWriteS(const Config &config);
// What the job stops for per checkpoint: the storage write, or with asynchronous checkpoints the
// copy of one accelerator's shard to host memory.
double checkpointStallS(const Config &config);

} // namespace snp::model
