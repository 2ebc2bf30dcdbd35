/// Known-wrong circle–rectangle variants: plausible forms that break the contract they claim.
/// The harness must reject every one with a counterexample; never "fix" lib/ back to them.
#pragma once
#include <spherebox/circle_rect/absmax.hpp>
#include <spherebox/circle_rect/conservative.hpp>
#include <spherebox/circle_rect/exact.hpp>
#include <spherebox/detail/type_list.hpp>
#include "build.hpp"  // the case and its hooks (oracle, build_case)
#include "../core/known_wrong.hpp"
#include <string_view>

namespace spherebox::known_wrong {

/// The published strict `u.u < r^2` claiming absmax's closed-set bounded contract: it misses
/// exact tangencies, which part (b) forbids on representable (lattice) inputs.
struct absmax_strict_closed : wrong<circle_rect::absmax, "absmax_strict_closed"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const centered_box<T, N>& b) noexcept {
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      const T u = circle_rect::detail::excess(s.center[i] - b.center[i], b.half[i]);
      d2 += u * u;
    }
    return d2 < s.radius * s.radius;
  }
};

/// Converts the centre/half-extent box to min/max bounds (c - h, c + h, both rounded) and
/// runs Arvo's clamp on them, claiming absmax's contract. When |c| is large next to the box,
/// c + h rounds by up to u|c|, far more than absmax's error u |p - c|: a face moves.
struct absmax_via_minmax : wrong<circle_rect::absmax, "absmax_via_minmax"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const centered_box<T, N>& b) noexcept {
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      const T lo = b.center[i] - b.half[i], hi = b.center[i] + b.half[i], x = s.center[i];
      const T e = x < lo ? x - lo : x > hi ? x - hi : T(0);
      d2 += e * e;
    }
    return d2 <= s.radius * s.radius;
  }
};

/// The quick rejection |p - c| - h > r evaluated in floating point without outward rounding,
/// claiming the conservative contract: fl(p - c) may round up, so a touching ball is rejected
/// (a false negative). circle_rect::conservative compares with fl(h + r) * (1 + 4u) instead.
struct absmax_conservative_naive : wrong<circle_rect::conservative, "absmax_conservative_naive"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const centered_box<T, N>& b) noexcept {
    bool nan = s.radius != s.radius;
    for (int i = 0; i < N; ++i)
      nan =
          nan || s.center[i] != s.center[i] || b.center[i] != b.center[i] || b.half[i] != b.half[i];
    if (nan) return true;
    for (int i = 0; i < N; ++i) {
      const T d = s.center[i] - b.center[i];
      if ((d < 0 ? -d : d) - b.half[i] > s.radius) return false;
    }
    return true;
  }
};

/// The exact predicate without its fallback: where the filter cannot decide, it trusts the
/// abs-max estimate in double, which rounds at near tangencies.
struct circle_exact_no_fallback : wrong<circle_rect::exact, "circle_exact_no_fallback"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const centered_box<T, N>& b) noexcept {
    const int f = filter(s, b);
    if (f >= 0) return f != 0;
    ball<double, N> sd{{}, double(s.radius)};
    centered_box<double, N> bd;
    for (int i = 0; i < N; ++i) sd.center[i] = s.center[i], bd.center[i] = b.center[i], bd.half[i] = b.half[i];
    return circle_rect::absmax::test(sd, bd);
  }
};

/// Every known-wrong circle–rectangle variant.
using circle_rect_all = spherebox::detail::type_list<absmax_strict_closed, absmax_via_minmax,
                                                     absmax_conservative_naive, circle_exact_no_fallback>;

}  // namespace spherebox::known_wrong
