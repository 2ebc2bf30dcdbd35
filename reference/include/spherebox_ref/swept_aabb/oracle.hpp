/// The exact oracle of slug swept_aabb and its domain hooks. From first principles in exact
/// rationals: on each axis the closed boxes meet at time t iff a0 + v t <= b1 and
/// b0 <= a1 + v t with v = va - vb exact; for v > 0 that is (b0 - a1)/v <= t <= (b1 - a0)/v,
/// for v < 0 the same with both ends swapped, for v == 0 every t or none. The frame's contact
/// set is the intersection of the axes' sets with [0, 1]. Open sets: strict inequalities.
/// Shares no code with lib/. The hit is judged as D <= R (D < R for open sets) with
/// D = max(0, entries), R = min(1, exits), S = 1; a v == 0 axis that never meets gives
/// D = 2, R = 0 (no time is in contact, and no rounding can excuse a hit).
#pragma once
#include <spherebox/checked.hpp>
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <utility>

#include "case.hpp"
#include "../core/claim.hpp"
#include "../core/compare.hpp"
#include "../core/stats.hpp"

namespace spherebox::ref {

/// x as an exact rational: a float's dyadic value, or an integer.
template <class T>
[[nodiscard]] rational exact_of(T x) {
  if constexpr (std::is_integral_v<T>) return rational(integer(x));
  else return exact_value(x);
}

/// The exact frame interval of a finite case with ordered boxes.
struct swept_exact {
  rational D;        ///< max(0, entries), or 2 when a v == 0 axis never meets
  rational R;        ///< min(1, exits), or 0 then
  bool hit = false;  ///< closed: D <= R; open: D < R
  bool static_miss = false;
  /// The contact interval clipped to the frame: [min(D, 1), max(R, 0)] (meaningful when hit;
  /// near a boundary a bounded variant's times are compared with it either way).
  [[nodiscard]] rational enter() const { return D > 1 ? rational(1) : D; }
  [[nodiscard]] rational leave() const { return R < 0 ? rational(0) : R; }
};

/// Exact parts of a case with finite values and min <= max (nullopt otherwise).
template <class T, int N>
[[nodiscard]] std::optional<swept_exact> swept_parts(const swept_aabb_case<T, N>& c, bool open) {
  if (!all_finite(c)) return std::nullopt;
  swept_exact out;
  out.D = 0, out.R = 1;
  for (int i = 0; i < N; ++i) {
    if (c.a.min[i] > c.a.max[i] || c.b.min[i] > c.b.max[i]) return std::nullopt;
    const rational a0 = exact_of(c.a.min[i]), a1 = exact_of(c.a.max[i]);
    const rational b0 = exact_of(c.b.min[i]), b1 = exact_of(c.b.max[i]);
    const rational v = exact_of(c.va[i]) - exact_of(c.vb[i]);
    if (v == 0) {
      const bool meet = open ? (a0 < b1 && b0 < a1) : (a0 <= b1 && b0 <= a1);
      out.static_miss = out.static_miss || !meet;
      continue;
    }
    // Solve a0 + v t <= b1 and b0 <= a1 + v t for t.
    rational lo = (b0 - a1) / v, hi = (b1 - a0) / v;
    if (v < 0) std::swap(lo, hi);
    out.D = std::max(out.D, lo);
    out.R = std::min(out.R, hi);
  }
  if (out.static_miss) out.D = 2, out.R = 0;
  out.hit = open ? out.D < out.R : out.D <= out.R;
  return out;
}

/// The exact comparison for claim cl: D <= R (open sets: the judge asks D < R), S = 1.
template <class T, int N>
[[nodiscard]] std::optional<exact_compare> oracle(const swept_aabb_case<T, N>& c, const claim<T>& cl) {
  const auto x = swept_parts(c, cl.open_sets);
  if (!x) return std::nullopt;
  return compare_rationals<std::conditional_t<std::is_integral_v<T>, double, T>>(x->D, x->R, rational(1));
}

}  // namespace spherebox::ref
