/// sphere_obb's batch hooks (slug sphere_obb_batch): one ball against many oriented boxes, for
/// the batch kernels of lib/include/spherebox/sphere_obb/batch.hpp (the harness:
/// batch/case.hpp, columns.hpp, check.hpp). Each lane is judged by sphere_obb's oracle.
#pragma once
#include <spherebox/batch.hpp>

#include <array>
#include <cstddef>
#include <limits>

#include "../batch/check.hpp"
#include "build.hpp"

namespace spherebox::ref {

template <class T, int N>
struct batch_traits<sphere_obb_case<T, N>> : bool_batch_calls<sphere_obb_case<T, N>> {
  static constexpr std::string_view slug = "sphere_obb_batch";
  static constexpr bool has_pairs = false;
  /// The centre and the half extents moved by -2..2 ulps (the axes kept: they stay within the
  /// orthonormality tolerance).
  template <class Src>
  static obb<T, N> nudged(obb<T, N> b, Src& src) {
    for (int i = 0; i < N; ++i) {
      b.center[i] = nudge_ulps(b.center[i], static_cast<int>(src.range(-2, 2)));
      b.half[i] = nudge_ulps(b.half[i], static_cast<int>(src.range(-2, 2)));
    }
    return b;
  }
  // Columns: centre[0..N), axes[i][k] (i major), half[0..N). Before the span: a box at +max
  // with the unit axes and no extent.
  static constexpr std::size_t target_columns = N * N + 2 * N, query_columns = 0;
  using target_span_type = obbs_view<T, N>;
  using query_span_type = std::nullptr_t;
  static std::array<T, target_columns> target_values(const obb<T, N>& b) {
    std::array<T, target_columns> v{};
    for (int i = 0; i < N; ++i) {
      v[i] = b.center[i], v[N + N * N + i] = b.half[i];
      for (int k = 0; k < N; ++k) v[N + N * i + k] = b.axes[i][k];
    }
    return v;
  }
  static obb<T, N> target_filler() {
    obb<T, N> b{};
    for (int i = 0; i < N; ++i) b.center[i] = std::numeric_limits<T>::max(), b.axes[i][i] = 1;
    return b;
  }
  static obbs_view<T, N> target_span(const std::array<const T*, target_columns>& p, std::size_t n) {
    obbs_view<T, N> v;
    for (int i = 0; i < N; ++i) {
      v.center[i] = p[i], v.half[i] = p[N + N * N + i];
      for (int k = 0; k < N; ++k) v.axes[i][k] = p[N + N * i + k];
    }
    v.size = n;
    return v;
  }
};

/// The batch case of slug sphere_obb_batch.
template <class T, int N>
using sphere_obb_batch_case = batch_case<sphere_obb_case<T, N>>;

}  // namespace spherebox::ref
