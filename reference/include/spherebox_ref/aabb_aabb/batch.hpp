/// aabb_aabb's batch hooks (slug aabb_aabb_batch): one box against many boxes, or box j against
/// box j, for the batch kernels of lib/include/spherebox/aabb_aabb/batch.hpp (the harness:
/// batch/case.hpp, columns.hpp, check.hpp). Each lane is judged by aabb_aabb's oracle hooks
/// (oracle.hpp: exact, closed or open sets as the kernel's claim says).
#pragma once
#include <spherebox/batch.hpp>

#include <array>
#include <cstddef>
#include <limits>

#include "../batch/check.hpp"
#include "../core/builders.hpp"
#include "build.hpp"

namespace spherebox::ref {

template <class T, int N>
struct batch_traits<aabb_aabb_case<T, N>> : bool_batch_calls<aabb_aabb_case<T, N>> {
  static constexpr std::string_view slug = "aabb_aabb_batch";
  static constexpr bool has_pairs = true;
  using query = box<T, N>;
  using target = box<T, N>;
  static query query_of(const aabb_aabb_case<T, N>& c) { return c.a; }
  static target target_of(const aabb_aabb_case<T, N>& c) { return c.b; }
  static aabb_aabb_case<T, N> join(const query& q, const target& t) { return {q, t}; }
  /// Each bound moved by -2..2 ulps.
  template <class Src>
  static target nudged(target b, Src& src) {
    for (int i = 0; i < N; ++i) {
      b.min[i] = nudge_ulps(b.min[i], static_cast<int>(src.range(-2, 2)));
      b.max[i] = nudge_ulps(b.max[i], static_cast<int>(src.range(-2, 2)));
    }
    return b;
  }
  // Columns: min[0..N), max[0..N) of either box. Before the spans: target boxes at +max, query
  // boxes at -max, so a kernel that read them would pair far boxes and lose contacts.
  static constexpr std::size_t target_columns = 2 * N, query_columns = 2 * N;
  using target_span_type = boxes_view<T, N>;
  using query_span_type = boxes_view<T, N>;
  static std::array<T, 2 * N> target_values(const box<T, N>& b) {
    std::array<T, 2 * N> v{};
    for (int i = 0; i < N; ++i) v[i] = b.min[i], v[N + i] = b.max[i];
    return v;
  }
  static std::array<T, 2 * N> query_values(const box<T, N>& b) { return target_values(b); }
  static box<T, N> at(T x) {
    box<T, N> b;
    b.min.fill(x), b.max.fill(x);
    return b;
  }
  static target target_filler() { return at(std::numeric_limits<T>::max()); }
  static query query_filler() { return at(-std::numeric_limits<T>::max()); }
  static boxes_view<T, N> target_span(const std::array<const T*, 2 * N>& p, std::size_t n) {
    boxes_view<T, N> v;
    for (int i = 0; i < N; ++i) v.min[i] = p[i], v.max[i] = p[N + i];
    v.size = n;
    return v;
  }
  static boxes_view<T, N> query_span(const std::array<const T*, 2 * N>& p, std::size_t n) { return target_span(p, n); }
};

/// The batch case of slug aabb_aabb_batch.
template <class T, int N>
using aabb_aabb_batch_case = batch_case<aabb_aabb_case<T, N>>;

}  // namespace spherebox::ref
