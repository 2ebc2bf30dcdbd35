/// The case of slug circle_rect: a ball and a box given by centre and half extents.
#pragma once
#include <array>
#include <spherebox/types.hpp>
#include <string_view>
#include <tuple>

#include "../core/case.hpp"

namespace spherebox::ref {

/// A ball and a centre/half-extent box, any N (the codec's kinds are N = 2 and 3).
/// Flat order: ball centre[0..N), radius, box centre[0..N), half[0..N).
template <class T, int N>
struct circle_rect_case {
  using value_type = T;
  static constexpr int dims = N;
  static constexpr std::string_view slug = "circle_rect";
  static constexpr std::string_view layout = "center[N] radius box.center[N] box.half[N]";  ///< flat() order, for reports
  static constexpr int count = 3 * N + 1;
  ball<T, N> s;
  centered_box<T, N> b;

  /// The arguments of a test, in slug order.
  [[nodiscard]] auto args() const { return std::tie(s, b); }
  [[nodiscard]] std::array<T, count> flat() const {
    std::array<T, count> v{};
    for (int i = 0; i < N; ++i)
      v[i] = s.center[i], v[N + 1 + i] = b.center[i], v[2 * N + 1 + i] = b.half[i];
    v[N] = s.radius;
    return v;
  }
  static circle_rect_case from_flat(const std::array<T, count>& v) {
    circle_rect_case c{};
    for (int i = 0; i < N; ++i)
      c.s.center[i] = v[i], c.b.center[i] = v[N + 1 + i], c.b.half[i] = v[2 * N + 1 + i];
    c.s.radius = v[N];
    return c;
  }
};

/// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
template <class T, int N>
[[nodiscard]] bool degenerate(const circle_rect_case<T, N>& c) {
  for (int i = 0; i < N; ++i)
    if (c.b.half[i] == 0) return true;
  return false;
}

}  // namespace spherebox::ref
