/// aabb_aabb's batch entry points: one box against many boxes, or box j against box j, on
/// structure-of-arrays spans (any alignment, any length); the answers as a bitmask or as the
/// indices of the hits, and a checked form. The kernels: batch.hpp.
///
///   spherebox::box_soa<float, 3> cells(...);                 // or a boxes_view of your arrays
///   std::vector<std::uint64_t> bits(spherebox::mask_words(cells.size()));
///   spherebox::overlaps_mask(query_box, cells.view(), bits.data());       // touching counts
///   spherebox::overlaps_mask<spherebox::aabb_aabb::batch_open_dispatch>(...);  // interiors
#pragma once
#include <cstddef>
#include <cstdint>

#include "../batch/entry.hpp"
#include "batch.hpp"
#include "variants.hpp"

namespace spherebox {

/// Writes mask_words(b.size) words: bit j of words[j / 64] is overlaps<K::twin>(a, b[j]); bits
/// past b.size are zero. Any alignment; the spans are read, never past their size. K: a tag of
/// aabb_aabb::batch_all (default: closed sets, the widest kernel the CPU runs).
/// Contract: exact, every lane (aabb_aabb::closed; batch_open_*: open, for boxes with interiors).
template <class K = aabb_aabb::batch_dispatch, class T, int N>
inline void overlaps_mask(const box<T, N>& a, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
  K::mask(a, b, words);
}

/// Pairs: bit j is overlaps<K::twin>(a[j], b[j]), for j < b.size. Precondition: a.size ==
/// b.size (overlaps_mask_checked refuses other sizes).
template <class K = aabb_aabb::batch_dispatch, class T, int N>
inline void overlaps_mask(const boxes_view<T, N>& a, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
  K::mask(a, b, words);
}

/// The indices j (ascending) of the boxes b[j] that a overlaps, written to out (room for
/// b.size); returns how many. Precondition: b.size <= 2^32 - 1.
template <class K = aabb_aabb::batch_dispatch, class T, int N>
inline std::size_t overlaps_indices(const box<T, N>& a, const boxes_view<T, N>& b, std::uint32_t* out) noexcept {
  return batch::detail::indices(b.size, out, [&](std::size_t at, std::size_t n, std::uint64_t* w) {
    K::mask(a, b.subspan(at, n), w);
  });
}

/// Pairs: the indices j with overlaps<K::twin>(a[j], b[j]).
template <class K = aabb_aabb::batch_dispatch, class T, int N>
inline std::size_t overlaps_indices(const boxes_view<T, N>& a, const boxes_view<T, N>& b,
                                    std::uint32_t* out) noexcept {
  return batch::detail::indices(b.size, out, [&](std::size_t at, std::size_t n, std::uint64_t* w) {
    K::mask(a.subspan(at, n), b.subspan(at, n), w);
  });
}

/// overlaps_mask that first checks the spans (errc::bad_span: a null pointer with a non-zero
/// size, pairs of different sizes, more than 2^32 - 1 elements) and every pair as
/// overlaps_checked<K::twin> does (NaN, inf, inverted, and for open sets degenerate boxes). On
/// an error no word is written and index names the first offending element.
template <class K = aabb_aabb::batch_dispatch, class T, int N>
[[nodiscard]] inline batch_error overlaps_mask_checked(const box<T, N>& a, const boxes_view<T, N>& b,
                                                       std::uint64_t* words) noexcept {
  if (!b.spans_ok()) return {errc::bad_span, batch_error::npos};
  const batch_error e = batch::detail::first_error(
      b.size, [&](std::size_t j) { return aabb_aabb::detail::validate<K::needs_interior>(a, b[j]); });
  if (e.ok()) K::mask(a, b, words);
  return e;
}

template <class K = aabb_aabb::batch_dispatch, class T, int N>
[[nodiscard]] inline batch_error overlaps_mask_checked(const boxes_view<T, N>& a, const boxes_view<T, N>& b,
                                                       std::uint64_t* words) noexcept {
  if (!b.spans_ok() || !a.spans_ok() || a.size != b.size) return {errc::bad_span, batch_error::npos};
  const batch_error e = batch::detail::first_error(
      b.size, [&](std::size_t j) { return aabb_aabb::detail::validate<K::needs_interior>(a[j], b[j]); });
  if (e.ok()) K::mask(a, b, words);
  return e;
}

}  // namespace spherebox
