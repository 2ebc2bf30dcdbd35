/// Exact signs of sums of products of doubles, in integers: the fallback of the exact
/// predicates (sphere_aabb::exact, circle_rect::exact) and of the exact orthonormality check.
/// Internal. No floating-point operation rounds here, so the answers hold on every finite
/// input, subnormal to the largest double, whatever the compiler's contraction setting.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace spherebox::detail {

/// A finite double as an exact signed dyadic: x = (neg ? -1 : 1) * m * 2^e, with m odd, or
/// m = 0 for zero. Read from the bits, so subnormals need no special case.
struct dyadic {
  std::uint64_t m = 0;
  int e = 0;
  bool neg = false;
};

/// Number of bits of x (0 for 0).
[[nodiscard]] constexpr int bit_length(std::uint64_t x) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return x ? 64 - __builtin_clzll(x) : 0;
#else
  int n = 0;
  while (x) ++n, x >>= 1;
  return n;
#endif
}

/// Number of trailing zero bits of x != 0.
[[nodiscard]] constexpr int trailing_zeros(std::uint64_t x) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_ctzll(x);
#else
  int n = 0;
  while ((x & 1) == 0) ++n, x >>= 1;
  return n;
#endif
}

/// The exact dyadic of a finite double (unspecified, but defined, for NaN and infinities).
[[nodiscard]] inline dyadic to_dyadic(double x) noexcept {
  std::uint64_t bits = 0;
  std::memcpy(&bits, &x, sizeof bits);
  dyadic d;
  d.neg = (bits >> 63) != 0;
  const int biased = static_cast<int>((bits >> 52) & 0x7ff);
  const std::uint64_t frac = bits & ((std::uint64_t(1) << 52) - 1);
  d.m = biased == 0 ? frac : frac | (std::uint64_t(1) << 52);
  d.e = (biased == 0 ? 1 : biased) - 1075;  // subnormals: m * 2^-1074
  if (d.m == 0) return d;
  const int z = trailing_zeros(d.m);
  d.m >>= z;
  d.e += z;
  return d;
}

/// The exact 128-bit product hi:lo of two integers below 2^64: a 128-bit type where the
/// compiler has one, else from 32-bit halves (portable C++17).
inline void multiply_wide(std::uint64_t x, std::uint64_t y, std::uint64_t& lo, std::uint64_t& hi) noexcept {
#if defined(__SIZEOF_INT128__)
  __extension__ using wide = unsigned __int128;
  const wide p = wide(x) * y;
  lo = static_cast<std::uint64_t>(p), hi = static_cast<std::uint64_t>(p >> 64);
#else
  const std::uint64_t x0 = x & 0xffffffffu, x1 = x >> 32, y0 = y & 0xffffffffu, y1 = y >> 32;
  const std::uint64_t p00 = x0 * y0, p01 = x0 * y1, p10 = x1 * y0, p11 = x1 * y1;
  const std::uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);  // < 3 * 2^32
  lo = (mid << 32) | (p00 & 0xffffffffu);
  hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
#endif
}

/// True when x - y is a finite value of W (double; the expansion path's tiny formats too),
/// which it then writes to d (the error term of the two-sum of x and -y is zero; additions
/// only, so contraction cannot change it).
template <class W>
[[nodiscard]] constexpr bool exact_difference(W x, W y, W& d) noexcept {
  d = x - y;
  const W yv = x - d, xv = d + yv;  // d = x + (-y): the parts of x and -y it holds
  const W err = (x - xv) + (yv - y);
  return (err == W(0)) & (d - d == W(0));  // no branch: both tests are cheap
}

/// Adds (or subtracts) the 128-bit magnitude hi:lo times 2^shift (shift >= 0) to the
/// two's-complement integer w[0..n), modulo 2^(64n).
inline void add_shifted(std::uint64_t* w, std::size_t n, std::uint64_t lo, std::uint64_t hi, int shift,
                        bool negative) noexcept {
  const auto q = static_cast<std::size_t>(shift / 64);
  const int r = shift % 64;
  const std::uint64_t part[3] = {lo << r, r ? (hi << r) | (lo >> (64 - r)) : hi, r ? hi >> (64 - r) : 0};
  std::uint64_t carry = 0;  // the carry, or the borrow when subtracting
  for (std::size_t i = q; i < n; ++i) {
    const std::uint64_t x = i - q < 3 ? part[i - q] : 0;
    if (i - q >= 3 && carry == 0) break;
    if (!negative) {
      const std::uint64_t s = w[i] + x;
      const std::uint64_t c1 = s < x;
      w[i] = s + carry;
      carry = c1 | (w[i] < s);
    } else {
      const std::uint64_t d = w[i] - x;
      const std::uint64_t b1 = w[i] < x;
      w[i] = d - carry;
      carry = b1 | (d < carry);
    }
  }
}

/// The exact sign of a sum of up to MaxTerms terms +-x*y*2^k (x, y finite doubles, k >= 0).
/// Terms are collected first; sign() then adds them in a two's-complement integer whose unit
/// is the smallest term's lowest set bit and whose width covers the largest term, so the
/// integer is as wide as the case needs: one or two 64-bit words for values of one scale,
/// up to 68 words for a sum spanning the whole double range (products reach 2^-2148..2^2049).
/// Preconditions (the callers in this library size MaxTerms for their terms and use k <= 1):
/// at most MaxTerms non-zero terms, and 0 <= k <= 30.
template <int MaxTerms>
class product_sum {
 public:
  /// Adds (negative ? -1 : 1) * x * y * 2^k, exactly. Zero products are dropped.
  void add(double x, double y, bool negative = false, int k = 0) noexcept {
    const dyadic a = to_dyadic(x), b = to_dyadic(y);
    if (a.m == 0 || b.m == 0 || count_ == MaxTerms) return;
    term& t = terms_[count_++];
    multiply_wide(a.m, b.m, t.lo, t.hi);
    t.e = a.e + b.e + k;
    t.top = t.e + bit_length(a.m) + bit_length(b.m);  // |product| < 2^top
    t.neg = (a.neg != b.neg) != negative;
  }

  /// -1, 0 or +1: the sign of the exact sum.
  [[nodiscard]] int sign() const noexcept {
    if (count_ == 0) return 0;
    int lo = terms_[0].e, top = terms_[0].top;
    for (int i = 1; i < count_; ++i) {
      lo = terms_[i].e < lo ? terms_[i].e : lo;
      top = terms_[i].top > top ? terms_[i].top : top;
    }
    // |sum| < count * 2^top <= 2^(top + 7) for count <= 128; one more bit holds the sign.
    static_assert(MaxTerms <= 128, "widen the sign margin below");
    const auto limbs = static_cast<std::size_t>((top - lo + 8) / 64 + 1);
    std::uint64_t w[max_limbs];  // only the words this sum needs are used (and zeroed)
    for (std::size_t i = 0; i < limbs; ++i) w[i] = 0;
    for (int i = 0; i < count_; ++i) add_shifted(w, limbs, terms_[i].lo, terms_[i].hi, terms_[i].e - lo, terms_[i].neg);
    if (w[limbs - 1] >> 63) return -1;
    for (std::size_t i = 0; i < limbs; ++i)
      if (w[i]) return 1;
    return 0;
  }

 private:
  // Terms lie in 2^-2148 .. 2^(2048 + 2 + 30) for k <= 30: at most 4230 + 8 bits.
  static constexpr std::size_t max_limbs = 68;
  struct term {
    std::uint64_t lo, hi;
    int e, top;
    bool neg;
  };
  term terms_[MaxTerms];
  int count_ = 0;
};

}  // namespace spherebox::detail
