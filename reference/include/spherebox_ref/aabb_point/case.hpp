/// The case of slug aabb_point: a box and a point, the closest-point query (the case
/// interface: core/case.hpp).
#pragma once
#include <array>
#include <string_view>
#include <utility>

#include <spherebox/types.hpp>

#include "../core/case.hpp"

namespace spherebox::ref {

/// A box and a point (slug aabb_point, the closest-point query). Flat order: min, max, p.
template <class T, int N>
struct aabb_point_case {
  using value_type = T;
  static constexpr int dims = N;
  static constexpr std::string_view slug = "aabb_point";
  static constexpr std::string_view layout = "min[N] max[N] point[N]";  ///< flat() order, for reports
  static constexpr int count = 3 * N;
  box<T, N> b;
  std::array<T, N> p;

  [[nodiscard]] std::array<T, count> flat() const {
    std::array<T, count> v{};
    for (int i = 0; i < N; ++i) v[i] = b.min[i], v[N + i] = b.max[i], v[2 * N + i] = p[i];
    return v;
  }
  /// Swaps min and max where inverted (builders use it; raw cases stay as decoded).
  void order_bounds() {
    for (int i = 0; i < N; ++i)
      if (b.min[i] > b.max[i]) std::swap(b.min[i], b.max[i]);
  }
  static aabb_point_case from_flat(const std::array<T, count>& v) {
    aabb_point_case c{};
    for (int i = 0; i < N; ++i) c.b.min[i] = v[i], c.b.max[i] = v[N + i], c.p[i] = v[2 * N + i];
    return c;
  }
};

/// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
template <class T, int N>
[[nodiscard]] bool degenerate(const aabb_point_case<T, N>& c) {
  for (int i = 0; i < N; ++i)
    if (c.b.min[i] == c.b.max[i]) return true;
  return false;
}

}  // namespace spherebox::ref
