/// absmax_open: the abs-max formula with the strict comparison u.u < r^2 as published, which
/// decides whether the *interiors* of the circle and the rectangle meet.
/// Source: the "even faster" circle–rectangle formulation (the formula as printed, with `<`).
#pragma once
#include <string_view>

#include "../types.hpp"
#include "common.hpp"

namespace spherebox::circle_rect {

/// Semantics: open sets: the open ball { |x - p| < r } meets the open box { |x_i - c_i| < h_i }.
/// For h_i > 0 on every axis that is exactly D < R (the closure of the open box is the closed
/// box, so both have the same distance to p); r = 0 gives an empty open ball and the answer
/// false, which d2 < 0 also gives. Touching is not overlap.
/// Domain: as absmax, and every half extent > 0: with h_i = 0 the open box is empty and the
/// true answer is always false, while d2 < r^2 can be true; the checked API refuses it with
/// errc::degenerate_box.
/// Contract: bounded with absmax's constants (the same roundings), judged against D < R;
/// exact whenever every intermediate is representable.
struct absmax_open : detail::absmax_promise {
  static constexpr std::string_view name = "absmax_open";
  static constexpr bool open_sets = true;
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
    return d2 < s.radius * s.radius;
  }
};

}  // namespace spherebox::circle_rect
