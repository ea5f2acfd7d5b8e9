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
    {"GPT 39 B, 512 A100", kTraining, Architecture::Ampere, Precision::BF16, -0.0711},
    {"GPT 76 B, 1024 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.0097},
    {"GPT 146 B, 1536 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.0313},
    {"GPT 310 B, 1920 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.0619},
    {"GPT 530 B, 2520 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.0408},
    {"Llama 3 405B, 8192 H100", kTraining, Architecture::Hopper, Precision::BF16, 0.0232},
    {"Llama 3 405B, 16384 H100", kTraining, Architecture::Hopper, Precision::BF16, 0.0026},
    {"BLOOM 176B, 384 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.0490},
    {"OPT-175B, 992 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.0833},
    {"DeepSeek-V3 671B MoE, 2048 H800", kTraining, Architecture::Hopper, Precision::FP8, -0.0322},
    {"Llama 3 405B, 131 K context, 16384 H100", kTraining, Architecture::Hopper, Precision::BF16, 0.1227},
    {"PaLM 540B, 6144 TPU v4", kTraining, Architecture::TpuV4, Precision::BF16, -0.0469},
    {"Llama 3 70B, 64 H100, FP8", kTraining, Architecture::Hopper, Precision::FP8, -0.0971},
    {"Llama 3.1 405B, 1024 H100, FP8", kTraining, Architecture::Hopper, Precision::FP8, -0.0533},
    {"Llama 3 70B, 64 H100, FP8, CP 2", kTraining, Architecture::Hopper, Precision::FP8, -0.0225},
    {"GPT-3 175B, 512 H100, FP8", kTraining, Architecture::Hopper, Precision::FP8, -0.0580},
    {"GPT-3 175B, 128 H100, FP8", kTraining, Architecture::Hopper, Precision::FP8, 0.0022},
    {"Nemotron-4 340B, 128 H100, FP8", kTraining, Architecture::Hopper, Precision::FP8, 0.0326},
    {"Llama 3 8B, 8 B200, FP8", kTraining, Architecture::Blackwell, Precision::FP8, 0.0227},
    {"Llama 3.1 405B, 128 B200, FP8", kTraining, Architecture::Blackwell, Precision::FP8, 0.1079},
    {"Llama 3.1 405B, 256 GB200, FP8", kTraining, Architecture::Blackwell, Precision::FP8, -0.0076},
    {"Nemotron-4 340B, 128 H100, BF16", kTraining, Architecture::Hopper, Precision::BF16, 0.1303},
    {"Llama 3.1 405B, 512 GB200, NVFP4 (MLPerf v5.1)", kTraining, Architecture::Blackwell, Precision::FP4, -0.0953},
    {"Llama 3 70B, 64 GB200, FP8, FSDP, activations offloaded", kTraining, Architecture::Blackwell, Precision::FP8, -0.0651},
    {"MPT-70B, 512 H100", kTraining, Architecture::Hopper, Precision::BF16, 0.2307},
    {"MPT-70B, 64 A100", kTraining, Architecture::Ampere, Precision::BF16, 0.0723},
    {"Llama 3 70B, 64 A100 (torchtitan)", kTraining, Architecture::Ampere, Precision::BF16, 0.0596},
    {"Llama 3 8B, 64 A100 (torchtitan)", kTraining, Architecture::Ampere, Precision::BF16, 0.0857},
    // end of training runs
    // serving measurements: written by tests/sim/serving_test.cpp
    {"NIM Llama 3.3 70B, 2 H100, inter-token latency at 5,000 / 500", kLatency, Architecture::Hopper, Precision::FP8, -0.1822},
    {"NIM Llama 3.3 70B, 2 H100, inter-token latency at 500 / 2,000", kLatency, Architecture::Hopper, Precision::FP8, -0.2085},
    {"NIM Llama 3.3 70B, 2 H100, saturated output tokens/s", kThroughput, Architecture::Hopper, Precision::FP8, -0.2277},
    {"NIM Llama 3.3 70B, 2 H100, time to first token", kLatency, Architecture::Hopper, Precision::FP8, -0.1128},
    {"TensorRT-LLM Llama 2 70B, 4 A100, first token at 2,048", kLatency, Architecture::Ampere, Precision::BF16, -0.0465},
    {"TensorRT-LLM Llama 2 70B, 4 A100, first token at 128", kLatency, Architecture::Ampere, Precision::BF16, -0.3073},
    {"TensorRT-LLM Llama 2 70B, 4 H100, first token at 2,048", kLatency, Architecture::Hopper, Precision::FP8, -0.1183},
    {"TensorRT-LLM Llama 2 70B, 4 H100, first token at 128", kLatency, Architecture::Hopper, Precision::FP8, -0.6016},
    {"PaLM 540B, 64 TPU v4, 2,048-token prompt", kLatency, Architecture::TpuV4, Precision::BF16, 0.0522},
    {"PaLM 540B, 64 TPU v4, a token for a batch of 64", kLatency, Architecture::TpuV4, Precision::BF16, -0.2060},
    // end of serving measurements
};
// clang-format on

} // namespace

std::span<const ValidationResidual> validationResiduals() { return kResiduals; }

} // namespace snp::sim
