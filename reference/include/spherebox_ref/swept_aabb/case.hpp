/// The case of slug swept_aabb: two boxes and their velocities over one frame (the case
/// interface: core/case.hpp).
#pragma once
#include <cstdint>
#include <tuple>

#include <spherebox/swept_aabb/api.hpp>

#include "../core/case.hpp"

namespace spherebox::ref {

/// Box a moving by va and box b moving by vb, any N (the codec's kinds are N = 2 and 3).
/// T is float, double or std::int32_t (the integer variants).
template <class T, int N>
struct swept_aabb_case {
  SPHEREBOX_REF_CASE(swept_aabb_case, "swept_aabb", "a.min[N] a.max[N] va[N] b.min[N] b.max[N] vb[N]", a.min, a.max,
                     va, b.min, b.max, vb)
  box<T, N> a;
  velocity<T, N> va;
  box<T, N> b;
  velocity<T, N> vb;
  /// The arguments of a test, in slug order.
  [[nodiscard]] auto args() const { return std::tie(a, va, b, vb); }
  /// The checked entry point of this slug (check_all calls it instead of overlaps_checked).
  template <class V>
  [[nodiscard]] auto call_checked() const { return sweep_checked<V>(a, va, b, vb); }
  /// Puts each box's bounds in order (builders of in-domain cases).
  void order_bounds() { ref::order_bounds(a), ref::order_bounds(b); }
  /// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
  [[nodiscard]] friend bool degenerate(const swept_aabb_case& c) { return flat_on_an_axis(c.a) || flat_on_an_axis(c.b); }
};

/// The integer cases: every codec kind of this slug decodes to std::int32_t coordinates (the
/// value-type bit of the kind byte is unused), so the registries and drivers treat the integer
/// variants as a slug of their own.
template <class T, int N>
using swept_aabb_int_case = swept_aabb_case<std::int32_t, N>;

}  // namespace spherebox::ref
