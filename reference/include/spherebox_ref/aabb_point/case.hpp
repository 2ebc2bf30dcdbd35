/// The case of slug aabb_point: a box and a point, the closest-point query (the case
/// interface: core/case.hpp).
#pragma once
#include "../core/case.hpp"

namespace spherebox::ref {

/// A box and a point (slug aabb_point, the closest-point query).
template <class T, int N>
struct aabb_point_case {
  SPHEREBOX_REF_CASE(aabb_point_case, "aabb_point", "min[N] max[N] point[N]", b.min, b.max, p)
  box<T, N> b;
  std::array<T, N> p;
  /// Swaps min and max where inverted (builders use it; raw cases stay as decoded).
  void order_bounds() { ref::order_bounds(b); }
  /// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
  [[nodiscard]] friend bool degenerate(const aabb_point_case& c) { return flat_on_an_axis(c.b); }
};

}  // namespace spherebox::ref
