#include "app/report/sheet/BillTables.h"

#include "sim/PricedBill.h"
#include "views/FigureText.h"

#include <QCoreApplication>

namespace snp::report {

std::vector<BillTable> billTables(const std::vector<sim::Candidate> &candidates) {
  std::vector<BillTable> tables;
  tables.reserve(candidates.size());
  for (const sim::Candidate &candidate : candidates) {
    const sim::Capex capex = sim::pricedBill(candidate.config, sim::evaluate(candidate.config));
    BillTable table{QString::fromStdString(candidate.name),
                    QString::fromUtf8(capex.currency.data(), qsizetype(capex.currency.size())),
                    {},
                    capex.building,
                    capex.total};
    for (const sim::PricedLine &p : capex.lines) {
      const sim::BomLine &line = p.line;
      BillRow row{views::figureText(line.name),
                  !line.model.empty() ? QString::fromUtf8(line.model.data(), qsizetype(line.model.size()))
                  : line.rating_W > 0 ? views::formatValue(line.rating_W, "W")
                                      : QString(),
                  line.quantity,
                  {},
                  {},
                  {}};
      if (p.status == sim::PriceStatus::Priced) {
        row.unit_price = p.unit_price;
        row.amount = p.extended;
      } else {
        row.status = p.status == sim::PriceStatus::Included
                         ? QCoreApplication::translate("ComparisonSheet", "included")
                         : QCoreApplication::translate("ComparisonSheet", "unpriced");
      }
      table.rows.push_back(std::move(row));
    }
    tables.push_back(std::move(table));
  }
  return tables;
}

} // namespace snp::report
