/// clamped: the closest point of the segment by the clamped projection parameter
/// t = clamp(((c - a) . d) / (d . d), 0, 1), d = b - a, then |c - (a + t d)|^2 <= r^2.
/// Source: C. Ericson, Real-Time Collision Detection (2005), section 5.1.2 ("Closest point on
/// line segment to point") and the sphere vs segment test built on it.
#pragma once
#include <string_view>

#include "../types.hpp"
#include "common.hpp"

namespace spherebox::segment_sphere {

/// Semantics: closed segment { a + t (b - a) : 0 <= t <= 1 } (a == b is a point) vs closed
/// ball; touching overlaps.
/// Contract: bounded, |D - R| <= k*u*S with k = N + 10, a = 0, S = |c - a|^2 + |c - b|^2 + r^2
/// (docs/contracts.md, "segment vs sphere"); exact on representable intermediates. Domain:
/// finite, r >= 0, every |value| <= 2^125 (float) or 2^1021 (double); no lower limit.
/// How: in the normalized frame (common.hpp), w = c - a, d = b - a. When w.d <= 0 the closest
/// point is a (this includes the zero-length segment, d = 0: no division), when w.d >= d.d it
/// is b, and |c - b|^2 is summed from fl(c - b), not from w - d; otherwise t = w.d / d.d lies
/// in (0, 1) and the offset is w - t d, never c - (a + t d): rounding a + t d would cost
/// u |a|, which no translation-invariant scale bounds.
/// Outside the domain (NaN, inf, r < 0, huge values): some bool, no undefined behaviour.
struct clamped : detail::frame_promise {
  static constexpr std::string_view name = "clamped";
  using twin = void;
  static constexpr error_bound bound(int n) noexcept { return {n + 10, 0}; }
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const segment<T, N>& s, const ball<T, N>& b) noexcept {
    const auto f = detail::make_frame(s, b);
    const T rr = f.r * f.r;
    if (!(f.wd > 0)) return detail::sum_sq<T, N>(f.w) <= rr;       // t = 0 (or d = 0)
    if (!(f.wd < f.dd)) return detail::sum_sq<T, N>(f.v) <= rr;    // t = 1
    const T t = f.wd / f.dd;                                      // 0 < t < 1, f.dd > 0
    T e2 = 0;
    for (int i = 0; i < N; ++i) {
      const T e = f.w[i] - t * f.d[i];
      e2 += e * e;
    }
    return e2 <= rr;
  }
};

}  // namespace spherebox::segment_sphere
