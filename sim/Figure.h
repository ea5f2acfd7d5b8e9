#pragma once

#include "model/Message.h"

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>
#include <string_view>

namespace snp::sim {

// A term's name or unit: a string literal held by its pointer alone, half a string_view, and its
// length taken only when someone reads it (a Figure is built far more often than it is read).
class TermText {
public:
  constexpr TermText(const char *literal) : text_(literal) {}
  constexpr operator std::string_view() const { return text_; }
  constexpr bool empty() const { return *text_ == '\0'; }
  // By the text, never by the pointer.
  friend constexpr bool operator==(TermText a, std::string_view b) { return std::string_view(a) == b; }

private:
  const char *text_;
};

// One named input of a formula with the value it had.
struct Term {
  TermText name = "";
  double value = 0;
  TermText unit = "";
};

// A computed number that explains itself: the formula's name, its terms and the assumption
// it rests on. All text is static (marked literals, model/Message.h), so building a Figure never
// allocates and an evaluation stays in the microseconds.
struct Figure {
  // The most terms any formula names (training.compute_s); a formula with more does not compile.
  static constexpr std::size_t kMaxTerms = 9;

  double value = std::numeric_limits<double>::quiet_NaN();
  // An SI symbol ("s", "W", "B/s", ...); "ratio" for a dimensionless share (shown as a
  // percentage); empty for a plain number or count.
  std::string_view unit;
  model::Message formula;
  model::Message assumption;
  // Only the first term_count terms are set; read no further. The rest stay uninitialised (the
  // union): an evaluation builds over a hundred Figures, and zeroing 216 bytes of terms in each
  // cost more than their formulas. A copy copies the terms that are set and no more (most
  // formulas name two or three).
  union {
    Term terms[kMaxTerms];
  };
  std::uint8_t term_count = 0;

  Figure() {} // the terms stay uninitialised
  Figure(const Figure &other)
      : value(other.value), unit(other.unit), formula(other.formula), assumption(other.assumption),
        term_count(other.term_count) {
    std::uninitialized_copy_n(other.terms, term_count, terms);
  }
  Figure &operator=(const Figure &other) {
    if (this == &other) return *this;
    value = other.value;
    unit = other.unit;
    formula = other.formula;
    assumption = other.assumption;
    term_count = other.term_count;
    std::uninitialized_copy_n(other.terms, term_count, terms);
    return *this;
  }
  // A formula without named inputs: `{}` where the terms go.
  struct NoTerms {};
  Figure(double v, std::string_view u, model::Message f, NoTerms = {}, model::Message a = {})
      : value(v), unit(u), formula(f), assumption(a) {}
  template <std::size_t N>
  Figure(double v, std::string_view u, model::Message f, const Term (&ts)[N], model::Message a = {})
      : value(v), unit(u), formula(f), assumption(a), term_count(N) {
    static_assert(N <= kMaxTerms, "a Figure holds at most kMaxTerms terms: raise it");
    std::uninitialized_copy(std::begin(ts), std::end(ts), terms);
  }

  // The value of the term named `name`; nullopt when the formula names none.
  std::optional<double> term(std::string_view name) const {
    for (std::uint8_t i = 0; i < term_count; ++i)
      if (terms[i].name == name) return terms[i].value;
    return std::nullopt;
  }
};

} // namespace snp::sim
