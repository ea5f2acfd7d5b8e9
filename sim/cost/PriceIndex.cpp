#include "sim/cost/PriceIndex.h"

#include "model/BundledText.h"

namespace snp::sim {

namespace {

PriceIndex::Entry entryOf(const model::PartPrice &price) {
  PriceIndex::Entry entry{&price, 0};
  for (const std::string &covered : price.covers)
    if (const auto part = bomPart(covered)) entry.covers |= partBit(*part);
  return entry;
}

} // namespace

PriceIndex::PriceIndex(const model::PriceBook &book) : book_(book) {
  // The first price the book lists for a part (and make) is the one that counts, as in
  // PriceBook::find.
  for (const model::PartPrice &price : book.prices) {
    if (price.part == "building") {
      if (!building_.price) building_ = entryOf(price);
      continue;
    }
    const auto part = bomPart(price.part);
    if (!part) continue;
    if (!price.make.empty()) {
      by_make_.push_back({*part, price.make, entryOf(price)});
      for (const std::string &language : model::bundledTextLanguages())
        if (std::string translated = model::bundledTextIn(price.make, language); translated != price.make)
          by_make_.push_back({*part, std::move(translated), entryOf(price)});
    } else if (!any_make_[static_cast<std::size_t>(*part)].price)
      any_make_[static_cast<std::size_t>(*part)] = entryOf(price);
  }
}

PriceIndex::Entry PriceIndex::find(BomPart part, std::string_view make) const {
  if (!make.empty())
    for (const MakeEntry &entry : by_make_)
      if (entry.part == part && entry.make == make) return entry.entry;
  return any_make_[static_cast<std::size_t>(part)];
}

const PriceIndex &publicPriceIndex() {
  static const PriceIndex index(model::publicPriceBook());
  return index;
}

} // namespace snp::sim
