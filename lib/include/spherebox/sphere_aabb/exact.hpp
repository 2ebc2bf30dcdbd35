/// exact: the sphere–AABB answer of real arithmetic on every finite input, at the speed of a
/// floating-point test. A filter computes the max form's sum of squares in double with a
/// rigorous error bound (detail/filter.hpp); the rare cases it cannot decide (exact and near
/// tangencies, overflow or underflow of the squares) get the exact sign of D - R by error-free
/// transformations in double (detail/expansion.hpp), and the few outside that path's range an
/// exact integer sum (detail/exact_sum.hpp). The style is that of adaptive exact predicates:
/// Shewchuk, "Adaptive Precision Floating-Point Arithmetic and Fast Robust Geometric
/// Predicates", Discrete & Computational Geometry 18(3), 1997.
#pragma once
#include <cmath>
#include <limits>
#include <string_view>

#include "../config.hpp"
#include "../contract.hpp"
#include "../detail/exact_sum.hpp"
#include "../detail/expansion.hpp"
#include "../detail/filter.hpp"
#include "../types.hpp"
#include "exact_lanes.hpp"

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
  /// or underflows. The gaps e_i = fl(max(min_i, c_i) - min(c_i, max_i)) (exact_lanes.hpp) are
  /// computed two axes per register (SSE2) or lane by lane (the same bits); then
  /// d2 = (e_0^2 + e_1^2) + ... in axis order and r2 = r * r.
  struct estimate {
    double x, bound;
  };
  template <class T, int N>
  [[nodiscard]] static estimate filter_estimate(const ball<T, N>& s, const box<T, N>& b) noexcept {
    static_assert(std::numeric_limits<T>::digits <= 53, "float or double inputs");
    const auto g = spherebox::detail::load_gap_lanes<double>(s, b);
    double d2 = 0;
#pragma GCC unroll 4
    for (int k = 0; 2 * k < N; ++k) {
      const auto e = max_of(g.lo[k], g.c[k]) - min_of(g.hi[k], g.c[k]);  // by ADL
      const auto q = e * e;
      d2 = k == 0 ? q.lane0() : d2 + q.lane0();
      if (2 * k + 1 < N) d2 += q.lane1();
    }
    const double r = s.radius, r2 = r * r;
    return {d2 - r2, relative_bound<double>(N) * (d2 + r2) + spherebox::detail::filter_absolute<double>(N)};
  }

  /// The filter alone: 1 overlap, 0 no overlap, -1 when its error bound cannot decide and the
  /// exact fallback runs.
  template <class T, int N>
  [[nodiscard]] static int filter(const ball<T, N>& s, const box<T, N>& b) noexcept {
    const estimate f = filter_estimate(s, b);
    return spherebox::detail::filter_verdict(f.x, f.bound);
  }

  /// The exact answer without the filter: the face step, then the expansion path, and where
  /// neither decides, the integer sum.
  template <class T, int N>
  [[nodiscard]] static bool exact_answer(const ball<T, N>& s, const box<T, N>& b) noexcept {
    const int face = face_sign(s, b);
    if (face != 2) return face <= 0;
    const int sign = expansion_sign<double>(s, b);
    return sign != 2 ? sign <= 0 : integer_answer(s, b);
  }

  /// The face step: the sign of D - R where at most one gap e_i is nonzero (the centre in the
  /// box's slab on every axis but one, or inside), and each gap is a value of W
  /// (exact_difference_lanes). There D - R = e^2 - r^2 (or -r^2), whose sign is that of
  /// |e| - r, both being >= 0: one comparison, no square. Face contacts (a centre at distance
  /// r from a face) are exact tangencies no filter can decide (every pair the filter leaves
  /// open in the benchmark's near-tangent set is one); here they end. -1, 0 or +1, or 2 (two
  /// or more gaps nonzero, or a gap not a value of W: the expansion path's turn).
  /// Derivation: docs/contracts.md, "The face step". W: double in the
  /// library (formal/ties/minifloat runs tiny formats). CheckGaps: false only in the harness
  /// (a known-wrong step that takes a rounded gap for the gap).
  template <class W = double, bool CheckGaps = true, class T, int N>
  [[nodiscard]] static int face_sign(const ball<T, N>& s, const box<T, N>& b) noexcept {
    constexpr int R = N / 2 + 1;
    const auto g = spherebox::detail::load_gap_lanes<W>(s, b);
    bool ok = true;
    int nonzero = 0;
    W e1 = W(0);  // the sum of |e_i|: the one nonzero gap's magnitude, exactly, or 0
#pragma GCC unroll 4
    for (int k = 0; k < R; ++k) {
      auto e = max_of(g.lo[k], g.c[k]) - min_of(g.hi[k], g.c[k]);  // by ADL
      if constexpr (CheckGaps)
        ok &= spherebox::detail::exact_difference_lanes(max_of(g.lo[k], g.c[k]), min_of(g.hi[k], g.c[k]), e);
      const auto a = abs_of(e);
      if (2 * k < N) nonzero += a.lane0() != W(0), e1 = e1 + a.lane0();
      if (2 * k + 1 < N) nonzero += a.lane1() != W(0), e1 = e1 + a.lane1();  // lane N is r's
    }
    if (!ok || nonzero > 1) return 2;
    const W r = W(double(s.radius));
    return (e1 > r) - (e1 < r);
  }

  /// The sign of  sum_i e_i^2 - r^2  by error-free transformations in W (detail/expansion.hpp),
  /// e_i the exact gap max(min_i, c_i) - min(c_i, max_i), checked to be a value of W: -1, 0 or
  /// +1, or 2 where a gap is not a value of W (float inputs: exponents more than about 29
  /// binades apart), a nonzero value below 2^-484 (double inputs only: square_range), a part
  /// that overflows, N > 7, or four distillation passes do not decide. r rides as value N (its
  /// gap is r). E: the error-free transformations (detail::eft_exact; the harness passes
  /// defective ones). Not inlined: the rare path, and Dekker's product must not meet a
  /// caller's FMA (a batch kernel's target region).
  template <class W, class E = spherebox::detail::eft_exact, class T, int N>
  [[nodiscard]] SPHEREBOX_NOINLINE static int expansion_sign(const ball<T, N>& s, const box<T, N>& b) noexcept {
    using range = typename E::template range<W>;
    constexpr int R = N / 2 + 1;
    const auto g = spherebox::detail::load_gap_lanes<W>(s, b);
    bool ok = true;
    decltype(g.c[0] + g.c[0]) e[R];
#pragma GCC unroll 4
    for (int k = 0; k < R; ++k) {
      ok &= spherebox::detail::exact_difference_lanes(max_of(g.lo[k], g.c[k]), min_of(g.hi[k], g.c[k]), e[k]);
      if constexpr (!range::template covers<T>()) ok &= range::contains(e[k]);
    }
    return ok ? spherebox::detail::square_sum_sign<W, R, N, E>(e) : 2;
  }

  /// The exact answer in integers (detail/exact_sum.hpp): the sign of  sum_i e_i^2 - r^2  with
  /// e_i = x - y the exact gap on each axis the centre lies outside: e_i^2 itself when the gap
  /// is a double, else x^2 - 2xy + y^2. Every finite input.
  template <class T, int N>
  [[nodiscard]] static bool integer_answer(const ball<T, N>& s, const box<T, N>& b) noexcept {
    spherebox::detail::product_sum<3 * N + 1> sum;
    for (int i = 0; i < N; ++i) {
      const double c = s.center[i], lo = b.min[i], hi = b.max[i];
      double x = 0, y = 0;  // the gap x - y > 0, or none
      if (c < lo) x = lo, y = c;
      else if (c > hi) x = c, y = hi;
      else continue;
      double e = 0;
      if (spherebox::detail::exact_difference(x, y, e)) {
        sum.add(e, e);  // the gap is a double
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
    // One branch, on "decided", taken almost always; the answer itself is a flag.
    const estimate f = filter_estimate(s, b);
    if (std::fabs(f.x) > f.bound) return f.x < 0;  // x != 0 there
    return exact_answer(s, b);
  }
};

}  // namespace spherebox::sphere_aabb
