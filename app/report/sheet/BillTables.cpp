#include "app/report/sheet/BillTables.h"

#include "sim/Evaluate.h"
#include "sim/cost/BillOfMaterials.h"
#include "views/FigureText.h"

namespace snp::report {

std::vector<BillTable> billTables(const std::vector<sim::Candidate> &candidates) {
  std::vector<BillTable> tables;
  tables.reserve(candidates.size());
  for (const sim::Candidate &candidate : candidates) {
    const sim::Results r = sim::evaluate(candidate.config);
    BillTable table{QString::fromStdString(candidate.name), {}};
    for (const sim::BomLine &line : sim::billOfMaterials(candidate.config, r.network, r.power_chain, r.cdu))
      table.rows.push_back({views::figureText(line.name),
                            !line.model.empty() ? QString::fromStdString(line.model)
                            : line.rating_W > 0 ? views::formatValue(line.rating_W, "W")
                                                : QString(),
                            line.quantity});
    tables.push_back(std::move(table));
  }
  return tables;
}

} // namespace snp::report
