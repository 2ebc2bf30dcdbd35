/// A small IEEE-style binary floating-point type, for running the library's real templates on
/// every input of a tiny format: E exponent bits, M fraction bits, bias 2^(E-1) - 1, subnormals,
/// signed zeros, infinities, NaN, round to nearest even, overflow to infinity.
/// Values are held as doubles. Every operation is done in double and then rounded once to the
/// format: for E <= 5 and M <= 4 a sum, difference or product of two format values is exact in
/// double (its significand needs at most (M+1) + (2^E + M) < 53 bits for a sum, 2(M+1) for a
/// product), so the single rounding is the correctly rounded result.
/// Every rounding that changes a value sets inexact(): an exhaustive run reads it to decide part
/// (b) of the bounded contract (every intermediate representable) from the real computation.
#pragma once
#include <cmath>
#include <limits>

namespace spherebox::formal {

template <int E, int M>
struct minifloat {
  static_assert(E >= 2 && E <= 5 && M >= 1 && M <= 4, "exactness in double is argued for these sizes");
  static constexpr int emax = (1 << (E - 1)) - 1;  ///< largest unbiased exponent
  static constexpr int emin = 1 - emax;            ///< smallest normal exponent
  double v = 0;

  minifloat() = default;
  minifloat(int i) : v(round(double(i))) {}  // NOLINT: library code writes T(0), T d2 = 0
  static minifloat from_double_exact(double x) {
    minifloat m;
    m.v = x;
    return m;
  }
  explicit operator double() const { return v; }

  static bool& inexact() {
    static bool flag = false;
    return flag;
  }
  static double largest() { return std::ldexp(2.0 - std::ldexp(1.0, -M), emax); }

  /// x rounded to the format, to nearest, ties to even (std::nearbyint in the default mode).
  static double round(double x) {
    if (x != x || x == 0 || std::isinf(x)) return x;
    int e = std::ilogb(x);
    if (e < emin) e = emin;
    const int q = e - M;  // the quantum: the weight of the last fraction bit
    double r = std::ldexp(std::nearbyint(std::ldexp(x, -q)), q);
    if (std::fabs(r) > largest()) r = std::copysign(HUGE_VAL, x);
    if (r != x) inexact() = true;
    return r;
  }

  friend minifloat operator+(minifloat a, minifloat b) { return from_double_exact(round(a.v + b.v)); }
  friend minifloat operator-(minifloat a, minifloat b) { return from_double_exact(round(a.v - b.v)); }
  friend minifloat operator*(minifloat a, minifloat b) { return from_double_exact(round(a.v * b.v)); }
  friend minifloat operator-(minifloat a) { return from_double_exact(-a.v); }
  minifloat& operator+=(minifloat b) { return *this = *this + b; }
  minifloat& operator-=(minifloat b) { return *this = *this - b; }
  minifloat& operator*=(minifloat b) { return *this = *this * b; }
  friend bool operator<(minifloat a, minifloat b) { return a.v < b.v; }
  friend bool operator>(minifloat a, minifloat b) { return a.v > b.v; }
  friend bool operator<=(minifloat a, minifloat b) { return a.v <= b.v; }
  friend bool operator>=(minifloat a, minifloat b) { return a.v >= b.v; }
  friend bool operator==(minifloat a, minifloat b) { return a.v == b.v; }
  friend bool operator!=(minifloat a, minifloat b) { return a.v != b.v; }

  /// Every finite value of the format, ascending, -0 and +0 both included.
  template <class F>
  static void for_each_finite(F&& f) {
    for (int sign = -1; sign <= 1; sign += 2)
      for (int biased = 0; biased <= 2 * emax; ++biased)
        for (int frac = 0; frac < (1 << M); ++frac) {
          const double mag = biased == 0 ? std::ldexp(frac, emin - M)
                                         : std::ldexp((1 << M) + frac, biased - emax - M);
          f(from_double_exact(sign < 0 ? -mag : mag));
        }
  }
};

}  // namespace spherebox::formal

template <int E, int M>
class std::numeric_limits<spherebox::formal::minifloat<E, M>> {
  using F = spherebox::formal::minifloat<E, M>;

 public:
  static constexpr bool is_specialized = true;
  static constexpr bool is_iec559 = false;  // a model of one, not a hardware type
  static constexpr bool has_infinity = true;
  static constexpr bool has_quiet_NaN = true;
  static constexpr int radix = 2;
  static constexpr int digits = M + 1;
  static constexpr int max_exponent = F::emax + 1;
  static constexpr int min_exponent = F::emin + 1;
  static F max() { return F::from_double_exact(F::largest()); }
  static F lowest() { return F::from_double_exact(-F::largest()); }
  static F min() { return F::from_double_exact(std::ldexp(1.0, F::emin)); }
  static F denorm_min() { return F::from_double_exact(std::ldexp(1.0, F::emin - M)); }
  static F epsilon() { return F::from_double_exact(std::ldexp(1.0, -M)); }
  static F infinity() { return F::from_double_exact(HUGE_VAL); }
  static F quiet_NaN() { return F::from_double_exact(std::nan("")); }
};
