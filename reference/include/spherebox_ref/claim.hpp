/// What an implementation under test promises, as data. A library variant's claim is read off
/// its tag; a user's own implementation states one by hand and is checked the same way.
#pragma once
#include <spherebox/contract.hpp>
#include <string>
#include <type_traits>

#include "case.hpp"
#include "exact.hpp"

namespace spherebox::ref {

/// The promise of one implementation for value type T.
template <class T>
struct claim {
  std::string name;                 ///< e.g. "arvo"; printed in reports and the verdict table
  contract promise;                 ///< exact, bounded or conservative
  error_bound bound{0, 0};          ///< bounded only: |D - R| <= k*u*S + a*eta
  T max_magnitude;                  ///< domain: every |input| <= this
  bool nan_gives_true = false;      ///< documented NaN behaviour (conservative variants)
  T axis_tolerance = 0;             ///< slugs with box axes: max |a_i . a_j - delta_ij| accepted
  bool open_sets = false;           ///< open-set semantics: the exact answer is D < R, not D <= R
};

/// The claim a library variant V declares for T in N dimensions.
template <class V, class T, int N>
[[nodiscard]] claim<T> claim_of() {
  claim<T> c{std::string(V::name), V::promise, {0, 0}, std::numeric_limits<T>::max(), false};
  if constexpr (V::promise == contract::bounded) c.bound = V::bound(N);
  if constexpr (requires { V::template max_magnitude<T>(); }) c.max_magnitude = V::template max_magnitude<T>();
  c.nan_gives_true = V::promise == contract::conservative;
  if constexpr (requires { V::template axis_tolerance<T>(); }) c.axis_tolerance = V::template axis_tolerance<T>();
  if constexpr (requires { V::open_sets; }) c.open_sets = V::open_sets;
  return c;
}

/// Is the sphere–AABB case inside a claim's domain? Finite, r >= 0 (-0 counts as 0),
/// min <= max, and every |value| <= max_magnitude. Written independently of lib/'s validate.
template <class T, int N>
[[nodiscard]] bool in_domain(const sphere_aabb_case<T, N>& c, T max_magnitude) {
  for (T x : c.flat())
    if (!(std::fabs(x) <= max_magnitude)) return false;  // also false for NaN
  if (c.s.radius < 0) return false;
  for (int i = 0; i < N; ++i)
    if (c.b.min[i] > c.b.max[i]) return false;
  return true;
}

template <class T, int N>
[[nodiscard]] bool in_domain(const sphere_aabb_case<T, N>& c, const claim<T>& cl) {
  return in_domain(c, cl.max_magnitude);
}

/// Part (b) of the bounded contract for the sum-of-squares computations: all inputs lie on a
/// common grid g (a power of two) with B = max|x|/g, and 4*N*B^2 < 2^p and g^2 >= eta.
/// Then every difference (<= 2B g), square (<= 4B^2 g^2), partial sum (<= 4N B^2 g^2),
/// r^2 and min -+ r is an integer multiple of g^2 (or g) below 2^p of them: representable,
/// so each operation is exact and the verdict must equal the oracle's; and 4*N*B^2*g^2 stays
/// below 2^(emax-1), so nothing overflows.
template <class T, int N>
[[nodiscard]] bool intermediates_representable(const sphere_aabb_case<T, N>& c) {
  integer big = 0;
  int low = -1;
  for (T x : c.flat()) {
    if (!std::isfinite(x)) return false;
    if (x == 0) continue;
    const integer v = on_grid(x);
    const int l = static_cast<int>(boost::multiprecision::lsb(boost::multiprecision::abs(v)));
    low = (low < 0 || l < low) ? l : low;
    if (boost::multiprecision::abs(v) > big) big = boost::multiprecision::abs(v);
  }
  if (low < 0) return true;                      // all zero
  if (2 * (low - grid_bits<T>) < -grid_bits<T>) return false;  // g^2 below the smallest subnormal
  const integer b = big >> low;                  // B, an integer
  const integer top = 4 * N * b * b;
  const int g_exp = low - grid_bits<T>;          // g = 2^g_exp
  const auto top_bits = static_cast<int>(boost::multiprecision::msb(top)) + 1;
  return top < (integer(1) << std::numeric_limits<T>::digits) &&
         top_bits + 2 * g_exp < std::numeric_limits<T>::max_exponent - 1;
}

}  // namespace spherebox::ref
