#include "sim/cost/Capex.h"

#include <bit>
#include <cstdint>

namespace snp::sim {

namespace {

// Prices a bill line by line as it comes, keeping no more than sets of part bits: which parts are
// unpriced and which parts the prices used include.
class Pricer final : public BomSink {
public:
  Pricer(const model::Config &config, const model::PriceIndex &prices)
      : prices_(prices), rate_(prices.book().rate(config.site.currency)) {}

  void add(const BomLine &line) override {
    const model::PriceIndex::Entry entry = prices_.find(line.part, line.model);
    const double unit_price = entry.price ? entry.price->price * rate_ : 0;
    if (entry.price) {
      included_ |= entry.covers;
      if (entry.price->embodied_kg) {
        totals_.embodied_kg += line.quantity * *entry.price->embodied_kg;
        ++totals_.embodied_kinds;
      }
    } else {
      unpriced_ |= model::partBit(line.part);
      unpriced_groups_[static_cast<std::size_t>(line.part)] = line.group;
    }
    ++totals_.kinds;
    totals_.by_group[static_cast<std::size_t>(line.group)] += line.quantity * unit_price;
    if (lines_)
      lines_->push_back({line, entry.price ? PriceStatus::Priced : PriceStatus::Unpriced, unit_price,
                         line.quantity * unit_price, entry.price});
  }

  // Also keeps the priced lines in `lines`.
  void keepLines(std::vector<PricedLine> &lines) { lines_ = &lines; }

  // The hall per watt of the IT power it is built for, then the parts another price includes: those
  // are not unpriced.
  CapexTotals finish(double it_design_W) {
    const model::PriceIndex::Entry &building = prices_.building();
    totals_.building_it_W = it_design_W;
    if (building.price) {
      totals_.building = it_design_W * building.price->price * rate_;
      totals_.by_group[static_cast<std::size_t>(PartGroup::Building)] += totals_.building;
      included_ |= building.covers;
    }
    totals_.included = std::popcount(unpriced_ & included_);
    const std::uint32_t unpriced = unpriced_ & ~included_;
    totals_.unpriced = std::popcount(unpriced);
    for (std::size_t part = 0; part < std::size(kBomParts); ++part)
      if (unpriced & model::partBit(static_cast<BomPart>(part)))
        ++totals_.unpriced_by_group[static_cast<std::size_t>(unpriced_groups_[part])];
    if (lines_)
      for (PricedLine &priced : *lines_)
        if (priced.status == PriceStatus::Unpriced && (included_ & model::partBit(priced.line.part)))
          priced.status = PriceStatus::Included;
    for (double group : totals_.by_group)
      totals_.total += group;
    return totals_;
  }

private:
  const model::PriceIndex &prices_;
  double rate_;
  std::vector<PricedLine> *lines_ = nullptr;
  std::uint32_t unpriced_ = 0; // bit per BomPart
  std::uint32_t included_ = 0; // parts the prices used include
  std::array<PartGroup, std::size(kBomParts)> unpriced_groups_{};
  CapexTotals totals_;
};

} // namespace

Capex priceBill(const model::Config &config, const std::vector<BomLine> &bill, double it_design_W,
                const model::PriceIndex &prices) {
  Capex capex;
  capex.currency = model::kCurrencyNames[static_cast<std::size_t>(config.site.currency)];
  Pricer pricer(config, prices);
  pricer.keepLines(capex.lines);
  for (const BomLine &line : bill)
    pricer.add(line);
  capex.totals = pricer.finish(it_design_W);
  capex.building_price = prices.building().price;
  return capex;
}

double designItPower(const model::Config &config, const PowerResults &power) {
  return config.layout.cabinets * cabinetSwing(config, power).peak_W;
}

CapexTotals capexTotals(const model::Config &config, const BillSources &sources) {
  Pricer pricer(config, config.price_book.prices());
  listBillOfMaterials(config, sources, pricer);
  return pricer.finish(sources.it_design_W);
}

} // namespace snp::sim
