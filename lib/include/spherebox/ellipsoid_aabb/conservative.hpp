/// conservative: per-axis rejections only (the ellipsoid's bounding box against the box);
/// never a false negative, false positives allowed.
/// Source: the quick rejections of Larsson, Akenine-Möller, Lengyel, "On Faster Sphere-Box
/// Overlap Testing", journal of graphics tools 12(1), 2007, section 5, with one radius per axis.
#pragma once
#include <limits>
#include <string_view>

#include "../contract.hpp"
#include "../types.hpp"

namespace spherebox::ellipsoid_aabb {

/// Semantics: rejects only when one axis separates the ellipsoid's bounding box from the box.
/// Contract: conservative for every finite input with radii > 0 and min <= max (any
/// magnitude). The rejection is c < fl(min - r) or c > fl(max + r): rounding is monotone
/// and c is representable, so c < fl(min - r) implies c < min - r exactly, and then every
/// point of the ellipsoid has x_i <= c + r < min on that axis; an overflow only makes the
/// comparison false. NaN anywhere: the answer is true (checked explicitly).
/// Rejects (contract (b)) every in-domain case where on some axis c < (min - rho) - u|min - rho|
/// or c > (max + rho) + u|max + rho| (rho that axis's radius, exact): k = 1, a = 0, as for
/// sphere_aabb::conservative, whose argument carries over word for word.
struct conservative : spherebox::detail::conservative_promise {
  static constexpr std::string_view name = "conservative";
  static constexpr error_bound reject_bound(int) noexcept { return {1, 0}; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ellipsoid<T, N>& e, const box<T, N>& b) noexcept {
    bool separated = false, nan = false;
    for (int i = 0; i < N; ++i) {
      const T c = e.center[i], r = e.radii[i];
      separated = separated || c < b.min[i] - r || c > b.max[i] + r;
      nan = nan || c != c || r != r || b.min[i] != b.min[i] || b.max[i] != b.max[i];
    }
    return nan || !separated;
  }
};

}  // namespace spherebox::ellipsoid_aabb
