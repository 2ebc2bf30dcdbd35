/// The exact oracle of sphere_aabb: the true squared distance between the ball's centre and
/// the box, from the box's exact closest point, in exact integers on T's grid. Shares no code
/// with lib/.
#pragma once
#include <array>
#include <optional>

#include "../core/compare.hpp"
#include "case.hpp"

namespace spherebox::ref {

/// The exact answer for a finite sphere–AABB case with r >= 0 and min <= max:
/// D = |centre - closest point|^2 against R = r^2. nullopt outside that domain.
template <class T, int N>
[[nodiscard]] std::optional<exact_compare> oracle(const sphere_aabb_case<T, N>& c) {
  if (!all_finite(c) || c.s.radius < 0) return std::nullopt;
  std::array<integer, N> lo, hi, p;
  for (int i = 0; i < N; ++i) {
    if (c.b.min[i] > c.b.max[i]) return std::nullopt;
    lo[i] = on_grid(c.b.min[i]);
    hi[i] = on_grid(c.b.max[i]);
    p[i] = on_grid(c.s.center[i]);
  }
  const auto q = exact_closest<N>(lo, hi, p);
  exact_compare out;
  out.d = 0;
  for (int i = 0; i < N; ++i) out.d += (p[i] - q[i]) * (p[i] - q[i]);
  const integer r = on_grid(c.s.radius);
  out.r = r * r;
  out.s = out.d + out.r;                        // S = D + R (docs/contracts.md)
  out.eta = integer(1) << grid_bits<T>;         // eta = 2^-grid_bits = 2^grid_bits units
  out.scale_bits = 2 * grid_bits<T>;
  return out;
}

}  // namespace spherebox::ref
