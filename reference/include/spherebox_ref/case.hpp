/// The cases the drivers exchange: one plain struct per slug, each viewable as a flat array
/// of T so that coding, display and bit-exact comparison are written once. A slug's case is
/// a struct with value_type, dims, slug, count, flat(), from_flat() and, for shape pairs
/// answered by one bool, args() (see judged_case in contract_check.hpp). The sphere–AABB
/// and box-query cases live here; every other slug's case lives in its own case_<slug>.hpp.
#pragma once
#include <array>
#include <cstring>
#include <string_view>
#include <tuple>
#include <utility>

#include <spherebox/types.hpp>

namespace spherebox::ref {

/// A ball and a box (slug sphere_aabb). Flat order: center[0..N), radius, min[0..N), max[0..N).
template <class T, int N>
struct sphere_aabb_case {
  using value_type = T;
  static constexpr int dims = N;
  static constexpr std::string_view slug = "sphere_aabb";
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

/// Two boxes (slug aabb_aabb). Flat order: a.min, a.max, b.min, b.max.
template <class T, int N>
struct aabb_aabb_case {
  using value_type = T;
  static constexpr int dims = N;
  static constexpr std::string_view slug = "aabb_aabb";
  static constexpr int count = 4 * N;
  box<T, N> a, b;

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

/// A box and a point (slug aabb_point, the closest-point query). Flat order: min, max, p.
template <class T, int N>
struct aabb_point_case {
  using value_type = T;
  static constexpr int dims = N;
  static constexpr std::string_view slug = "aabb_point";
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

/// Bit-exact equality (NaN payloads and the sign of zero included).
template <class Case>
[[nodiscard]] bool same_bits(const Case& x, const Case& y) {
  const auto a = x.flat(), b = y.flat();
  return std::memcmp(a.data(), b.data(), sizeof(a)) == 0;
}

}  // namespace spherebox::ref
