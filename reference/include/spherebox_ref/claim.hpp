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
  /// conservative only: the rejection clause, contract (b). With k >= 0 the claim promises
  /// "no overlap" on every in-domain case that the slug's must_reject(c, claim) selects (some
  /// axis separated by more than k*u*|edge| + a*eta); k < 0 states no clause.
  error_bound reject{-1, 0};
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
  if constexpr (requires { V::reject_bound(N); }) c.reject = V::reject_bound(N);
  return c;
}

/// The rejection clause on one axis, decided exactly: does x lie below lo - rho or above
/// hi + rho by more than k*u*|edge| + a*eta, edge being lo - rho or hi + rho? u = 2^-p with p
/// T's digits, eta the smallest subnormal (1 on the grid).
template <class T>
[[nodiscard]] bool beyond_slab(T x, T lo, T hi, T rho, error_bound b) {
  constexpr int p = std::numeric_limits<T>::digits;
  const integer at = on_grid(x), extent = on_grid(rho);
  const integer low = on_grid(lo) - extent, high = on_grid(hi) + extent;
  auto beyond = [&](const integer& gap, const integer& edge) {
    return (gap << p) > b.k * boost::multiprecision::abs(edge) + (integer(b.a) << p);
  };
  return beyond(low - at, low) || beyond(at - high, high);
}

/// Contract (b) of a conservative sphere–AABB claim: some axis has the centre outside
/// [min - r, max + r] by more than the claim's margin (docs/contracts.md, "Conservative").
template <class T, int N>
[[nodiscard]] bool must_reject(const sphere_aabb_case<T, N>& c, const claim<T>& cl) {
  for (int i = 0; i < N; ++i)
    if (beyond_slab(c.s.center[i], c.b.min[i], c.b.max[i], c.s.radius, cl.reject)) return true;
  return false;
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
