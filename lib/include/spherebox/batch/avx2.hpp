/// The AVX2 lane operations of the batch kernels: 8 floats or 4 doubles per register,
/// compiled for AVX2 by a target region (no global -mavx2 flag), run only where the CPU has
/// AVX2. body.ipp's loop is compiled here, and each pair's lanes through each_isa.ipp. Internal.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "../config.hpp"
#include "soa.hpp"

#if SPHEREBOX_HAS_X86_TARGETS
#include <immintrin.h>

#include "target_avx2_begin.ipp"

namespace spherebox::batch::avx2_impl {

template <class T>
struct ops;

template <>
struct ops<float> {
  static constexpr std::size_t width = 8;
  using reg = __m256;
  using cmp = __m256;
  static reg set1(float x) noexcept { return _mm256_set1_ps(x); }
  static reg load(const float* p, std::size_t live) noexcept {
    if (live == width) return _mm256_loadu_ps(p);
    float v[width] = {};
    std::memcpy(v, p, live * sizeof(float));
    return _mm256_loadu_ps(v);
  }
  static void store(float* p, reg a, std::size_t live) noexcept {
    if (live == width) return _mm256_storeu_ps(p, a);
    float v[width];
    _mm256_storeu_ps(v, a);
    std::memcpy(p, v, live * sizeof(float));
  }
  static reg sub(reg a, reg b) noexcept { return _mm256_sub_ps(a, b); }
  static reg add(reg a, reg b) noexcept { return _mm256_add_ps(a, b); }
  static reg mul(reg a, reg b) noexcept { return _mm256_mul_ps(a, b); }
  static reg div(reg a, reg b) noexcept { return _mm256_div_ps(a, b); }
  static reg max0(reg a) noexcept { return _mm256_max_ps(a, _mm256_setzero_ps()); }
  static reg max(reg a, reg b) noexcept { return _mm256_max_ps(a, b); }
  static reg min(reg a, reg b) noexcept { return _mm256_min_ps(a, b); }
  static reg abs(reg a) noexcept { return _mm256_andnot_ps(_mm256_set1_ps(-0.0f), a); }
  static reg select(cmp m, reg a, reg b) noexcept { return _mm256_blendv_ps(b, a, m); }
  static cmp le(reg a, reg b) noexcept { return _mm256_cmp_ps(a, b, _CMP_LE_OQ); }
  static cmp lt(reg a, reg b) noexcept { return _mm256_cmp_ps(a, b, _CMP_LT_OQ); }
  static cmp both(cmp a, cmp b) noexcept { return _mm256_and_ps(a, b); }
  static cmp either(cmp a, cmp b) noexcept { return _mm256_or_ps(a, b); }
  static cmp but_not(cmp a, cmp b) noexcept { return _mm256_andnot_ps(b, a); }
  static std::uint64_t bits(cmp a) noexcept { return static_cast<std::uint64_t>(_mm256_movemask_ps(a)); }
};

template <>
struct ops<double> {
  static constexpr std::size_t width = 4;
  using reg = __m256d;
  using cmp = __m256d;
  static reg set1(double x) noexcept { return _mm256_set1_pd(x); }
  static reg load(const double* p, std::size_t live) noexcept {
    if (live == width) return _mm256_loadu_pd(p);
    double v[width] = {};
    std::memcpy(v, p, live * sizeof(double));
    return _mm256_loadu_pd(v);
  }
  static void store(double* p, reg a, std::size_t live) noexcept {
    if (live == width) return _mm256_storeu_pd(p, a);
    double v[width];
    _mm256_storeu_pd(v, a);
    std::memcpy(p, v, live * sizeof(double));
  }
  static reg sub(reg a, reg b) noexcept { return _mm256_sub_pd(a, b); }
  static reg add(reg a, reg b) noexcept { return _mm256_add_pd(a, b); }
  static reg mul(reg a, reg b) noexcept { return _mm256_mul_pd(a, b); }
  static reg div(reg a, reg b) noexcept { return _mm256_div_pd(a, b); }
  static reg max0(reg a) noexcept { return _mm256_max_pd(a, _mm256_setzero_pd()); }
  static reg max(reg a, reg b) noexcept { return _mm256_max_pd(a, b); }
  static reg min(reg a, reg b) noexcept { return _mm256_min_pd(a, b); }
  static reg abs(reg a) noexcept { return _mm256_andnot_pd(_mm256_set1_pd(-0.0), a); }
  static reg select(cmp m, reg a, reg b) noexcept { return _mm256_blendv_pd(b, a, m); }
  static cmp le(reg a, reg b) noexcept { return _mm256_cmp_pd(a, b, _CMP_LE_OQ); }
  static cmp lt(reg a, reg b) noexcept { return _mm256_cmp_pd(a, b, _CMP_LT_OQ); }
  static cmp both(cmp a, cmp b) noexcept { return _mm256_and_pd(a, b); }
  static cmp either(cmp a, cmp b) noexcept { return _mm256_or_pd(a, b); }
  static cmp but_not(cmp a, cmp b) noexcept { return _mm256_andnot_pd(b, a); }
  static std::uint64_t bits(cmp a) noexcept { return static_cast<std::uint64_t>(_mm256_movemask_pd(a)); }
};

#include "body.ipp"

}  // namespace spherebox::batch::avx2_impl

#include "target_end.ipp"
#endif
