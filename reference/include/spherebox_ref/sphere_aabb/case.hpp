/// The case of slug sphere_aabb: a ball and a box (the case interface: core/case.hpp).
#pragma once
#include <array>
#include <string_view>
#include <tuple>

#include <spherebox/types.hpp>

#include "../core/case.hpp"

namespace spherebox::ref {

/// A ball and a box (slug sphere_aabb). Flat order: center[0..N), radius, min[0..N), max[0..N).
template <class T, int N>
struct sphere_aabb_case {
  using value_type = T;
  static constexpr int dims = N;
  static constexpr std::string_view slug = "sphere_aabb";
  static constexpr std::string_view layout = "center[N] radius min[N] max[N]";  ///< flat() order, for reports
  static constexpr int count = 3 * N + 1;
  ball<T, N> s;
  box<T, N> b;

  /// The arguments of a test, in slug order.
  [[nodiscard]] auto args() const { return std::tie(s, b); }
  [[nodiscard]] std::array<T, count> flat() const {
    std::array<T, count> v{};
    for (int i = 0; i < N; ++i) v[i] = s.center[i], v[N + 1 + i] = b.min[i], v[2 * N + 1 + i] = b.max[i];
    v[N] = s.radius;
    return v;
  }
  static sphere_aabb_case from_flat(const std::array<T, count>& v) {
    sphere_aabb_case c{};
    for (int i = 0; i < N; ++i) c.s.center[i] = v[i], c.b.min[i] = v[N + 1 + i], c.b.max[i] = v[2 * N + 1 + i];
    c.s.radius = v[N];
    return c;
  }
};

/// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
template <class T, int N>
[[nodiscard]] bool degenerate(const sphere_aabb_case<T, N>& c) {
  for (int i = 0; i < N; ++i)
    if (c.b.min[i] == c.b.max[i]) return true;
  return false;
}

}  // namespace spherebox::ref
