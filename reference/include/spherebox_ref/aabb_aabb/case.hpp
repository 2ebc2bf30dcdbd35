/// The case of slug aabb_aabb: two boxes (the case interface: core/case.hpp).
#pragma once
#include <tuple>

#include "../core/case.hpp"

namespace spherebox::ref {

/// Two boxes (slug aabb_aabb).
template <class T, int N>
struct aabb_aabb_case {
  SPHEREBOX_REF_CASE(aabb_aabb_case, "aabb_aabb", "a.min[N] a.max[N] b.min[N] b.max[N]", a.min, a.max, b.min, b.max)
  box<T, N> a, b;
  /// The arguments of a test, in slug order.
  [[nodiscard]] auto args() const { return std::tie(a, b); }
  /// Swaps min and max where inverted (builders use it; raw cases stay as decoded).
  void order_bounds() { ref::order_bounds(a), ref::order_bounds(b); }
  /// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
  [[nodiscard]] friend bool degenerate(const aabb_aabb_case& c) { return flat_on_an_axis(c.a) || flat_on_an_axis(c.b); }
};

}  // namespace spherebox::ref
