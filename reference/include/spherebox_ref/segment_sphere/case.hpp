/// The case of slug segment_sphere: a closed segment and a closed ball (its known-answer
/// table: kat.hpp).
#pragma once
#include <array>
#include <string_view>
#include <tuple>

#include <spherebox/types.hpp>

#include "../core/case.hpp"

namespace spherebox::ref {

/// A segment and a ball, any N (the codec's kinds are N = 2 and 3).
/// Flat order: a[0..N), b[0..N), center[0..N), radius.
template <class T, int N>
struct segment_sphere_case {
  using value_type = T;
  static constexpr int dims = N;
  static constexpr std::string_view slug = "segment_sphere";
  static constexpr std::string_view layout = "a[N] b[N] center[N] radius";  ///< flat() order, for reports
  static constexpr int count = 3 * N + 1;
  segment<T, N> s;
  ball<T, N> b;

  /// The arguments of a test, in slug order.
  [[nodiscard]] auto args() const { return std::tie(s, b); }
  [[nodiscard]] std::array<T, count> flat() const {
    std::array<T, count> v{};
    for (int i = 0; i < N; ++i) v[i] = s.a[i], v[N + i] = s.b[i], v[2 * N + i] = b.center[i];
    v[3 * N] = b.radius;
    return v;
  }
  static segment_sphere_case from_flat(const std::array<T, count>& v) {
    segment_sphere_case c{};
    for (int i = 0; i < N; ++i) c.s.a[i] = v[i], c.s.b[i] = v[N + i], c.b.center[i] = v[2 * N + i];
    c.b.radius = v[3 * N];
    return c;
  }
};

/// Is the case degenerate (a zero-length segment)? A claim may leave such cases out of its domain.
template <class T, int N>
[[nodiscard]] bool degenerate(const segment_sphere_case<T, N>& c) {
  for (int i = 0; i < N; ++i)
    if (c.s.a[i] != c.s.b[i]) return false;
  return true;
}

}  // namespace spherebox::ref
