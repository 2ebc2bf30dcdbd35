/// The SSE2 batch kernel (x86-64 baseline: no target attribute needed): 4 floats or 2 doubles
/// per register. Internal; use the kernel tags in kernels.hpp.
#pragma once
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <cstring>

#include "../config.hpp"
#include "../detail/filter.hpp"
#include "../sphere_aabb/exact.hpp"
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
  static reg sub(reg a, reg b) noexcept { return _mm_sub_ps(a, b); }
  static reg add(reg a, reg b) noexcept { return _mm_add_ps(a, b); }
  static reg mul(reg a, reg b) noexcept { return _mm_mul_ps(a, b); }
  static reg max0(reg a) noexcept { return _mm_max_ps(a, _mm_setzero_ps()); }  // a > 0 ? a : +0
  static cmp le(reg a, reg b) noexcept { return _mm_cmple_ps(a, b); }
  static cmp lt(reg a, reg b) noexcept { return _mm_cmplt_ps(a, b); }
  static cmp both(cmp a, cmp b) noexcept { return _mm_and_ps(a, b); }
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
  static reg sub(reg a, reg b) noexcept { return _mm_sub_pd(a, b); }
  static reg add(reg a, reg b) noexcept { return _mm_add_pd(a, b); }
  static reg mul(reg a, reg b) noexcept { return _mm_mul_pd(a, b); }
  static reg max0(reg a) noexcept { return _mm_max_pd(a, _mm_setzero_pd()); }
  static cmp le(reg a, reg b) noexcept { return _mm_cmple_pd(a, b); }
  static cmp lt(reg a, reg b) noexcept { return _mm_cmplt_pd(a, b); }
  static cmp both(cmp a, cmp b) noexcept { return _mm_and_pd(a, b); }
  static std::uint64_t bits(cmp a) noexcept { return static_cast<std::uint64_t>(_mm_movemask_pd(a)); }
};

#include "body.ipp"

}  // namespace spherebox::batch::sse2_impl
#endif
