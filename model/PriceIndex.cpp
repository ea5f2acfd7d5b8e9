#include "model/PriceIndex.h"

#include "model/BundledText.h"

#include <utility>

namespace snp::model {

namespace {

PriceIndex::Entry entryOf(const PartPrice &price) {
  PriceIndex::Entry entry{&price, 0};
  for (const std::string &covered : price.covers)
    if (const auto part = bomPart(covered)) entry.covers |= partBit(*part);
  return entry;
}

} // namespace

PriceIndex::PriceIndex(PriceBook book) : book_(std::move(book)) {
  // The first price the book lists for a part (and make) is the one that counts.
  for (const PartPrice &price : book_.prices) {
    if (price.part == "building") {
      if (!building_.price) building_ = entryOf(price);
      continue;
    }
    const auto part = bomPart(price.part);
    if (!part) continue;
    if (!price.make.empty()) {
      by_make_.push_back({*part, price.make, entryOf(price)});
      for (const std::string &language : bundledTextLanguages())
        if (std::string translated = bundledTextIn(price.make, language); translated != price.make)
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
  static const PriceIndex index(publicPriceBook());
  return index;
}

} // namespace snp::model
