/// The exact oracle and the domain hooks of sphere vs oriented box (slug sphere_obb): the
/// exact closest point of the parallelepiped the float axes really span, by enumeration of
/// the 3^N active sets (box_qp.hpp), in exact rationals. Shares no code with lib/.
#pragma once
#include <algorithm>
#include <bit>
#include <climits>
#include <limits>
#include <cstring>
#include <cmath>
#include <optional>
#include <vector>

#include <spherebox/checked.hpp>

#include "../core/box_qp.hpp"
#include "case.hpp"
#include "../core/claim.hpp"
#include "../core/compare.hpp"

namespace spherebox::ref {

/// 2^e as an exact rational.
[[nodiscard]] inline rational pow2(int e) {
  return e >= 0 ? rational(integer(1) << e) : rational(integer(1), integer(1) << -e);
}

/// The exponent of the finest power of two dividing every non-zero value of xs (INT_MAX
/// when all are zero): each value is an integer times 2^result. Read off each value's
/// significand: |x| = m * 2^(e - p) with m an integer below 2^p (subnormals too), so its
/// lowest set bit is worth 2^(e - p + trailing zeros of m). Requires finite values.
template <class T, class Range>
[[nodiscard]] int finest_exponent(const Range& xs) {
  constexpr int p = std::numeric_limits<T>::digits;
  int finest = INT_MAX;
  for (T x : xs) {
    if (x == 0) continue;
    int e = 0;
    const auto m = static_cast<unsigned long long>(std::ldexp(std::fabs(std::frexp(x, &e)), p));
    finest = std::min(finest, e - p + std::countr_zero(m));
  }
  return finest;
}

/// The ball's and the box's values other than the axes (centres, radius, half extents).
template <class T, int N>
[[nodiscard]] std::array<T, 3 * N + 1> point_values(const sphere_obb_case<T, N>& c) {
  std::array<T, 3 * N + 1> v;
  v[0] = c.s.radius;
  for (int k = 0; k < N; ++k) v[1 + 3 * k] = c.s.center[k], v[2 + 3 * k] = c.b.center[k], v[3 + 3 * k] = c.b.half[k];
  return v;
}
template <class T, int N>
[[nodiscard]] std::array<T, N * N> axis_values(const obb<T, N>& b) {
  std::array<T, N * N> v;
  for (int i = 0; i < N; ++i)
    for (int k = 0; k < N; ++k) v[N * i + k] = b.axes[i][k];
  return v;
}

/// max_ij |a_i . a_j - delta_ij|, exactly (integers on T's grid squared). Requires finite axes.
template <class T, int N>
[[nodiscard]] rational gram_defect_uncached(const obb<T, N>& b) {
  std::array<std::array<integer, N>, N> a;
  for (int i = 0; i < N; ++i)
    for (int k = 0; k < N; ++k) a[i][k] = on_grid(b.axes[i][k]);
  const integer one = integer(1) << (2 * grid_bits<T>);
  integer worst = 0;
  for (int i = 0; i < N; ++i)
    for (int j = i; j < N; ++j) {
      integer g = i == j ? integer(-one) : integer(0);
      for (int k = 0; k < N; ++k) g += a[i][k] * a[j][k];
      if (boost::multiprecision::abs(g) > worst) worst = boost::multiprecision::abs(g);
    }
  return rational(worst, one);
}

/// gram_defect_uncached, remembered: the domain checks of every variant, image and the
/// checked API ask about the same axes (the images keep the axes).
template <class T, int N>
[[nodiscard]] const rational& gram_defect(const obb<T, N>& b) {
  struct axes {
    std::array<T, N * N> values;
    [[nodiscard]] const std::array<T, N * N>& flat() const { return values; }
  };
  struct gram_tag {};
  return recent_answers<axes, rational, gram_tag>::get(axes{axis_values(b)}, [&] { return gram_defect_uncached(b); });
}

/// The exact answer for a finite case with r >= 0 and every half extent >= 0:
///   D = min over |t_i| <= h_i of |v - sum t_i a_i|^2 (v = c - centre), R = r^2,
///   S = |v|^2 + |h|^2 + r^2 (the scale of the bounded contracts, docs/contracts.md, "Sphere vs OBB").
/// Any axes (skewed or dependent ones too). To keep the rationals small the problem is
/// rescaled exactly: with every value a multiple of 2^ev and every axis component of 2^ea
/// (ea <= 0), t = 2^ev s turns it into integers: D = 4^(ev+ea) min |V - A' s|^2 over
/// |s_i| <= h_i / 2^ev, V = v / 2^(ev+ea), A' = A / 2^ea. The judge remembers its last
/// answers (oracle_for), since check_all asks about each case once per variant.
template <class T, int N>
[[nodiscard]] std::optional<exact_compare> oracle(const sphere_obb_case<T, N>& c) {
  if (!all_finite(c) || c.s.radius < 0) return std::nullopt;
  for (T h : c.b.half)
    if (h < 0) return std::nullopt;
  const auto pv = point_values(c);
  int ev = finest_exponent<T>(pv), ea = std::min(finest_exponent<T>(axis_values(c.b)), 0);
  if (ev == INT_MAX) ev = 0;
  std::array<std::array<rational, N>, N> axes;
  std::array<rational, N> w, v, e;
  rational v2 = 0, h2 = 0;
  for (int i = 0; i < N; ++i) {
    for (int k = 0; k < N; ++k) axes[i][k] = exact_value(c.b.axes[i][k]) * pow2(-ea);
    const rational vi = exact_value(c.s.center[i]) - exact_value(c.b.center[i]);
    v[i] = vi * pow2(-ev - ea), e[i] = exact_value(c.b.half[i]) * pow2(-ev), w[i] = 1;
    v2 += vi * vi, h2 += exact_value(c.b.half[i]) * exact_value(c.b.half[i]);
  }
  const rational D = box_qp<N>(axes, w, v, e).value * pow2(2 * (ev + ea));
  const rational R = exact_value(c.s.radius) * exact_value(c.s.radius);
  return compare_rationals<T>(D, R, v2 + h2 + R);
}

}  // namespace spherebox::ref
