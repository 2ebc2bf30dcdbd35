/// swept_aabb's batch entry points: one box moving by va during the frame t in [0, 1] against
/// many static boxes, on structure-of-arrays spans (any alignment, any length): which boxes it
/// touches (a bitmask, or their indices), each contact interval, and the earliest hit; and a
/// checked form. The kernels: batch.hpp.
///
///   std::vector<std::uint64_t> bits(spherebox::mask_words(boxes.size()));
///   std::vector<float> enter(boxes.size());
///   spherebox::sweep_mask(mover, velocity, boxes.view(), bits.data(), enter.data());
///   const auto first = spherebox::sweep_earliest(mover, velocity, boxes.view());
#pragma once
#include <cstddef>
#include <cstdint>

#include "../batch/entry.hpp"
#include "api.hpp"
#include "batch.hpp"

namespace spherebox {

/// Writes mask_words(b.size) words: bit j of words[j / 64] is sweep<K::twin>(a, va, b[j]).hit
/// (the box at rest); bits past b.size are zero. Where enter (leave) is not null it receives
/// b.size times: box j's first (last) contact time in [0, 1], NaN where it is missed. Any
/// alignment; the spans are read and written, never past their size. K: a tag of
/// swept_aabb::batch_all (default: the widest kernel the CPU runs).
/// Contract: swept_aabb::slab's for every box, and bit for bit slab's answer (times included).
template <class K = swept_aabb::batch_dispatch, class T, int N>
inline void sweep_mask(const box<T, N>& a, const velocity_arg<T, N>& va, const boxes_view<T, N>& b,
                       std::uint64_t* words, T* enter = nullptr, T* leave = nullptr) noexcept {
  K::mask(a, va, b, words, enter, leave);
}

/// The indices j (ascending) of the boxes a touches during the frame, written to out (room for
/// b.size); returns how many. Precondition: b.size <= 2^32 - 1.
template <class K = swept_aabb::batch_dispatch, class T, int N>
inline std::size_t sweep_indices(const box<T, N>& a, const velocity_arg<T, N>& va, const boxes_view<T, N>& b,
                                 std::uint32_t* out) noexcept {
  T* none = nullptr;
  return batch::detail::indices(b.size, out, [&](std::size_t at, std::size_t n, std::uint64_t* w) {
    K::mask(a, va, b.subspan(at, n), w, none, none);
  });
}

/// The earliest hit of a sweep: the box touched first, and its contact interval.
template <class T>
struct earliest_hit {
  bool hit;           ///< some box is touched during the frame
  std::size_t index;  ///< the box with the smallest enter time (the lowest index on ties)
  T enter, leave;     ///< its contact interval (NaN when no box is hit)
  explicit constexpr operator bool() const noexcept { return hit; }
};

/// The box a touches first during the frame (smallest enter time, lowest index on ties), from
/// the same kernel and the same bits as sweep_mask, 64 boxes at a time.
template <class K = swept_aabb::batch_dispatch, class T, int N>
[[nodiscard]] inline earliest_hit<T> sweep_earliest(const box<T, N>& a, const velocity_arg<T, N>& va,
                                                    const boxes_view<T, N>& b) noexcept {
  earliest_hit<T> best{false, 0, std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::quiet_NaN()};
  T enter[64], leave[64];
  T *const in = enter, *const out = leave;  // the kernels take T*, not arrays
  for (std::size_t base = 0; base < b.size; base += 64) {
    const std::size_t n = b.size - base < 64 ? b.size - base : 64;
    std::uint64_t word = 0;
    K::mask(a, va, b.subspan(base, n), &word, in, out);
    for (; word != 0; word &= word - 1) {
      const std::size_t j = batch::detail::lowest_bit(word);
      if (!best.hit || enter[j] < best.enter) best = {true, base + j, enter[j], leave[j]};
    }
  }
  return best;
}

/// sweep_mask that first checks the spans (errc::bad_span: a null box pointer with a non-zero
/// size, more than 2^32 - 1 boxes) and every box as sweep_checked<K::twin>(a, va, b[j]) does
/// (NaN, inf, inverted, beyond max/2). On an error nothing is written and index names the
/// first offending box.
template <class K = swept_aabb::batch_dispatch, class T, int N>
[[nodiscard]] inline batch_error sweep_mask_checked(const box<T, N>& a, const velocity_arg<T, N>& va,
                                                    const boxes_view<T, N>& b, std::uint64_t* words,
                                                    T* enter = nullptr, T* leave = nullptr) noexcept {
  if (!b.spans_ok()) return {errc::bad_span, batch_error::npos};
  const T limit = K::template max_magnitude<T>();
  const velocity<T, N> rest{};
  const batch_error e = batch::detail::first_error(
      b.size, [&](std::size_t j) { return detail::validate_sweep(a, va, b[j], rest, limit); });
  if (e.ok()) K::mask(a, va, b, words, enter, leave);
  return e;
}

}  // namespace spherebox
