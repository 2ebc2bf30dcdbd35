/// The exact oracle of aabb_aabb: the closed or open overlap of two boxes, on T's grid.
#pragma once
#include <array>
#include <optional>

#include "../core/compare.hpp"
#include "case.hpp"

namespace spherebox::ref {

/// The exact answer for two boxes: closed sets overlap iff every pair of intervals meets;
/// open sets iff every pair of open intervals meets. nullopt for non-finite or inverted boxes.
template <class T, int N>
[[nodiscard]] std::optional<bool> oracle(const aabb_aabb_case<T, N>& c, bool open_sets) {
  if (!all_finite(c)) return std::nullopt;
  bool meet = true;
  for (int i = 0; i < N; ++i) {
    if (c.a.min[i] > c.a.max[i] || c.b.min[i] > c.b.max[i]) return std::nullopt;
    const integer a0 = on_grid(c.a.min[i]), a1 = on_grid(c.a.max[i]);
    const integer b0 = on_grid(c.b.min[i]), b1 = on_grid(c.b.max[i]);
    // The intersection of [a0,a1] and [b0,b1] is [max(a0,b0), min(a1,b1)].
    const integer from = a0 < b0 ? b0 : a0, to = a1 < b1 ? a1 : b1;
    meet = meet && (open_sets ? from < to : from <= to);
  }
  return meet;
}

}  // namespace spherebox::ref
