/// The promise shared by the sum-of-squares sphere–AABB variants (arvo, qri, qrf, branchless,
/// sse2): one error analysis covers them all because they round the same operations.
#pragma once
#include "../contract.hpp"

namespace spherebox::sphere_aabb::detail {

/// Bounded contract of  d2 = sum_i fl(fl(c_i - b_i)^2),  verdict  d2 <= fl(r*r).
/// Each term carries at most N+2 roundings (difference, square, N-1 additions) and r*r one,
/// so a wrong verdict needs |D - R| <= gamma_{N+2}*D + u*R <= (N+3)*u*(D+R): k = N+3 with
/// S = D + R. Underflow adds at most eta/2 per product (N squares and r*r), additions of
/// subnormals are exact: a = N+1. A fused multiply-add only removes roundings, so the bound
/// holds with and without contraction. Derivation: docs/contracts.md, "sum of squares".
[[nodiscard]] constexpr error_bound sum_of_squares_bound(int n) noexcept { return {n + 3, n + 1}; }

/// Shared declaration of the sum-of-squares variants' domain: finite, r >= 0, min <= max and
/// every |value| <= 2^61 (float) or 2^509 (double), so no intermediate overflows.
struct sum_of_squares_promise {
  static constexpr contract promise = contract::bounded;
  static constexpr error_bound bound(int n) noexcept { return sum_of_squares_bound(n); }
  template <class T>
  static constexpr T max_magnitude() noexcept {
    return spherebox::detail::square_safe_magnitude<T>();
  }
};

}  // namespace spherebox::sphere_aabb::detail
