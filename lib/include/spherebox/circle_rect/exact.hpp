/// exact: ball vs centre/half-extent box by the abs-max formula, with the answer of real
/// arithmetic on every finite input. A floating-point filter in double with a rigorous error
/// bound decides almost every case; the rest (exact and near tangencies, overflow, underflow)
/// gets the exact sign by error-free transformations (detail/expansion.hpp), or where that
/// path does not reach, an exact integer sum (detail/exact_sum.hpp). See sphere_aabb/exact.hpp.
#pragma once
#include <cmath>
#include <limits>
#include <string_view>

#include "../contract.hpp"
#include "../detail/exact_sum.hpp"
#include "../detail/expansion.hpp"
#include "../detail/filter.hpp"
#include "../types.hpp"

namespace spherebox::circle_rect {

/// Semantics: closed ball { |x - p| <= r } vs closed box { |x_i - c_i| <= h_i }; touching
/// overlaps. The box's bounds c +- h are never formed.
/// Contract: exact for every finite input with r >= 0 and h >= 0 (no magnitude limit).
/// Outside that domain (NaN, inf, r < 0, h < 0): some bool, no undefined behaviour.
struct exact : spherebox::detail::exact_promise {
  static constexpr std::string_view name = "exact";

  /// The filter's error bound for N axes in double. With a_i = |p_i - c_i| the gap
  /// fl(fl(a_i) - h_i) errs by up to (2+u) u a_i, not relative to the gap itself (the
  /// difference p - c rounds before h is subtracted), so its square errs by (4 + O(u)) u a_i^2
  /// and the sum by (N+4) u (A + R) + O(u^2) with A = sum_i a_i^2: k = N+4 against the scale
  /// s = fl(r^2 + sum_i fl(a_i)^2) (docs/contracts.md, "Exact predicates").
  template <class W>
  static constexpr W relative_bound(int n) noexcept { return spherebox::detail::filter_relative<W>(n + 4); }

  /// The filter's two numbers, in double: x = fl(d2 - r2) and its bound E (detail/filter.hpp).
  struct estimate {
    double x, bound;
  };
  template <class T, int N>
  [[nodiscard]] static estimate filter_estimate(const ball<T, N>& s, const centered_box<T, N>& b) noexcept {
    static_assert(std::numeric_limits<T>::digits <= 53, "float or double inputs");
    const double r = s.radius, r2 = r * r;
    double d2 = 0, scale = r2;
#pragma GCC unroll 8
    for (int i = 0; i < N; ++i) {
      const double a = std::fabs(double(s.center[i]) - double(b.center[i]));
      const double v = a - double(b.half[i]);
      const double e = v > 0 ? v : 0.0;
      d2 += e * e;
      scale += a * a;
    }
    return {d2 - r2, relative_bound<double>(N) * scale + spherebox::detail::filter_absolute<double>(N)};
  }

  /// The filter alone: 1 overlap, 0 no overlap, -1 when the error bound cannot decide.
  template <class T, int N>
  [[nodiscard]] static int filter(const ball<T, N>& s, const centered_box<T, N>& b) noexcept {
    const estimate f = filter_estimate(s, b);
    return spherebox::detail::filter_verdict(f.x, f.bound);
  }

  /// The exact answer without the filter: the expansion path, and where it cannot decide, the
  /// integer sum.
  template <class T, int N>
  [[nodiscard]] static bool exact_answer(const ball<T, N>& s, const centered_box<T, N>& b) noexcept {
    const int sign = expansion_sign<double>(s, b);
    return sign != 2 ? sign <= 0 : integer_answer(s, b);
  }

  /// The sign of  sum_i g_i^2 - r^2  by error-free transformations in W (detail/expansion.hpp),
  /// g_i = max(|p_i - c_i| - h_i, 0) with both differences checked to be values of W: -1, 0 or
  /// +1, or 2 where a difference is not a value of W, a nonzero value below 2^-484 (double
  /// inputs only: square_range), a part that overflows, N > 7, or the distillation does not
  /// decide. r rides as value N (p = r, c = h = 0: its gap is r). Not inlined, as
  /// sphere_aabb::exact::expansion_sign.
  template <class W, class E = spherebox::detail::eft_exact, class T, int N>
  [[nodiscard]] SPHEREBOX_NOINLINE static int expansion_sign(const ball<T, N>& s, const centered_box<T, N>& b) noexcept {
    using V = typename spherebox::detail::lanes_for<W>::type;
    using range = typename E::template range<W>;
    constexpr int R = N / 2 + 1;
    auto at = [](int j, const std::array<T, N>& a, T last) { return W(double(j < N ? a[j] : j == N ? last : T(0))); };
    bool ok = true;
    V g[R];
#pragma GCC unroll 4
    for (int k = 0; k < R; ++k) {
      const V p = V::make(at(2 * k, s.center, s.radius), at(2 * k + 1, s.center, s.radius));
      const V c = V::make(at(2 * k, b.center, T(0)), at(2 * k + 1, b.center, T(0)));
      const V h = V::make(at(2 * k, b.half, T(0)), at(2 * k + 1, b.half, T(0)));
      V a = p, e = p;
      ok &= spherebox::detail::exact_difference_lanes(p, c, a);
      ok &= spherebox::detail::exact_difference_lanes(abs_of(a), h, e);  // by ADL
      g[k] = max_of(e, V::both(W(0)));
      if constexpr (!range::template covers<T>()) ok &= range::contains(g[k]);
    }
    return ok ? spherebox::detail::square_sum_sign<W, R, N, E>(g) : 2;
  }

  /// The exact answer in integers. On each axis with p != c, sigma = sign(p - c) and
  /// the gap g = sigma p - sigma c - h; where g > 0 (decided exactly) its square
  /// p^2 + c^2 + h^2 - 2pc - 2 sigma p h + 2 sigma c h enters the sum, which is compared
  /// with r^2 exactly.
  template <class T, int N>
  [[nodiscard]] static bool integer_answer(const ball<T, N>& s, const centered_box<T, N>& b) noexcept {
    spherebox::detail::product_sum<6 * N + 1> sum;
    for (int i = 0; i < N; ++i) {
      const double p = s.center[i], c = b.center[i], h = b.half[i];
      if (!(p != c)) continue;  // a = 0: no gap (h >= 0)
      const bool up = p > c;    // sigma = +1
      double a = 0, g = 0;
      if (spherebox::detail::exact_difference(p, c, a) && spherebox::detail::exact_difference(up ? a : -a, h, g)) {
        if (g > 0) sum.add(g, g);  // the usual case: |p - c| and the gap are doubles
        continue;
      }
      spherebox::detail::product_sum<3> gap;
      gap.add(p, 1.0, !up);
      gap.add(c, 1.0, up);
      gap.add(h, 1.0, true);
      if (gap.sign() <= 0) continue;
      sum.add(p, p);
      sum.add(c, c);
      sum.add(h, h);
      sum.add(p, c, true, 1);
      sum.add(p, h, up, 1);
      sum.add(c, h, !up, 1);
    }
    sum.add(double(s.radius), double(s.radius), true);
    return sum.sign() <= 0;
  }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const centered_box<T, N>& b) noexcept {
    const estimate f = filter_estimate(s, b);
    if (std::fabs(f.x) > f.bound) return f.x < 0;  // one branch, taken almost always
    return exact_answer(s, b);
  }
};

}  // namespace spherebox::circle_rect
