/// Domain, checked-API reasons and exact metamorphic images of ellipsoid_obb, decided here
/// from the definitions in docs/contracts.md ("Ellipsoid vs OBB"), independently of lib/'s
/// checks.
#pragma once
#include <cmath>
#include <optional>

#include <spherebox/checked.hpp>

#include "../core/claim.hpp"
#include "../core/ellipsoid.hpp"
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
[[nodiscard]] bool in_domain(const ellipsoid_obb_case<T, N>& c, const claim<T>& cl) {
  if (!within_magnitude(c, cl)) return false;  // also false for NaN
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

/// x -> -x on every axis: the centres and the axes are negated. Negation is exact and rounding
/// is symmetric, so each variant computes the negatives (or the same squares) of its original
/// intermediates.
template <class T, int N>
[[nodiscard]] ellipsoid_obb_case<T, N> mirrored(const ellipsoid_obb_case<T, N>& c) {
  auto m = c;
  for (int k = 0; k < N; ++k) {
    m.e.center[k] = -c.e.center[k], m.o.center[k] = -c.o.center[k];
    for (int i = 0; i < N; ++i) m.o.axes[i][k] = -c.o.axes[i][k];
  }
  return m;
}

template <class T, int N>
[[nodiscard]] std::optional<ellipsoid_obb_case<T, N>> scaled_by(const ellipsoid_obb_case<T, N>& c,
                                                                int k, const claim<T>& cl) {
  return ellipsoid_scaled_by(c, k, cl);
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
