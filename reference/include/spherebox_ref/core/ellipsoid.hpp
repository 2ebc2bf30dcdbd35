/// What the two ellipsoid slugs (ellipsoid_aabb, ellipsoid_obb) share: exact tangency on an
/// axis-aligned box in integers (faces, edges, corners, unequal radii), radii with a bounded
/// ratio, full-mantissa values, the exact-value test and the 2^k image of either case.
#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <type_traits>

#include "builders.hpp"
#include "claim.hpp"
#include "compare.hpp"

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


/// An integer ellipsoid–AABB configuration (all values times 2^k make the case).
template <int N>
struct ellipsoid_ints {
  std::array<std::int64_t, N> lo, hi, c, r;
};

/// A radius multiplier: a power of two up to 4 (half the time, so part (b) applies) or any
/// integer in [1, 7]; the ratio of two is at most 7, so a few ulps of nudging keep it inside
/// the float domain's limit 8 for ellipsoid_obb.
template <class Src>
[[nodiscard]] std::int64_t ell_radius_factor(Src& src) {
  return src.range(0, 1) ? std::int64_t(1) << src.range(0, 2) : src.range(1, 7);
}

/// tangent: the centre lies outside the box on `feature` axes (1 face, 2 edge, 3 corner), with
/// per-axis distances d_k = a_k * m_k and radii r_k = h * m_k for a Pythagorean tuple
/// (a_1..a_f; h), so sum_k (d_k / r_k)^2 = sum a_k^2 / h^2 = 1 exactly: D == R. The
/// multipliers m_k differ per axis (unequal radii, at most 7 apart); box widths may be 0
/// (degenerate); inactive centre coordinates lie inside or exactly on a face. Faces use h = 1, so
/// radii and distances may be powers of two (exact intermediates). Values stay below 2^(p-3).
template <int N, class Src>
[[nodiscard]] ellipsoid_ints<N> ell_tangent_ints(Src& src, int feature, int p) {
  ellipsoid_ints<N> v;
  const std::int64_t base = src.range(0, 1) ? std::int64_t(1) << src.range(0, p - 16)
                                            : src.range(1, std::int64_t(1) << src.range(0, p - 16));
  for (int i = 0; i < N; ++i) {
    v.lo[i] = src.range(-64, 64);
    v.hi[i] = v.lo[i] + (src.range(0, 4) == 0 ? 0 : src.range(1, 64));
    const int where = static_cast<int>(src.range(0, 3));  // on min face, on max face, inside
    v.c[i] = where == 0   ? v.lo[i]
             : where == 1 ? v.hi[i]
                          : v.lo[i] + src.range(0, v.hi[i] - v.lo[i]);
    v.r[i] =
        base * ell_radius_factor(src);  // times h below: radii on every axis are h * base * factor
  }
  const int m = std::clamp(feature, 1, N);
  std::array<std::int64_t, 3> off{1, 0, 0};
  std::int64_t h = 1;
  draw_tuple(src, m, off, h);
  for (auto& r : v.r) r *= h;
  const int first = static_cast<int>(src.range(0, N - 1));
  for (int j = 0; j < m; ++j) {
    const int i = (first + j) % N;
    const std::int64_t mult = base * ell_radius_factor(src);
    v.r[i] = h * mult;
    v.c[i] = src.range(0, 1) ? v.hi[i] + off[j] * mult : v.lo[i] - off[j] * mult;
  }
  return v;
}

/// The active axis with the largest |d_k / r_k| of an integer configuration (for nudging a
/// radius that matters: D changes strictly when that radius moves).
template <int N>
[[nodiscard]] int ell_outside_axis(const ellipsoid_ints<N>& v) {
  int best = 0;
  for (int i = 0; i < N; ++i)
    if (v.c[i] < v.lo[i] || v.c[i] > v.hi[i]) best = i;
  return best;
}

/// A value with a random full mantissa in [2^(e-1), 2^e), random sign when `signed_`.
template <class T, class Src>
[[nodiscard]] T ell_full_mantissa(Src& src, int e, bool signed_ = true) {
  constexpr int p = std::numeric_limits<T>::digits;
  const auto mant = static_cast<T>(src.bits(p - 1) | (std::uint64_t(1) << (p - 1)));
  const T v = std::ldexp(mant, e - p);
  return signed_ && src.range(0, 1) ? -v : v;
}

/// The end of both near builders: every radius times the float nearest sqrt(D) (exact_d, the
/// slug's oracle), which brings D within a few ulps of 1, then one radius moved by -3..3 ulps
/// and every radius kept above 0.
template <class Case, class Src>
[[nodiscard]] Case near_radii(Case c, Src& src) {
  using T = typename Case::value_type;
  const auto d = exact_d(c);
  if (d && *d > 0) {
    const T s = static_cast<T>(std::sqrt(d->template convert_to<double>()));
    for (auto& r : c.e.radii) r = r * s;
  }
  const int i = static_cast<int>(src.range(0, Case::dims - 1));
  c.e.radii[i] = nudge_ulps(c.e.radii[i], static_cast<int>(src.range(-3, 3)));
  for (auto& r : c.e.radii) r = r > 0 ? r : std::numeric_limits<T>::denorm_min();
  return c;
}

/// True when every nonzero |x| of `lengths` lies in [2^(emin+8), 2^(emax-4)]: then sums,
/// differences and products of them stay normal and finite, and scaling by 2^k is exact.
template <class T>
[[nodiscard]] bool ell_comfortably_normal(std::initializer_list<rational> lengths) {
  const rational lo(integer(1), integer(1) << (-std::numeric_limits<T>::min_exponent - 8));
  const rational hi(integer(1) << (std::numeric_limits<T>::max_exponent - 4));
  for (const rational& x : lengths)
    if (x != 0 && (boost::multiprecision::abs(x) < lo || boost::multiprecision::abs(x) > hi))
      return false;
  return true;
}

/// Every length times 2^k (axes unchanged) when both the case and its image are in the claim's
/// domain and all their lengths, differences of centres and products half * |axis| (which the
/// variants round) are comfortably normal: then the float computations of the image are those
/// of the original scaled by 2^k, or (metric, after its own scaling by 2^-E) identical.
template <class Case, class T = typename Case::value_type>
[[nodiscard]] std::optional<Case> ellipsoid_scaled_by(const Case& c, int k, const claim<T>& cl) {
  auto image = c;
  auto lengths_ok = [&](const Case& x) {
    if (!in_domain(x, cl)) return false;
    constexpr int N = Case::dims;
    for (int i = 0; i < N; ++i) {
      if constexpr (requires { x.b; }) {
        const rational ci = exact_value(x.e.center[i]), lo = exact_value(x.b.min[i]),
                       hi = exact_value(x.b.max[i]);
        const rational r = exact_value(x.e.radii[i]);
        if (!ell_comfortably_normal<T>({ci, r, lo, hi, ci - lo, ci - hi, lo - r, hi + r}))
          return false;
      } else {
        const rational h = exact_value(x.o.half[i]);
        const rational d = exact_value(x.o.center[i]) - exact_value(x.e.center[i]);
        if (!ell_comfortably_normal<T>({exact_value(x.e.center[i]), exact_value(x.o.center[i]),
                                        exact_value(x.e.radii[i]), h, d}))
          return false;
        for (int j = 0; j < N; ++j)
          if (!ell_comfortably_normal<T>({h * exact_value(x.o.axes[i][j])})) return false;
      }
    }
    return true;
  };
  if (!lengths_ok(c)) return std::nullopt;
  for (int i = 0; i < Case::dims; ++i) {
    image.e.center[i] = std::ldexp(c.e.center[i], k),
    image.e.radii[i] = std::ldexp(c.e.radii[i], k);
    if constexpr (requires { c.b; })
      image.b.min[i] = std::ldexp(c.b.min[i], k), image.b.max[i] = std::ldexp(c.b.max[i], k);
    else
      image.o.center[i] = std::ldexp(c.o.center[i], k),
      image.o.half[i] = std::ldexp(c.o.half[i], k);
  }
  if (!lengths_ok(image)) return std::nullopt;
  return image;
}

}  // namespace spherebox::ref
