/// The exact oracle of ellipsoid_aabb (part (b) of its bounded contract: domain.hpp).
/// D = min over the box of sum_k ((x_k - c_k) / rho_k)^2, R = 1, in exact rationals: the
/// minimum is separable, each term minimised at the clamp of c_k into [min_k, max_k] (an
/// independent one-variable argument per axis); S = D + R.
#pragma once
#include <optional>

#include "../core/compare.hpp"
#include "../core/ellipsoid.hpp"
#include "case.hpp"

namespace spherebox::ref {

/// The exact D of a finite ellipsoid–AABB case with radii > 0 and min <= max; nullopt otherwise.
template <class T, int N>
[[nodiscard]] std::optional<rational> exact_d(const ellipsoid_aabb_case<T, N>& c) {
  if (!all_finite(c)) return std::nullopt;
  rational d = 0;
  for (int k = 0; k < N; ++k) {
    if (!(c.e.radii[k] > 0) || c.b.min[k] > c.b.max[k]) return std::nullopt;
    const rational x = exact_value(c.e.center[k]), lo = exact_value(c.b.min[k]),
                   hi = exact_value(c.b.max[k]);
    const rational nearest = x < lo ? lo : hi < x ? hi : x;  // clamp: the minimiser of term k
    const rational q = (x - nearest) / exact_value(c.e.radii[k]);
    d += q * q;
  }
  return d;
}

template <class T, int N>
[[nodiscard]] std::optional<exact_compare> oracle(const ellipsoid_aabb_case<T, N>& c) {
  const auto d = exact_d(c);
  if (!d) return std::nullopt;
  return compare_rationals<T>(*d, rational(1), *d + 1);
}

}  // namespace spherebox::ref
