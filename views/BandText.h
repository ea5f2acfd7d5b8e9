#pragma once

// A figure's error band (sim/accuracy/ErrorBand.h) in the UI language: its width for a table
// cell and what it rests on for a tooltip or a report.

#include "sim/accuracy/ErrorBand.h"

#include <QString>

namespace snp::views {

// "±24.7 %", or "not validated".
QString bandWidth(const sim::ErrorBand &band);
// "3 published runs on NVIDIA Hopper at BF16, 3 of them within ±24.7 %; on average the simulator
// came out 17.4 % too fast", translated.
QString bandBasis(const sim::ErrorBand &band);

} // namespace snp::views
