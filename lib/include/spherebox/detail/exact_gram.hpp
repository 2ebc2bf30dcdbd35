/// Exact orthonormality check of box axes: decides |a_i . a_j - delta_ij| <= tau without
/// rounding, for the checked API of the oriented-box shape pairs. Internal.
#pragma once
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>

namespace spherebox::detail {

/// An exact signed fixed-point number: an integer count of 2^-fixed_point::lsb in two's
/// complement over `limbs` 64-bit words. Why this width: every double with |x| <= 2 is
/// m * 2^e with m < 2^53 and -1126 <= e <= -51 (e = -1126 for the smallest subnormal, as
/// frexp normalises it), so a product of two is below 2^106 * 2^(e1+e2) with
/// e1 + e2 >= -2252, and a sum of a few products and constants stays below 2^4: bits
/// 0..2256 plus a sign bit fit in 36 words. Products of doubles span 2^-2148..4, beyond any
/// floating-point type's range, which is why the check is done in integers.
struct fixed_point {
  static constexpr int lsb = 2252;
  static constexpr std::size_t limbs = 36;
  std::array<std::uint64_t, limbs> w{};

  /// Adds (or subtracts) the 128-bit magnitude hi:lo times 2^shift (shift >= 0, in units).
  void add(std::uint64_t lo, std::uint64_t hi, int shift, bool negative) noexcept {
    const auto q = static_cast<std::size_t>(shift / 64);
    const int r = shift % 64;
    std::uint64_t part[3] = {lo << r, r ? (hi << r) | (lo >> (64 - r)) : hi, r ? hi >> (64 - r) : 0};
    if (!negative) {
      std::uint64_t carry = 0;
      for (std::size_t i = q; i < limbs; ++i) {
        const std::uint64_t x = i - q < 3 ? part[i - q] : 0;
        if (i - q >= 3 && carry == 0) break;
        const std::uint64_t s = w[i] + x;
        const std::uint64_t c1 = s < x;
        w[i] = s + carry;
        carry = c1 | (w[i] < s);
      }
    } else {
      std::uint64_t borrow = 0;
      for (std::size_t i = q; i < limbs; ++i) {
        const std::uint64_t x = i - q < 3 ? part[i - q] : 0;
        if (i - q >= 3 && borrow == 0) break;
        const std::uint64_t d = w[i] - x;
        const std::uint64_t b1 = w[i] < x;
        w[i] = d - borrow;
        borrow = b1 | (d < borrow);
      }
    }
  }
  /// Adds sign * x * y exactly; requires finite |x|, |y| <= 2.
  void add_product(double x, double y, bool negate) noexcept {
    if (x == 0 || y == 0) return;
    int ex = 0, ey = 0;
    const auto mx = static_cast<std::uint64_t>(std::ldexp(std::fabs(std::frexp(x, &ex)), 53));
    const auto my = static_cast<std::uint64_t>(std::ldexp(std::fabs(std::frexp(y, &ey)), 53));
    // 53 x 53 -> 106 bits from 32-bit halves (no 128-bit type needed).
    const std::uint64_t x1 = mx >> 32, x0 = mx & 0xffffffffu, y1 = my >> 32, y0 = my & 0xffffffffu;
    const std::uint64_t low = x0 * y0, mid = x1 * y0 + x0 * y1;  // mid < 2^54
    const std::uint64_t lo = low + (mid << 32);
    const std::uint64_t hi = x1 * y1 + (mid >> 32) + (lo < low ? 1 : 0);
    add(lo, hi, (ex - 53) + (ey - 53) + lsb, ((x < 0) != (y < 0)) != negate);
  }
  [[nodiscard]] bool negative() const noexcept { return (w[limbs - 1] >> 63) != 0; }
  [[nodiscard]] bool zero() const noexcept {
    for (auto x : w)
      if (x) return false;
    return true;
  }
};

/// True when every |axes[i] . axes[j] - delta_ij| <= tau, decided exactly. Requires finite
/// components; tau is a power of two times a small integer (it enters as a product tau * 1).
/// A component beyond 2 in magnitude fails at once (then axes[i] . axes[i] > 4).
template <class T, int N>
[[nodiscard]] bool within_gram_tolerance(const std::array<std::array<T, N>, N>& axes, T tau) noexcept {
  for (const auto& a : axes)
    for (T x : a)
      if (!(x <= 2 && x >= -2)) return false;
  for (int i = 0; i < N; ++i)
    for (int j = i; j < N; ++j) {
      fixed_point g;  // g = a_i . a_j - delta_ij
      for (int k = 0; k < N; ++k) g.add_product(double(axes[i][k]), double(axes[j][k]), false);
      if (i == j) g.add_product(1.0, 1.0, true);
      fixed_point above = g, below = g;  // g - tau must be <= 0, g + tau >= 0
      above.add_product(double(tau), 1.0, true);
      below.add_product(double(tau), 1.0, false);
      if (!(above.negative() || above.zero()) || below.negative()) return false;
    }
  return true;
}

}  // namespace spherebox::detail
