/// absmax: circle (ball) vs rectangle (box) given by centre and half extents, by the abs-max
/// formula: v = |p - c|, u = max(v - h, 0), overlap when u.u <= r^2. Any dimension.
/// Source: the "even faster" circle–rectangle formulation (the formula, generalised to N axes
/// as the sum of the per-axis squared excesses).
#pragma once
#include <string_view>

#include "../types.hpp"
#include "common.hpp"

namespace spherebox::circle_rect {

/// Semantics: closed ball { |x - p| <= r } vs closed box { |x_i - c_i| <= h_i }; touching
/// overlaps. The box is used as given: its bounds c +- h are never formed (they round).
/// Contract: bounded, k = N+5, a = N+1, S = r^2 + sum of (p_i - c_i)^2 over the axes with
/// |p_i - c_i| >= h_i / 2 (common.hpp); exact whenever every intermediate is representable.
/// Outside the domain (NaN, inf, r < 0, h < 0, |x| > M): some bool, no undefined behaviour.
struct absmax : detail::absmax_promise {
  static constexpr std::string_view name = "absmax";
  using twin = void;
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const centered_box<T, N>& b) noexcept {
    static_assert(N >= 1 && N <= 8, "the domain bound M is derived for N <= 8");
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      const T u = detail::excess(s.center[i] - b.center[i], b.half[i]);
      d2 += u * u;
    }
    return d2 <= s.radius * s.radius;
  }
};

}  // namespace spherebox::circle_rect
