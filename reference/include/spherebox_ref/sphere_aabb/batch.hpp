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
struct batch_traits<sphere_aabb_case<T, N>> : bool_batch_calls<sphere_aabb_case<T, N>> {
  static constexpr std::string_view slug = "sphere_aabb_batch";
  static constexpr bool has_pairs = true;
  using query = ball<T, N>;
  using target = box<T, N>;
  static query query_of(const sphere_aabb_case<T, N>& c) { return c.s; }
  static target target_of(const sphere_aabb_case<T, N>& c) { return c.b; }
  static sphere_aabb_case<T, N> join(const query& q, const target& t) { return {q, t}; }
  /// Each bound moved by -2..2 ulps.
  template <class Src>
  static target nudged(target b, Src& src) {
    for (int i = 0; i < N; ++i) {
      b.min[i] = nudge_ulps(b.min[i], static_cast<int>(src.range(-2, 2)));
      b.max[i] = nudge_ulps(b.max[i], static_cast<int>(src.range(-2, 2)));
    }
    return b;
  }
  // Columns: min[0..N), max[0..N) of the boxes; centre[0..N), radius of the balls. Before the
  // spans: a box at +max and a ball at -max with radius 1 (NaN would not do: branchless answers
  // true on NaN bounds).
  static constexpr std::size_t target_columns = 2 * N, query_columns = N + 1;
  using target_span_type = boxes_view<T, N>;
  using query_span_type = balls_view<T, N>;
  static std::array<T, target_columns> target_values(const target& b) {
    std::array<T, target_columns> v{};
    for (int i = 0; i < N; ++i) v[i] = b.min[i], v[N + i] = b.max[i];
    return v;
  }
  static std::array<T, query_columns> query_values(const query& s) {
    std::array<T, query_columns> v{};
    for (int i = 0; i < N; ++i) v[i] = s.center[i];
    v[N] = s.radius;
    return v;
  }
  static target target_filler() {
    target b;
    b.min.fill(std::numeric_limits<T>::max()), b.max.fill(std::numeric_limits<T>::max());
    return b;
  }
  static query query_filler() {
    query s;
    s.center.fill(-std::numeric_limits<T>::max()), s.radius = 1;
    return s;
  }
  static target_span_type target_span(const std::array<const T*, target_columns>& p, std::size_t n) {
    target_span_type v;
    for (int i = 0; i < N; ++i) v.min[i] = p[i], v.max[i] = p[N + i];
    v.size = n;
    return v;
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
