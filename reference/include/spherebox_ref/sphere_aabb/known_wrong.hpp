/// Known-wrong sphere–AABB variants: published or plausible forms that break the contract
/// they claim. The harness must reject every one with a counterexample; tests fail if it
/// stops doing so. Never "fix" the library back to any of these.
#pragma once
#include <spherebox/detail/type_list.hpp>
#include <spherebox/sphere_aabb/arvo.hpp>
#include <spherebox/sphere_aabb/branchless.hpp>
#include <spherebox/sphere_aabb/conservative.hpp>
#include <spherebox/sphere_aabb/exact.hpp>
#include <cmath>
#include <limits>
#include <string_view>

#include "build.hpp"
#include "../core/known_wrong.hpp"

namespace spherebox::known_wrong {

/// The branch-free max form with the rejection as printed: `if (e <= r) return false`
/// (inverted; the correct rejection is e > r). Claims branchless's bounded contract.
struct branchless_as_printed : wrong<sphere_aabb::branchless, "branchless_as_printed"> {
  using twin = void;
  template <class T, int N>
  static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      const T lo = b.min[i] - s.center[i], hi = s.center[i] - b.max[i];
      const T e = (lo > 0 ? lo : T(0)) + (hi > 0 ? hi : T(0));
      if (e <= s.radius) return false;
      d2 += e * e;
    }
    return d2 <= s.radius * s.radius;
  }
};

/// Arvo with `<` instead of `<=` in the final comparison: misses exact tangencies, which
/// part (b) of the bounded contract forbids on representable inputs.
struct strict_final : wrong<sphere_aabb::arvo, "strict_final"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      const T c = s.center[i];
      const T e = c < b.min[i] ? c - b.min[i] : c > b.max[i] ? c - b.max[i] : T(0);
      d2 += e * e;
    }
    return d2 < s.radius * s.radius;
  }
};

/// Arvo measuring to the wrong face below the box: for a centre below min it subtracts max (a
/// b.max-for-b.min slip), so a ball whose centre lies below the box on some axis seems farther
/// away than it is, and a ball that overlaps there is missed. No known-answer entry had such a
/// centre until the "centre below min" entries of reference/cases/sphere_aabb.inc.
struct far_face : wrong<sphere_aabb::arvo, "far_face"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      const T c = s.center[i];
      const T e = c < b.min[i] ? c - b.max[i] : c > b.max[i] ? c - b.max[i] : T(0);
      d2 += e * e;
    }
    return d2 <= s.radius * s.radius;
  }
};

/// True when any value of the input is NaN: the conservative known-wrong variants keep the
/// product's NaN behaviour so that each breaks its contract in exactly one way.
template <class T, int N>
bool any_nan(const ball<T, N>& s, const box<T, N>& b) noexcept {
  bool nan = s.radius != s.radius;
  for (int i = 0; i < N; ++i) nan = nan || s.center[i] != s.center[i] || b.min[i] != b.min[i] || b.max[i] != b.max[i];
  return nan;
}

/// Conservative rejection with non-strict comparisons `c <= min - r`: rejects exact
/// tangencies (c == min - r), a false negative.
struct conservative_nonstrict : wrong<sphere_aabb::conservative, "conservative_nonstrict"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    if (any_nan(s, b)) return true;
    for (int i = 0; i < N; ++i)
      if (s.center[i] <= b.min[i] - s.radius || s.center[i] >= b.max[i] + s.radius) return false;
    return true;
  }
};

/// Conservative rejection on centre/half-extents, |p - c| - h > r, with c and h computed
/// from the box: every step rounds, and a rounding can turn a touch into a rejection.
struct conservative_center_half : wrong<sphere_aabb::conservative, "conservative_center_half"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    if (any_nan(s, b)) return true;
    for (int i = 0; i < N; ++i) {
      const T c = (b.min[i] + b.max[i]) * T(0.5), h = (b.max[i] - b.min[i]) * T(0.5);
      if (std::fabs(s.center[i] - c) - h > s.radius) return false;
    }
    return true;
  }
};

/// Arvo claiming its bound for every finite input: once r*r or a square overflows, every
/// disjoint case reads as overlapping.
struct arvo_no_domain_guard : wrong<sphere_aabb::arvo, "arvo_no_domain_guard"> {
  template <class T>
  static constexpr T max_magnitude() noexcept { return std::numeric_limits<T>::max(); }
};

/// Arvo claiming a purely relative bound (a = 0): at denormal scale the squares underflow
/// to zero and disjoint cases read as overlapping.
struct arvo_denormal : wrong<sphere_aabb::arvo, "arvo_denormal"> {
  static constexpr error_bound bound(int n) noexcept { return {n + 3, 0}; }
};

/// The exact predicate without its fallback: where the filter cannot decide, it trusts the
/// double estimate d2 <= r2. Wrong at near tangencies of double inputs (the estimate rounds)
/// and where double squares overflow or underflow.
struct exact_no_fallback : wrong<sphere_aabb::exact, "exact_no_fallback"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    const int f = filter(s, b);
    if (f >= 0) return f != 0;
    return filter_estimate(s, b).x <= 0;  // the defect: fl(d2 - r2) <= 0, i.e. d2 <= r2 rounded
  }
};

/// The exact predicate with its filter's error bound 1/64 of the derived one (k u / 64
/// instead of k u (1 + 2^8 u)): the filter then decides cases its rounding can get wrong.
struct exact_bound_too_tight : wrong<sphere_aabb::exact, "exact_bound_too_tight"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    double d2 = 0;
    for (int i = 0; i < N; ++i) {
      const double c = s.center[i], lo = double(b.min[i]) - c, hi = c - double(b.max[i]);
      const double e = (lo > 0 ? lo : 0.0) + (hi > 0 ? hi : 0.0);
      d2 += e * e;
    }
    const double r2 = double(s.radius) * double(s.radius);
    const double bound = relative_bound<double>(N) / 64 * (d2 + r2) + spherebox::detail::filter_absolute<double>(N);
    const int f = spherebox::detail::filter_verdict(d2 - r2, bound);
    return f >= 0 ? f != 0 : exact_answer(s, b);
  }
};

/// The exact predicate whose integer fallback compares D < R instead of D <= R: every exact
/// tangency the filter hands over reads as disjoint.
struct exact_strict_fallback : wrong<sphere_aabb::exact, "exact_strict_fallback"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    const int f = filter(s, b);
    if (f >= 0) return f != 0;
    spherebox::detail::product_sum<3 * N + 1> sum;
    for (int i = 0; i < N; ++i) {
      const double c = s.center[i], lo = b.min[i], hi = b.max[i];
      if (!(c < lo || c > hi)) continue;
      const double x = c < lo ? lo : c, y = c < lo ? c : hi;
      sum.add(x, x), sum.add(x, y, true, 1), sum.add(y, y);
    }
    sum.add(double(s.radius), double(s.radius), true);
    return sum.sign() < 0;  // the defect: touching is overlap
  }
};

/// The expansion path's error-free transformations with one defect each; the library's own
/// templates run with them (sphere_aabb::exact::expansion_sign<W, E>, the minifloat
/// exhaustive run, the Coq-model tie, tests/exact_test.cpp).
/// The square's low part dropped: x * x taken as exact.
struct eft_no_low : spherebox::detail::eft_exact {
  template <class W, class V>
  static spherebox::detail::two<V> square(V x) noexcept {
    return {x * x, V::both(W(0))};
  }
};
/// A fast two-sum, exact only when |a| >= |b|, on operands in either order.
struct eft_fast_two_sum : spherebox::detail::eft_exact {
  template <class V>
  static spherebox::detail::two<V> sum(V a, V b) noexcept {
    const V s = a + b;
    return {s, b - (s - a)};
  }
};
/// The guard two binades too loose (lo - 2; the header's lo has one binade of slack): squares
/// whose low part is not a value of W pass.
struct eft_loose_guard : spherebox::detail::eft_exact {
  template <class W>
  using range = spherebox::detail::square_range<W, 2>;
};

/// The exact predicate whose expansion path drops the squares' low parts: near tangencies of
/// gaps wider than half the significand are decided on the high parts alone.
struct exact_expansion_no_low : wrong<sphere_aabb::exact, "exact_expansion_no_low"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    const int f = filter(s, b);
    if (f >= 0) return f != 0;
    const int sign = expansion_sign<double, eft_no_low>(s, b);
    return sign != 2 ? sign <= 0 : integer_answer(s, b);
  }
};

/// The exact predicate whose face step takes the rounded gap fl(max(min, c) - min(c, max)) for
/// the gap: where that difference is not a double and rounds onto r, a centre beyond r reads as
/// tangent (and one inside r as outside, rounding the other way).
struct exact_face_unchecked : wrong<sphere_aabb::exact, "exact_face_unchecked"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    const int f = filter(s, b);
    if (f >= 0) return f != 0;
    const int face = face_sign<double, false>(s, b);  // the defect: no exactness check of the gaps
    return face != 2 ? face <= 0 : exact_answer(s, b);
  }
};

/// Conservative that treats every finite radius as NaN, so it always answers "overlap": it
/// never gives a false negative, and only the rejection clause (contract (b)) catches it.
struct conservative_always_true : wrong<sphere_aabb::conservative, "conservative_always_true"> {
  template <class T, int N>
  static bool test(const ball<T, N>&, const box<T, N>&) noexcept {
    return true;
  }
};

/// Every known-wrong sphere–AABB variant.
using all = spherebox::detail::type_list<branchless_as_printed, strict_final, far_face, conservative_nonstrict,
                                         conservative_center_half, conservative_always_true,
                                         arvo_no_domain_guard, arvo_denormal,
                                         exact_no_fallback, exact_bound_too_tight, exact_strict_fallback,
                                         exact_expansion_no_low, exact_face_unchecked>;

}  // namespace spherebox::known_wrong
