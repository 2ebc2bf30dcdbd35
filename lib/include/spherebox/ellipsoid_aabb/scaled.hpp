/// scaled: per-axis scaling. The clamp distance on each axis is divided by that axis's
/// radius (the box stays axis-aligned in the ellipsoid's unit-ball space), the squares are
/// summed and compared with 1.
/// Source: the primitives cheat-sheet's ellipsoid–AABB test (scale each axis by 1/radius);
/// the clamp is Arvo, "A Simple Method for Box-Sphere Intersection Testing", Graphics Gems
/// (1990), pp. 335-339.
#pragma once
#include <limits>
#include <string_view>

#include "../contract.hpp"
#include "../types.hpp"

namespace spherebox::ellipsoid_aabb {

/// Semantics: closed axis-aligned ellipsoid vs closed box; touching overlaps.
/// Contract: bounded, k = N+5, a = N, S = D + R (D = sum_i (dist_i / radius_i)^2, R = 1).
/// Each term q_i^2 carries at most N+4 roundings (difference, division, square, N-1
/// additions, the difference and division counted twice by the square): |D - 1| <=
/// gamma_{N+4} D <= (N+5) u (D + 1) where the verdict can be wrong. Underflow costs at most
/// eta per term (a = N). Overflow needs a term above 1, where "disjoint" is right, so the
/// domain has no magnitude limit. Exact when every intermediate is representable (part b).
/// Domain: finite, every radius > 0, min <= max. Derivation: docs/contracts.md, "Ellipsoid vs AABB".
struct scaled {
  static constexpr std::string_view name = "scaled";
  static constexpr contract promise = contract::bounded;
  using twin = void;
  static constexpr error_bound bound(int n) noexcept { return {n + 5, n}; }
  template <class T>
  static constexpr T max_magnitude() noexcept {
    return std::numeric_limits<T>::max();
  }
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ellipsoid<T, N>& e, const box<T, N>& b) noexcept {
    T s = 0;
    for (int i = 0; i < N; ++i) {
      const T c = e.center[i];
      if (c < b.min[i]) {
        const T q = (c - b.min[i]) / e.radii[i];
        s += q * q;
      } else if (c > b.max[i]) {
        const T q = (c - b.max[i]) / e.radii[i];
        s += q * q;
      }
    }
    return s <= 1;
  }
};

}  // namespace spherebox::ellipsoid_aabb
