#pragma once

// "What would it take?" for people: a lever's value, a fix's changes, the figures it moves and what
// it adds to the cost, in the window's language (the command line writes its own English).

#include "sim/sweep/WhatIf.h"

#include <QString>

namespace snp::app {

// "40 °C", "Immersion (single-phase)", "no cap" for a power cap of 0.
QString leverValueText(const std::string &path, const nlohmann::json &value);
// "Cabinets 32 → 40; Cooling method Air → Immersion (single-phase)".
QString fixChangesText(const sim::WhatIfQuestion &question, const sim::WhatIfFix &fix);
// "Power usage effectiveness 1.267 → 1.097", one per must-rule the base failed.
QString fixFiguresText(const sim::WhatIfQuestion &question, const sim::WhatIfFix &fix);
// "+19.8 %", "+19.8 % of the priced parts"; "—" when the cost is not known.
QString fixCostText(const sim::WhatIfFix &fix);
// The fields the changes took along, a line each, for a tooltip; empty when none.
QString fixFollowedText(const sim::WhatIfFix &fix);

} // namespace snp::app
