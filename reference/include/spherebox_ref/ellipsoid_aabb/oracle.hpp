/// The exact oracle of the ellipsoid slugs and part (b) of their bounded contracts.
/// D = min over the box of sum_k ((x_k - c_k) / rho_k)^2, R = 1, in exact rationals.
///   ellipsoid_aabb: the minimum is separable, each term minimised at the clamp of c_k into
///     [min_k, max_k] (an independent one-variable argument per axis); S = D + R.
///   ellipsoid_obb: the exact 3^N active-set minimisation of box_qp.hpp with W = diag(1/rho^2),
///     A = the box axes, v = c_ellipsoid - c_box; S = sum_k L_k^2, L_k = (|c_box,k - c_ell,k|
///     + sum_i half_i |a_i,k|) / rho_k, the scale of the metric variant's error analysis.
#pragma once
#include <optional>

#include "../core/box_qp.hpp"
#include "case.hpp"
#include "../core/compare.hpp"

namespace spherebox::ref {

/// True when q is exactly a finite value of T.
template <class T>
[[nodiscard]] bool exactly_in(const rational& q) {
  using boost::multiprecision::lsb;
  using boost::multiprecision::msb;
  if (q == 0) return true;
  const integer den = boost::multiprecision::denominator(q);
  if (lsb(den) != msb(den)) return false;  // not dyadic
  integer num = boost::multiprecision::abs(integer(boost::multiprecision::numerator(q)));
  const auto z = static_cast<long>(lsb(num));
  num >>= z;
  const long e = z - static_cast<long>(msb(den));    // |q| = num * 2^e, num odd
  const long top = static_cast<long>(msb(num)) + e;  // |q| in [2^top, 2^(top+1))
  return msb(num) < unsigned(std::numeric_limits<T>::digits) && e >= -long(grid_bits<T>) &&
         top < long(std::numeric_limits<T>::max_exponent);
}

/// The exact D of a finite ellipsoid–AABB case with radii > 0 and min <= max; nullopt otherwise.
template <class T, int N>
[[nodiscard]] std::optional<rational> exact_d(const ellipsoid_aabb_case<T, N>& c) {
  if (!all_finite(c)) return std::nullopt;
  rational d = 0;
  for (int k = 0; k < N; ++k) {
    if (!(c.e.radii[k] > 0) || c.b.min[k] > c.b.max[k]) return std::nullopt;
    const rational x = exact_value(c.e.center[k]), lo = exact_value(c.b.min[k]),
                   hi = exact_value(c.b.max[k]);
    const rational nearest = x < lo ? lo : hi < x ? hi : x;  // clamp: the minimiser of term k
    const rational q = (x - nearest) / exact_value(c.e.radii[k]);
    d += q * q;
  }
  return d;
}

template <class T, int N>
[[nodiscard]] std::optional<exact_compare> oracle(const ellipsoid_aabb_case<T, N>& c) {
  const auto d = exact_d(c);
  if (!d) return std::nullopt;
  return compare_rationals<T>(*d, rational(1), *d + 1);
}

template <class T, int N>
[[nodiscard]] std::optional<rational> exact_d_uncached(const ellipsoid_obb_case<T, N>& c);

/// The exact D of a finite ellipsoid–OBB case with radii > 0 and half >= 0; nullopt otherwise.
/// The active-set minimisation costs 3^N rational solves and check_all asks for the same case
/// once per variant, so the last few answers are kept (keyed by the case's exact bits).
template <class T, int N>
[[nodiscard]] std::optional<rational> exact_d(const ellipsoid_obb_case<T, N>& c) {
  struct slot {
    ellipsoid_obb_case<T, N> key;
    std::optional<rational> value;
  };
  static std::array<std::optional<slot>, 8> cache;
  static std::size_t next = 0;
  for (const auto& s : cache)
    if (s && same_bits(s->key, c)) return s->value;
  auto value = exact_d_uncached(c);
  cache[next++ % cache.size()] = slot{c, value};
  return value;
}

template <class T, int N>
[[nodiscard]] std::optional<rational> exact_d_uncached(const ellipsoid_obb_case<T, N>& c) {
  if (!all_finite(c)) return std::nullopt;
  std::array<std::array<rational, N>, N> axes;
  std::array<rational, N> w, v, e;
  for (int k = 0; k < N; ++k) {
    if (!(c.e.radii[k] > 0) || c.o.half[k] < 0) return std::nullopt;
    const rational r = exact_value(c.e.radii[k]);
    w[k] = 1 / (r * r);
    v[k] = exact_value(c.e.center[k]) - exact_value(c.o.center[k]);
    e[k] = exact_value(c.o.half[k]);
    for (int i = 0; i < N; ++i) axes[i][k] = exact_value(c.o.axes[i][k]);
  }
  return box_qp<N>(axes, w, v, e).value;
}

/// L_k of the metric variant's scale S = sum_k L_k^2 (exact).
template <class T, int N>
[[nodiscard]] std::array<rational, N> reach_per_axis(const ellipsoid_obb_case<T, N>& c) {
  std::array<rational, N> l;
  for (int k = 0; k < N; ++k) {
    rational s =
        boost::multiprecision::abs(exact_value(c.o.center[k]) - exact_value(c.e.center[k]));
    for (int i = 0; i < N; ++i)
      s += exact_value(c.o.half[i]) * boost::multiprecision::abs(exact_value(c.o.axes[i][k]));
    l[k] = s / exact_value(c.e.radii[k]);
  }
  return l;
}

template <class T, int N>
[[nodiscard]] std::optional<exact_compare> oracle(const ellipsoid_obb_case<T, N>& c) {
  const auto d = exact_d(c);
  if (!d) return std::nullopt;
  rational s = 0;
  for (const rational& l : reach_per_axis(c)) s += l * l;
  return compare_rationals<T>(*d, rational(1), s);
}

/// Part (b) for ellipsoid_aabb (only `scaled` is bounded): replays its operations exactly, in
/// its order (per axis: c - bound, / radius, square, running sum), and is true when every
/// result is a value of T, so every rounding in the float run was exact (with or without FMA).
template <class T, int N>
[[nodiscard]] bool intermediates_representable(const ellipsoid_aabb_case<T, N>& c) {
  if (!exact_d(c)) return false;
  rational s = 0;
  for (int k = 0; k < N; ++k) {
    const T x = c.e.center[k];
    if (!(x < c.b.min[k]) && !(x > c.b.max[k])) continue;
    const rational d = exact_value(x) - exact_value(x < c.b.min[k] ? c.b.min[k] : c.b.max[k]);
    const rational q = d / exact_value(c.e.radii[k]);
    s += q * q;
    if (!exactly_in<T>(d) || !exactly_in<T>(q) || !exactly_in<T>(q * q) || !exactly_in<T>(s))
      return false;
  }
  return true;
}

/// Part (b) for ellipsoid_obb (only `metric` is bounded), a structural sufficient condition:
/// axes a signed permutation (entries 0, +-1), radii powers of two, centres and half extents
/// multiples of g (a power of two). Then every scaled axis is +-2^j on one coordinate, Gram
/// matrices are diagonal, each solve returns -p_m / b_im, and every linear intermediate is a
/// multiple of beta = g / (2 rho_max) of size at most L_k (the quadratic ones multiples of
/// beta^2 at most sum_k L_k^2); with sum_k (L_k / beta)^2 < 2^p, beta / (4Q) >= eta,
/// beta^2 >= eta and no overflow every operation is exact (docs/contracts.md, "Ellipsoid vs OBB").
template <class T, int N>
[[nodiscard]] bool intermediates_representable(const ellipsoid_obb_case<T, N>& c) {
  using boost::multiprecision::lsb;
  if (!exact_d(c)) return false;
  std::array<bool, N> used{};
  for (int i = 0; i < N; ++i) {
    int nonzero = 0;
    for (int k = 0; k < N; ++k) {
      const T a = c.o.axes[i][k];
      if (a == 0) continue;
      if ((a != 1 && a != -1) || used[k]) return false;
      used[k] = true, ++nonzero;
    }
    if (nonzero != 1) return false;
  }
  int low = std::numeric_limits<int>::max();
  rational rmax = 0, rmin = 0;
  for (int k = 0; k < N; ++k) {
    const integer r = on_grid(c.e.radii[k]);
    if (lsb(r) != boost::multiprecision::msb(r)) return false;  // not a power of two
    const rational rk = exact_value(c.e.radii[k]);
    rmax = k == 0 || rk > rmax ? rk : rmax, rmin = k == 0 || rk < rmin ? rk : rmin;
    for (T x : {c.e.center[k], c.o.center[k], c.o.half[k]})
      if (x != 0)
        low = std::min(low, static_cast<int>(lsb(boost::multiprecision::abs(on_grid(x)))));
    if (!exactly_in<T>(exact_value(c.o.center[k]) - exact_value(c.e.center[k]))) return false;
  }
  if (low == std::numeric_limits<int>::max()) return true;  // every length zero
  const rational eta(integer(1), integer(1) << grid_bits<T>);
  const rational beta = rational(integer(1) << low, integer(1) << grid_bits<T>) / (2 * rmax);
  if (beta * rmin < 4 * eta * rmax || beta * beta < eta) return false;
  rational units = 0, sum = 0;
  for (const rational& l : reach_per_axis(c)) units += (l / beta) * (l / beta), sum += l * l;
  const rational limit(integer(1) << (std::numeric_limits<T>::max_exponent - 8));
  return units < rational(integer(1) << std::numeric_limits<T>::digits) && sum < limit;
}

}  // namespace spherebox::ref
