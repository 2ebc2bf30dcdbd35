/// The SSE2 lane operations of the batch kernels (x86-64 baseline: no target attribute
/// needed): 4 floats or 2 doubles per register. body.ipp's loop is compiled here, and each
/// pair's lanes (<slug>/batch_lanes.ipp, through each_isa.ipp). Internal; use the kernel tags.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "../config.hpp"
#include "soa.hpp"

#if SPHEREBOX_HAS_SSE2
#include <emmintrin.h>

namespace spherebox::batch::sse2_impl {

template <class T>
struct ops;

template <>
struct ops<float> {
  static constexpr std::size_t width = 4;
  using reg = __m128;
  using cmp = __m128;
  static reg set1(float x) noexcept { return _mm_set1_ps(x); }
  static reg load(const float* p, std::size_t live) noexcept {
    if (live == width) return _mm_loadu_ps(p);
    float v[width] = {};
    std::memcpy(v, p, live * sizeof(float));
    return _mm_loadu_ps(v);
  }
  /// Writes lanes 0..live-1 to p (never past them).
  static void store(float* p, reg a, std::size_t live) noexcept {
    if (live == width) return _mm_storeu_ps(p, a);
    float v[width];
    _mm_storeu_ps(v, a);
    std::memcpy(p, v, live * sizeof(float));
  }
  static reg sub(reg a, reg b) noexcept { return _mm_sub_ps(a, b); }
  static reg add(reg a, reg b) noexcept { return _mm_add_ps(a, b); }
  static reg mul(reg a, reg b) noexcept { return _mm_mul_ps(a, b); }
  static reg div(reg a, reg b) noexcept { return _mm_div_ps(a, b); }
  static reg max0(reg a) noexcept { return _mm_max_ps(a, _mm_setzero_ps()); }  // a > 0 ? a : +0
  static reg max(reg a, reg b) noexcept { return _mm_max_ps(a, b); }            // a > b ? a : b
  static reg min(reg a, reg b) noexcept { return _mm_min_ps(a, b); }            // a < b ? a : b
  static reg abs(reg a) noexcept { return _mm_andnot_ps(_mm_set1_ps(-0.0f), a); }
  static reg select(cmp m, reg a, reg b) noexcept { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
  static cmp le(reg a, reg b) noexcept { return _mm_cmple_ps(a, b); }
  static cmp lt(reg a, reg b) noexcept { return _mm_cmplt_ps(a, b); }
  static cmp both(cmp a, cmp b) noexcept { return _mm_and_ps(a, b); }
  static cmp either(cmp a, cmp b) noexcept { return _mm_or_ps(a, b); }
  static cmp but_not(cmp a, cmp b) noexcept { return _mm_andnot_ps(b, a); }  // a and not b
  static std::uint64_t bits(cmp a) noexcept { return static_cast<std::uint64_t>(_mm_movemask_ps(a)); }
};

template <>
struct ops<double> {
  static constexpr std::size_t width = 2;
  using reg = __m128d;
  using cmp = __m128d;
  static reg set1(double x) noexcept { return _mm_set1_pd(x); }
  static reg load(const double* p, std::size_t live) noexcept {
    return live == width ? _mm_loadu_pd(p) : _mm_load_sd(p);  // _mm_load_sd zeroes lane 1
  }
  static void store(double* p, reg a, std::size_t live) noexcept {
    if (live == width) return _mm_storeu_pd(p, a);
    _mm_store_sd(p, a);  // lane 0 only
  }
  static reg sub(reg a, reg b) noexcept { return _mm_sub_pd(a, b); }
  static reg add(reg a, reg b) noexcept { return _mm_add_pd(a, b); }
  static reg mul(reg a, reg b) noexcept { return _mm_mul_pd(a, b); }
  static reg div(reg a, reg b) noexcept { return _mm_div_pd(a, b); }
  static reg max0(reg a) noexcept { return _mm_max_pd(a, _mm_setzero_pd()); }
  static reg max(reg a, reg b) noexcept { return _mm_max_pd(a, b); }
  static reg min(reg a, reg b) noexcept { return _mm_min_pd(a, b); }
  static reg abs(reg a) noexcept { return _mm_andnot_pd(_mm_set1_pd(-0.0), a); }
  static reg select(cmp m, reg a, reg b) noexcept { return _mm_or_pd(_mm_and_pd(m, a), _mm_andnot_pd(m, b)); }
  static cmp le(reg a, reg b) noexcept { return _mm_cmple_pd(a, b); }
  static cmp lt(reg a, reg b) noexcept { return _mm_cmplt_pd(a, b); }
  static cmp both(cmp a, cmp b) noexcept { return _mm_and_pd(a, b); }
  static cmp either(cmp a, cmp b) noexcept { return _mm_or_pd(a, b); }
  static cmp but_not(cmp a, cmp b) noexcept { return _mm_andnot_pd(b, a); }
  static std::uint64_t bits(cmp a) noexcept { return static_cast<std::uint64_t>(_mm_movemask_pd(a)); }
};

#include "body.ipp"

}  // namespace spherebox::batch::sse2_impl
#endif
