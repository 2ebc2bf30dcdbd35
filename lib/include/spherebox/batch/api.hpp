/// The batch entry points: one ball against many boxes, or many ball–box pairs, on
/// structure-of-arrays spans; answers as a bitmask or as the indices of the hits.
///
///   spherebox::box_soa<float, 3> boxes(...);               // or a boxes_view of your arrays
///   std::vector<std::uint64_t> bits(spherebox::mask_words(boxes.size()));
///   spherebox::overlaps_mask(ball, boxes.view(), bits.data());
///
/// K is a kernel tag of kernels.hpp; the default, batch::dispatch, picks the widest kernel the
/// CPU runs (SPHEREBOX_BATCH_KERNEL forces one). Contract: that of sphere_aabb::branchless for
/// every pair, and bit for bit branchless's answer with contraction off (kernels.hpp).
#pragma once
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "../checked.hpp"
#include "kernels.hpp"
#include "soa.hpp"

namespace spherebox {

/// Writes mask_words(b.size) words: bit j of words[j / 64] is overlaps(s, b[j]); bits past
/// b.size are zero. Any alignment; the spans are read, never past their size.
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

namespace batch::detail {
/// Index of the lowest set bit of w != 0.
[[nodiscard]] inline std::size_t lowest_bit(std::uint64_t w) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return static_cast<std::size_t>(__builtin_ctzll(w));
#else
  std::size_t k = 0;
  for (; (w & 1) == 0; w >>= 1) ++k;
  return k;
#endif
}

/// Runs the mask kernel 64 results at a time and writes the indices of the set bits.
template <class K, class Spheres, class T, int N>
std::size_t indices(const Spheres& s, const boxes_view<T, N>& b, std::uint32_t* out) noexcept {
  std::size_t count = 0;
  for (std::size_t base = 0; base < b.size; base += 64) {
    const std::size_t n = b.size - base < 64 ? b.size - base : 64;
    std::uint64_t word = 0;
    if constexpr (std::is_same_v<Spheres, ball<T, N>>) K::mask(s, b.subspan(base, n), &word);
    else K::mask(s.subspan(base, n), b.subspan(base, n), &word);
    for (; word != 0; word &= word - 1) out[count++] = static_cast<std::uint32_t>(base + lowest_bit(word));
  }
  return count;
}
}  // namespace batch::detail

/// Writes the indices j (ascending) with overlaps(s, b[j]) to out, which has room for b.size;
/// returns how many. Precondition: b.size <= 2^32 - 1.
template <class K = batch::dispatch, class T, int N>
inline std::size_t overlaps_indices(const ball<T, N>& s, const boxes_view<T, N>& b, std::uint32_t* out) noexcept {
  return batch::detail::indices<K>(s, b, out);
}

/// Pairs: the indices j with overlaps(s[j], b[j]). Preconditions as overlaps_mask (pairs) and
/// b.size <= 2^32 - 1.
template <class K = batch::dispatch, class T, int N>
inline std::size_t overlaps_indices(const balls_view<T, N>& s, const boxes_view<T, N>& b, std::uint32_t* out) noexcept {
  return batch::detail::indices<K>(s, b, out);
}

/// The result of a checked batch call: error, and the first element it applies to (npos for
/// errc::bad_span, which concerns the spans themselves).
struct batch_error {
  errc error = errc::ok;
  std::size_t index = npos;
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);
  [[nodiscard]] constexpr bool ok() const noexcept { return error == errc::ok; }
};

namespace batch::detail {
template <class K, class T, int N>
[[nodiscard]] batch_error validate(const ball<T, N>* one, const balls_view<T, N>* many, const boxes_view<T, N>& b) noexcept {
  const T limit = K::template max_magnitude<T>();
  bool spans_ok = b.size <= std::numeric_limits<std::uint32_t>::max();
  for (int i = 0; i < N; ++i) spans_ok = spans_ok && (b.size == 0 || (b.min[i] && b.max[i]));
  if (many) {
    spans_ok = spans_ok && many->size == b.size && (b.size == 0 || many->radius);
    for (int i = 0; i < N; ++i) spans_ok = spans_ok && (b.size == 0 || many->center[i]);
  }
  if (!spans_ok) return {errc::bad_span, batch_error::npos};
  for (std::size_t j = 0; j < b.size; ++j) {
    const errc e = spherebox::detail::validate(one ? *one : (*many)[j], b[j], limit);
    if (e != errc::ok) return {e, j};
  }
  return {};
}
}  // namespace batch::detail

/// overlaps_mask that first checks the spans (errc::bad_span: a null pointer with a non-zero
/// size, pairs of different sizes, more than 2^32 - 1 elements) and every pair against K's
/// domain, as overlaps_checked does for one pair. On an error no word is written and index
/// names the first offending element.
template <class K = batch::dispatch, class T, int N>
[[nodiscard]] inline batch_error overlaps_mask_checked(const ball<T, N>& s, const boxes_view<T, N>& b,
                                                       std::uint64_t* words) noexcept {
  const batch_error e = batch::detail::validate<K>(&s, static_cast<const balls_view<T, N>*>(nullptr), b);
  if (e.ok()) K::mask(s, b, words);
  return e;
}

template <class K = batch::dispatch, class T, int N>
[[nodiscard]] inline batch_error overlaps_mask_checked(const balls_view<T, N>& s, const boxes_view<T, N>& b,
                                                       std::uint64_t* words) noexcept {
  const batch_error e = batch::detail::validate<K>(static_cast<const ball<T, N>*>(nullptr), &s, b);
  if (e.ok()) K::mask(s, b, words);
  return e;
}

}  // namespace spherebox
