/// A batch laid out as the kernels read it (structure of arrays), for every pair with batch
/// kernels: each column (one coordinate of the targets, or of the queries in the pairs form)
/// in its own array of exactly offset + size elements with the span at the end, so a read past
/// the span leaves the allocation (AddressSanitizer reports it) and the spans start at any
/// alignment. The elements before a span hold the pair's filler (traits::target_filler,
/// query_filler: a shape far from everything), so a kernel that read them would lose contacts.
#pragma once
#include <array>
#include <cstddef>
#include <vector>

#include <limits>

#include <spherebox/batch/soa.hpp>

#include "../core/builders.hpp"
#include "case.hpp"

namespace spherebox::ref {

/// The columns of a batch and the spans over them (batch_traits<Lane>: target_columns,
/// target_values, target_filler, target_span; with a pairs form the same for queries).
template <class Lane>
class batch_columns {
  using traits = batch_traits<Lane>;
  using T = typename Lane::value_type;

 public:
  explicit batch_columns(const batch_case<Lane>& c) {
    const std::size_t n = c.size(), at = c.offset, total = at + n;
    std::array<const T*, traits::target_columns> tp{};
    fill(target_, tp, at, total, [&](std::size_t j) { return traits::target_values(j < at ? traits::target_filler() : c.targets[j - at]); });
    targets = traits::target_span(tp, n);
    if constexpr (traits::has_pairs) {
      const std::size_t m = c.pairs ? n : 0;
      std::array<const T*, traits::query_columns> qp{};
      fill(query_, qp, at, c.pairs ? total : 0,
           [&](std::size_t j) { return traits::query_values(j < at ? traits::query_filler() : c.queries[j - at]); });
      queries = traits::query_span(qp, m);
    }
  }
  typename traits::target_span_type targets;
  typename traits::query_span_type queries{};  ///< the pairs form's queries (empty otherwise)

 private:
  /// Column k, element j is values(j)[k] (j < total); p[k] points at element `at`, or is null
  /// when there are no elements at all.
  template <std::size_t K, class Values>
  static void fill(std::array<std::vector<T>, K>& cols, std::array<const T*, K>& p, std::size_t at, std::size_t total,
                   Values&& values) {
    for (auto& col : cols) col.resize(total);
    for (std::size_t j = 0; j < total; ++j) {
      const auto v = values(j);
      for (std::size_t k = 0; k < K; ++k) cols[k][j] = v[k];
    }
    for (std::size_t k = 0; k < K; ++k) p[k] = total ? cols[k].data() + at : nullptr;
  }
  std::array<std::vector<T>, traits::target_columns> target_;
  std::array<std::vector<T>, traits::query_columns> query_;
};

/// The targets of a pair whose targets are boxes (sphere_aabb, aabb_aabb, swept_aabb): columns
/// min[0..N), max[0..N), filler boxes at +max, and each bound nudged by -2..2 ulps. The pair's
/// batch_traits derives from it.
template <class T, int N>
struct box_targets {
  static constexpr std::size_t target_columns = 2 * N;
  using target_span_type = boxes_view<T, N>;
  /// Each bound moved by -2..2 ulps.
  template <class Src>
  static box<T, N> nudged(box<T, N> b, Src& src) {
    for (int i = 0; i < N; ++i) {
      b.min[i] = nudge_ulps(b.min[i], static_cast<int>(src.range(-2, 2)));
      b.max[i] = nudge_ulps(b.max[i], static_cast<int>(src.range(-2, 2)));
    }
    return b;
  }
  static std::array<T, 2 * N> target_values(const box<T, N>& b) {
    std::array<T, 2 * N> v{};
    for (int i = 0; i < N; ++i) v[i] = b.min[i], v[N + i] = b.max[i];
    return v;
  }
  /// The box [x, x] on every axis.
  static box<T, N> box_at(T x) {
    box<T, N> b;
    b.min.fill(x), b.max.fill(x);
    return b;
  }
  static box<T, N> target_filler() { return box_at(std::numeric_limits<T>::max()); }
  static boxes_view<T, N> target_span(const std::array<const T*, 2 * N>& p, std::size_t n) {
    boxes_view<T, N> v;
    for (int i = 0; i < N; ++i) v.min[i] = p[i], v.max[i] = p[N + i];
    v.size = n;
    return v;
  }
};

}  // namespace spherebox::ref
