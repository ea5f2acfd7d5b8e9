#include "sim/PricedBill.h"

namespace snp::sim {

Capex pricedBill(const model::Config &config, const Results &results) {
  return priceBill(config, billOfMaterials(config, results.network, results.power_chain, results.cdu),
                   designItPower(config, results.power), config.price_book.prices());
}

} // namespace snp::sim
