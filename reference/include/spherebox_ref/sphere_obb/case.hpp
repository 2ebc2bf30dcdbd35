/// The sphere–OBB case (slug sphere_obb): a ball and an oriented box, viewable as a flat
/// array of T for coding, display and bit-exact comparison.
#pragma once
#include <array>
#include <string_view>
#include <tuple>

#include <spherebox/types.hpp>

#include "../core/case.hpp"

namespace spherebox::ref {

/// A ball and an oriented box. Flat order: ball centre[0..N), radius, box centre[0..N),
/// axes[0][0..N), ..., axes[N-1][0..N), half[0..N).
template <class T, int N>
struct sphere_obb_case {
  using value_type = T;
  static constexpr int dims = N;
  static constexpr std::string_view slug = "sphere_obb";
  static constexpr std::string_view layout = "center[N] radius box.center[N] box.axes[N][N] box.half[N]";  ///< flat() order, for reports
  static constexpr int count = N * N + 3 * N + 1;
  ball<T, N> s;
  obb<T, N> b;

  /// The arguments of a test, in slug order.
  [[nodiscard]] auto args() const { return std::tie(s, b); }
  [[nodiscard]] std::array<T, count> flat() const {
    std::array<T, count> v{};
    int at = 0;
    for (int i = 0; i < N; ++i) v[at++] = s.center[i];
    v[at++] = s.radius;
    for (int i = 0; i < N; ++i) v[at++] = b.center[i];
    for (int i = 0; i < N; ++i)
      for (int k = 0; k < N; ++k) v[at++] = b.axes[i][k];
    for (int i = 0; i < N; ++i) v[at++] = b.half[i];
    return v;
  }
  static sphere_obb_case from_flat(const std::array<T, count>& v) {
    sphere_obb_case c{};
    int at = 0;
    for (int i = 0; i < N; ++i) c.s.center[i] = v[at++];
    c.s.radius = v[at++];
    for (int i = 0; i < N; ++i) c.b.center[i] = v[at++];
    for (int i = 0; i < N; ++i)
      for (int k = 0; k < N; ++k) c.b.axes[i][k] = v[at++];
    for (int i = 0; i < N; ++i) c.b.half[i] = v[at++];
    return c;
  }
};

/// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
template <class T, int N>
[[nodiscard]] bool degenerate(const sphere_obb_case<T, N>& c) {
  for (int i = 0; i < N; ++i)
    if (c.b.half[i] == 0) return true;
  return false;
}

}  // namespace spherebox::ref
