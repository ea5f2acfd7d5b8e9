#include "sim/accuracy/BandText.h"

#include <fmt/args.h>
#include <fmt/format.h>

#include <cctype>
#include <cmath>

namespace snp::sim {

namespace {

std::string percent(double ratio) { return fmt::format("{:.1f} %", 100 * ratio); }

std::string precisionText(const ErrorBand &band) {
  std::string name(band.precision ? model::kPrecisionNames[static_cast<std::size_t>(*band.precision)] : "");
  for (char &c : name)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return name;
}

} // namespace

std::string_view architectureName(model::Architecture architecture) {
  switch (architecture) {
  case model::Architecture::Unknown: return "";
  case model::Architecture::Ampere: return "NVIDIA Ampere";
  case model::Architecture::Hopper: return "NVIDIA Hopper";
  case model::Architecture::Blackwell: return "NVIDIA Blackwell";
  case model::Architecture::TpuV4: return "Google TPU v4";
  case model::Architecture::Ascend910: return "Huawei Ascend 910";
  }
  return "";
}

namespace {

// How much faster than measured the simulator came out on average: its error itself for a
// throughput, the opposite for a latency.
double optimism(const ErrorBand &band) {
  return band.figure_class == FigureClass::ServingLatency ? -band.signed_mean : band.signed_mean;
}

} // namespace

model::Message bandBasisTemplate(const ErrorBand &band) {
  const bool fast = optimism(band) >= 0;
  if (band.validated() && band.precision)
    return fast ? SNP_MESSAGE("Figure",
                              "{0} published runs on {1} at {2}, {3} of them within ±{4}; on average "
                              "the simulator came out {5} too fast")
                : SNP_MESSAGE("Figure",
                              "{0} published runs on {1} at {2}, {3} of them within ±{4}; on average "
                              "the simulator came out {5} too slow");
  if (band.validated())
    return fast ? SNP_MESSAGE("Figure", "{0} published runs on {1} at every precision, {3} of them within "
                                        "±{4}; on average the simulator came out {5} too fast")
                : SNP_MESSAGE("Figure", "{0} published runs on {1} at every precision, {3} of them within "
                                        "±{4}; on average the simulator came out {5} too slow");
  if (band.runs > 0)
    return SNP_MESSAGE("Figure", "not validated: too few published runs on {1} for a band ({0})");
  if (band.architecture == model::Architecture::Unknown)
    return SNP_MESSAGE("Figure", "not validated: no published run was measured on this chip");
  return SNP_MESSAGE("Figure", "not validated: no published run on {1} measures this figure");
}

std::vector<std::string> bandBasisArguments(const ErrorBand &band) {
  return {std::to_string(band.runs), std::string(architectureName(band.architecture)),
          precisionText(band),       std::to_string(band.within),
          percent(band.half_width),  percent(std::abs(optimism(band)))};
}

std::string bandBasisText(const ErrorBand &band) {
  fmt::dynamic_format_arg_store<fmt::format_context> args;
  for (const std::string &arg : bandBasisArguments(band))
    args.push_back(arg);
  return fmt::vformat(bandBasisTemplate(band).view(), args);
}

std::string bandWidthText(const ErrorBand &band) {
  return band.validated() ? "±" + percent(band.half_width) : std::string();
}

} // namespace snp::sim
