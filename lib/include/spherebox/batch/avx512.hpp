/// The AVX-512 lane operations of the batch kernels (AVX-512F only): 16 floats or 8 doubles
/// per register, tails by masked loads and stores that never touch memory past the span.
/// Compiled for AVX-512F by a target region (no global -mavx512f flag), run only where the CPU
/// and OS support it. body.ipp's loop is compiled here, and each pair's lanes. Internal.
#pragma once
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "../config.hpp"
#include "soa.hpp"

#if SPHEREBOX_HAS_X86_TARGETS
#include <immintrin.h>

#include "target_avx512_begin.ipp"

namespace spherebox::batch::avx512_impl {

template <class T>
struct ops;

// Where an intrinsic has a zero-masking form, it is used with every lane live: the plain
// form's undefined pass-through operand trips GCC 12's -Wmaybe-uninitialized.
template <>
struct ops<float> {
  static constexpr std::size_t width = 16;
  using reg = __m512;
  using cmp = __mmask16;
  static constexpr __mmask16 all = 0xFFFF;
  static __mmask16 live_mask(std::size_t live) noexcept { return static_cast<__mmask16>((1u << live) - 1); }
  static reg set1(float x) noexcept { return _mm512_set1_ps(x); }
  static reg load(const float* p, std::size_t live) noexcept {
    if (live == width) return _mm512_loadu_ps(p);
    return _mm512_maskz_loadu_ps(live_mask(live), p);
  }
  static void store(float* p, reg a, std::size_t live) noexcept {
    if (live == width) return _mm512_storeu_ps(p, a);
    _mm512_mask_storeu_ps(p, live_mask(live), a);
  }
  static reg sub(reg a, reg b) noexcept { return _mm512_sub_ps(a, b); }
  static reg add(reg a, reg b) noexcept { return _mm512_add_ps(a, b); }
  static reg mul(reg a, reg b) noexcept { return _mm512_mul_ps(a, b); }
  static reg div(reg a, reg b) noexcept { return _mm512_div_ps(a, b); }
  static reg max0(reg a) noexcept { return _mm512_maskz_max_ps(all, a, _mm512_setzero_ps()); }
  static reg max(reg a, reg b) noexcept { return _mm512_maskz_max_ps(all, a, b); }
  static reg min(reg a, reg b) noexcept { return _mm512_maskz_min_ps(all, a, b); }
  static reg abs(reg a) noexcept {  // AVX-512F has no and_ps: the integer and
    return _mm512_castsi512_ps(_mm512_and_epi32(_mm512_castps_si512(a), _mm512_set1_epi32(0x7fffffff)));
  }
  static reg select(cmp m, reg a, reg b) noexcept { return _mm512_mask_blend_ps(m, b, a); }
  static cmp le(reg a, reg b) noexcept { return _mm512_cmp_ps_mask(a, b, _CMP_LE_OQ); }
  static cmp lt(reg a, reg b) noexcept { return _mm512_cmp_ps_mask(a, b, _CMP_LT_OQ); }
  static cmp both(cmp a, cmp b) noexcept { return static_cast<cmp>(a & b); }
  static cmp either(cmp a, cmp b) noexcept { return static_cast<cmp>(a | b); }
  static cmp but_not(cmp a, cmp b) noexcept { return static_cast<cmp>(a & ~b); }
  static std::uint64_t bits(cmp a) noexcept { return a; }
};

template <>
struct ops<double> {
  static constexpr std::size_t width = 8;
  using reg = __m512d;
  using cmp = __mmask8;
  static constexpr __mmask8 all = 0xFF;
  static __mmask8 live_mask(std::size_t live) noexcept { return static_cast<__mmask8>((1u << live) - 1); }
  static reg set1(double x) noexcept { return _mm512_set1_pd(x); }
  static reg load(const double* p, std::size_t live) noexcept {
    if (live == width) return _mm512_loadu_pd(p);
    return _mm512_maskz_loadu_pd(live_mask(live), p);
  }
  static void store(double* p, reg a, std::size_t live) noexcept {
    if (live == width) return _mm512_storeu_pd(p, a);
    _mm512_mask_storeu_pd(p, live_mask(live), a);
  }
  static reg sub(reg a, reg b) noexcept { return _mm512_sub_pd(a, b); }
  static reg add(reg a, reg b) noexcept { return _mm512_add_pd(a, b); }
  static reg mul(reg a, reg b) noexcept { return _mm512_mul_pd(a, b); }
  static reg div(reg a, reg b) noexcept { return _mm512_div_pd(a, b); }
  static reg max0(reg a) noexcept { return _mm512_maskz_max_pd(all, a, _mm512_setzero_pd()); }
  static reg max(reg a, reg b) noexcept { return _mm512_maskz_max_pd(all, a, b); }
  static reg min(reg a, reg b) noexcept { return _mm512_maskz_min_pd(all, a, b); }
  static reg abs(reg a) noexcept {
    return _mm512_castsi512_pd(
        _mm512_and_epi64(_mm512_castpd_si512(a), _mm512_set1_epi64(0x7fffffffffffffffll)));
  }
  static reg select(cmp m, reg a, reg b) noexcept { return _mm512_mask_blend_pd(m, b, a); }
  static cmp le(reg a, reg b) noexcept { return _mm512_cmp_pd_mask(a, b, _CMP_LE_OQ); }
  static cmp lt(reg a, reg b) noexcept { return _mm512_cmp_pd_mask(a, b, _CMP_LT_OQ); }
  static cmp both(cmp a, cmp b) noexcept { return static_cast<cmp>(a & b); }
  static cmp either(cmp a, cmp b) noexcept { return static_cast<cmp>(a | b); }
  static cmp but_not(cmp a, cmp b) noexcept { return static_cast<cmp>(a & ~b); }
  static std::uint64_t bits(cmp a) noexcept { return a; }
};

#include "body.ipp"

}  // namespace spherebox::batch::avx512_impl

#include "target_end.ipp"
#endif
