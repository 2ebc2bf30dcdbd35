/// sphere_aabb's batch hooks (slug sphere_aabb_batch): one ball against many boxes, or ball j
/// against box j, for the batch kernels of lib/include/spherebox/sphere_aabb/batch.hpp (the
/// harness: batch/case.hpp, columns.hpp, check.hpp).
#pragma once
#include <spherebox/batch.hpp>

#include <array>
#include <cstddef>
#include <limits>

#include "../batch/check.hpp"
#include "build.hpp"

namespace spherebox::ref {

template <class T, int N>
struct batch_traits<sphere_aabb_case<T, N>> : bool_batch_calls<sphere_aabb_case<T, N>>, box_targets<T, N> {
  static constexpr std::string_view slug = "sphere_aabb_batch";
  static constexpr bool has_pairs = true;
  // Columns: min[0..N), max[0..N) of the boxes; centre[0..N), radius of the balls. Before the
  // spans: a box at +max and a ball at -max with radius 1 (NaN would not do: branchless answers
  // true on NaN bounds).
  static constexpr std::size_t query_columns = N + 1;
  using query_span_type = balls_view<T, N>;
  static std::array<T, query_columns> query_values(const ball<T, N>& s) {
    std::array<T, query_columns> v{};
    for (int i = 0; i < N; ++i) v[i] = s.center[i];
    v[N] = s.radius;
    return v;
  }
  static ball<T, N> query_filler() {
    ball<T, N> s;
    s.center.fill(-std::numeric_limits<T>::max()), s.radius = 1;
    return s;
  }
  static query_span_type query_span(const std::array<const T*, query_columns>& p, std::size_t n) {
    query_span_type v;
    for (int i = 0; i < N; ++i) v.center[i] = p[i];
    v.radius = p[N], v.size = n;
    return v;
  }
};

/// The batch case of slug sphere_aabb_batch.
template <class T, int N>
using sphere_aabb_batch_case = batch_case<sphere_aabb_case<T, N>>;

}  // namespace spherebox::ref
