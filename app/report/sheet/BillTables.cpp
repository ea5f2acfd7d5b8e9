#include "app/report/sheet/BillTables.h"

#include "sim/PricedBill.h"
#include "views/BillLineText.h"
#include "views/FigureText.h"

namespace snp::report {

std::vector<BillTable> billTables(const std::vector<sim::Candidate> &candidates) {
  std::vector<BillTable> tables;
  tables.reserve(candidates.size());
  for (const sim::Candidate &candidate : candidates) {
    const sim::Capex capex = sim::pricedBill(candidate.config, sim::evaluate(candidate.config));
    BillTable table{QString::fromStdString(candidate.name),
                    QString::fromUtf8(capex.currency.data(), qsizetype(capex.currency.size())),
                    {},
                    capex.totals.building,
                    capex.totals.total};
    for (const sim::PricedLine &p : capex.lines) {
      const sim::BomLine &line = p.line;
      BillRow row{views::figureText(line.name), views::makeOrRatingText(line), line.quantity, {}, {}, {}};
      if (p.status == sim::PriceStatus::Priced) {
        row.unit_price = p.unit_price;
        row.amount = p.extended;
      } else {
        row.status = views::priceStatusText(p.status);
      }
      table.rows.push_back(std::move(row));
    }
    tables.push_back(std::move(table));
  }
  return tables;
}

} // namespace snp::report
