/// The cases the drivers exchange: one plain struct per slug (<slug>/case.hpp), each viewable
/// as a flat array of T so that coding, display and bit-exact comparison are written once. A
/// slug's case is a struct with value_type, dims, slug, count, flat(), from_flat() and, for
/// shape pairs answered by one bool, args() (see judged_case in core/contract_check.hpp).
/// A slug with a known-answer table (reference/cases/<slug>.inc) reads it in <slug>/kat.hpp
/// and provides, next to its case type (found by argument-dependent lookup):
///   kat_entries(std::type_identity<Case>) -> const std::vector<Entry>&
///     the entries for Case's kind, in file order; Entry is known_answer<Case> for shape
///     pairs answered by one bool (swept_aabb's entries carry contact times too)
#pragma once
#include <cstring>

namespace spherebox::ref {

/// One entry of a known-answer table: an input, its exact answer and why it is there.
template <class Case>
struct known_answer {
  Case input;
  bool overlap;     ///< the exact answer (closed sets: touching is overlap)
  const char* why;  ///< what the entry pins down
};

/// Bit-exact equality (NaN payloads and the sign of zero included).
template <class Case>
[[nodiscard]] bool same_bits(const Case& x, const Case& y) {
  const auto a = x.flat(), b = y.flat();
  return std::memcmp(a.data(), b.data(), sizeof(a)) == 0;
}

}  // namespace spherebox::ref
