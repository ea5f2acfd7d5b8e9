#pragma once

// An error band as people read it. The basis is a marked template with its arguments, so that the
// window and the Chinese report translate it; the English text is for the command line and CSV.

#include "model/Message.h"
#include "sim/accuracy/ErrorBand.h"

#include <string>
#include <vector>

namespace snp::sim {

// "Hopper (H100, H800, H200)": the family's name, which stays as it is in every language.
std::string_view architectureName(model::Architecture architecture);

// What the band rests on: "{} published runs on {}, {} of them within ±{}; the simulator leans
// {}", or why there is no band.
model::Message bandBasisTemplate(const ErrorBand &band);
std::vector<std::string> bandBasisArguments(const ErrorBand &band);
std::string bandBasisText(const ErrorBand &band);

// "±12.7 %", or empty when the class is not validated.
std::string bandWidthText(const ErrorBand &band);

} // namespace snp::sim
