/// The case of slug aabb_aabb: two boxes (the case interface: core/case.hpp).
#pragma once
#include <array>
#include <string_view>
#include <tuple>
#include <utility>

#include <spherebox/types.hpp>

#include "../core/case.hpp"

namespace spherebox::ref {

/// Two boxes (slug aabb_aabb). Flat order: a.min, a.max, b.min, b.max.
template <class T, int N>
struct aabb_aabb_case {
  using value_type = T;
  static constexpr int dims = N;
  static constexpr std::string_view slug = "aabb_aabb";
  static constexpr std::string_view layout = "a.min[N] a.max[N] b.min[N] b.max[N]";  ///< flat() order, for reports
  static constexpr int count = 4 * N;
  box<T, N> a, b;

  /// The arguments of a test, in slug order.
  [[nodiscard]] auto args() const { return std::tie(a, b); }

  [[nodiscard]] std::array<T, count> flat() const {
    std::array<T, count> v{};
    for (int i = 0; i < N; ++i)
      v[i] = a.min[i], v[N + i] = a.max[i], v[2 * N + i] = b.min[i], v[3 * N + i] = b.max[i];
    return v;
  }
  /// Swaps min and max where inverted (builders use it; raw cases stay as decoded).
  void order_bounds() {
    for (int i = 0; i < N; ++i) {
      if (a.min[i] > a.max[i]) std::swap(a.min[i], a.max[i]);
      if (b.min[i] > b.max[i]) std::swap(b.min[i], b.max[i]);
    }
  }
  static aabb_aabb_case from_flat(const std::array<T, count>& v) {
    aabb_aabb_case c{};
    for (int i = 0; i < N; ++i)
      c.a.min[i] = v[i], c.a.max[i] = v[N + i], c.b.min[i] = v[2 * N + i], c.b.max[i] = v[3 * N + i];
    return c;
  }
};

/// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
template <class T, int N>
[[nodiscard]] bool degenerate(const aabb_aabb_case<T, N>& c) {
  for (int i = 0; i < N; ++i)
    if (c.a.min[i] == c.a.max[i] || c.b.min[i] == c.b.max[i]) return true;
  return false;
}

}  // namespace spherebox::ref
