/// The AVX-512 batch kernel (AVX-512F only): 16 floats or 8 doubles per register, tails by
/// masked loads that never touch memory past the span. Compiled for AVX-512F by a target region
/// (no global -mavx512f flag), run only where the CPU and OS support it. Internal.
#pragma once
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "../config.hpp"
#include "../detail/filter.hpp"
#include "../sphere_aabb/exact.hpp"
#include "soa.hpp"

#if SPHEREBOX_HAS_X86_TARGETS
#include <immintrin.h>

#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx512f"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx512f")
#endif

namespace spherebox::batch::avx512_impl {

template <class T>
struct ops;

template <>
struct ops<float> {
  static constexpr std::size_t width = 16;
  using reg = __m512;
  using cmp = __mmask16;
  static reg set1(float x) noexcept { return _mm512_set1_ps(x); }
  static reg load(const float* p, std::size_t live) noexcept {
    if (live == width) return _mm512_loadu_ps(p);
    return _mm512_maskz_loadu_ps(static_cast<__mmask16>((1u << live) - 1), p);
  }
  static reg sub(reg a, reg b) noexcept { return _mm512_sub_ps(a, b); }
  static reg add(reg a, reg b) noexcept { return _mm512_add_ps(a, b); }
  static reg mul(reg a, reg b) noexcept { return _mm512_mul_ps(a, b); }
  // The zero-masking form with every lane live: the plain form's undefined pass-through
  // operand trips GCC 12's -Wmaybe-uninitialized.
  static reg max0(reg a) noexcept { return _mm512_maskz_max_ps(0xFFFF, a, _mm512_setzero_ps()); }
  static cmp le(reg a, reg b) noexcept { return _mm512_cmp_ps_mask(a, b, _CMP_LE_OQ); }
  static cmp lt(reg a, reg b) noexcept { return _mm512_cmp_ps_mask(a, b, _CMP_LT_OQ); }
  static cmp both(cmp a, cmp b) noexcept { return static_cast<cmp>(a & b); }
  static std::uint64_t bits(cmp a) noexcept { return a; }
};

template <>
struct ops<double> {
  static constexpr std::size_t width = 8;
  using reg = __m512d;
  using cmp = __mmask8;
  static reg set1(double x) noexcept { return _mm512_set1_pd(x); }
  static reg load(const double* p, std::size_t live) noexcept {
    if (live == width) return _mm512_loadu_pd(p);
    return _mm512_maskz_loadu_pd(static_cast<__mmask8>((1u << live) - 1), p);
  }
  static reg sub(reg a, reg b) noexcept { return _mm512_sub_pd(a, b); }
  static reg add(reg a, reg b) noexcept { return _mm512_add_pd(a, b); }
  static reg mul(reg a, reg b) noexcept { return _mm512_mul_pd(a, b); }
  static reg max0(reg a) noexcept { return _mm512_maskz_max_pd(0xFF, a, _mm512_setzero_pd()); }
  static cmp le(reg a, reg b) noexcept { return _mm512_cmp_pd_mask(a, b, _CMP_LE_OQ); }
  static cmp lt(reg a, reg b) noexcept { return _mm512_cmp_pd_mask(a, b, _CMP_LT_OQ); }
  static cmp both(cmp a, cmp b) noexcept { return static_cast<cmp>(a & b); }
  static std::uint64_t bits(cmp a) noexcept { return a; }
};

#include "body.ipp"

}  // namespace spherebox::batch::avx512_impl

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif
#endif
