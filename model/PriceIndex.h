#pragma once

#include "model/BomPart.h"
#include "model/PriceBook.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace snp::model {

// A price book with its prices looked up by part once, so that pricing a bill in every evaluation
// compares no part names: each part's price for any make, the prices for one make, and the parts
// each price includes as a set of bits. It keeps its book; its entries point into it, so an index is
// neither copied nor moved (share it: std::shared_ptr<const PriceIndex>).
class PriceIndex {
public:
  struct Entry {
    const PartPrice *price = nullptr; // none: the book does not price the part
    std::uint32_t covers = 0;         // bit i: the price includes BomPart i
  };

  explicit PriceIndex(PriceBook book);
  PriceIndex(const PriceIndex &) = delete;
  PriceIndex &operator=(const PriceIndex &) = delete;

  // The price of `part` for `make`: the make's own first, then the part's for any make. A make
  // the interface shows translated (a bundled preset's accelerator in Chinese) finds its price too.
  Entry find(BomPart part, std::string_view make) const;
  // The hall per watt of IT power.
  const Entry &building() const { return building_; }
  const PriceBook &book() const { return book_; }

private:
  struct MakeEntry {
    BomPart part;
    std::string make; // as the book names it, or one of its translations
    Entry entry;
  };

  PriceBook book_;
  std::array<Entry, std::size(kBomParts)> any_make_{};
  std::vector<MakeEntry> by_make_;
  Entry building_;
};

static_assert(std::size(kBomParts) <= 32, "PriceIndex::Entry::covers has a bit per part");

constexpr std::uint32_t partBit(BomPart part) { return std::uint32_t{1} << static_cast<unsigned>(part); }

// The index of the bundled public book (publicPriceBook()).
const PriceIndex &publicPriceIndex();

// The price book a configuration carries, shared by the configurations that carry the same (a
// project's scenarios, a sweep's designs: a copy costs no more than a pointer's); none: the public
// book. Two are equal when their books are.
class PriceBookRef {
public:
  PriceBookRef() = default;
  explicit PriceBookRef(PriceBook book) : index_(std::make_shared<const PriceIndex>(std::move(book))) {}

  explicit operator bool() const { return index_ != nullptr; }
  // The prices to price a bill with: the book's own, or the public ones.
  const PriceIndex &prices() const { return index_ ? *index_ : publicPriceIndex(); }
  // The book carried; nullptr for the public one.
  const PriceBook *book() const { return index_ ? &index_->book() : nullptr; }

  bool operator==(const PriceBookRef &other) const {
    return index_ == other.index_ || (index_ && other.index_ && index_->book() == other.index_->book());
  }

private:
  std::shared_ptr<const PriceIndex> index_;
};

} // namespace snp::model
