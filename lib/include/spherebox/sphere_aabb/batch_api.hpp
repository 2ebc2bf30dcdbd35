/// sphere_aabb's batch entry points: one ball against many boxes, or ball j against box j, on
/// structure-of-arrays spans; the answers as a bitmask or as the indices of the hits, and a
/// checked form. The kernels: batch.hpp.
///
///   spherebox::box_soa<float, 3> boxes(...);               // or a boxes_view of your arrays
///   std::vector<std::uint64_t> bits(spherebox::mask_words(boxes.size()));
///   spherebox::overlaps_mask(ball, boxes.view(), bits.data());
#pragma once
#include <cstddef>
#include <cstdint>

#include "../batch/entry.hpp"
#include "batch.hpp"

namespace spherebox {

/// Writes mask_words(b.size) words: bit j of words[j / 64] is overlaps(s, b[j]); bits past
/// b.size are zero. Any alignment; the spans are read, never past their size.
/// K is a kernel tag of batch::all; the default, batch::dispatch, picks the widest kernel the
/// CPU runs (SPHEREBOX_BATCH_KERNEL forces one). Contract: that of sphere_aabb::branchless for
/// every pair, and bit for bit branchless's answer with contraction off.
template <class K = batch::dispatch, class T, int N>
inline void overlaps_mask(const ball<T, N>& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
  K::mask(s, b, words);
}

/// Pairs: bit j is overlaps(s[j], b[j]), for j < b.size. Precondition: s.size == b.size
/// (overlaps_mask_checked refuses other sizes).
template <class K = batch::dispatch, class T, int N>
inline void overlaps_mask(const balls_view<T, N>& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
  K::mask(s, b, words);
}

/// Writes the indices j (ascending) with overlaps(s, b[j]) to out, which has room for b.size;
/// returns how many. Precondition: b.size <= 2^32 - 1.
template <class K = batch::dispatch, class T, int N>
inline std::size_t overlaps_indices(const ball<T, N>& s, const boxes_view<T, N>& b, std::uint32_t* out) noexcept {
  return batch::detail::indices(b.size, out, [&](std::size_t at, std::size_t n, std::uint64_t* w) {
    K::mask(s, b.subspan(at, n), w);
  });
}

/// Pairs: the indices j with overlaps(s[j], b[j]). Preconditions as overlaps_mask (pairs) and
/// b.size <= 2^32 - 1.
template <class K = batch::dispatch, class T, int N>
inline std::size_t overlaps_indices(const balls_view<T, N>& s, const boxes_view<T, N>& b, std::uint32_t* out) noexcept {
  return batch::detail::indices(b.size, out, [&](std::size_t at, std::size_t n, std::uint64_t* w) {
    K::mask(s.subspan(at, n), b.subspan(at, n), w);
  });
}

/// overlaps_mask that first checks the spans (errc::bad_span: a null pointer with a non-zero
/// size, pairs of different sizes, more than 2^32 - 1 elements) and every pair against K's
/// domain, as overlaps_checked does for one pair. On an error no word is written and index
/// names the first offending element.
template <class K = batch::dispatch, class T, int N>
[[nodiscard]] inline batch_error overlaps_mask_checked(const ball<T, N>& s, const boxes_view<T, N>& b,
                                                       std::uint64_t* words) noexcept {
  if (!b.spans_ok()) return {errc::bad_span, batch_error::npos};
  const T limit = K::template max_magnitude<T>();
  const batch_error e = batch::detail::first_error(b.size, [&](std::size_t j) { return detail::validate(s, b[j], limit); });
  if (e.ok()) K::mask(s, b, words);
  return e;
}

template <class K = batch::dispatch, class T, int N>
[[nodiscard]] inline batch_error overlaps_mask_checked(const balls_view<T, N>& s, const boxes_view<T, N>& b,
                                                       std::uint64_t* words) noexcept {
  if (!b.spans_ok() || !s.spans_ok() || s.size != b.size) return {errc::bad_span, batch_error::npos};
  const T limit = K::template max_magnitude<T>();
  const batch_error e = batch::detail::first_error(b.size, [&](std::size_t j) { return detail::validate(s[j], b[j], limit); });
  if (e.ok()) K::mask(s, b, words);
  return e;
}

}  // namespace spherebox
