/// Shared pieces of the ellipsoid–OBB variants: the domain constants, the fused orthonormality
/// defect that decides the axis tolerance, and the change to the ellipsoid's unit-ball space.
#pragma once
#include <array>
#include <cmath>
#include <limits>

#include "../types.hpp"

namespace spherebox::ellipsoid_obb::detail {

/// 2^e as a T (e within T's normal exponent range).
template <class T>
[[nodiscard]] constexpr T pow2(int e) noexcept {
  T v = 1;
  for (; e > 0; --e) v *= 2;
  for (; e < 0; ++e) v /= 2;
  return v;
}

/// Largest radius ratio max(radii)/min(radii) of the bounded contract: 2^3 (float), 2^10
/// (double). It bounds the conditioning of the scaled box axes, so that the error of the
/// small linear solves enters the bound below u*S (docs/contracts.md, "Ellipsoid vs OBB").
template <class T>
[[nodiscard]] constexpr T max_radius_ratio() noexcept {
  return sizeof(T) == 4 ? pow2<T>(3) : pow2<T>(10);
}

/// Largest |centre coordinate| and half extent, in units of the smallest radius: 2^40 (float),
/// 2^400 (double); keeps every scaled intermediate finite.
template <class T>
[[nodiscard]] constexpr T max_relative_extent() noexcept {
  return sizeof(T) == 4 ? pow2<T>(40) : pow2<T>(400);
}

/// Absolute magnitude limit of the bounded contract: 2^(emax-2), so c_box - c_ellipsoid is finite.
template <class T>
[[nodiscard]] constexpr T max_absolute() noexcept {
  return pow2<T>(std::numeric_limits<T>::max_exponent - 2);
}

/// Orthonormality tolerance of the bounded contract: max |a_i . a_j - delta_ij| <= 2^-12.
template <class T>
[[nodiscard]] constexpr T axis_tolerance() noexcept {
  return pow2<T>(-12);
}

/// max over i <= j of |a_i . a_j - delta_ij|, each evaluated as the fused chain
/// fma(a_i[0], a_j[0], fma(a_i[1], a_j[1], ... fma(a_i[N-1], a_j[N-1], -delta_ij))).
/// An exact threshold on a sum of products cannot be decided in T, so the domain is defined
/// by this evaluation: std::fma rounds once per step, whatever the contraction flags, and
/// the harness evaluates the same definition. NaN when any step is NaN.
template <class T, int N>
[[nodiscard]] T axis_defect(const obb<T, N>& o) noexcept {
  T worst = 0;
  for (int i = 0; i < N; ++i)
    for (int j = i; j < N; ++j) {
      T acc = i == j ? T(-1) : T(0);
      for (int k = N - 1; k >= 0; --k) acc = std::fma(o.axes[i][k], o.axes[j][k], acc);
      const T d = acc < 0 ? -acc : acc;
      if (!(d <= worst)) worst = d;  // keeps a NaN
    }
  return worst;
}

/// The problem in the ellipsoid's unit-ball space, lengths first divided by 2^E (E the
/// binary exponent of the largest radius, so the scaled radii lie in [1/(2Q), 1)):
/// the box is the parallelepiped { w + sum_i t_i b_i : |t_i| <= h_i } and the ellipsoid
/// is the unit ball. Dividing by 2^E is exact unless a result is subnormal.
template <class T, int N>
struct unit_problem {
  std::array<T, N> w;                 ///< (box centre - ellipsoid centre) / radii
  std::array<std::array<T, N>, N> b;  ///< b[i][k] = axes[i][k] / (radii[k] / 2^E)
  std::array<T, N> h;                 ///< half / 2^E
};

template <class T, int N>
[[nodiscard]] unit_problem<T, N> to_unit(const ellipsoid<T, N>& e, const obb<T, N>& o) noexcept {
  T rmax = e.radii[0];
  for (int k = 1; k < N; ++k) rmax = e.radii[k] > rmax ? e.radii[k] : rmax;
  int ex = 0;
  if (rmax - rmax == 0)
    (void)std::frexp(rmax, &ex);  // finite only: frexp(inf) leaves ex unspecified
  unit_problem<T, N> u;
  for (int k = 0; k < N; ++k) {
    const T r = std::ldexp(e.radii[k], -ex);
    u.w[k] = std::ldexp(o.center[k] - e.center[k], -ex) / r;
    for (int i = 0; i < N; ++i) u.b[i][k] = o.axes[i][k] / r;
  }
  for (int i = 0; i < N; ++i) u.h[i] = std::ldexp(o.half[i], -ex);
  return u;
}

}  // namespace spherebox::ellipsoid_obb::detail
