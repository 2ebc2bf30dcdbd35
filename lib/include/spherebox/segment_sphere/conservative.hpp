/// conservative: rejects the ball only when its bounding box misses the segment's bounding
/// box; never a false negative, false positives allowed.
/// Source: the slab (bounding-box) rejection of C. Ericson, Real-Time Collision Detection
/// (2005), section 4.2 (AABB overlap), applied to the ball's and the segment's boxes.
#pragma once
#include <limits>
#include <string_view>

#include "../contract.hpp"
#include "../types.hpp"

namespace spherebox::segment_sphere {

/// Semantics: rejects only when, on some axis, c < fl(min(a, b) - r) or c > fl(max(a, b) + r).
/// Contract: conservative for every finite input with r >= 0 (no magnitude limit). Why it is
/// safe: c is representable and rounding is monotone, so c >= lo - r exactly implies
/// c = fl(c) >= fl(lo - r); a rejection therefore proves c < lo - r, and then every point of
/// the segment is farther than r on that axis alone. An overflow to -inf only makes the
/// comparison false. Arithmetic is symmetric in a and b (min and max), per axis.
/// NaN anywhere: the answer is true (detected explicitly, x != x).
/// Rejects (contract (b)) every in-domain case where on some axis c < (lo - r) - u|lo - r| or
/// c > (hi + r) + u|hi + r| (lo, hi the segment's extent on that axis, exact): k = 1, a = 0,
/// by the argument of sphere_aabb::conservative.
struct conservative : spherebox::detail::conservative_promise {
  static constexpr std::string_view name = "conservative";
  static constexpr error_bound reject_bound(int) noexcept { return {1, 0}; }

  template <class T, int N>
  [[nodiscard]] static bool test(const segment<T, N>& s, const ball<T, N>& b) noexcept {
    const T r = b.radius;
    bool separated = false;
    bool nan = r != r;
    for (int i = 0; i < N; ++i) {
      const T lo = s.a[i] < s.b[i] ? s.a[i] : s.b[i];
      const T hi = s.a[i] < s.b[i] ? s.b[i] : s.a[i];
      const T c = b.center[i];
      // |= on bools: no short-circuit branches on unpredictable comparisons.
      separated |= c < lo - r;
      separated |= c > hi + r;
      nan |= c != c;
      nan |= s.a[i] != s.a[i];
      nan |= s.b[i] != s.b[i];
    }
    return nan || !separated;
  }
};

}  // namespace spherebox::segment_sphere
