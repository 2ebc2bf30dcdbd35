/// The steps and the promise shared by the projected sphere–OBB variants (arvo, qri, qrf,
/// sse2): w = fl(c - centre), s_i = fl(w . a_i) left to right, excess max(|s_i| - h_i, 0).
/// One error analysis covers them all; docs/contracts.md, "Sphere vs OBB" derives every constant.
#pragma once
#include <array>
#include <cstddef>
#include <limits>

#include "../contract.hpp"
#include "../types.hpp"

namespace spherebox::sphere_obb::detail {

/// t of the orthonormality tolerance tau = t*u (u = 2^-p, the unit roundoff): every
/// |a_i . a_j - delta_ij| <= 32u. Why 32: axes made by obb_from_quaternion from any finite,
/// non-zero float quaternion have defect < 17u in double and < 2.01u in float (api.hpp).
inline constexpr int axis_tolerance_ulps = 32;

template <class T>
[[nodiscard]] constexpr T unit_roundoff() noexcept {
  T u = 1;
  for (int i = 0; i < std::numeric_limits<T>::digits; ++i) u /= 2;
  return u;
}

/// tau = 32u: 2^-19 for float, 2^-48 for double.
template <class T>
[[nodiscard]] constexpr T axis_tolerance() noexcept { return axis_tolerance_ulps * unit_roundoff<T>(); }

/// 2^e for a non-negative e, as a constant expression.
template <class T>
[[nodiscard]] constexpr T power_of_two(int e) noexcept {
  T m = 1;
  for (int i = 0; i < e; ++i) m *= 2;
  return m;
}

/// M = 2^((emax-8)/2): 2^60 (float), 2^508 (double). With every |c|, |centre|, r, h <= M and
/// N <= 3: |w| <= 2M, |s| <= 2N*M*(1+tau), excess <= (2N+1)M, the sum of squares
/// <= N(2N+1)^2 M^2 <= 147 M^2 < 2^(emax-1): no intermediate overflows.
template <class T>
[[nodiscard]] constexpr T projected_magnitude() noexcept {
  return power_of_two<T>((std::numeric_limits<T>::max_exponent - 8) / 2);
}

/// ceil(sqrt(n)) for small n.
[[nodiscard]] constexpr int ceil_sqrt(int n) noexcept {
  int r = 0;
  while (r * r < n) ++r;
  return r;
}

/// Bounded contract |D - R| <= k*u*S + a*eta with S = |c - centre|^2 + |h|^2 + r^2:
///   k = N*t + 2(N+1)ceil(sqrt N) + N + 3,  a = N + 1.
/// N*t: the axis defect moves D from the projected F = sum max(|a_i.v| - h_i, 0)^2 by at most
/// N*tau*(|v|^2 + |h|^2). 2(N+1)sqrt(N): the rounded projections (v's difference and the
/// dot product, gamma_{N+1} each, through |A|_2 <= sqrt(N(1+tau)) and |excess| <= |s|).
/// N+3: the excess, its square, N-1 additions (gamma_{N+2}), one u for underflow in the
/// dot products after AM-GM, and u from r*r. a = N+1: eta/2 per square and for r*r, with
/// room for the O(eta^2/u) terms. N=2: k = 64+17 = 81, N=3: k = 96+22 = 118.
[[nodiscard]] constexpr error_bound projected_bound(int n) noexcept {
  return {n * axis_tolerance_ulps + 2 * (n + 1) * ceil_sqrt(n) + n + 3, n + 1};
}

/// The declaration the projected variants share (domain: finite, r >= 0, h >= 0,
/// |a_i . a_j - delta_ij| <= tau, every |c|, |centre|, r, h <= M).
struct projected_promise {
  static constexpr contract promise = contract::bounded;
  static constexpr error_bound bound(int n) noexcept { return projected_bound(n); }
  template <class T>
  static constexpr T max_magnitude() noexcept { return projected_magnitude<T>(); }
  template <class T>
  static constexpr T axis_tolerance() noexcept { return detail::axis_tolerance<T>(); }
};

/// w = fl(c - centre), coordinate by coordinate.
template <class T, int N>
[[nodiscard]] constexpr std::array<T, N> offset(const ball<T, N>& s, const obb<T, N>& b) noexcept {
  std::array<T, N> w{};
  for (int k = 0; k < N; ++k) w[k] = s.center[k] - b.center[k];
  return w;
}

/// fl(w . a), summed left to right: ((w0*a0 + w1*a1) + w2*a2). The SSE2 form keeps this order.
template <class T, std::size_t N>
[[nodiscard]] constexpr T project(const std::array<T, N>& w, const std::array<T, N>& a) noexcept {
  T s = w[0] * a[0];
  for (std::size_t k = 1; k < N; ++k) s += w[k] * a[k];
  return s;
}

/// |x| by a comparison (no libm call, -0 -> -0 is harmless: it is only compared or squared).
template <class T>
[[nodiscard]] constexpr T magnitude(T x) noexcept { return x < 0 ? -x : x; }

}  // namespace spherebox::sphere_obb::detail
