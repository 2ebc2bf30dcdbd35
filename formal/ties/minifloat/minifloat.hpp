/// minifloat<E, M>: a small IEEE-style binary floating-point type, for running the library's
/// real templates on every input of a tiny format (formal/ties/minifloat/exhaustive.cpp).
///
/// Format: 1 sign bit, E exponent bits, M fraction bits; bias 2^(E-1) - 1, emax = bias,
/// emin = 1 - emax; subnormals, +0 and -0, +-infinity, NaN (one quiet NaN; the payload is not
/// modelled); every arithmetic result rounded to nearest, ties to even; a result whose rounded
/// magnitude (exponent unbounded) exceeds the largest finite value becomes infinity of its sign.
///
/// Representation and why the arithmetic is exact before its one rounding. Every finite value
/// is an integer multiple of eta = 2^(emin - M), the smallest subnormal; a value is kept as its
/// sign and its magnitude `mag` in units of eta, below 2^B with B = 2^E - 2 + M (the largest
/// finite value is (2^(M+1) - 1) * 2^(2 emax - 1) units). Then, in unsigned 128-bit integers:
///   a + b, a - b : the signed sum of two magnitudes below 2^B, exact (B + 1 <= 61 bits);
///   a * b        : mag_a * mag_b units of eta^2 = that integer times 2^(emin - M) units of
///                  eta, exact (2B <= 120 bits);
///   a / b        : floor(mag_a * 2^L / mag_b) * 2^(M - emin - L) units of eta, L = 126 - B,
///                  the integer quotient at least 2^(126 - 2B) (M + 3 bits or more, for
///                  2B + M <= 124), plus one sticky bit (remainder non-zero): that is all
///                  round-to-nearest needs, as the rounding point then lies at least two bits
///                  above the sticky bit (see round_to_format).
/// Each result is then rounded once by round_to_format, which sees the exact value. So every
/// operation is the correctly rounded IEEE result (the static_assert keeps B <= 60). No double
/// arithmetic is involved; conversion to double is exact (a value needs M + 1 <= 53 bits and
/// its exponent lies far inside double's range).
///
/// Every rounding that changes a value (overflow included) sets inexact(): an exhaustive run
/// reads it to decide part (b) of the bounded contract (every intermediate representable) from
/// the real computation; underflow() likewise records an inexact result below the smallest
/// normal magnitude. The flags are per thread.
///
/// No fused multiply-add exists for this type: the library's expressions run unfused (one
/// rounding per operator), whatever -ffp-contract says.
#pragma once
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace spherebox::formal {

template <int E, int M>
class minifloat {
 public:
  static constexpr int emax = (1 << (E - 1)) - 1;  ///< largest unbiased exponent
  static constexpr int emin = 1 - emax;            ///< smallest normal exponent
  static constexpr int eta_exp = emin - M;         ///< eta = 2^eta_exp
  static constexpr int bits_total = 1 + E + M;
  static constexpr int mag_bits = (1 << E) - 2 + M;  ///< every finite magnitude < 2^mag_bits
  static_assert(E >= 2 && M >= 1 && mag_bits <= 60, "the integer arithmetic is argued for these sizes");
  using u64 = std::uint64_t;
  __extension__ typedef unsigned __int128 u128;
  static constexpr u64 max_mag = ((u64(1) << (M + 1)) - 1) << (2 * emax - 1);

  constexpr minifloat() = default;
  /// From an integer: exact for small integers, rounded otherwise.
  constexpr minifloat(int i) noexcept  // NOLINT: the library writes T(0), T d2 = 0, s <= 1
      : minifloat(round_to_format(i < 0, u128(i < 0 ? -static_cast<long long>(i) : i), M - emin)) {}
  /// From a double: rounded to nearest even (exact for every value of the format).
  explicit minifloat(double x) noexcept { *this = from_double(x); }

  // --- structure ---------------------------------------------------------------------------
  enum class kind : std::uint8_t { finite, infinite, nan };
  [[nodiscard]] constexpr bool is_nan() const noexcept { return k_ == kind::nan; }
  [[nodiscard]] constexpr bool is_inf() const noexcept { return k_ == kind::infinite; }
  [[nodiscard]] constexpr bool is_finite() const noexcept { return k_ == kind::finite; }
  [[nodiscard]] constexpr bool sign() const noexcept { return neg_; }
  [[nodiscard]] constexpr u64 magnitude() const noexcept { return mag_; }  ///< units of eta
  /// The finite value in units of eta, signed (-0 reads 0).
  [[nodiscard]] constexpr std::int64_t units() const noexcept {
    return neg_ ? -std::int64_t(mag_) : std::int64_t(mag_);
  }

  /// The IEEE-style bit pattern: sign, biased exponent, fraction.
  [[nodiscard]] constexpr std::uint32_t bits() const noexcept {
    const std::uint32_t s = neg_ ? std::uint32_t(1) << (E + M) : 0;
    const std::uint32_t all_ones = (std::uint32_t(1) << E) - 1;
    if (k_ == kind::nan) return (all_ones << M) | (std::uint32_t(1) << (M - 1));
    if (k_ == kind::infinite) return s | (all_ones << M);
    if (mag_ < (u64(1) << M)) return s | std::uint32_t(mag_);  // subnormal or zero
    int top = 0;
    while ((mag_ >> (top + 1)) != 0) ++top;                      // mag in [2^top, 2^(top+1))
    const int biased = top - M + 1;                               // exponent emin + (top - M)
    const u64 frac = (mag_ >> (top - M)) & ((u64(1) << M) - 1);
    return s | (std::uint32_t(biased) << M) | std::uint32_t(frac);
  }
  [[nodiscard]] static constexpr minifloat from_bits(std::uint32_t b) noexcept {
    minifloat x;
    x.neg_ = ((b >> (E + M)) & 1) != 0;
    const std::uint32_t biased = (b >> M) & ((std::uint32_t(1) << E) - 1);
    const u64 frac = b & ((std::uint32_t(1) << M) - 1);
    if (biased == (std::uint32_t(1) << E) - 1) {
      x.k_ = frac == 0 ? kind::infinite : kind::nan;
      return x;
    }
    x.mag_ = biased == 0 ? frac : ((u64(1) << M) | frac) << (biased - 1);
    return x;
  }

  /// Exact value as a double (every finite value is a double).
  explicit operator double() const noexcept {
    if (k_ == kind::nan) return std::numeric_limits<double>::quiet_NaN();
    if (k_ == kind::infinite) return neg_ ? -HUGE_VAL : HUGE_VAL;
    const double m = std::ldexp(double(mag_), eta_exp);
    return neg_ ? -m : m;
  }
  static minifloat from_double(double x) noexcept {
    if (x != x) return nan_value();
    if (std::isinf(x)) return inf_value(x < 0);
    const bool n = std::signbit(x);
    const double a = std::fabs(x);
    if (a == 0) return zero(n);
    int e = 0;
    const double f = std::frexp(a, &e);                 // a = f 2^e, f in [1/2, 1)
    const u128 p = u128(std::ldexp(f, 53));             // exact: 53-bit integer
    return round_to_format(n, p, e - 53 - eta_exp);     // a = p 2^(e-53) = p 2^(...) eta
  }

  static bool& inexact() noexcept {
    thread_local bool flag = false;
    return flag;
  }
  /// Set by an inexact result below the smallest normal magnitude (tiny after rounding), zero
  /// included: the run separates the wrong answers underflow explains from the others.
  static bool& underflow() noexcept {
    thread_local bool flag = false;
    return flag;
  }

  // --- arithmetic --------------------------------------------------------------------------
  friend constexpr minifloat operator-(minifloat a) noexcept {
    a.neg_ = !a.neg_;
    return a;
  }
  friend constexpr minifloat operator+(minifloat a, minifloat b) noexcept {
    if (a.is_nan() || b.is_nan()) return nan_value();
    if (a.is_inf() || b.is_inf()) {
      if (a.is_inf() && b.is_inf() && a.neg_ != b.neg_) return nan_value();
      return a.is_inf() ? a : b;
    }
    if (a.mag_ == 0 && b.mag_ == 0) return zero(a.neg_ && b.neg_);  // -0 only for -0 + -0
    if (a.neg_ == b.neg_) return round_to_format(a.neg_, u128(a.mag_) + b.mag_, 0);
    if (a.mag_ == b.mag_) return zero(false);                        // x - x = +0 (RNE)
    return a.mag_ > b.mag_ ? round_to_format(a.neg_, u128(a.mag_ - b.mag_), 0)
                           : round_to_format(b.neg_, u128(b.mag_ - a.mag_), 0);
  }
  friend constexpr minifloat operator-(minifloat a, minifloat b) noexcept { return a + (-b); }
  friend constexpr minifloat operator*(minifloat a, minifloat b) noexcept {
    const bool n = a.neg_ != b.neg_;
    if (a.is_nan() || b.is_nan()) return nan_value();
    if (a.is_inf() || b.is_inf()) {
      if ((a.is_finite() && a.mag_ == 0) || (b.is_finite() && b.mag_ == 0)) return nan_value();
      return inf_value(n);
    }
    return round_to_format(n, u128(a.mag_) * b.mag_, eta_exp);
  }
  friend constexpr minifloat operator/(minifloat a, minifloat b) noexcept {
    const bool n = a.neg_ != b.neg_;
    if (a.is_nan() || b.is_nan()) return nan_value();
    if (a.is_inf()) return b.is_inf() ? nan_value() : inf_value(n);
    if (b.is_inf()) return zero(n);
    if (b.mag_ == 0) return a.mag_ == 0 ? nan_value() : inf_value(n);  // x / 0 = inf, exact
    if (a.mag_ == 0) return zero(n);
    constexpr int lift = 126 - mag_bits;  // num < 2^126
    static_assert(2 * mag_bits + M <= 124, "the quotient must carry M + 3 bits and a sticky bit");
    const u128 num = u128(a.mag_) << lift;
    u128 q = num / b.mag_;  // q >= 2^(lift - mag_bits)
    const bool sticky = num % b.mag_ != 0;
    q = (q << 1) | (sticky ? 1 : 0);
    return round_to_format(n, q, -eta_exp - lift - 1);
  }
  constexpr minifloat& operator+=(minifloat b) noexcept { return *this = *this + b; }
  constexpr minifloat& operator-=(minifloat b) noexcept { return *this = *this - b; }
  constexpr minifloat& operator*=(minifloat b) noexcept { return *this = *this * b; }
  constexpr minifloat& operator/=(minifloat b) noexcept { return *this = *this / b; }

  // --- comparisons: IEEE, NaN unordered, -0 == +0 --------------------------------------------
  friend constexpr bool operator<(minifloat a, minifloat b) noexcept {
    return !a.is_nan() && !b.is_nan() && a.key() < b.key();
  }
  friend constexpr bool operator>(minifloat a, minifloat b) noexcept { return b < a; }
  friend constexpr bool operator<=(minifloat a, minifloat b) noexcept {
    return !a.is_nan() && !b.is_nan() && a.key() <= b.key();
  }
  friend constexpr bool operator>=(minifloat a, minifloat b) noexcept { return b <= a; }
  friend constexpr bool operator==(minifloat a, minifloat b) noexcept {
    return !a.is_nan() && !b.is_nan() && a.key() == b.key();
  }
  friend constexpr bool operator!=(minifloat a, minifloat b) noexcept { return !(a == b); }

  // --- special values ----------------------------------------------------------------------
  static constexpr minifloat zero(bool negative) noexcept {
    minifloat x;
    x.neg_ = negative;
    return x;
  }
  static constexpr minifloat inf_value(bool negative) noexcept {
    minifloat x;
    x.k_ = kind::infinite;
    x.neg_ = negative;
    return x;
  }
  static constexpr minifloat nan_value() noexcept {
    minifloat x;
    x.k_ = kind::nan;
    return x;
  }
  static constexpr minifloat from_units(bool negative, u64 mag) noexcept {  // mag <= max_mag
    minifloat x;
    x.neg_ = negative;
    x.mag_ = mag;
    return x;
  }

  /// The value (-1)^negative * p * 2^s units of eta (p exact, s any sign), rounded to the
  /// format: the quantum is 1 unit below 2^(M+1) units and 2^(t - M) units for a value in
  /// [2^t, 2^(t+1)) units above; in p's units that is 2^max(len(p) - (M+1), -s), len(p) the
  /// bit length. Ties go to the even multiple of the quantum. Overflow (the rounded magnitude,
  /// exponent unbounded, above the largest finite value) gives infinity.
  /// Division passes p with a sticky last bit; the quantum is then at least 2^2 p-units
  /// (len(p) >= 128 - 2 mag_bits >= M + 3), so the sticky bit only decides "above half" versus
  /// "exactly half" and "zero" versus "below half", as a full remainder would.
  static constexpr minifloat round_to_format(bool negative, u128 p, int s) noexcept {
    if (p == 0) return zero(negative);
    const int len = bit_length(p);
    int shift = len - (M + 1);
    if (shift < -s) shift = -s;
    u128 q = p;
    if (shift > 0) {
      q = p >> shift;
      const u128 rem = p & ((u128(1) << shift) - 1), half = u128(1) << (shift - 1);
      if (rem != 0) set_inexact();
      if (rem > half || (rem == half && (q & 1) != 0)) ++q;
    }
    // value = q * 2^(shift + s) units, shift + s >= 0 unless shift <= 0 (then s >= 0 too)
    const int up = shift > 0 ? shift + s : s;
    if (up > 64 || (q >> (64 - up)) != 0 || (q << up) > max_mag) {
      set_inexact();
      return inf_value(negative);
    }
    if (shift > 0 && (q << up) < (u128(1) << M) && (p & ((u128(1) << shift) - 1)) != 0) set_underflow();
    return from_units(negative, u64(q << up));
  }

 private:
  static constexpr int bit_length(u128 p) noexcept {
    const u64 hi = u64(p >> 64), lo = u64(p);
    return hi != 0 ? 128 - __builtin_clzll(hi) : lo != 0 ? 64 - __builtin_clzll(lo) : 0;
  }
  static constexpr void set_underflow() noexcept {
    if (!std::is_constant_evaluated()) underflow() = true;
  }
  static constexpr void set_inexact() noexcept {
    if (!std::is_constant_evaluated()) inexact() = true;
  }
  /// Total order key of a non-NaN value: signed units, infinities beyond every finite value.
  [[nodiscard]] constexpr std::int64_t key() const noexcept {
    const std::int64_t m = k_ == kind::infinite ? std::int64_t(max_mag) + 1 : std::int64_t(mag_);
    return neg_ ? -m : m;
  }

  u64 mag_ = 0;
  bool neg_ = false;
  kind k_ = kind::finite;
};

}  // namespace spherebox::formal

template <int E, int M>
class std::numeric_limits<spherebox::formal::minifloat<E, M>> {
  using F = spherebox::formal::minifloat<E, M>;

 public:
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = false;
  static constexpr bool is_exact = false;
  static constexpr bool is_iec559 = false;  // a model of a binary format, not a hardware type
  static constexpr bool has_infinity = true;
  static constexpr bool has_quiet_NaN = true;
  static constexpr bool has_signaling_NaN = false;
  static constexpr std::float_denorm_style has_denorm = std::denorm_present;
  static constexpr std::float_round_style round_style = std::round_to_nearest;
  static constexpr int radix = 2;
  static constexpr int digits = M + 1;
  static constexpr int max_exponent = F::emax + 1;  // C convention: 2^(max_exponent-1) finite
  static constexpr int min_exponent = F::emin + 1;  // 2^(min_exponent-1) the smallest normal
  static constexpr F max() noexcept { return F::from_units(false, F::max_mag); }
  static constexpr F lowest() noexcept { return F::from_units(true, F::max_mag); }
  static constexpr F min() noexcept { return F::from_units(false, typename F::u64(1) << M); }
  static constexpr F denorm_min() noexcept { return F::from_units(false, 1); }
  static constexpr F epsilon() noexcept { return F::from_units(false, typename F::u64(1) << -F::emin); }
  static constexpr F infinity() noexcept { return F::inf_value(false); }
  static constexpr F quiet_NaN() noexcept { return F::nan_value(); }
};
