/// conservative: quick rejections only, one separating axis per box axis, with margins that
/// cover rounding and the axes' orthonormality defect; never a false negative.
/// Source: Larsson, Akenine-Möller, Lengyel, "On Faster Sphere-Box Overlap Testing",
/// journal of graphics tools 12(1), 2007, the section on oriented boxes ("Cons"); the
/// margins are this library's (docs/contracts.md, "Sphere vs OBB", "Conservative").
#pragma once
#include <limits>
#include <string_view>

#include "../contract.hpp"
#include "../types.hpp"
#include "common.hpp"

namespace spherebox::sphere_obb {

/// Semantics: rejects only when a box axis a_i separates the ball from the parallelepiped:
///   |a_i . v| > h_i|a_i|^2 + sum_{j != i} h_j |a_j . a_i| + r|a_i|   (v = c - centre),
/// which the axes' tolerance bounds by h_i + r + tau*(r + sum_j h_j). The test
///   |fl(s_i)| > fl(((h_i + r) + tau*(r + sum h)) + 8u*max|w_k|) * (1 + 16u) + (N+2)*eta
/// inflates that bound by the projection's rounding error (gamma_{N+1} sum_k |v_k a_ik| <=
/// 8u*max|w_k| for N <= 3, plus N*eta/2 of underflow) and by its own roundings (each at most
/// a factor (1 - u) and eta/2 per product, covered by 1 + 16u and (N+2)*eta). Rounding is
/// monotone, so the strict comparison of representable values implies the exact separation.
/// Contract: conservative for finite input with r >= 0, h >= 0, axes within tau = 32u and
/// every |c|, |centre|, r, h <= 2^(emax-4) (no intermediate overflows). NaN anywhere, axes
/// included: the answer is true.
struct conservative : spherebox::detail::conservative_promise {
  static constexpr std::string_view name = "conservative";
  /// 2^(emax-4): 2^124 (float), 2^1020 (double).
  template <class T>
  static constexpr T max_magnitude() noexcept {
    return detail::power_of_two<T>(std::numeric_limits<T>::max_exponent - 4);
  }
  template <class T>
  static constexpr T axis_tolerance() noexcept { return detail::axis_tolerance<T>(); }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const obb<T, N>& b) noexcept {
    static_assert(N >= 1 && N <= 3, "the margin 8u*max|w| is derived for N <= 3");
    constexpr T u = detail::unit_roundoff<T>();
    constexpr T tau = detail::axis_tolerance<T>();
    constexpr T inflate = 1 + 16 * u;  // representable: 16u is above the spacing 2u at 1
    constexpr T eta_floor = (N + 2) * std::numeric_limits<T>::denorm_min();
    const T r = s.radius;
    bool nan = r != r;
    const auto w = detail::offset(s, b);
    T wmax = 0, sum = r;
    for (int k = 0; k < N; ++k) {
      const T m = detail::magnitude(w[k]);
      wmax = m > wmax ? m : wmax;
      sum += b.half[k];
      nan = nan || w[k] != w[k] || b.half[k] != b.half[k];
      for (int j = 0; j < N; ++j) nan = nan || b.axes[k][j] != b.axes[k][j];
    }
    const T spread = tau * sum;       // covers the off-diagonal and |a_i| terms
    const T slack = 8 * u * wmax;     // covers the projection's rounding
    bool separated = false;
    for (int i = 0; i < N; ++i) {
      const T bound = (((b.half[i] + r) + spread) + slack) * inflate + eta_floor;
      separated = separated || detail::magnitude(detail::project(w, b.axes[i])) > bound;
    }
    return nan || !separated;
  }
};

}  // namespace spherebox::sphere_obb
