#include "model/PriceBook.h"

#include <nlohmann/json.hpp>

#include <stdexcept>

namespace snp::model {

extern const std::string_view kPublicPricesJson; // PublicPrices.cpp.in

namespace {

// The bundled file is part of the program: one that does not read is a build defect, found by the
// book's test, not a user's input.
PriceBook readBook(std::string_view text) {
  const nlohmann::json json = nlohmann::json::parse(text);
  PriceBook book;
  book.name = json.at("name").get<std::string>();
  if (json.at("currency").get<std::string>() != "USD")
    throw std::logic_error("price book: exchange rates are kept against USD");
  const nlohmann::json &rates = json.at("exchange_rates");
  book.cny_per_usd = rates.at("CNY").get<double>();
  book.eur_per_usd = rates.at("EUR").get<double>();
  book.exchange_rates_source = json.at("exchange_rates_source").get<std::string>();
  for (const nlohmann::json &entry : json.at("prices")) {
    PartPrice p;
    p.part = entry.at("part").get<std::string>();
    p.make = entry.value("make", std::string());
    p.price = entry.at("price").get<double>();
    p.covers = entry.value("covers", std::vector<std::string>());
    p.date = entry.at("date").get<std::string>();
    p.source = entry.at("source").get<std::string>();
    book.prices.push_back(std::move(p));
  }
  return book;
}

} // namespace

const PartPrice *PriceBook::find(std::string_view part, std::string_view make) const {
  const PartPrice *any = nullptr;
  for (const PartPrice &p : prices) {
    if (p.part != part) continue;
    if (!p.make.empty() && p.make == make) return &p;
    if (p.make.empty() && !any) any = &p;
  }
  return any;
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
  static const PriceBook book = readBook(kPublicPricesJson);
  return book;
}

} // namespace snp::model
