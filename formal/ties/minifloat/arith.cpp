// Checks minifloat<E, M> itself, before any run trusts it:
//  1. e5m10 against the compiler's _Float16 (binary16) on 4,000,000 random operand pairs of
//     every bit pattern (NaN, inf, subnormals included) for + - * /, bit for bit (NaN: both
//     NaN). g++ on x86-64 without AVX512-FP16 computes _Float16 in float and rounds once per
//     operation, which is correct rounding for + - * / because float's 24 bits >= 2*11 + 2.
//     Skipped (and said so) where the compiler has no _Float16.
//  2. e4m3 against an independent rounding through double for every operand pair of + - * /:
//     x op y in double (exact for + - *: 8-bit values are multiples of 2^-9 below 2^9; for /
//     double's 53 bits >= 2*4 + 2 make the double rounding innocuous), then rounded to the
//     format with nearbyint on the quantum, overflow to infinity.
//  3. Hand-checked values: ties to even, overflow at the tie above the largest value, subnormal
//     results, signed zeros, invalid operations, conversions, numeric_limits.
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>

#include "minifloat.hpp"

namespace {

using spherebox::formal::minifloat;
int failures = 0;

void expect(bool ok, const char* what) {
  if (!ok) {
    ++failures;
    std::printf("FAILED: %s\n", what);
  }
}

template <class F>
bool same(F a, F b) {
  return (a.is_nan() && b.is_nan()) || (!a.is_nan() && !b.is_nan() && a.bits() == b.bits());
}

/// Independent reference: x (a double holding the exact or correctly rounded result) rounded
/// to F by scaling to the quantum and nearbyint (round half to even in the default mode).
template <class F>
F reference_round(double x) {
  if (x != x) return F::nan_value();
  if (std::isinf(x)) return F::inf_value(x < 0);
  if (x == 0) return F::zero(std::signbit(x));
  int e = std::ilogb(x);
  if (e < F::emin) e = F::emin;
  const int q = e - (std::numeric_limits<F>::digits - 1);
  const double r = std::ldexp(std::nearbyint(std::ldexp(x, -q)), q);
  if (std::fabs(r) > double(std::numeric_limits<F>::max())) return F::inf_value(x < 0);
  if (r == 0) return F::zero(std::signbit(x));
  return F::from_double(r);
}

void exhaustive_e4m3() {
  using F = minifloat<4, 3>;
  long checked = 0, bad = 0;
  for (std::uint32_t a = 0; a < 256; ++a)
    for (std::uint32_t b = 0; b < 256; ++b) {
      const F x = F::from_bits(a), y = F::from_bits(b);
      const double dx = double(x), dy = double(y);
      const F got[4] = {x + y, x - y, x * y, x / y};
      const double exact[4] = {dx + dy, dx - dy, dx * dy, dx / dy};
      for (int k = 0; k < 4; ++k) {
        ++checked;
        if (!same(got[k], reference_round<F>(exact[k]))) {
          if (bad++ < 5)
            std::printf("e4m3 mismatch: %#x op%d %#x: got %#x, reference %#x\n", unsigned(a), k, unsigned(b),
                        unsigned(got[k].bits()), unsigned(reference_round<F>(exact[k]).bits()));
        }
      }
    }
  std::printf("e4m3 against double + nearbyint: %ld operations, %ld mismatches\n", checked, bad);
  expect(bad == 0, "e4m3 exhaustive");
}

void random_binary16() {
#if defined(__FLT16_MANT_DIG__)
  using F = minifloat<5, 10>;
  std::mt19937_64 gen(20261124);
  long checked = 0, bad = 0;
  for (int i = 0; i < 4000000; ++i) {
    const auto ra = std::uint16_t(gen()), rb = std::uint16_t(gen());
    _Float16 ha, hb;
    std::memcpy(&ha, &ra, 2);
    std::memcpy(&hb, &rb, 2);
    volatile _Float16 r[4];
    r[0] = ha + hb;
    r[1] = ha - hb;
    r[2] = ha * hb;
    r[3] = ha / hb;
    const F x = F::from_bits(ra), y = F::from_bits(rb);
    const F got[4] = {x + y, x - y, x * y, x / y};
    for (int k = 0; k < 4; ++k) {
      ++checked;
      const _Float16 h = r[k];
      std::uint16_t hbits;
      std::memcpy(&hbits, &h, 2);
      const bool ok = (h != h) ? got[k].is_nan() : (!got[k].is_nan() && got[k].bits() == hbits);
      if (!ok && bad++ < 5)
        std::printf("binary16 mismatch: %#06x op%d %#06x: got %#06x, _Float16 %#06x\n", unsigned(ra), k, unsigned(rb),
                    unsigned(got[k].bits()), unsigned(hbits));
    }
  }
  std::printf("e5m10 against _Float16: %ld random operations, %ld mismatches\n", checked, bad);
  expect(bad == 0, "e5m10 against _Float16");
  expect(std::numeric_limits<F>::digits == __FLT16_MANT_DIG__, "digits");
  expect(std::numeric_limits<F>::max_exponent == __FLT16_MAX_EXP__, "max_exponent");
  expect(std::numeric_limits<F>::min_exponent == __FLT16_MIN_EXP__, "min_exponent");
#else
  std::printf("e5m10 against _Float16: skipped, this compiler has no _Float16\n");
#endif
}

void hand_checked() {
  using H = minifloat<5, 10>;  // binary16 layout
  using L = std::numeric_limits<H>;
  const H one(1), two(2);
  expect(double(L::max()) == 65504.0 && double(L::lowest()) == -65504.0, "max, lowest");
  expect(double(L::min()) == std::ldexp(1.0, -14) && double(L::denorm_min()) == std::ldexp(1.0, -24), "min, denorm_min");
  expect(double(L::epsilon()) == std::ldexp(1.0, -10) && L::digits == 11, "epsilon, digits");
  expect(L::max_exponent == 16 && L::min_exponent == -13, "exponent range");
  expect(L::infinity().is_inf() && L::quiet_NaN().is_nan(), "inf, NaN");
  expect(L::max().bits() == 0x7bff && L::denorm_min().bits() == 0x0001 && one.bits() == 0x3c00, "bit patterns");
  // ties to even
  expect(double(one + H(std::ldexp(1.0, -11))) == 1.0, "1 + 2^-11 ties to 1 (even)");
  expect(double(one + H(std::ldexp(3.0, -11))) == 1.0 + std::ldexp(1.0, -9), "1 + 3*2^-11 ties up to even");
  expect(double(H(2049)) == 2048 && double(H(2051)) == 2052, "int conversion ties to even");
  expect(double(H(std::ldexp(1.0, -25))) == 0, "half of denorm_min ties to 0");
  expect(double(L::denorm_min() * H(1.5)) == std::ldexp(2.0, -24), "1.5 eta ties to 2 eta");
  // overflow
  expect((L::max() + H(16)).is_inf(), "65504 + 16 ties to 65536: overflow");
  expect(double(L::max() + H(15)) == 65504, "65504 + 15 rounds down");
  expect((L::max() * two).is_inf() && (-L::max() * two).sign(), "overflow keeps the sign");
  expect((one / H(0)).is_inf() && (-one / H(0)).sign(), "x / 0");
  // subnormal results
  expect(double(L::min() - L::denorm_min()) == std::ldexp(1023.0, -24), "largest subnormal");
  expect(double(H(std::ldexp(1.0, -12)) * H(std::ldexp(1.0, -12))) == std::ldexp(1.0, -24), "2^-12 squared = eta");
  expect(double(H(std::ldexp(3.0, -13)) * H(std::ldexp(1.0, -12))) == std::ldexp(2.0, -24), "3*2^-25 rounds to 2 eta (tie to even)");
  expect(double(H(std::ldexp(1.0, -13)) * H(std::ldexp(1.0, -12))) == 0, "2^-25 ties to +0");
  // zeros and invalid operations
  const H pz(0), nz = -pz;
  expect((nz + nz).sign() && !(pz + nz).sign() && !(one - one).sign(), "signed zero sums");
  expect((nz * one).sign() && pz == nz && !(pz < nz), "signed zero product and comparison");
  expect((L::infinity() - L::infinity()).is_nan() && (pz * L::infinity()).is_nan() && (pz / pz).is_nan(), "invalid");
  const H nan = L::quiet_NaN();
  expect(!(nan == nan) && nan != nan && !(nan < one) && !(nan >= one) && !(one <= nan), "NaN unordered");
  expect(double(one / H(3)) == double(H::from_bits(0x3555)), "1/3 = 0x3555");
  // constexpr use, as circle_rect::conservative writes it
  constexpr minifloat<4, 3> k = minifloat<4, 3>(1) + 2 * std::numeric_limits<minifloat<4, 3>>::epsilon();
  expect(double(k) == 1.25, "constexpr 1 + 2 eps (e4m3)");
  // inexact flag
  H::inexact() = false;
  (void)(one + two);
  expect(!H::inexact(), "exact sum sets no flag");
  (void)(one / H(3));
  expect(H::inexact(), "1/3 sets the inexact flag");
}

}  // namespace

int main() {
  hand_checked();
  exhaustive_e4m3();
  random_binary16();
  std::printf("%s\n", failures == 0 ? "minifloat arithmetic: passed" : "minifloat arithmetic: FAILED");
  return failures == 0 ? 0 : 1;
}
