/// SSE2 lane helpers for up to four axes of float or double. Internal.
#pragma once
#include "../config.hpp"
#if SPHEREBOX_HAS_SSE2
#include <emmintrin.h>

#include <array>

namespace spherebox::detail {

template <class T, int N>
struct sse2_lanes;

/// float: one __m128 holds four axes; unused lanes are zero, so they add +0 terms.
template <int N>
struct sse2_lanes<float, N> {
  using reg = __m128;
  /// The N axes in lanes 0..N-1, zeros above, loaded straight from the array (building the
  /// register through a zeroed stack copy costs a store-forwarding stall per load).
  static reg load(const std::array<float, N>& a) noexcept {
    static_assert(N >= 1 && N <= 4, "four float lanes");
    if constexpr (N == 4) return _mm_loadu_ps(a.data());
    if constexpr (N == 1) return _mm_load_ss(a.data());
    // x, y, 0, 0: an 8-byte load (movq; its intrinsic takes any alignment and aliasing).
    const __m128 two = _mm_castsi128_ps(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(a.data())));
    if constexpr (N == 2) return two;
    else return _mm_movelh_ps(two, _mm_load_ss(a.data() + 2));  // x, y, z, 0
  }
  static reg zero() noexcept { return _mm_setzero_ps(); }
  static reg sub(reg a, reg b) noexcept { return _mm_sub_ps(a, b); }
  static reg add(reg a, reg b) noexcept { return _mm_add_ps(a, b); }
  static reg mul(reg a, reg b) noexcept { return _mm_mul_ps(a, b); }
  // maxps(a, b) is exactly `a > b ? a : b`, the ternary branchless uses, NaN and -0 included.
  static reg max(reg a, reg b) noexcept { return _mm_max_ps(a, b); }
  static bool any_greater(reg a, float r) noexcept {
    return _mm_movemask_ps(_mm_cmpgt_ps(a, _mm_set1_ps(r))) != 0;
  }
  /// Sum of lanes 0..N-1 in axis order, as the scalar loop does: ((x0 + x1) + x2) + x3.
  static float sum_in_order(reg a) noexcept {
    alignas(16) float v[4];
    _mm_store_ps(v, a);
    float s = v[0];
    for (int i = 1; i < N; ++i) s += v[i];
    return s;
  }
};

/// double: two __m128d hold four axes.
template <int N>
struct sse2_lanes<double, N> {
  struct reg {
    __m128d lo, hi;
  };
  static reg load(const std::array<double, N>& a) noexcept {
    static_assert(N >= 1 && N <= 4, "four double lanes");
    if constexpr (N == 1) return {_mm_load_sd(a.data()), _mm_setzero_pd()};
    if constexpr (N == 2) return {_mm_loadu_pd(a.data()), _mm_setzero_pd()};
    if constexpr (N == 3) return {_mm_loadu_pd(a.data()), _mm_load_sd(a.data() + 2)};
    else return {_mm_loadu_pd(a.data()), _mm_loadu_pd(a.data() + 2)};
  }
  static reg zero() noexcept { return {_mm_setzero_pd(), _mm_setzero_pd()}; }
  static reg sub(reg a, reg b) noexcept { return {_mm_sub_pd(a.lo, b.lo), _mm_sub_pd(a.hi, b.hi)}; }
  static reg add(reg a, reg b) noexcept { return {_mm_add_pd(a.lo, b.lo), _mm_add_pd(a.hi, b.hi)}; }
  static reg mul(reg a, reg b) noexcept { return {_mm_mul_pd(a.lo, b.lo), _mm_mul_pd(a.hi, b.hi)}; }
  static reg max(reg a, reg b) noexcept { return {_mm_max_pd(a.lo, b.lo), _mm_max_pd(a.hi, b.hi)}; }
  static bool any_greater(reg a, double r) noexcept {
    const __m128d rr = _mm_set1_pd(r);
    return (_mm_movemask_pd(_mm_cmpgt_pd(a.lo, rr)) | _mm_movemask_pd(_mm_cmpgt_pd(a.hi, rr))) != 0;
  }
  static double sum_in_order(reg a) noexcept {
    alignas(16) double v[4];
    _mm_store_pd(v, a.lo);
    _mm_store_pd(v + 2, a.hi);
    double s = v[0];
    for (int i = 1; i < N; ++i) s += v[i];
    return s;
  }
};

/// The N float axes of a, converted exactly to double lanes.
template <int N>
[[nodiscard]] inline typename sse2_lanes<double, N>::reg widen(typename sse2_lanes<float, N>::reg a) noexcept {
  return {_mm_cvtps_pd(a), _mm_cvtps_pd(_mm_movehl_ps(a, a))};
}

}  // namespace spherebox::detail
#endif
