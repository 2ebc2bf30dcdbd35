/// What an implementation under test promises, as data. A library variant's claim is read off
/// its tag; a user's own implementation states one by hand and is checked the same way.
#pragma once
#include <cmath>
#include <spherebox/contract.hpp>
#include <string>
#include <type_traits>

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
  bool allow_degenerate = true;     ///< domain: boxes flat on an axis (and zero-length segments)
  bool nan_gives_false = false;     ///< documented NaN behaviour: any NaN input answers false
};

/// The claim a library variant V declares for T in N dimensions (made once: it is constant).
template <class V, class T, int N>
[[nodiscard]] const claim<T>& claim_of() {
  static const claim<T> declared = [] {
    claim<T> c{std::string(V::name), V::promise, {0, 0}, std::numeric_limits<T>::max(), false};
    if constexpr (V::promise == contract::bounded) c.bound = V::bound(N);
    if constexpr (requires { V::template max_magnitude<T>(); }) c.max_magnitude = V::template max_magnitude<T>();
    c.nan_gives_true = V::promise == contract::conservative;
    if constexpr (requires { V::template axis_tolerance<T>(); }) c.axis_tolerance = V::template axis_tolerance<T>();
    if constexpr (requires { V::open_sets; }) c.open_sets = V::open_sets;
    if constexpr (requires { V::reject_bound(N); }) c.reject = V::reject_bound(N);
    return c;
  }();
  return declared;
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

/// Is every value of case c at most the claim's magnitude limit in absolute value (false for
/// NaN)? The first clause of every slug's in_domain hook.
template <class Case, class T>
[[nodiscard]] bool within_magnitude(const Case& c, const claim<T>& cl) {
  for (T x : c.flat())
    if (!(std::fabs(x) <= cl.max_magnitude)) return false;
  return true;
}

}  // namespace spherebox::ref
