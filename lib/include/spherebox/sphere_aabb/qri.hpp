/// qri: Arvo with quick rejections intertwined: an axis whose distance alone exceeds r
/// returns false at once.
/// Source: Larsson, Akenine-Möller, Lengyel, "On Faster Sphere-Box Overlap Testing",
/// journal of graphics tools 12(1), 2007, section 2 ("QRI").
#pragma once
#include <string_view>

#include "../types.hpp"
#include "common.hpp"

namespace spherebox::sphere_aabb {

/// Semantics: closed ball vs closed box; touching overlaps.
/// Contract: bounded as arvo. The rejection fl(c - min) < -r is exact-safe: rounding is
/// monotone and -r is representable, so fl(c - min) < -r implies c - min < -r exactly.
struct qri : detail::sum_of_squares_promise {
  static constexpr std::string_view name = "qri";
  using twin = void;
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    const T r = s.radius;
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      const T c = s.center[i];
      if (c < b.min[i]) {
        const T e = c - b.min[i];
        if (e < -r) return false;
        d2 += e * e;
      } else if (c > b.max[i]) {
        const T e = c - b.max[i];
        if (e > r) return false;
        d2 += e * e;
      }
    }
    return d2 <= r * r;
  }
};

}  // namespace spherebox::sphere_aabb
