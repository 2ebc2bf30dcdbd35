/// arvo: sum the squared distances of the centre to the box per axis, compare with r².
/// Source: J. Arvo, "A Simple Method for Box-Sphere Intersection Testing", Graphics Gems
/// (1990), pp. 335-339; n-dimensional as published.
#pragma once
#include <string_view>

#include "../types.hpp"
#include "common.hpp"

namespace spherebox::sphere_aabb {

/// Semantics: closed ball vs closed box; touching overlaps.
/// Contract: bounded, k = N+3, a = N+1 (common.hpp); exact on representable intermediates.
/// Outside the domain (NaN, inf, r < 0, min > max): some bool, no undefined behaviour.
struct arvo : detail::sum_of_squares_promise {
  static constexpr std::string_view name = "arvo";
  using twin = void;
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      const T c = s.center[i];
      if (c < b.min[i]) {
        const T e = c - b.min[i];
        d2 += e * e;
      } else if (c > b.max[i]) {
        const T e = c - b.max[i];
        d2 += e * e;
      }
    }
    return d2 <= s.radius * s.radius;
  }
};

}  // namespace spherebox::sphere_aabb
