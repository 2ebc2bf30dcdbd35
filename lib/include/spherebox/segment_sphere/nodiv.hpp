/// nodiv: the clamped closest point without a division. Between the end points the squared
/// distance to the line times |d|^2 is |w x d|^2 = sum_{i<j} (w_i d_j - w_j d_i)^2 (Lagrange's
/// identity, any N), compared with r^2 |d|^2.
/// Source: C. Ericson, Real-Time Collision Detection (2005), section 5.1.2 (the division-free
/// form of the closest point on a segment); the cross-product form avoids the cancellation
/// of |w|^2 |d|^2 - (w.d)^2.
#pragma once
#include <limits>
#include <string_view>

#include "../types.hpp"
#include "common.hpp"

namespace spherebox::segment_sphere {

/// Semantics: closed segment vs closed ball; touching overlaps.
/// Contract: bounded, k = N(N-1)/2 + 12, a = 0, S = |c - a|^2 + |c - b|^2 + r^2
/// (docs/contracts.md, "segment vs sphere"); exact on representable intermediates, which
/// includes every small-integer (tile, voxel) input at any power-of-two scale, because no
/// quotient is ever formed. Domain: as clamped.
/// How: the end point branches are clamped's (same operations, same answers). Between them,
/// a segment shorter than 2^-(p+6) |w| is taken as the point a (error below u|w|^2 / 32);
/// that keeps every degree-4 product far above the underflow threshold in the frame.
struct nodiv : detail::frame_promise {
  static constexpr std::string_view name = "nodiv";
  using twin = void;
  static constexpr error_bound bound(int n) noexcept { return {n * (n - 1) / 2 + 12, 0}; }
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const segment<T, N>& s, const ball<T, N>& b) noexcept {
    const auto f = detail::make_frame(s, b);
    const T rr = f.r * f.r;
    if (!(f.wd > 0)) return detail::sum_sq<T, N>(f.w) <= rr;       // t = 0 (or d = 0)
    if (!(f.wd < f.dd)) return detail::sum_sq<T, N>(f.v) <= rr;    // t = 1
    const T ww = detail::sum_sq<T, N>(f.w);
    if (f.dd < ww * tiny_ratio<T>()) return ww <= rr;             // |d| < 2^-(p+6) |w|
    T x2 = 0;
    for (int i = 0; i < N; ++i)
      for (int j = i + 1; j < N; ++j) {
        const T x = f.w[i] * f.d[j] - f.w[j] * f.d[i];
        x2 += x * x;
      }
    return x2 <= rr * f.dd;
  }

  /// 2^-(2p+12): d.d below this times w.w means the segment is a point at this precision.
  template <class T>
  static constexpr T tiny_ratio() noexcept {
    T x = 1;
    for (int i = 0; i < 2 * std::numeric_limits<T>::digits + 12; ++i) x /= 2;
    return x;
  }
};

}  // namespace spherebox::segment_sphere
