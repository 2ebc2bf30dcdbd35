/// The case of slug sphere_aabb: a ball and a box (the case interface: core/case.hpp).
#pragma once
#include <tuple>

#include "../core/case.hpp"

namespace spherebox::ref {

/// A ball and a box (slug sphere_aabb).
template <class T, int N>
struct sphere_aabb_case {
  SPHEREBOX_REF_CASE(sphere_aabb_case, "sphere_aabb", "center[N] radius min[N] max[N]", s.center, s.radius, b.min, b.max)
  ball<T, N> s;
  box<T, N> b;
  /// The arguments of a test, in slug order.
  [[nodiscard]] auto args() const { return std::tie(s, b); }
  /// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
  [[nodiscard]] friend bool degenerate(const sphere_aabb_case& c) { return flat_on_an_axis(c.b); }
};

}  // namespace spherebox::ref
