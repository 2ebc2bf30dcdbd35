/// arvo: the paper's G-Arvo for oriented boxes: project v = c - centre onto each box axis,
/// take the excess max(|s_i| - h_i, 0) per axis, sum the squares and compare with r².
/// Source: Larsson, Akenine-Möller, Lengyel, "On Faster Sphere-Box Overlap Testing",
/// journal of graphics tools 12(1), 2007, the section on oriented boxes ("G-Arvo"), after
/// J. Arvo, Graphics Gems (1990), pp. 335-339.
#pragma once
#include <string_view>

#include "../types.hpp"
#include "common.hpp"

namespace spherebox::sphere_obb {

/// Semantics: closed ball vs the closed parallelepiped {centre + sum t_i a_i : |t_i| <= h_i};
/// touching overlaps.
/// Contract: bounded, k = N*32 + 2(N+1)ceil(sqrt N) + N + 3, a = N+1, S = |c - centre|^2 +
/// |h|^2 + r^2, for axes within tau = 32u of orthonormal (common.hpp); exact where every
/// intermediate is representable (then the axes are a signed permutation).
/// Outside the domain (NaN, inf, r < 0, h < 0, skewed axes): some bool, no undefined behaviour.
struct arvo : detail::projected_promise {
  static constexpr std::string_view name = "arvo";
  using twin = void;
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const obb<T, N>& b) noexcept {
    const auto w = detail::offset(s, b);
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      // if (s < -h) d2 += (s + h)^2 else if (s > h) d2 += (s - h)^2, written on |s|:
      // rounding is symmetric, so fl(s + h) = -fl(|s| - h) for s < -h.
      const T p = detail::magnitude(detail::project(w, b.axes[i]));
      if (p > b.half[i]) {
        const T e = p - b.half[i];
        d2 += e * e;
      }
    }
    return d2 <= s.radius * s.radius;
  }
};

}  // namespace spherebox::sphere_obb
