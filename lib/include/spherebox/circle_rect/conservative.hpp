/// conservative: per-axis quick rejections on centre/half extents only; never a false
/// negative, false positives allowed (corner regions).
/// Source: the quick-rejection idea of Larsson, Akenine-Möller, Lengyel, "On Faster
/// Sphere-Box Overlap Testing", journal of graphics tools 12(1), 2007, section 5 ("Cons"),
/// applied to the abs-max form with outward rounding (the naive |p - c| - h > r is unsafe).
#pragma once
#include <limits>
#include <string_view>

#include "../contract.hpp"
#include "../types.hpp"

namespace spherebox::circle_rect {

/// Semantics: rejects only when one axis separates the ball from the box.
/// Contract: conservative for every finite input with r >= 0 and half >= 0, any magnitude.
/// Why it is safe: it rejects when |fl(p - c)| > fl(fl(h + r) * K), K = 1 + 4u. Round to
/// nearest gives x / (1+u) <= fl(x) <= x (1+u) without underflow, so then
/// |p - c| >= |fl(p - c)| / (1+u) > fl(t K) / (1+u) >= t K / (1+u)^2 >= (h + r) K / (1+u)^3
/// >= h + r, because K >= (1+u)^3. If t = fl(h + r) is subnormal it is exact, fl(t K) >= t,
/// and |p - c| is either subnormal (then exact) or above every subnormal: again |p - c| > h + r.
/// An overflow of t or t K to +inf only disables the rejection. |p - c| > h + r means the
/// centre is farther than r from the slab |x_i - c_i| <= h_i: the sets are disjoint.
/// NaN anywhere: the answer is true (detected explicitly, as another axis could reject).
/// Rejects (contract (b)) every in-domain case where on some axis d = |p - c| <= max (the
/// largest finite T) and d - (h + r) > 8u*d + eta (exact). Then t = h + r < d(1 - 8u) - eta,
/// fl(p - c) >= d(1 - u) (a subnormal difference is exact), and fl(fl(t)*K) <= t(1+u)^2 K +
/// eta/2 < d(1 - 8u)(1+u)^2(1 + 4u) - eta/2 < d(1 - u) - eta/2, finite because d <= max; so
/// the comparison rejects. k = 8, a = 1, with the edge |edge| read as d.
struct conservative : spherebox::detail::conservative_promise {
  static constexpr std::string_view name = "conservative";
  static constexpr error_bound reject_bound(int) noexcept { return {8, 1}; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const centered_box<T, N>& b) noexcept {
    constexpr T k = T(1) + 2 * std::numeric_limits<T>::epsilon();  // 1 + 4u, representable
    bool separated = false;
    bool nan = s.radius != s.radius;
    for (int i = 0; i < N; ++i) {
      const T d = s.center[i] - b.center[i];
      const T a = d < 0 ? -d : d;
      separated = separated || a > (b.half[i] + s.radius) * k;
      nan =
          nan || s.center[i] != s.center[i] || b.center[i] != b.center[i] || b.half[i] != b.half[i];
    }
    return nan || !separated;
  }
};

}  // namespace spherebox::circle_rect
