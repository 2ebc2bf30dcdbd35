/// branchless: the max form, e = max(min - c, 0) + max(c - max, 0) per axis, with the
/// per-axis rejection e > r folded into a flag instead of a branch.
/// Source: Larsson, Akenine-Möller, Lengyel, "On Faster Sphere-Box Overlap Testing",
/// journal of graphics tools 12(1), 2007, section 3. The printed rejection reads
/// `if (e <= r) return false`, which is inverted; the harness keeps that form as a
/// known-wrong variant (spherebox_ref/sphere_aabb/known_wrong.hpp).
#pragma once
#include <string_view>

#include "../detail/max0.hpp"
#include "../types.hpp"
#include "common.hpp"
#include "qri.hpp"

namespace spherebox::sphere_aabb {

/// Semantics: closed ball vs closed box; touching overlaps.
/// Contract: bounded as arvo. Inside the domain at most one of the two max terms is
/// non-zero and adding +0 is exact, so each axis contributes exactly qri's term and
/// rejects exactly when qri does: twin = qri (bit-identical with contraction off).
struct branchless : detail::sum_of_squares_promise {
  static constexpr std::string_view name = "branchless";
  using twin = qri;
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    const T r = s.radius;
    T d2 = 0;
    bool far = false;
    for (int i = 0; i < N; ++i) {
      // max0(x) is x > 0 ? x : +0 exactly (one maxss/maxsd with SSE2, where g++ would branch
      // on the ternary; not std::fmax, a libm call under strict IEEE flags). `|` and `&`, not
      // `||` and `&&`: no branch either.
      const T lo = b.min[i] - s.center[i];
      const T hi = s.center[i] - b.max[i];
      const T e = spherebox::detail::max0(lo) + spherebox::detail::max0(hi);
      far = far | (e > r);
      d2 += e * e;
    }
    return !far & (d2 <= r * r);
  }
};

}  // namespace spherebox::sphere_aabb
