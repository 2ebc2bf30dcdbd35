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

}  // namespace spherebox::ref
