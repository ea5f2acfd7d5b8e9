#include "model/PriceBook.h"

#include "model/BomPart.h"
#include "model/JsonObjectReader.h"
#include "model/JsonStrict.h"

#include <nlohmann/json.hpp>

#include <utility>

#include <stdexcept>

namespace snp::model {

extern const std::string_view kPublicPricesJson; // PublicPrices.cpp.in

namespace {

constexpr std::string_view kBookKeys[] = {
    "schema", "name", "description", "currency", "exchange_rates", "exchange_rates_source", "prices"};
constexpr std::string_view kRateKeys[] = {"CNY", "EUR"};
constexpr std::string_view kPriceKeys[] = {"part", "make",   "price",       "covers",
                                           "date", "source", "embodied_kg", "embodied_source"};
constexpr int kPriceBookSchema = 1;

bool pricedPart(std::string_view part) { return part == "building" || bomPart(part).has_value(); }

PartPrice readPrice(const nlohmann::json &json, const std::string &path, Problems &errors) {
  JsonObjectReader read(json, path, kPriceKeys, errors);
  PartPrice price;
  if (read.text("part", price.part, Presence::Required) && !pricedPart(price.part))
    read.report("part", SNP_MESSAGE("Validation", "is \"{}\"; must be a part a bill lists or \"building\""),
                price.part);
  read.text("make", price.make);
  read.numberAtLeast("price", price.price, 0, Presence::Required);
  if (read.texts("covers", price.covers))
    for (const std::string &covered : price.covers)
      if (!bomPart(covered))
        read.report("covers", SNP_MESSAGE("Validation", "names \"{}\"; must name parts a bill lists"),
                    covered);
  read.text("date", price.date, Presence::Required);
  if (read.text("source", price.source, Presence::Required) && price.source.empty())
    read.report("source", SNP_MESSAGE("Validation", "is empty; every price must say where it comes from"));
  if (double embodied = 0; read.numberAtLeast("embodied_kg", embodied, 0)) {
    price.embodied_kg = embodied;
    if (read.text("embodied_source", price.embodied_source, Presence::Required) &&
        price.embodied_source.empty())
      read.report("embodied_source",
                  SNP_MESSAGE("Validation", "is empty; every carbon footprint must say where it comes from"));
  }
  return price;
}

} // namespace

DecodedPriceBook readPriceBook(const nlohmann::json &json, const std::string &path) {
  DecodedPriceBook decoded;
  JsonObjectReader read(json, path, kBookKeys, decoded.errors);
  read.schema(kPriceBookSchema, Presence::Optional);
  PriceBook book;
  read.text("name", book.name, Presence::Required);
  read.text("description", book.description);
  std::string currency;
  if (read.text("currency", currency, Presence::Required) && currency != "USD")
    read.report("currency", SNP_MESSAGE("Validation", "is \"{}\"; prices are kept in USD"), currency);
  if (const nlohmann::json *rates = read.find("exchange_rates")) {
    JsonObjectReader rate(*rates, read.pathOf("exchange_rates"), kRateKeys, decoded.errors);
    for (const auto &[key, value] :
         {std::pair{"CNY", &book.cny_per_usd}, std::pair{"EUR", &book.eur_per_usd}})
      if (rate.numberAtLeast(key, *value, 0, Presence::Required) && *value == 0)
        rate.report(key, SNP_MESSAGE("Validation", "is 0; must be more than 0"));
  } else {
    read.report("exchange_rates",
                SNP_MESSAGE("Validation", "is missing; give the yuan and euros a dollar buys"));
  }
  read.text("exchange_rates_source", book.exchange_rates_source, Presence::Required);
  const nlohmann::json *prices = read.list("prices", Presence::Required);
  for (std::size_t i = 0; prices && i < prices->size(); ++i)
    book.prices.push_back(
        readPrice((*prices)[i], read.pathOf("prices") + fmt::format("[{}]", i), decoded.errors));
  if (decoded.errors.empty()) decoded.book = std::move(book);
  return decoded;
}

DecodedPriceBook parsePriceBook(std::string_view text) {
  DecodedPriceBook decoded;
  if (std::optional<Problem> problem = strictJsonProblem(text)) {
    decoded.errors.push_back(std::move(*problem));
    return decoded;
  }
  return readPriceBook(nlohmann::json::parse(text, nullptr, false));
}

nlohmann::json priceBookJson(const PriceBook &book) {
  nlohmann::json prices = nlohmann::json::array();
  for (const PartPrice &p : book.prices) {
    nlohmann::json price = {{"part", p.part}};
    if (!p.make.empty()) price["make"] = p.make;
    price["price"] = p.price;
    price["covers"] = p.covers;
    price["date"] = p.date;
    price["source"] = p.source;
    if (p.embodied_kg) {
      price["embodied_kg"] = *p.embodied_kg;
      price["embodied_source"] = p.embodied_source;
    }
    prices.push_back(std::move(price));
  }
  return {{"schema", kPriceBookSchema},
          {"name", book.name},
          {"description", book.description},
          {"currency", "USD"},
          {"exchange_rates", {{"CNY", book.cny_per_usd}, {"EUR", book.eur_per_usd}}},
          {"exchange_rates_source", book.exchange_rates_source},
          {"prices", std::move(prices)}};
}

double PriceBook::rate(Currency to) const {
  switch (to) {
  case Currency::USD: return 1;
  case Currency::CNY: return cny_per_usd;
  case Currency::EUR: return eur_per_usd;
  }
  return 1;
}

const PriceBook &publicPriceBook() {
  // The bundled file is part of the program: one that does not read is a build defect, found by the
  // book's test, not a user's input.
  static const PriceBook book = [] {
    DecodedPriceBook decoded = parsePriceBook(kPublicPricesJson);
    if (!decoded.book)
      throw std::logic_error("the bundled price book does not read: " + describe(decoded.errors.front()));
    return *decoded.book;
  }();
  return book;
}

} // namespace snp::model
