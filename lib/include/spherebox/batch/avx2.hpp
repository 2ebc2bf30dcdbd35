/// The AVX2 batch kernel: 8 floats or 4 doubles per register, compiled for AVX2 by a target
/// region (no global -mavx2 flag), run only where the CPU has AVX2. Internal.
#pragma once
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <cstring>

#include "../config.hpp"
#include "../detail/filter.hpp"
#include "../sphere_aabb/exact.hpp"
#include "soa.hpp"

#if SPHEREBOX_HAS_X86_TARGETS
#include <immintrin.h>

#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2")
#endif

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
  static reg sub(reg a, reg b) noexcept { return _mm256_sub_ps(a, b); }
  static reg add(reg a, reg b) noexcept { return _mm256_add_ps(a, b); }
  static reg mul(reg a, reg b) noexcept { return _mm256_mul_ps(a, b); }
  static reg max0(reg a) noexcept { return _mm256_max_ps(a, _mm256_setzero_ps()); }
  static cmp le(reg a, reg b) noexcept { return _mm256_cmp_ps(a, b, _CMP_LE_OQ); }
  static cmp lt(reg a, reg b) noexcept { return _mm256_cmp_ps(a, b, _CMP_LT_OQ); }
  static cmp both(cmp a, cmp b) noexcept { return _mm256_and_ps(a, b); }
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
  static reg sub(reg a, reg b) noexcept { return _mm256_sub_pd(a, b); }
  static reg add(reg a, reg b) noexcept { return _mm256_add_pd(a, b); }
  static reg mul(reg a, reg b) noexcept { return _mm256_mul_pd(a, b); }
  static reg max0(reg a) noexcept { return _mm256_max_pd(a, _mm256_setzero_pd()); }
  static cmp le(reg a, reg b) noexcept { return _mm256_cmp_pd(a, b, _CMP_LE_OQ); }
  static cmp lt(reg a, reg b) noexcept { return _mm256_cmp_pd(a, b, _CMP_LT_OQ); }
  static cmp both(cmp a, cmp b) noexcept { return _mm256_and_pd(a, b); }
  static std::uint64_t bits(cmp a) noexcept { return static_cast<std::uint64_t>(_mm256_movemask_pd(a)); }
};

#include "body.ipp"

}  // namespace spherebox::batch::avx2_impl

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif
#endif
