/// Builder pieces shared by the two ellipsoid slugs: exact tangency on an axis-aligned box in
/// integers (faces, edges, corners, unequal radii), radii with a bounded ratio, and the
/// known-answer tables (kat.hpp).
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "../core/builders.hpp"
#include "case.hpp"
#include "domain.hpp"
#include "kat.hpp"

namespace spherebox::ref {

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
  if (m == 2) {
    const auto& t = triples[src.range(0, std::size(triples) - 1)];
    off = {t[0], t[1], 0}, h = t[2];
  }
  if (m == 3) {
    const auto& q = quadruples[src.range(0, std::size(quadruples) - 1)];
    off = {q[0], q[1], q[2]}, h = q[3];
  }
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

/// special: every value from interesting<T>() or a small integer, at least one a special value.
template <class Case, class Src>
[[nodiscard]] Case ell_build_special_case(Src& src) {
  using T = typename Case::value_type;
  const auto pool = interesting<T>();
  std::array<T, Case::count> v;
  for (auto& x : v)
    x = src.range(0, 1) ? pool[src.range(0, pool.size() - 1)] : static_cast<T>(src.range(-4, 4));
  v[src.range(0, v.size() - 1)] = pool[src.range(1, interesting_specials)];
  return Case::from_flat(v);
}

/// raw: the case's values as raw bit patterns in flat() order (decode(encode(c)) == c).
template <class Case, class Src>
[[nodiscard]] Case ell_build_raw_case(Src& src) {
  std::array<typename Case::value_type, Case::count> v;
  for (auto& x : v) x = src.template raw<typename Case::value_type>();
  return Case::from_flat(v);
}

}  // namespace spherebox::ref
