/// Domains, checked-API reasons and exact metamorphic images of the ellipsoid slugs, decided
/// here from the definitions in docs/contracts.md ("Ellipsoid vs AABB", "Ellipsoid vs OBB"),
/// independently of lib/'s checks.
#pragma once
#include <cmath>
#include <optional>

#include <spherebox/checked.hpp>

#include "../core/claim.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// The bounded contract of ellipsoid_obb holds where the radius ratio is at most Q and every
/// |centre coordinate| and half extent at most G times the smallest radius (float: Q = 2^3,
/// G = 2^40; double: Q = 2^10, G = 2^400), and the axes pass the fused defect test below.
template <class T>
inline constexpr int ellipsoid_obb_ratio_log2 = sizeof(T) == 4 ? 3 : 10;
template <class T>
inline constexpr int ellipsoid_obb_extent_log2 = sizeof(T) == 4 ? 40 : 400;

/// max_{i<=j} |a_i . a_j - delta_ij| evaluated as the chain fma(a_i0, a_j0, fma(..., -delta)),
/// the definition of the axis tolerance (an exact threshold cannot be decided in T).
template <class T, int N>
[[nodiscard]] T fused_axis_defect(const obb<T, N>& o) {
  T worst = 0;
  for (int i = 0; i < N; ++i)
    for (int j = i; j < N; ++j) {
      T acc = T(i == j ? -1 : 0);
      for (int k = N - 1; k >= 0; --k) acc = std::fma(o.axes[i][k], o.axes[j][k], acc);
      if (!(std::fabs(acc) <= worst)) worst = std::fabs(acc);
    }
  return worst;
}

template <class T, int N>
[[nodiscard]] bool in_domain(const ellipsoid_aabb_case<T, N>& c, const claim<T>& cl) {
  for (T x : c.flat())
    if (!(std::fabs(x) <= cl.max_magnitude)) return false;
  for (int k = 0; k < N; ++k)
    if (!(c.e.radii[k] > 0) || c.b.min[k] > c.b.max[k]) return false;
  return true;
}

/// Contract (b) of a conservative ellipsoid–AABB claim: on some axis the centre lies outside
/// [min - rho, max + rho] (rho that axis's radius) by more than the claim's margin.
template <class T, int N>
[[nodiscard]] bool must_reject(const ellipsoid_aabb_case<T, N>& c, const claim<T>& cl) {
  for (int i = 0; i < N; ++i)
    if (beyond_slab(c.e.center[i], c.b.min[i], c.b.max[i], c.e.radii[i], cl.reject)) return true;
  return false;
}

template <class T, int N>
[[nodiscard]] bool in_domain(const ellipsoid_obb_case<T, N>& c, const claim<T>& cl) {
  for (T x : c.flat())
    if (!(std::fabs(x) <= cl.max_magnitude)) return false;
  for (int k = 0; k < N; ++k)
    if (!(c.e.radii[k] > 0) || c.o.half[k] < 0) return false;
  if (std::isfinite(cl.axis_tolerance) && !(fused_axis_defect(c.o) <= cl.axis_tolerance))
    return false;
  if (cl.promise != contract::bounded) return true;
  rational rmin = exact_value(c.e.radii[0]), rmax = rmin;
  for (T r : c.e.radii)
    rmin = std::min(rmin, exact_value(r)), rmax = std::max(rmax, exact_value(r));
  if (rmax > rmin * rational(integer(1) << ellipsoid_obb_ratio_log2<T>)) return false;
  const rational far = rmin * rational(integer(1) << ellipsoid_obb_extent_log2<T>);
  for (int k = 0; k < N; ++k)
    for (T x : {c.e.center[k], c.o.center[k], c.o.half[k]})
      if (boost::multiprecision::abs(exact_value(x)) > far) return false;
  return true;
}

/// The reason overlaps_checked must give: NaN, inf, radius < 0, radius == 0, inverted box,
/// magnitude (ellipsoid_aabb).
template <class T, int N>
[[nodiscard]] errc expected_error(const ellipsoid_aabb_case<T, N>& c, const claim<T>& cl) {
  bool nan = false, inf = false, big = false, neg = false, zero = false, inverted = false;
  for (T x : c.flat())
    nan |= std::isnan(x), inf |= std::isinf(x), big |= std::fabs(x) > cl.max_magnitude;
  for (int k = 0; k < N; ++k)
    neg |= c.e.radii[k]<0, zero |= c.e.radii[k] == 0, inverted |= c.b.min[k]> c.b.max[k];
  return nan        ? errc::not_a_number
         : inf      ? errc::infinite
         : neg      ? errc::negative_radius
         : zero     ? errc::zero_radius
         : inverted ? errc::inverted_box
         : big      ? errc::out_of_domain
                    : errc::ok;
}

/// ... NaN, inf, radius < 0, radius == 0, half < 0, axes beyond the tolerance, magnitude
/// (|x| > max_magnitude, or the bounded contract's ratio and extent limits) (ellipsoid_obb).
template <class T, int N>
[[nodiscard]] errc expected_error(const ellipsoid_obb_case<T, N>& c, const claim<T>& cl) {
  bool nan = false, inf = false, neg = false, zero = false, negative_half = false;
  for (T x : c.flat()) nan |= std::isnan(x), inf |= std::isinf(x);
  for (int k = 0; k < N; ++k)
    neg |= c.e.radii[k] < 0, zero |= c.e.radii[k] == 0, negative_half |= c.o.half[k] < 0;
  if (nan || inf || neg || zero || negative_half)
    return nan    ? errc::not_a_number
           : inf  ? errc::infinite
           : neg  ? errc::negative_radius
           : zero ? errc::zero_radius
                  : errc::negative_extent;
  if (std::isfinite(cl.axis_tolerance) && !(fused_axis_defect(c.o) <= cl.axis_tolerance))
    return errc::not_orthonormal;
  return in_domain(c, cl) ? errc::ok : errc::out_of_domain;
}

/// x -> -x on every axis. ellipsoid_aabb: [min, max] becomes [-max, -min]; ellipsoid_obb: the
/// centres and the axes are negated. Negation is exact and rounding is symmetric, so each
/// variant computes the negatives (or the same squares) of its original intermediates.
template <class T, int N>
[[nodiscard]] ellipsoid_aabb_case<T, N> mirrored(const ellipsoid_aabb_case<T, N>& c) {
  auto m = c;
  for (int k = 0; k < N; ++k)
    m.e.center[k] = -c.e.center[k], m.b.min[k] = -c.b.max[k], m.b.max[k] = -c.b.min[k];
  return m;
}
template <class T, int N>
[[nodiscard]] ellipsoid_obb_case<T, N> mirrored(const ellipsoid_obb_case<T, N>& c) {
  auto m = c;
  for (int k = 0; k < N; ++k) {
    m.e.center[k] = -c.e.center[k], m.o.center[k] = -c.o.center[k];
    for (int i = 0; i < N; ++i) m.o.axes[i][k] = -c.o.axes[i][k];
  }
  return m;
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

template <class T, int N>
[[nodiscard]] std::optional<ellipsoid_aabb_case<T, N>> scaled_by(const ellipsoid_aabb_case<T, N>& c,
                                                                 int k, const claim<T>& cl) {
  return ellipsoid_scaled_by(c, k, cl);
}
template <class T, int N>
[[nodiscard]] std::optional<ellipsoid_obb_case<T, N>> scaled_by(const ellipsoid_obb_case<T, N>& c,
                                                                int k, const claim<T>& cl) {
  return ellipsoid_scaled_by(c, k, cl);
}

}  // namespace spherebox::ref
