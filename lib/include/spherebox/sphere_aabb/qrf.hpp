/// qrf: quick rejections first: one pass of per-axis rejections, then Arvo's sum.
/// Source: Larsson, Akenine-Möller, Lengyel, "On Faster Sphere-Box Overlap Testing",
/// journal of graphics tools 12(1), 2007, section 2 ("QRF").
#pragma once
#include <string_view>

#include "../types.hpp"
#include "common.hpp"
#include "qri.hpp"

namespace spherebox::sphere_aabb {

/// Semantics: closed ball vs closed box; touching overlaps.
/// Contract: bounded as arvo. It rejects exactly the inputs qri rejects (same rounded
/// differences, same strict comparisons) and sums the same terms in the same order, so
/// its verdict is bit-identical to qri's when contraction is off (twin = qri).
struct qrf : detail::sum_of_squares_promise {
  static constexpr std::string_view name = "qrf";
  using twin = qri;
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    const T r = s.radius;
    for (int i = 0; i < N; ++i) {
      if (s.center[i] - b.min[i] < -r || s.center[i] - b.max[i] > r) return false;
    }
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
    return d2 <= r * r;
  }
};

}  // namespace spherebox::sphere_aabb
