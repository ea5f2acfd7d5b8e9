#include "sim/accuracy/ValidationResiduals.h"

namespace snp::sim {

namespace {

using model::Architecture;
using model::Precision;
constexpr FigureClass kTraining = FigureClass::TrainingThroughput;
constexpr FigureClass kLatency = FigureClass::ServingLatency;
constexpr FigureClass kThroughput = FigureClass::ServingThroughput;

// clang-format off
constexpr ValidationResidual kResiduals[] = {
    // training runs: written by tests/sim/validation_runs_test.cpp
    {"GPT 39 B, 512 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.0030},
    {"GPT 76 B, 1024 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.0950},
    {"GPT 146 B, 1536 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.1260},
    {"GPT 310 B, 1920 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.1619},
    {"GPT 530 B, 2520 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.1404},
    {"Llama 3 405B, 8192 H100", kTraining, Architecture::Hopper, Precision::BF16, 0.1469},
    {"Llama 3 405B, 16384 H100", kTraining, Architecture::Hopper, Precision::BF16, 0.1273},
    {"BLOOM 176B, 384 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.1548},
    {"OPT-175B, 992 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.2396},
    {"DeepSeek-V3 671B MoE, 2048 H800", kTraining, Architecture::Hopper, Precision::FP8, 0.0642},
    {"Llama 3 405B, 131 K context, 16384 H100", kTraining, Architecture::Hopper, Precision::BF16, 0.2474},
    {"PaLM 540B, 6144 TPU v4", kTraining, Architecture::TpuV4, Precision::BF16, -0.0476},
    // end of training runs
    // serving measurements: written by tests/sim/serving_test.cpp
    {"NIM Llama 3.3 70B, 2 H100, inter-token latency at 5,000 / 500", kLatency, Architecture::Hopper, Precision::FP8, -0.2086},
    {"NIM Llama 3.3 70B, 2 H100, inter-token latency at 500 / 2,000", kLatency, Architecture::Hopper, Precision::FP8, -0.2340},
    {"NIM Llama 3.3 70B, 2 H100, saturated output tokens/s", kThroughput, Architecture::Hopper, Precision::FP8, -0.1835},
    {"NIM Llama 3.3 70B, 2 H100, time to first token", kLatency, Architecture::Hopper, Precision::FP8, -0.1790},
    {"TensorRT-LLM Llama 2 70B, 4 A100, first token at 2,048", kLatency, Architecture::Ampere, Precision::BF16, -0.1293},
    {"TensorRT-LLM Llama 2 70B, 4 A100, first token at 128", kLatency, Architecture::Ampere, Precision::BF16, -0.3697},
    {"TensorRT-LLM Llama 2 70B, 4 H100, first token at 2,048", kLatency, Architecture::Hopper, Precision::FP8, -0.1959},
    {"TensorRT-LLM Llama 2 70B, 4 H100, first token at 128", kLatency, Architecture::Hopper, Precision::FP8, -0.6121},
    {"PaLM 540B, 64 TPU v4, 2,048-token prompt", kLatency, Architecture::TpuV4, Precision::BF16, -0.0477},
    {"PaLM 540B, 64 TPU v4, a token for a batch of 64", kLatency, Architecture::TpuV4, Precision::BF16, -0.2304},
    // end of serving measurements
};
// clang-format on

} // namespace

std::span<const ValidationResidual> validationResiduals() { return kResiduals; }

} // namespace snp::sim
