#pragma once

#include "model/Message.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <string_view>

namespace snp::sim {

// One named input of a formula with the value it had.
struct Term {
  std::string_view name;
  double value = 0;
  std::string_view unit;
};

// A computed number that explains itself: the formula's name, its terms and the assumption
// it rests on. All text is static (marked literals, model/Message.h), so building a Figure never
// allocates and an evaluation stays in the microseconds.
struct Figure {
  static constexpr std::size_t kMaxTerms = 6;

  double value = std::numeric_limits<double>::quiet_NaN();
  // An SI symbol ("s", "W", "B/s", ...); "ratio" for a dimensionless share (shown as a
  // percentage); empty for a plain number or count.
  std::string_view unit;
  model::Message formula;
  model::Message assumption;
  std::array<Term, kMaxTerms> terms{};
  std::uint8_t term_count = 0;

  Figure() = default;
  Figure(double v, std::string_view u, model::Message f, std::initializer_list<Term> ts = {},
         model::Message a = {})
      : value(v), unit(u), formula(f), assumption(a) {
    for (const Term &t : ts) {
      if (term_count == kMaxTerms) break;
      terms[term_count++] = t;
    }
  }
};

} // namespace snp::sim
