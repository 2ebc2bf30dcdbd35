/// The case of slug segment_sphere: a closed segment and a closed ball (the case interface:
/// core/case.hpp).
#pragma once
#include <tuple>

#include "../core/case.hpp"

namespace spherebox::ref {

/// A segment and a ball, any N (the codec's kinds are N = 2 and 3).
template <class T, int N>
struct segment_sphere_case {
  SPHEREBOX_REF_CASE(segment_sphere_case, "segment_sphere", "a[N] b[N] center[N] radius", s.a, s.b, b.center, b.radius)
  segment<T, N> s;
  ball<T, N> b;
  /// The arguments of a test, in slug order.
  [[nodiscard]] auto args() const { return std::tie(s, b); }
  /// Is the case degenerate (a zero-length segment)? A claim may leave such cases out of its domain.
  [[nodiscard]] friend bool degenerate(const segment_sphere_case& c) { return c.s.a == c.s.b; }
};

}  // namespace spherebox::ref
