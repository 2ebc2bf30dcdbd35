/// The exact oracle of aabb_point: the closest point of a box to a point, on T's grid.
#pragma once
#include <array>
#include <optional>

#include "../core/compare.hpp"
#include "case.hpp"

namespace spherebox::ref {

/// The exact closest point of a finite, non-inverted box to a finite point, on T's grid.
template <class T, int N>
[[nodiscard]] std::optional<std::array<integer, N>> oracle(const aabb_point_case<T, N>& c) {
  if (!all_finite(c)) return std::nullopt;
  std::array<integer, N> lo, hi, p;
  for (int i = 0; i < N; ++i) {
    if (c.b.min[i] > c.b.max[i]) return std::nullopt;
    lo[i] = on_grid(c.b.min[i]), hi[i] = on_grid(c.b.max[i]), p[i] = on_grid(c.p[i]);
  }
  return exact_closest<N>(lo, hi, p);
}

}  // namespace spherebox::ref
