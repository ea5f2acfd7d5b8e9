#include "sim/PricedBill.h"

namespace snp::sim {

Capex pricedBill(const model::Config &config, const Results &results) {
  const double it_design_W = designItPower(config, results.power);
  return priceBill(config,
                   billOfMaterials(config, {results.network, results.power_chain, results.cdu,
                                            results.cooling, it_design_W}),
                   it_design_W, config.price_book.prices());
}

} // namespace snp::sim
