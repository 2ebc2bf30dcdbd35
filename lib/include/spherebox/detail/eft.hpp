/// Error-free transformations in a binary floating-point type W with round to nearest, on one
/// value or on two lanes at once: Knuth's two-sum and Dekker's product (Veltkamp's split), or
/// the product's low part by one fused multiply-add. Internal; used by detail/expansion.hpp.
/// Sources: Knuth, TAOCP vol. 2, 4.2.2, Theorem B; Dekker, "A floating-point technique for
/// extending the available precision", Numer. Math. 18, 1971. Proofs: formal/coq/Expansion.v
/// (Flocq's TwoSum_correct, Dekker, mult_error_FLT).
#pragma once
#include <cmath>
#include <limits>
#include <type_traits>

#include "../config.hpp"
#if SPHEREBOX_HAS_SSE2
#include <emmintrin.h>
#if defined(__FMA__)
#include <immintrin.h>
#endif
#endif

/// SPHEREBOX_DEKKER_PRODUCT: 1 where the product's low part comes from Dekker's algorithm (x86
/// without FMA: no fused instruction exists there, so no contraction can change it; its callers
/// are not inlined into a batch kernel's target region), 0 where it is fma(a, b, -p) (one
/// instruction where the target has FMA; correctly rounded everywhere, so right as a call too).
#if !defined(SPHEREBOX_DEKKER_PRODUCT)
#if (defined(__x86_64__) || defined(__i386__) || defined(_M_X64) || defined(_M_IX86)) && !defined(__FMA__) && \
    !defined(__FMA4__) && !defined(__AVX2__)
#define SPHEREBOX_DEKKER_PRODUCT 1
#else
#define SPHEREBOX_DEKKER_PRODUCT 0
#endif
#endif

namespace spherebox::detail {

/// hi + lo, the exact value of a sum or a product.
template <class W>
struct two {
  W hi, lo;
};

/// Two lanes of W, each operation done on lane 0 then lane 1: the portable form of lanes2_sse2
/// below, which performs the same operations, so both give the same bits.
template <class W>
struct lanes2 {
  W l0, l1;
  static lanes2 make(W a, W b) noexcept { return {a, b}; }
  static lanes2 both(W x) noexcept { return {x, x}; }
  W lane0() const noexcept { return l0; }
  W lane1() const noexcept { return l1; }
  friend lanes2 operator+(lanes2 a, lanes2 b) noexcept { return {a.l0 + b.l0, a.l1 + b.l1}; }
  friend lanes2 operator-(lanes2 a, lanes2 b) noexcept { return {a.l0 - b.l0, a.l1 - b.l1}; }
  friend lanes2 operator*(lanes2 a, lanes2 b) noexcept { return {a.l0 * b.l0, a.l1 * b.l1}; }
  friend lanes2 max_of(lanes2 a, lanes2 b) noexcept { return {a.l0 > b.l0 ? a.l0 : b.l0, a.l1 > b.l1 ? a.l1 : b.l1}; }
  friend lanes2 min_of(lanes2 a, lanes2 b) noexcept { return {a.l0 < b.l0 ? a.l0 : b.l0, a.l1 < b.l1 ? a.l1 : b.l1}; }
  friend lanes2 abs_of(lanes2 a) noexcept { return {abs1(a.l0), abs1(a.l1)}; }
  // int operands: both sides are evaluated, without a branch, and clang's warning about `&` on
  // two bools (raised when W's comparisons are function calls, as in formal/ties/minifloat) is
  // not raised.
  friend bool both_zero(lanes2 a) noexcept { return int(a.l0 == W(0)) & int(a.l1 == W(0)); }
  /// a * b - c with one rounding (W a hardware type only).
  friend lanes2 fms(lanes2 a, lanes2 b, lanes2 c) noexcept { return {std::fma(a.l0, b.l0, -c.l0), std::fma(a.l1, b.l1, -c.l1)}; }
  static W abs1(W x) noexcept {
    if constexpr (std::numeric_limits<W>::is_iec559) return std::fabs(x);
    else return x < W(0) ? -x : x;
  }
};

#if SPHEREBOX_HAS_SSE2
/// Two doubles in one SSE2 register; maxpd / minpd are exactly the ternaries of lanes2.
struct lanes2_sse2 {
  __m128d v;
  static lanes2_sse2 make(double a, double b) noexcept { return {_mm_set_pd(b, a)}; }
  static lanes2_sse2 both(double x) noexcept { return {_mm_set1_pd(x)}; }
  double lane0() const noexcept { return _mm_cvtsd_f64(v); }
  double lane1() const noexcept { return _mm_cvtsd_f64(_mm_unpackhi_pd(v, v)); }
  friend lanes2_sse2 operator+(lanes2_sse2 a, lanes2_sse2 b) noexcept { return {_mm_add_pd(a.v, b.v)}; }
  friend lanes2_sse2 operator-(lanes2_sse2 a, lanes2_sse2 b) noexcept { return {_mm_sub_pd(a.v, b.v)}; }
  friend lanes2_sse2 operator*(lanes2_sse2 a, lanes2_sse2 b) noexcept { return {_mm_mul_pd(a.v, b.v)}; }
  friend lanes2_sse2 max_of(lanes2_sse2 a, lanes2_sse2 b) noexcept { return {_mm_max_pd(a.v, b.v)}; }
  friend lanes2_sse2 min_of(lanes2_sse2 a, lanes2_sse2 b) noexcept { return {_mm_min_pd(a.v, b.v)}; }
  friend lanes2_sse2 abs_of(lanes2_sse2 a) noexcept {
    return {_mm_and_pd(a.v, _mm_castsi128_pd(_mm_set1_epi64x(0x7fffffffffffffffLL)))};
  }
  friend bool both_zero(lanes2_sse2 a) noexcept { return _mm_movemask_pd(_mm_cmpeq_pd(a.v, _mm_setzero_pd())) == 3; }
  friend lanes2_sse2 fms(lanes2_sse2 a, lanes2_sse2 b, lanes2_sse2 c) noexcept {
#if defined(__FMA__)
    return {_mm_fmsub_pd(a.v, b.v, c.v)};
#else
    return {_mm_set_pd(std::fma(a.lane1(), b.lane1(), -c.lane1()), std::fma(a.lane0(), b.lane0(), -c.lane0()))};
#endif
  }
};
#endif

/// The lanes the expansion path computes in: one SSE2 register for double, else portable.
template <class W>
struct lanes_for {
  using type = lanes2<W>;
};
#if SPHEREBOX_HAS_SSE2
template <>
struct lanes_for<double> {
  using type = lanes2_sse2;
};
#endif

/// Knuth's two-sum: s = fl(a + b) and s + e = a + b exactly, for finite a, b whose sum does not
/// overflow, in either order of magnitude. Additions only, so contraction cannot change it.
template <class V>
[[nodiscard]] SPHEREBOX_ALWAYS_INLINE two<V> two_sum(V a, V b) noexcept {
  const V s = a + b, bv = s - a, av = s - bv;
  return {s, (a - av) + (b - bv)};
}

/// True when x - y (lane by lane) is a finite value, written to d: the two-sum of x and -y has
/// a zero error (detail/exact_sum.hpp's exact_difference, the same operations).
template <class V>
[[nodiscard]] SPHEREBOX_ALWAYS_INLINE bool exact_difference_lanes(V x, V y, V& d) noexcept {
  d = x - y;
  const V yv = x - d, xv = d + yv;
  const bool exact = both_zero((x - xv) + (yv - y)), finite = both_zero(d - d);
  return exact & finite;
}

/// Veltkamp's constant 2^s + 1, s = p - floor(p/2) for W's p significand bits (2^27 + 1).
template <class W>
[[nodiscard]] constexpr W veltkamp() noexcept {
  W c = W(1);
  for (int i = 0; i < std::numeric_limits<W>::digits - std::numeric_limits<W>::digits / 2; ++i) c = c + c;
  return c + W(1);
}

/// x * x = hi + lo exactly when x * x = 0 or |x * x| >= 2^(emin + 2p - 1) (emin the exponent
/// of the smallest subnormal) and nothing overflows: Dekker's product with Veltkamp's split, the
/// operations of Flocq's Pff2Flocq.Dekker in order, with y = x. Exact only if no product and
/// sum of it is fused into a multiply-add (see SPHEREBOX_DEKKER_PRODUCT).
template <class W, class V>
[[nodiscard]] SPHEREBOX_ALWAYS_INLINE two<V> two_square_dekker(V x) noexcept {
  const V r = x * x;
  const V px = x * V::both(veltkamp<W>()), qx = x - px, hx = qx + px, tx = x - hx;
  const V t1 = (V::both(W(0)) - r) + hx * hx, t2 = t1 + hx * tx, t3 = t2 + tx * hx;
  return {r, t3 + tx * tx};
}

/// The same, in the form the target computes best: the low part by one fused multiply-add
/// (Flocq: mult_error_FLT) where SPHEREBOX_DEKKER_PRODUCT is 0 and W is a hardware type, else
/// Dekker's.
template <class W, class V>
[[nodiscard]] SPHEREBOX_ALWAYS_INLINE two<V> two_square(V x) noexcept {
#if !SPHEREBOX_DEKKER_PRODUCT
  if constexpr (std::numeric_limits<W>::is_iec559) {
    const V r = x * x;
    return {r, fms(x, x, r)};  // r has a use that is no sum, so no compiler fuses r into one
  }
#endif
  return two_square_dekker<W>(x);
}

}  // namespace spherebox::detail
