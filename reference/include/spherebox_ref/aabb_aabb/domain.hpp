/// The domain hooks of aabb_aabb (see judged_case in core/contract_check.hpp), for claims judged
/// by the common contract layer (the batch kernels' lanes, a user's test, classify). The
/// library's own scalar variants are checked by check.hpp, with their needs_interior domain.
#pragma once
#include <spherebox/checked.hpp>

#include <cmath>
#include <limits>

#include "../core/claim.hpp"
#include "case.hpp"

namespace spherebox::ref {

/// Finite, min <= max on every axis of both boxes, every |value| <= the claim's magnitude limit;
/// for open-set claims min < max (a box needs an interior). Written independently of lib/'s
/// checked API.
template <class T, int N>
[[nodiscard]] bool in_domain(const aabb_aabb_case<T, N>& c, const claim<T>& cl) {
  if (!within_magnitude(c, cl)) return false;  // also false for NaN
  for (int i = 0; i < N; ++i) {
    if (c.a.min[i] > c.a.max[i] || c.b.min[i] > c.b.max[i]) return false;
    if (cl.open_sets && (c.a.min[i] == c.a.max[i] || c.b.min[i] == c.b.max[i])) return false;
  }
  return true;
}

/// What the checked API must return (the batch kernels' checked form): NaN, then inf, then an
/// inverted box, then (open sets) a degenerate box.
template <class T, int N>
[[nodiscard]] errc expected_error(const aabb_aabb_case<T, N>& c, const claim<T>& cl) {
  bool nan = false, inf = false, inverted = false, flat = false;
  for (T x : c.flat()) nan |= std::isnan(x), inf |= std::isinf(x);
  for (int i = 0; i < N; ++i) {
    inverted |= c.a.min[i] > c.a.max[i] || c.b.min[i] > c.b.max[i];
    flat |= c.a.min[i] == c.a.max[i] || c.b.min[i] == c.b.max[i];
  }
  return nan ? errc::not_a_number : inf ? errc::infinite : inverted ? errc::inverted_box
       : cl.open_sets && flat ? errc::degenerate_box : errc::ok;
}

/// Part (b) of a bounded claim: every value is an integer multiple of one power of two g with
/// all multiples below 2^(p-3) in magnitude, g/2 no smaller than the smallest subnormal and no
/// value within a factor 4 of overflow. Then
/// every sum, difference, half and centre/half-extent form of two values is exact, so any test
/// written with them must answer exactly. (Comparisons of the bounds alone never round.)
template <class T, int N>
[[nodiscard]] bool intermediates_representable(const aabb_aabb_case<T, N>& c) {
  const auto grid = common_grid_of(c.flat());
  if (!grid || grid->low < 0) return grid.has_value();  // not finite, or all zero
  const auto& [big, low] = *grid;
  if (low < 1) return false;  // g/2 below the smallest subnormal
  return (big >> low) < (integer(1) << (std::numeric_limits<T>::digits - 3)) &&
         static_cast<int>(boost::multiprecision::msb(big)) - grid_bits<T> < std::numeric_limits<T>::max_exponent - 2;
}

}  // namespace spherebox::ref
