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
/// exact tangencies (c == min - r); see reference/include/spherebox_ref/sphere_aabb/known_wrong.hpp.
/// Rejects (contract (b)) every in-domain case where on some axis c < (min - r) - u|min - r|
/// or c > (max + r) + u|max + r| (exact): then fl(min - r) >= (min - r) - u|min - r| > c, as
/// round to nearest is off by at most u|x| (a subnormal difference is exact) and min - r
/// cannot overflow while a finite c lies below it. k = 1, a = 0. Clause (a) is proved for every
/// binary format in formal/coq/SphereAabbConservative.v; (b) is checked exactly on every case
/// and by the exhaustive small-format run (docs/proofs.md).
/// NaN anywhere: the answer is true. A NaN makes its own axis's comparisons false, but another
/// axis could still reject, so NaN is detected explicitly (x != x) and overrides rejection.
struct conservative : spherebox::detail::conservative_promise {
  static constexpr std::string_view name = "conservative";
  static constexpr error_bound reject_bound(int) noexcept { return {1, 0}; }

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
