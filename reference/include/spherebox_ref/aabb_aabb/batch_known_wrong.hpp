/// Known-wrong aabb_aabb batch kernels: each claims the closed-set kernels' contract (exact,
/// touching overlaps, lane by lane) and must be rejected by the harness.
#pragma once
#include <spherebox/aabb_aabb/batch.hpp>
#include <spherebox/detail/type_list.hpp>

#include <cstdint>
#include <string_view>

#include "batch.hpp"  // the case and its checks
#include "../core/known_wrong.hpp"

namespace spherebox::known_wrong {

/// A closed-set kernel written with `<` (the tutorial's strict test, open's comparisons):
/// boxes that only touch are reported apart, a lost contact on every touching lane.
struct aabb_batch_closed_strict : wrong<aabb_aabb::batch_promise<false>, "aabb_batch_closed_strict"> {
  static bool supported() noexcept { return true; }
  template <class T, int N>
  static void mask(const box<T, N>& q, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    batch::fill_scalar(b.size, words, [&](std::size_t j) { return aabb_aabb::open::test(q, b[j]); });  // the defect
  }
  template <class T, int N>
  static void mask(const boxes_view<T, N>& q, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    batch::fill_scalar(b.size, words, [&](std::size_t j) { return aabb_aabb::open::test(q[j], b[j]); });
  }
};

/// A pairs loop that compares every box with the query box of lane 0 (the one-query loop's
/// broadcast left in place): right for the one-box form, wrong for pairs.
struct aabb_batch_pairs_first_query : wrong<aabb_aabb::batch_promise<false>, "aabb_batch_pairs_first_query"> {
  static bool supported() noexcept { return true; }
  template <class T, int N>
  static void mask(const box<T, N>& q, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    aabb_aabb::batch_scalar::mask(q, b, words);
  }
  template <class T, int N>
  static void mask(const boxes_view<T, N>& q, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    batch::fill_scalar(b.size, words, [&](std::size_t j) { return aabb_aabb::closed::test(q[0], b[j]); });  // the defect
  }
};

using aabb_batch_all = spherebox::detail::type_list<aabb_batch_closed_strict, aabb_batch_pairs_first_query>;

}  // namespace spherebox::known_wrong
