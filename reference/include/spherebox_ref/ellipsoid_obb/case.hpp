/// The case of slug ellipsoid_obb: an axis-aligned ellipsoid and an oriented box (the case
/// interface: core/case.hpp).
#pragma once
#include <tuple>

#include "../core/case.hpp"

namespace spherebox::ref {

/// An axis-aligned ellipsoid and an oriented box (slug ellipsoid_obb); the axes row by row in
/// flat() order.
template <class T, int N>
struct ellipsoid_obb_case {
  SPHEREBOX_REF_CASE(ellipsoid_obb_case, "ellipsoid_obb", "center[N] radii[N] box.center[N] box.axes[N][N] box.half[N]",
                     e.center, e.radii, o.center, o.axes, o.half)
  ellipsoid<T, N> e;
  obb<T, N> o;
  [[nodiscard]] auto args() const { return std::tie(e, o); }
  /// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
  [[nodiscard]] friend bool degenerate(const ellipsoid_obb_case& c) { return flat_on_an_axis(c.o); }
};

}  // namespace spherebox::ref
