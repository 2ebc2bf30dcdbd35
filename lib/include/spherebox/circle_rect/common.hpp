/// The promise shared by the abs-max circle–rectangle variants (absmax, absmax_open): one
/// error analysis covers both, because they round the same operations in the same order.
#pragma once
#include "../contract.hpp"

namespace spherebox::circle_rect::detail {

/// Bounded contract of  u_i = max(fl(fl(|p_i - c_i|) - h_i), 0),  d2 = sum_i fl(u_i^2),
/// compared with fl(r*r). With a_i = |p_i - c_i| and e_i = max(a_i - h_i, 0) exact:
/// |fl(u_i) - e_i| <= u(2+u) a_i (the difference p - c rounds relative to a_i, not to e_i),
/// hence |u_i^2 - e_i^2| <= 4.001 u a_i^2; the square and the N-1 additions add gamma_N.
/// An axis with 2 a_i < h_i contributes exactly 0. So a wrong verdict needs
/// |D - R| <= (N+5) u S + (N+1) eta with S = r^2 + sum over {i : 2 a_i >= h_i} of a_i^2.
/// A fused multiply-add only removes roundings. Derivation: docs/contracts.md, "abs-max".
[[nodiscard]] constexpr error_bound absmax_bound(int n) noexcept { return {n + 5, n + 1}; }

/// Shared domain of the abs-max variants: finite, r >= 0, half >= 0, every |value| <= 2^61
/// (float) or 2^509 (double), so |p - c| <= 2M and the sum of N <= 8 squares stays finite.
struct absmax_promise {
  static constexpr contract promise = contract::bounded;
  static constexpr error_bound bound(int n) noexcept { return absmax_bound(n); }
  template <class T>
  static constexpr T max_magnitude() noexcept {
    return spherebox::detail::square_safe_magnitude<T>();
  }
};

/// fl(|x|) - h, clamped at 0 by a ternary (std::fmax is a libm call under strict IEEE flags).
/// -0 - h and +0 - h give the same result, and NaN compares false, giving 0.
template <class T>
[[nodiscard]] constexpr T excess(T x, T h) noexcept {
  const T v = (x < 0 ? -x : x) - h;
  return v > 0 ? v : T(0);
}

}  // namespace spherebox::circle_rect::detail
