// A price book as a document (model/PriceBook.h): the bundled one reads back from its own JSON,
// a book a user edits is refused whole with every problem named by its field, and a configuration
// carries a book of its own through its JSON.
#include "model/JsonCodec.h"
#include "model/Presets.h"
#include "model/PriceBook.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>

using namespace snp::model;

namespace {

bool hasProblemAt(const Problems &problems, const std::string &path) {
  for (const Problem &p : problems)
    if (p.path == path) return true;
  return false;
}

nlohmann::json publicJson() { return priceBookJson(publicPriceBook()); }

} // namespace

TEST(PriceBook, ThePublicBookReadsBackFromItsJson) {
  const DecodedPriceBook read = readPriceBook(publicJson());
  ASSERT_TRUE(read.book) << describe(read.errors.front());
  EXPECT_EQ(*read.book, publicPriceBook());
  EXPECT_GE(read.book->prices.size(), 6u);
  // NVIDIA's published footprint of an HGX H100 baseboard, a GPU's eighth.
  bool footprint = false;
  for (const PartPrice &price : read.book->prices)
    if (price.make == "NVIDIA H100 SXM5 80GB") footprint = price.embodied_kg == 1312.0 / 8;
  EXPECT_TRUE(footprint);
}

TEST(PriceBook, AnEditedBookIsRefusedWholeWithEachProblemNamed) {
  nlohmann::json book = publicJson();
  book["prices"][0]["price"] = -1;
  book["prices"][1]["part"] = "gpu";
  book["prices"][2]["covers"] = {"node", "cpus"};
  book["prices"][3]["source"] = "";
  book["prices"][4]["prise"] = 3;
  book["prices"][5]["embodied_kg"] = 100; // a footprint without its source
  book["currency"] = "EUR";
  book["exchange_rates"]["CNY"] = 0;
  const DecodedPriceBook read = readPriceBook(book);
  EXPECT_FALSE(read.book);
  for (const char *path : {"prices[0].price", "prices[1].part", "prices[2].covers", "prices[3].source",
                           "prices[4].prise", "prices[5].embodied_source", "currency", "exchange_rates.CNY"})
    EXPECT_TRUE(hasProblemAt(read.errors, path)) << path;
  // The range of a price, in words: what the user must change.
  for (const Problem &p : read.errors) {
    if (p.path == "prices[0].price") {
      EXPECT_NE(p.message.find("0"), std::string::npos) << p.message;
    }
  }
  EXPECT_FALSE(parsePriceBook("{\"name\": \"half\"").book); // not JSON
}

// A scenario with a price book of its own: it rides in the configuration's JSON, and the problems of
// a broken one are named under "price_book".
TEST(PriceBook, AConfigurationCarriesItsOwnBookThroughItsJson) {
  Config c = findPreset("dgx-h100-superpod").value();
  PriceBook book = publicPriceBook();
  book.name = "Quote of 2026-11";
  book.prices.front().price *= 0.9;
  c.price_book = PriceBookRef(book);
  const Decoded back = fromJson(toJson(c));
  ASSERT_TRUE(back.config);
  EXPECT_EQ(*back.config, c);
  ASSERT_NE(back.config->price_book.book(), nullptr);
  EXPECT_EQ(back.config->price_book.book()->name, "Quote of 2026-11");
  // Without one, the JSON has no book and the configuration prices from the public one.
  const Config plain = findPreset("dgx-h100-superpod").value();
  EXPECT_FALSE(toJson(plain).contains("price_book"));
  EXPECT_NE(plain, c);

  nlohmann::json broken = toJson(c);
  broken["price_book"]["prices"][0]["price"] = "cheap";
  const Decoded refused = fromJson(broken);
  EXPECT_FALSE(refused.config);
  EXPECT_TRUE(hasProblemAt(refused.errors, "price_book.prices[0].price"));
}
