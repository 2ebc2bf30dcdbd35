/// The case of slug segment_sphere: a closed segment and a closed ball, and its known-answer
/// table (reference/cases/segment_sphere.inc, the only copy).
#pragma once
#include <array>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <vector>

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

/// One known answer: the input, the exact answer and what the entry pins down.
template <class T, int N>
struct segment_sphere_kat {
  segment_sphere_case<T, N> input;
  bool overlap;
  const char* why;
};

/// The entries of reference/cases/segment_sphere.inc for value type T in N dimensions.
template <class T, int N>
[[nodiscard]] const std::vector<segment_sphere_kat<T, N>>& segment_sphere_kat_table() {
  static const std::vector<segment_sphere_kat<T, N>> table = [] {
    std::vector<segment_sphere_kat<T, N>> t;
#define SPHEREBOX_KAT(TT, NN, expected, why, ...)       \
  if constexpr (std::is_same_v<T, TT> && N == NN)        \
    t.push_back({segment_sphere_case<T, N>::from_flat({__VA_ARGS__}), expected, why});
#include "../../../cases/segment_sphere.inc"
#undef SPHEREBOX_KAT
    return t;
  }();
  return table;
}

/// The table's size for this kind (the kat mode and the seed tool read it).
template <class T, int N>
[[nodiscard]] std::size_t kat_size(std::type_identity<segment_sphere_case<T, N>>) {
  return segment_sphere_kat_table<T, N>().size();
}

}  // namespace spherebox::ref
