/// qrf: G-Arvo with quick rejections first: one pass of per-axis rejections, then the sum.
/// Source: Larsson, Akenine-Möller, Lengyel, "On Faster Sphere-Box Overlap Testing",
/// journal of graphics tools 12(1), 2007, the section on oriented boxes ("QRF").
#pragma once
#include <array>
#include <string_view>

#include "../types.hpp"
#include "common.hpp"
#include "qri.hpp"

namespace spherebox::sphere_obb {

/// Semantics: closed ball vs closed parallelepiped; touching overlaps.
/// Contract: bounded as arvo. It rejects exactly the inputs qri rejects (same projections,
/// same strict comparisons) and sums the same terms in the same order, so its verdict is
/// bit-identical to qri's when contraction is off (twin = qri).
struct qrf : detail::projected_promise {
  static constexpr std::string_view name = "qrf";
  using twin = qri;
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const obb<T, N>& b) noexcept {
    const auto w = detail::offset(s, b);
    const T r = s.radius;
    std::array<T, N> p{};
    for (int i = 0; i < N; ++i) {
      p[i] = detail::magnitude(detail::project(w, b.axes[i]));
      if (p[i] > b.half[i] && p[i] - b.half[i] > r) return false;
    }
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      if (p[i] > b.half[i]) {
        const T e = p[i] - b.half[i];
        d2 += e * e;
      }
    }
    return d2 <= r * r;
  }
};

}  // namespace spherebox::sphere_obb
