/// Exact metamorphic images of sphere–OBB cases (mirroring, scaling by 2^k): images whose
/// float computations are exactly related to the original's in every variant, so each
/// variant must answer the same (check_all's mirrored and scaled_by hooks).
#pragma once
#include <cmath>
#include <optional>

#include "oracle.hpp"

namespace spherebox::ref {

/// x -> -x: the ball's and the box's centres negate, the axes and extents stay (the box is
/// symmetric in t). Every variant computes w' = -w exactly and |s'| = |s|.
template <class T, int N>
[[nodiscard]] sphere_obb_case<T, N> mirrored(const sphere_obb_case<T, N>& c) {
  auto m = c;
  for (int k = 0; k < N; ++k) m.s.center[k] = -c.s.center[k], m.b.center[k] = -c.b.center[k];
  return m;
}

/// Centres, radius and half extents times 2^k (axes unchanged), when both the case and the
/// image keep every intermediate of every variant zero or normal and finite: each value is
/// a multiple of 2^ev, each axis component of 2^ea, so products and sums are multiples of
/// 2^(ev+ea), squares of 4^(ev+ea), the conservative bound of 2^(ev+7-2p) (tau = 2^(5-p),
/// 8u, the factor 1 + 16u); all of those at or above the smallest normal, and the values
/// within max_magnitude (no overflow), make every rounding commute with the scaling.
template <class T, int N>
[[nodiscard]] std::optional<sphere_obb_case<T, N>> scaled_by(const sphere_obb_case<T, N>& c, int k,
                                                             const claim<T>& cl) {
  constexpr int p = std::numeric_limits<T>::digits, lowest = std::numeric_limits<T>::min_exponent - 1;
  const int ea = std::min(finest_exponent<T>(axis_values(c.b)), 0);
  auto safe = [&](const sphere_obb_case<T, N>& x) {
    if (!in_domain(x, cl)) return false;
    const int ev = finest_exponent<T>(point_values(x));
    return ev == INT_MAX || (2 * (ev + ea) >= lowest && ev + 7 - 2 * p >= lowest);
  };
  if (!safe(c)) return std::nullopt;
  auto image = c;
  for (int i = 0; i < N; ++i) {
    image.s.center[i] = std::ldexp(c.s.center[i], k), image.b.center[i] = std::ldexp(c.b.center[i], k);
    image.b.half[i] = std::ldexp(c.b.half[i], k);
  }
  image.s.radius = std::ldexp(c.s.radius, k);
  if (!safe(image)) return std::nullopt;
  return image;
}

}  // namespace spherebox::ref
