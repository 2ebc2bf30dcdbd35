/// The case of slug sphere_obb: a ball and an oriented box (the case interface: core/case.hpp).
#pragma once
#include <tuple>

#include "../core/case.hpp"

namespace spherebox::ref {

/// A ball and an oriented box (slug sphere_obb); the axes row by row in flat() order.
template <class T, int N>
struct sphere_obb_case {
  SPHEREBOX_REF_CASE(sphere_obb_case, "sphere_obb", "center[N] radius box.center[N] box.axes[N][N] box.half[N]",
                     s.center, s.radius, b.center, b.axes, b.half)
  ball<T, N> s;
  obb<T, N> b;
  /// The arguments of a test, in slug order.
  [[nodiscard]] auto args() const { return std::tie(s, b); }
  /// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
  [[nodiscard]] friend bool degenerate(const sphere_obb_case& c) { return flat_on_an_axis(c.b); }
};

}  // namespace spherebox::ref
