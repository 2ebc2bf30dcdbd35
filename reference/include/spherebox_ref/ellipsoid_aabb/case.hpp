/// The case of slug ellipsoid_aabb: an axis-aligned ellipsoid and an axis-aligned box (the
/// case interface: core/case.hpp).
#pragma once
#include <tuple>

#include "../core/case.hpp"

namespace spherebox::ref {

/// An axis-aligned ellipsoid and a box (slug ellipsoid_aabb).
template <class T, int N>
struct ellipsoid_aabb_case {
  SPHEREBOX_REF_CASE(ellipsoid_aabb_case, "ellipsoid_aabb", "center[N] radii[N] min[N] max[N]", e.center, e.radii,
                     b.min, b.max)
  ellipsoid<T, N> e;
  box<T, N> b;
  [[nodiscard]] auto args() const { return std::tie(e, b); }
  /// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
  [[nodiscard]] friend bool degenerate(const ellipsoid_aabb_case& c) { return flat_on_an_axis(c.b); }
};

}  // namespace spherebox::ref
