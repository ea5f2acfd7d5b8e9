#pragma once

#include "model/Criteria.h"
#include "model/Message.h"

#include <string>

namespace snp::model {

// How a rule's requirement reads, worded here once for every writer: a fmt template of the
// threshold ("≥ {}", "≤ {}"), of the threshold and the tolerance in percent ("= {} (± {} %)") or
// of both bounds ("between {} and {}"). Marked for translation in context "Criteria"; the window
// and the PDF fill the translated template with locale numbers (views::requirementText).
Message requirementTemplate(Comparator comparator);

// The requirement in English with plain numbers in the rule's display unit, for files and
// terminals: "≥ 1 PFLOP/s", "between 10 and 20 kW".
std::string requirementText(const Criterion &rule);

} // namespace snp::model
