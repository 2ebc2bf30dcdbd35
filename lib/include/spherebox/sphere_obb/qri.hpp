/// qri: G-Arvo with quick rejections intertwined: an axis whose excess alone exceeds r
/// returns false at once.
/// Source: Larsson, Akenine-Möller, Lengyel, "On Faster Sphere-Box Overlap Testing",
/// journal of graphics tools 12(1), 2007, the section on oriented boxes ("QRI").
#pragma once
#include <string_view>

#include "../types.hpp"
#include "common.hpp"

namespace spherebox::sphere_obb {

/// Semantics: closed ball vs closed parallelepiped; touching overlaps.
/// Contract: bounded as arvo. The rejection fl(|s_i| - h_i) > r adds no error: r is
/// representable and rounding monotone, so it implies |s_i| - h_i > r for the computed s_i,
/// i.e. the projected sum arvo would form already exceeds r^2 (docs/contracts.md, "Sphere vs OBB").
struct qri : detail::projected_promise {
  static constexpr std::string_view name = "qri";
  using twin = void;
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const obb<T, N>& b) noexcept {
    const auto w = detail::offset(s, b);
    const T r = s.radius;
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      const T p = detail::magnitude(detail::project(w, b.axes[i]));
      if (p > b.half[i]) {
        const T e = p - b.half[i];
        if (e > r) return false;
        d2 += e * e;
      }
    }
    return d2 <= r * r;
  }
};

}  // namespace spherebox::sphere_obb
