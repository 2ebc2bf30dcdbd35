/// exact: the sphere–AABB answer of real arithmetic on every finite input, at the speed of a
/// floating-point test. A filter computes the max form's sum of squares in double with a
/// rigorous error bound (detail/filter.hpp); the rare cases it cannot decide (exact and
/// near tangencies, overflow or underflow of the squares) go to an exact integer sum
/// (detail/exact_sum.hpp). The style is that of adaptive exact predicates: Shewchuk,
/// "Adaptive Precision Floating-Point Arithmetic and Fast Robust Geometric Predicates",
/// Discrete & Computational Geometry 18(3), 1997.
#pragma once
#include <array>
#include <cmath>
#include <limits>
#include <type_traits>
#include <string_view>

#include "../config.hpp"
#include "../contract.hpp"
#include "../detail/sse2.hpp"
#include "../detail/exact_sum.hpp"
#include "../detail/filter.hpp"
#include "../types.hpp"

namespace spherebox::sphere_aabb {

/// Semantics: closed ball vs closed box; touching overlaps.
/// Contract: exact for every finite input with r >= 0 and min <= max (no magnitude limit:
/// subnormals, the largest float or double, r = 0 and min == max included). Outside that
/// domain (NaN, inf, r < 0, min > max): some bool, no undefined behaviour.
struct exact : spherebox::detail::exact_promise {
  static constexpr std::string_view name = "exact";

  /// The filter's error bound for N axes in the computation type W (double for float and
  /// double inputs): each term e_i^2 of the sum carries k = N+2 roundings (the difference
  /// twice, as it is squared; the square; the N-1 additions), r*r one (docs/contracts.md,
  /// "Exact predicates").
  template <class W>
  static constexpr W relative_bound(int n) noexcept { return spherebox::detail::filter_relative<W>(n + 2); }

  /// The filter's two numbers: x = fl(d2 - r2) and its bound E (detail/filter.hpp), in double.
  /// Float inputs are computed in double, where no difference or square of floats overflows
  /// or underflows. With SSE2 and N <= 4 the gaps are computed two axes per register; the
  /// lanes perform the scalar loop's operations, so both forms give the same bits.
  struct estimate {
    double x, bound;
  };
  template <class T, int N>
  [[nodiscard]] static estimate filter_estimate(const ball<T, N>& s, const box<T, N>& b) noexcept {
    static_assert(std::numeric_limits<T>::digits <= 53, "float or double inputs");
    double d2 = 0;
#if SPHEREBOX_HAS_SSE2
    if constexpr (N <= 4) {
      using lanes = spherebox::detail::sse2_lanes<double, N>;
      auto load = [](const std::array<T, N>& a) {
        if constexpr (std::is_same_v<T, float>) return spherebox::detail::widen<N>(spherebox::detail::sse2_lanes<float, N>::load(a));
        else return lanes::load(a);
      };
      const auto c = load(s.center);
      const auto zero = lanes::zero();
      const auto e = lanes::add(lanes::max(lanes::sub(load(b.min), c), zero), lanes::max(lanes::sub(c, load(b.max)), zero));
      d2 = lanes::sum_in_order(lanes::mul(e, e));
    } else
#endif
    {
#pragma GCC unroll 8
      for (int i = 0; i < N; ++i) {
        const double c = s.center[i];
        const double lo = double(b.min[i]) - c, hi = c - double(b.max[i]);
        const double e = (lo > 0 ? lo : 0.0) + (hi > 0 ? hi : 0.0);  // one term is 0 when min <= max
        d2 += e * e;
      }
    }
    const double r = s.radius, r2 = r * r;
    return {d2 - r2, relative_bound<double>(N) * (d2 + r2) + spherebox::detail::filter_absolute<double>(N)};
  }

  /// A first stage for float inputs (SSE2, N <= 4): the same filter in float, four axes per
  /// register, as the exact batch kernels run it, with their exact far rejection (some
  /// fl(e_i) > r). Sets `decided`; the answer is meaningful only then. Where it cannot decide
  /// (near tangencies at float precision), the double filter follows.
  template <class T, int N>
  [[nodiscard]] static bool float_stage(const ball<T, N>& s, const box<T, N>& b, bool& decided) noexcept {
#if SPHEREBOX_HAS_SSE2
    if constexpr (std::is_same_v<T, float> && N <= 4) {
      using lanes = spherebox::detail::sse2_lanes<float, N>;
      const auto c = lanes::load(s.center);
      const auto zero = lanes::zero();
      const auto e = lanes::add(lanes::max(lanes::sub(lanes::load(b.min), c), zero),
                                lanes::max(lanes::sub(c, lanes::load(b.max)), zero));
      const float d2 = lanes::sum_in_order(lanes::mul(e, e));
      const float r = s.radius, r2 = r * r, x = d2 - r2;
      const float bound = relative_bound<float>(N) * (d2 + r2) + spherebox::detail::filter_absolute<float>(N);
      const bool far = lanes::any_greater(e, r);
      decided = far | (std::fabs(x) > bound);
      return !far & (x < 0);
    }
#endif
    (void)s, (void)b;
    decided = false;
    return false;
  }

  /// The filters alone (the float stage where it applies, then the double one): 1 overlap,
  /// 0 no overlap, -1 when neither error bound can decide and the exact integer sum runs.
  template <class T, int N>
  [[nodiscard]] static int filter(const ball<T, N>& s, const box<T, N>& b) noexcept {
    bool decided = false;
    const bool hit = float_stage(s, b, decided);
    if (decided) return hit ? 1 : 0;
    const estimate f = filter_estimate(s, b);
    return spherebox::detail::filter_verdict(f.x, f.bound);
  }

  /// The exact answer without the filter: the sign of  sum_i e_i^2 - r^2  in integers, with
  /// e_i = a - b the exact gap on each axis the centre lies outside: e_i^2 itself when the gap
  /// is a double, else a^2 - 2ab + b^2.
  template <class T, int N>
  [[nodiscard]] static bool exact_answer(const ball<T, N>& s, const box<T, N>& b) noexcept {
    spherebox::detail::product_sum<3 * N + 1> sum;
    for (int i = 0; i < N; ++i) {
      const double c = s.center[i], lo = b.min[i], hi = b.max[i];
      double x = 0, y = 0;  // the gap x - y > 0, or none
      if (c < lo) x = lo, y = c;
      else if (c > hi) x = c, y = hi;
      else continue;
      double e = 0;
      if (spherebox::detail::exact_difference(x, y, e)) {
        sum.add(e, e);  // the usual case: the gap is a double (float inputs almost always)
        continue;
      }
      sum.add(x, x);
      sum.add(x, y, true, 1);
      sum.add(y, y);
    }
    sum.add(double(s.radius), double(s.radius), true);
    return sum.sign() <= 0;
  }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    // One branch per stage, on "decided", taken almost always; the answer itself is a flag.
    bool decided = false;
    const bool hit = float_stage(s, b, decided);
    if (decided) return hit;
    const estimate f = filter_estimate(s, b);
    if (std::fabs(f.x) > f.bound) return f.x < 0;  // x != 0 there
    return exact_answer(s, b);
  }
};

}  // namespace spherebox::sphere_aabb
