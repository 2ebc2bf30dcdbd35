/// Exact arithmetic for the oracle: every finite IEEE value is a dyadic rational, so it is
/// converted without rounding, and all geometry is then done in exact numbers.
/// Nothing here is shared with lib/: the oracle answers from first principles.
#pragma once
#include <boost/multiprecision/cpp_int.hpp>
#include <boost/multiprecision/gmp.hpp>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>

#include "gmp_pool.hpp"

namespace spherebox::ref {

/// Exact integers on the fixed grid of T: value * 2^grid_bits<T> is an integer for every
/// finite T (the smallest subnormal is 2^-149 for float, 2^-1074 for double).
/// Backend chosen by measurement (docs/oracle.md): GMP integers.
using integer = boost::multiprecision::mpz_int;
/// Exact rationals (closest points of oriented boxes and ellipsoids are rational, not dyadic).
using rational = boost::multiprecision::mpq_rational;

template <class T>
inline constexpr int grid_bits = 1 - std::numeric_limits<T>::min_exponent + std::numeric_limits<T>::digits - 1;
static_assert(grid_bits<float> == 149 && grid_bits<double> == 1074);

/// x * 2^grid_bits<T>, exactly. Requires x finite.
template <class Int = integer, class T>
[[nodiscard]] Int on_grid(T x) {
  if (!std::isfinite(x)) throw std::domain_error("on_grid: value is not finite");
  if (x == 0) return Int(0);
  int e = 0;
  const T m = std::frexp(std::fabs(x), &e);  // |x| = m * 2^e, m in [0.5, 1)
  constexpr int p = std::numeric_limits<T>::digits;
  // m * 2^p is an integer below 2^p: exact in T and in unsigned long long.
  const auto mant = static_cast<unsigned long long>(std::ldexp(m, p));
  // |x| = mant * 2^(e-p); on the grid that is mant * 2^shift. For subnormals shift < 0, and
  // then mant's low -shift bits are zero (|x| is a multiple of 2^-grid_bits): exact either way.
  const int shift = e - p + grid_bits<T>;
  Int v(mant);
  if (shift >= 0) v <<= shift;
  else v >>= -shift;
  return x < 0 ? Int(-v) : v;
}

/// The coarsest common grid of some values, as the representability checks of the bounded
/// contracts' clause (b) read it: big, the largest |x| on T's grid, and low, the lowest set bit
/// of the nonzero ones (-1 when every value is zero); nullopt when a value is not finite.
struct common_grid {
  integer big = 0;
  int low = -1;
};
template <class Range>
[[nodiscard]] std::optional<common_grid> common_grid_of(const Range& xs) {
  common_grid g;
  for (auto x : xs) {
    if (!std::isfinite(x)) return std::nullopt;
    if (x == 0) continue;
    const integer v = boost::multiprecision::abs(on_grid(x));
    const int l = static_cast<int>(boost::multiprecision::lsb(v));
    g.low = (g.low < 0 || l < g.low) ? l : g.low;
    if (v > g.big) g.big = v;
  }
  return g;
}

/// x as an exact rational. Requires x finite.
template <class T>
[[nodiscard]] rational exact_value(T x) {
  return rational(on_grid(x), integer(1) << grid_bits<T>);
}

/// |a| as a double, for reporting only (never for decisions). a is scaled by 2^-scale_bits.
template <class Int>
[[nodiscard]] double approx(const Int& a, int scale_bits) {
  using std::ldexp;
  if (a == 0) return 0.0;
  const auto bits = static_cast<int>(boost::multiprecision::msb(boost::multiprecision::abs(a)));
  const int drop = bits > 60 ? bits - 60 : 0;
  const Int top = boost::multiprecision::abs(a) >> drop;
  const double v = ldexp(static_cast<double>(top.template convert_to<unsigned long long>()), drop - scale_bits);
  return a < 0 ? -v : v;
}

/// a / b as a double, for reporting only; a, b >= 0 may be far beyond double's range.
template <class Int>
[[nodiscard]] double approx_ratio(const Int& a, const Int& b) {
  if (b == 0) return 0.0;
  const auto top = static_cast<int>(boost::multiprecision::msb(a > b ? a : b));
  const int drop = top > 60 ? top - 60 : 0;  // same shift for both keeps the ratio
  const Int na = a >> drop, nb = b >> drop;
  return static_cast<double>(na.template convert_to<unsigned long long>()) /
         static_cast<double>(nb.template convert_to<unsigned long long>());
}

/// Exact decimal-free text of a grid value: "m*2^e" with m an odd integer (or "0").
template <class Int>
[[nodiscard]] std::string dyadic(const Int& a, int scale_bits) {
  if (a == 0) return "0";
  Int m = a;
  int e = -scale_bits;
  const auto low = static_cast<int>(boost::multiprecision::lsb(boost::multiprecision::abs(m)));
  m >>= low;  // arithmetic shift of a value divisible by 2^low is exact for either sign
  e += low;
  return m.str() + "*2^" + std::to_string(e);
}

}  // namespace spherebox::ref
