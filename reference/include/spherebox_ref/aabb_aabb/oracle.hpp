/// The exact oracle of aabb_aabb: the closed or open overlap of two boxes, on T's grid.
#pragma once
#include <spherebox/checked.hpp>

#include <array>
#include <cmath>
#include <optional>

#include "../core/claim.hpp"
#include "../core/compare.hpp"
#include "case.hpp"

namespace spherebox::ref {

/// The exact answer for two boxes: closed sets overlap iff every pair of intervals meets;
/// open sets iff every pair of open intervals meets. nullopt for non-finite or inverted boxes.
template <class T, int N>
[[nodiscard]] std::optional<bool> oracle(const aabb_aabb_case<T, N>& c, bool open_sets) {
  if (!all_finite(c)) return std::nullopt;
  bool meet = true;
  for (int i = 0; i < N; ++i) {
    if (c.a.min[i] > c.a.max[i] || c.b.min[i] > c.b.max[i]) return std::nullopt;
    const integer a0 = on_grid(c.a.min[i]), a1 = on_grid(c.a.max[i]);
    const integer b0 = on_grid(c.b.min[i]), b1 = on_grid(c.b.max[i]);
    // The intersection of [a0,a1] and [b0,b1] is [max(a0,b0), min(a1,b1)].
    const integer from = a0 < b0 ? b0 : a0, to = a1 < b1 ? a1 : b1;
    meet = meet && (open_sets ? from < to : from <= to);
  }
  return meet;
}

// The judged-case hooks (core/contract_check.hpp), so that judge() decides aabb_aabb answers
// too (the batch kernels' lanes, a user's own test through check_callable).

/// The exact comparison D <= R: D = max over the axes of max(a.min, b.min) - min(a.max, b.max)
/// (the widest separation of the two intervals; <= 0 when they meet), R = 0, on T's grid. The
/// closed boxes meet iff D <= R, their interiors iff D < R (the judge asks that of open-set
/// claims). S = 0: the contract is exact. nullopt for non-finite input.
template <class T, int N>
[[nodiscard]] std::optional<exact_compare> oracle(const aabb_aabb_case<T, N>& c, const claim<T>&) {
  if (!all_finite(c)) return std::nullopt;
  exact_compare out;
  for (int i = 0; i < N; ++i) {
    const integer a0 = on_grid(c.a.min[i]), a1 = on_grid(c.a.max[i]);
    const integer b0 = on_grid(c.b.min[i]), b1 = on_grid(c.b.max[i]);
    const integer gap = integer(a0 < b0 ? b0 : a0) - integer(a1 < b1 ? a1 : b1);
    if (i == 0 || gap > out.d) out.d = gap;
  }
  out.r = 0, out.s = 0, out.eta = 1, out.scale_bits = grid_bits<T>;
  return out;
}

/// Finite, |x| <= the claim's magnitude, min <= max; for open-set claims min < max (a box
/// needs an interior). Written independently of lib/'s checked API.
template <class T, int N>
[[nodiscard]] bool in_domain(const aabb_aabb_case<T, N>& c, const claim<T>& cl) {
  for (T x : c.flat())
    if (!(std::fabs(x) <= cl.max_magnitude)) return false;
  for (int i = 0; i < N; ++i) {
    if (c.a.min[i] > c.a.max[i] || c.b.min[i] > c.b.max[i]) return false;
    if (cl.open_sets && (c.a.min[i] == c.a.max[i] || c.b.min[i] == c.b.max[i])) return false;
  }
  return true;
}

/// Comparisons only: nothing rounds.
template <class T, int N>
[[nodiscard]] bool intermediates_representable(const aabb_aabb_case<T, N>&) {
  return true;
}

/// What the checked API must return: NaN, then inf, then an inverted box, then (open sets) a
/// degenerate box.
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

}  // namespace spherebox::ref
