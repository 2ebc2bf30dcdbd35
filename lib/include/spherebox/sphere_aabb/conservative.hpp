/// conservative: quick rejections only; never a false negative, false positives allowed.
/// Source: Larsson, Akenine-Möller, Lengyel, "On Faster Sphere-Box Overlap Testing",
/// journal of graphics tools 12(1), 2007, section 5 ("Cons").
#pragma once
#include <limits>
#include <string_view>

#include "../contract.hpp"
#include "../types.hpp"

namespace spherebox::sphere_aabb {

/// Semantics: rejects a ball only when one axis separates it from the box, i.e. the
/// bounding box of the ball misses the box. Corner regions give false positives.
/// Contract: conservative for every finite input with r >= 0 and min <= max (no magnitude
/// limit). Why it is safe: the test is  c < fl(min - r)  or  c > fl(max + r). Rounding is
/// monotone and c is representable, so c < fl(min - r) implies c < min - r exactly; an
/// overflow to -inf/+inf only makes the comparison false. A non-strict `<=` would reject
/// exact tangencies (c == min - r); see tests/known_wrong.
/// NaN anywhere: the answer is true. A NaN makes its own axis's comparisons false, but another
/// axis could still reject, so NaN is detected explicitly (x != x) and overrides rejection.
struct conservative {
  static constexpr std::string_view name = "conservative";
  static constexpr contract promise = contract::conservative;
  using twin = void;
  static constexpr error_bound bound(int) noexcept { return {0, 0}; }
  template <class T>
  static constexpr T max_magnitude() noexcept { return std::numeric_limits<T>::max(); }
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    bool separated = false;
    bool nan = s.radius != s.radius;
    for (int i = 0; i < N; ++i) {
      separated = separated || s.center[i] < b.min[i] - s.radius || s.center[i] > b.max[i] + s.radius;
      nan = nan || s.center[i] != s.center[i] || b.min[i] != b.min[i] || b.max[i] != b.max[i];
    }
    return nan || !separated;
  }
};

}  // namespace spherebox::sphere_aabb
