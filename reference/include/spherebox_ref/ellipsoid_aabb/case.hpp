/// The cases of the ellipsoid slugs: an axis-aligned ellipsoid against an axis-aligned box
/// (ellipsoid_aabb) and against an oriented box (ellipsoid_obb). See case.hpp for the interface.
#pragma once
#include <array>
#include <string_view>
#include <tuple>

#include <spherebox/types.hpp>

#include "../core/case.hpp"

namespace spherebox::ref {

/// Flat order: center[0..N), radii[0..N), min[0..N), max[0..N).
template <class T, int N>
struct ellipsoid_aabb_case {
  using value_type = T;
  static constexpr int dims = N;
  static constexpr std::string_view slug = "ellipsoid_aabb";
  static constexpr std::string_view layout = "center[N] radii[N] min[N] max[N]";  ///< flat() order, for reports
  static constexpr int count = 4 * N;
  ellipsoid<T, N> e;
  box<T, N> b;

  [[nodiscard]] auto args() const { return std::tie(e, b); }
  [[nodiscard]] std::array<T, count> flat() const {
    std::array<T, count> v{};
    for (int i = 0; i < N; ++i)
      v[i] = e.center[i], v[N + i] = e.radii[i], v[2 * N + i] = b.min[i], v[3 * N + i] = b.max[i];
    return v;
  }
  static ellipsoid_aabb_case from_flat(const std::array<T, count>& v) {
    ellipsoid_aabb_case c{};
    for (int i = 0; i < N; ++i)
      c.e.center[i] = v[i], c.e.radii[i] = v[N + i], c.b.min[i] = v[2 * N + i],
      c.b.max[i] = v[3 * N + i];
    return c;
  }
};

/// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
template <class T, int N>
[[nodiscard]] bool degenerate(const ellipsoid_aabb_case<T, N>& c) {
  for (int i = 0; i < N; ++i)
    if (c.b.min[i] == c.b.max[i]) return true;
  return false;
}

/// Flat order: center[0..N), radii[0..N), box center[0..N), axes[0][0..N), ..., axes[N-1][0..N),
/// half[0..N).
template <class T, int N>
struct ellipsoid_obb_case {
  using value_type = T;
  static constexpr int dims = N;
  static constexpr std::string_view slug = "ellipsoid_obb";
  static constexpr std::string_view layout = "center[N] radii[N] box.center[N] box.axes[N][N] box.half[N]";  ///< flat() order, for reports
  static constexpr int count = 4 * N + N * N;
  ellipsoid<T, N> e;
  obb<T, N> o;

  [[nodiscard]] auto args() const { return std::tie(e, o); }
  [[nodiscard]] std::array<T, count> flat() const {
    std::array<T, count> v{};
    for (int i = 0; i < N; ++i) {
      v[i] = e.center[i], v[N + i] = e.radii[i], v[2 * N + i] = o.center[i],
      v[3 * N + N * N + i] = o.half[i];
      for (int k = 0; k < N; ++k) v[3 * N + N * i + k] = o.axes[i][k];
    }
    return v;
  }
  static ellipsoid_obb_case from_flat(const std::array<T, count>& v) {
    ellipsoid_obb_case c{};
    for (int i = 0; i < N; ++i) {
      c.e.center[i] = v[i], c.e.radii[i] = v[N + i], c.o.center[i] = v[2 * N + i],
      c.o.half[i] = v[3 * N + N * N + i];
      for (int k = 0; k < N; ++k) c.o.axes[i][k] = v[3 * N + N * i + k];
    }
    return c;
  }
};

/// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
template <class T, int N>
[[nodiscard]] bool degenerate(const ellipsoid_obb_case<T, N>& c) {
  for (int i = 0; i < N; ++i)
    if (c.o.half[i] == 0) return true;
  return false;
}

}  // namespace spherebox::ref
