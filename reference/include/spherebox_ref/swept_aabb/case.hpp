/// The case of slug swept_aabb: two boxes and their velocities over one frame (its known-answer
/// table: kat.hpp).
#pragma once
#include <array>
#include <limits>
#include <cstdint>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <vector>

#include <spherebox/swept_aabb/api.hpp>

#include "../core/case.hpp"

namespace spherebox::ref {

/// Box a moving by va and box b moving by vb, any N (the codec's kinds are N = 2 and 3).
/// T is float, double or std::int32_t (the integer variants).
/// Flat order: a.min, a.max, va, b.min, b.max, vb (N values each).
template <class T, int N>
struct swept_aabb_case {
  using value_type = T;
  static constexpr int dims = N;
  static constexpr std::string_view slug = "swept_aabb";
  static constexpr std::string_view layout = "a.min[N] a.max[N] va[N] b.min[N] b.max[N] vb[N]";  ///< flat() order, for reports
  static constexpr int count = 6 * N;
  box<T, N> a;
  velocity<T, N> va;
  box<T, N> b;
  velocity<T, N> vb;

  /// The arguments of a test, in slug order.
  [[nodiscard]] auto args() const { return std::tie(a, va, b, vb); }
  /// The checked entry point of this slug (check_all calls it instead of overlaps_checked).
  template <class V>
  [[nodiscard]] auto call_checked() const { return sweep_checked<V>(a, va, b, vb); }
  [[nodiscard]] std::array<T, count> flat() const {
    std::array<T, count> v{};
    for (int i = 0; i < N; ++i) {
      v[i] = a.min[i], v[N + i] = a.max[i], v[2 * N + i] = va[i];
      v[3 * N + i] = b.min[i], v[4 * N + i] = b.max[i], v[5 * N + i] = vb[i];
    }
    return v;
  }
  static swept_aabb_case from_flat(const std::array<T, count>& v) {
    swept_aabb_case c{};
    for (int i = 0; i < N; ++i) {
      c.a.min[i] = v[i], c.a.max[i] = v[N + i], c.va[i] = v[2 * N + i];
      c.b.min[i] = v[3 * N + i], c.b.max[i] = v[4 * N + i], c.vb[i] = v[5 * N + i];
    }
    return c;
  }
  /// Puts each box's bounds in order (builders of in-domain cases).
  void order_bounds() {
    for (int i = 0; i < N; ++i) {
      if (a.min[i] > a.max[i]) std::swap(a.min[i], a.max[i]);
      if (b.min[i] > b.max[i]) std::swap(b.min[i], b.max[i]);
    }
  }
};

/// Is the case degenerate (a box flat on some axis)? A claim may leave such cases out of its domain.
template <class T, int N>
[[nodiscard]] bool degenerate(const swept_aabb_case<T, N>& c) {
  for (int i = 0; i < N; ++i)
    if (c.a.min[i] == c.a.max[i] || c.b.min[i] == c.b.max[i]) return true;
  return false;
}

/// The integer cases: every codec kind of this slug decodes to std::int32_t coordinates (the
/// value-type bit of the kind byte is unused), so the registries and drivers treat the integer
/// variants as a slug of their own.
template <class T, int N>
using swept_aabb_int_case = swept_aabb_case<std::int32_t, N>;

}  // namespace spherebox::ref
