/// sphere_obb's batch entry points: one ball against many oriented boxes, on
/// structure-of-arrays spans (obbs_view; any alignment, any length); the answers as a bitmask
/// or as the indices of the hits, and a checked form. The kernels: batch.hpp.
///
///   spherebox::obb_soa<float, 3> boxes(...);                 // or an obbs_view of your arrays
///   std::vector<std::uint64_t> bits(spherebox::mask_words(boxes.size()));
///   spherebox::overlaps_mask(ball, boxes.view(), bits.data());
#pragma once
#include <cstddef>
#include <cstdint>

#include "../batch/entry.hpp"
#include "api.hpp"
#include "batch.hpp"

namespace spherebox {

/// Writes mask_words(b.size) words: bit j of words[j / 64] is overlaps<K::twin>(s, b[j]); bits
/// past b.size are zero. Any alignment; the spans are read, never past their size. K: a tag of
/// sphere_obb::batch_all (default: the widest kernel the CPU runs).
/// Contract: sphere_obb::qri's for every box, and bit for bit qri's answer with contraction off.
template <class K = sphere_obb::batch_dispatch, class T, int N>
inline void overlaps_mask(const ball<T, N>& s, const obbs_view<T, N>& b, std::uint64_t* words) noexcept {
  K::mask(s, b, words);
}

/// The indices j (ascending) of the boxes b[j] the ball overlaps, written to out (room for
/// b.size); returns how many. Precondition: b.size <= 2^32 - 1.
template <class K = sphere_obb::batch_dispatch, class T, int N>
inline std::size_t overlaps_indices(const ball<T, N>& s, const obbs_view<T, N>& b, std::uint32_t* out) noexcept {
  return batch::detail::indices(b.size, out, [&](std::size_t at, std::size_t n, std::uint64_t* w) {
    K::mask(s, b.subspan(at, n), w);
  });
}

/// overlaps_mask that first checks the spans (errc::bad_span: a null pointer with a non-zero
/// size, more than 2^32 - 1 boxes) and every pair as overlaps_checked<K::twin> does (NaN, inf,
/// r < 0, a negative half extent, axes beyond the tolerance, magnitude). On an error no word is
/// written and index names the first offending box.
template <class K = sphere_obb::batch_dispatch, class T, int N>
[[nodiscard]] inline batch_error overlaps_mask_checked(const ball<T, N>& s, const obbs_view<T, N>& b,
                                                       std::uint64_t* words) noexcept {
  if (!b.spans_ok()) return {errc::bad_span, batch_error::npos};
  const batch_error e =
      batch::detail::first_error(b.size, [&](std::size_t j) { return sphere_obb::detail::validate<K>(s, b[j]); });
  if (e.ok()) K::mask(s, b, words);
  return e;
}

}  // namespace spherebox
