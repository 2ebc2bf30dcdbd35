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
  static reg load(const std::array<float, N>& a) noexcept {
    alignas(16) float v[4] = {0, 0, 0, 0};
    for (int i = 0; i < N; ++i) v[i] = a[i];
    return _mm_load_ps(v);
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
    alignas(16) double v[4] = {0, 0, 0, 0};
    for (int i = 0; i < N; ++i) v[i] = a[i];
    return {_mm_load_pd(v), _mm_load_pd(v + 2)};
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

}  // namespace spherebox::detail
#endif
