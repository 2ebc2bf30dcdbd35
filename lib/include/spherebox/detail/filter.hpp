/// The error bound of the exact predicates' floating-point filter (sphere_aabb::exact,
/// circle_rect::exact and the exact batch kernels). Internal. Derivation in full:
/// docs/contracts.md, "Exact predicates".
#pragma once
#include <limits>

#include "../contract.hpp"

namespace spherebox::detail {

/// Shared declaration of the exact predicates (sphere_aabb::exact, circle_rect::exact): contract
/// exact, no twin, no magnitude limit (every finite input is in the domain).
struct exact_promise {
  static constexpr contract promise = contract::exact;
  using twin = void;
  static bool supported() noexcept { return true; }
  template <class T>
  static constexpr T max_magnitude() noexcept {
    return std::numeric_limits<T>::max();
  }
};

/// 2^-p for a floating-point type W with p significand bits: its unit roundoff u.
template <class W>
[[nodiscard]] constexpr W unit_roundoff() noexcept {
  W u = 1;
  for (int i = 0; i < std::numeric_limits<W>::digits; ++i) u /= 2;
  return u;
}

/// The filter decides D - R (an exact sum of squares minus r^2) from x = fl(d - r2), the
/// difference of the computed sum d and the computed r2, whenever
///     |x| > E = fl(fl(C * s) + mu),   s = fl(d + r2)   (or the scale of the slug),
/// and otherwise leaves the case to the exact fallback. If every computed value was formed
/// with at most k roundings relative to S (the exact counterpart of s: D + R for the
/// sum of squares, where each term e_i^2 carries k = N+2 roundings: the difference twice
/// (it is squared), the square once, the N-1 additions; r*r rounds once), then
/// |(d - r2) - (D - R)| <= Delta with
///     Delta <= g * s / (1-u) + (1+g) * alpha,   g = k u / (1 - 2 k u),
///     alpha = (N+1) * eta/2 * (1 + gamma_{N-1})   (the underflow of N+1 products),
/// and |x| > E implies |d - r2| > E / (1+u) >= Delta, so sign(x) = sign(D - R) != 0, as soon as
///     C (1-u)^2 >= (1+u) g / (1-u)   and   (mu - eta/2)(1-u) >= (1+u)(1+g) alpha.
/// The first holds for C = k u (1 + 2^8 u): (1+u) / ((1-2ku)(1-u)^3) <= 1 + (2k+5) u + O(u^2)
/// and 2k+5 < 2^8 for k <= 100. The second holds for mu = (N+2) eta. Both constants are exact
/// in W (k (2^(p-8) + 1) < 2^p for k < 2^7). Overflow needs no term: an infinite d, r2 or s
/// makes E infinite (x infinite or NaN at worst), and neither x > E nor -x > E holds. The
/// comparison is strict for that reason: x = E = +inf must stay undecided.
template <class W>
[[nodiscard]] constexpr W filter_relative(int k) noexcept {
  const W u = unit_roundoff<W>();
  return W(k) * u * (1 + 256 * u);
}

/// mu = (N+2) * eta, the filter's absolute term (eta: the smallest positive subnormal of W).
template <class W>
[[nodiscard]] constexpr W filter_absolute(int n) noexcept {
  return W(n + 2) * std::numeric_limits<W>::denorm_min();
}

/// The filter's verdict: 1 overlap, 0 no overlap, -1 undecided. x = fl(d - r2), e = E.
template <class W>
[[nodiscard]] constexpr int filter_verdict(W x, W e) noexcept {
  return x > e ? 0 : -x > e ? 1 : -1;
}

}  // namespace spherebox::detail
