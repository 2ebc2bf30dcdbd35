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
struct batch_traits<aabb_aabb_case<T, N>> : bool_batch_calls<aabb_aabb_case<T, N>>, box_targets<T, N> {
  static constexpr std::string_view slug = "aabb_aabb_batch";
  static constexpr bool has_pairs = true;
  // Columns: min[0..N), max[0..N) of either box. Before the spans: target boxes at +max, query
  // boxes at -max, so a kernel that read them would pair far boxes and lose contacts.
  static constexpr std::size_t query_columns = 2 * N;
  using query_span_type = boxes_view<T, N>;
  static std::array<T, 2 * N> query_values(const box<T, N>& b) { return box_targets<T, N>::target_values(b); }
  static box<T, N> query_filler() { return box_targets<T, N>::box_at(-std::numeric_limits<T>::max()); }
  static boxes_view<T, N> query_span(const std::array<const T*, 2 * N>& p, std::size_t n) {
    return box_targets<T, N>::target_span(p, n);
  }
};

/// The batch case of slug aabb_aabb_batch.
template <class T, int N>
using aabb_aabb_batch_case = batch_case<aabb_aabb_case<T, N>>;

}  // namespace spherebox::ref
