/// The case of slug circle_rect: a ball and a box given by centre and half extents (the case
/// interface: core/case.hpp).
#pragma once
#include <tuple>

#include "../core/case.hpp"

namespace spherebox::ref {

/// A ball and a centre/half-extent box, any N (the codec's kinds are N = 2 and 3).
template <class T, int N>
struct circle_rect_case {
  SPHEREBOX_REF_CASE(circle_rect_case, "circle_rect", "center[N] radius box.center[N] box.half[N]", s.center, s.radius,
                     b.center, b.half)
  ball<T, N> s;
  centered_box<T, N> b;
  /// The arguments of a test, in slug order.
  [[nodiscard]] auto args() const { return std::tie(s, b); }
  /// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
  [[nodiscard]] friend bool degenerate(const circle_rect_case& c) { return flat_on_an_axis(c.b); }
};

}  // namespace spherebox::ref
