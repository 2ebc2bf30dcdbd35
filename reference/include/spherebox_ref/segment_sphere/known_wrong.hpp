/// Known-wrong segment–sphere variants: published or plausible forms that break the contract
/// they claim. The harness must reject every one with a counterexample; tests fail if it
/// stops doing so. Never "fix" the library back to any of these.
#pragma once
#include <spherebox/detail/type_list.hpp>
#include <spherebox/segment_sphere/clamped.hpp>
#include "build.hpp"  // the case and its hooks (oracle, build_case)
#include "../core/known_wrong.hpp"
#include <string_view>

namespace spherebox::known_wrong {

/// The primitives cheat-sheet's "optimized" segment–sphere test: it rejects only by the sign
/// of the projection (centre behind a) and otherwise measures the distance to the *line*, so
/// it treats the segment as a ray from a and ignores the far end b. Claims clamped's bounded
/// contract. a = (0,0,0), b = (1,0,0), c = (10,0,0), r = 1 is reported as a hit (D - R = 80).
struct far_end_ignored : wrong<segment_sphere::clamped, "far_end_ignored"> {
  template <class T, int N>
  static bool test(const segment<T, N>& s, const ball<T, N>& b) noexcept {
    // In clamped's normalized frame, so that the far end is its only defect.
    const auto f = segment_sphere::detail::make_frame(s, b);
    const T rr = f.r * f.r, ww = segment_sphere::detail::sum_sq<T, N>(f.w);
    if (!(f.wd > 0)) return ww <= rr;  // behind a (or a zero-length segment): the near end
    return ww - f.wd * f.wd / f.dd <= rr;  // distance to the line through a and b
  }
};

/// clamped with `<` in the final comparison: misses exact tangencies, which part (b) of the
/// bounded contract forbids on representable (lattice, tangent-mode) inputs.
struct clamped_strict : wrong<segment_sphere::clamped, "clamped_strict"> {
  template <class T, int N>
  static bool test(const segment<T, N>& s, const ball<T, N>& b) noexcept {
    const auto f = segment_sphere::detail::make_frame(s, b);
    const T rr = f.r * f.r;
    if (!(f.wd > 0)) return segment_sphere::detail::sum_sq<T, N>(f.w) < rr;
    if (!(f.wd < f.dd)) return segment_sphere::detail::sum_sq<T, N>(f.v) < rr;
    const T t = f.wd / f.dd;
    T e2 = 0;
    for (int i = 0; i < N; ++i) e2 += (f.w[i] - t * f.d[i]) * (f.w[i] - t * f.d[i]);
    return e2 < rr;
  }
};

/// The textbook clamped test computed in the input's own scale (no normalized frame), claiming
/// clamped's contract over its whole domain: near 2^64 in binary32 r*r and the squares
/// overflow (inf <= inf reads a disjoint ball as touching), and below 2^-63 they underflow to
/// zero (0 <= 0 likewise).
struct unnormalized : wrong<segment_sphere::clamped, "unnormalized"> {
  template <class T, int N>
  static bool test(const segment<T, N>& s, const ball<T, N>& b) noexcept {
    std::array<T, N> w, d, v;
    for (int i = 0; i < N; ++i)
      w[i] = b.center[i] - s.a[i], d[i] = s.b[i] - s.a[i], v[i] = b.center[i] - s.b[i];
    const T wd = segment_sphere::detail::dot<T, N>(w, d), dd = segment_sphere::detail::dot<T, N>(d, d);
    const T rr = b.radius * b.radius;
    if (!(wd > 0)) return segment_sphere::detail::sum_sq<T, N>(w) <= rr;
    if (!(wd < dd)) return segment_sphere::detail::sum_sq<T, N>(v) <= rr;
    const T t = wd / dd;
    T e2 = 0;
    for (int i = 0; i < N; ++i) e2 += (w[i] - t * d[i]) * (w[i] - t * d[i]);
    return e2 <= rr;
  }
};

/// Every known-wrong segment–sphere variant.
using segment_sphere_all = spherebox::detail::type_list<far_end_ignored, clamped_strict, unnormalized>;

}  // namespace spherebox::known_wrong
