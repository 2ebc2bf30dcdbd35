/// What every known-wrong variant shares (<slug>/known_wrong.hpp, batch_known_wrong.hpp): it is
/// the correct variant it breaks under another name, with one member changed.
#pragma once
#include <cstddef>
#include <string_view>

namespace spherebox::known_wrong {

/// A variant's name as a template argument.
template <std::size_t L>
struct variant_name {
  char text[L];
  constexpr variant_name(const char (&s)[L]) {  // NOLINT: implicit, so wrong<Base, "x"> reads well
    for (std::size_t i = 0; i < L; ++i) text[i] = s[i];
  }
};

/// Variant Base renamed Name: a known-wrong variant derives from it and redefines the member it
/// gets wrong (test, a tolerance, a bound), inheriting the contract Base claims.
template <class Base, variant_name Name>
struct wrong : Base {
  static constexpr std::string_view name{Name.text, sizeof(Name.text) - 1};
};

}  // namespace spherebox::known_wrong
