/// Known-wrong swept_aabb batch kernels: each claims the kernels' contract (slab's, lane by
/// lane: hit and contact times) and must be rejected by the harness.
#pragma once
#include <spherebox/detail/type_list.hpp>
#include <spherebox/swept_aabb/batch.hpp>

#include <cstdint>
#include <limits>
#include <string_view>

#include "batch.hpp"  // the case and its checks
#include "../core/known_wrong.hpp"

namespace spherebox::known_wrong {

/// A slab loop that drops the entry clamp: the latest entry starts at -inf instead of at the
/// frame's start 0, so a box the mover already overlaps (or left before the frame) is reported
/// with an entry time before the frame, and a contact that ended before t = 0 is a hit.
struct swept_batch_no_entry_clamp : wrong<swept_aabb::batch_promise, "swept_batch_no_entry_clamp"> {
  static bool supported() noexcept { return true; }
  template <class T, int N>
  static sweep_result<T> one(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b) noexcept {
    T enter = -std::numeric_limits<T>::infinity(), leave = 1;  // the defect: enter = 0
    for (int i = 0; i < N; ++i) {
      const T v = va[i];
      if (v == 0) {
        if (!(a.min[i] <= b.max[i] && b.min[i] <= a.max[i])) return swept_aabb::detail::miss<T>();
        continue;
      }
      const auto s = swept_aabb::detail::moving_slab(a.min[i], a.max[i], v, b.min[i], b.max[i]);
      enter = swept_aabb::detail::later(enter, s.enter), leave = swept_aabb::detail::earlier(leave, s.leave);
    }
    return enter <= leave ? sweep_result<T>{true, enter, leave} : swept_aabb::detail::miss<T>();
  }
  template <class T, int N>
  static void mask(const box<T, N>& a, const velocity_arg<T, N>& va, const boxes_view<T, N>& b, std::uint64_t* words,
                   T* enter, T* leave) noexcept {
    batch::fill_scalar(b.size, words, [&](std::size_t j) {
      const sweep_result<T> r = one(a, va, b[j]);
      if (enter) enter[j] = r.enter;
      if (leave) leave[j] = r.leave;
      return r.hit;
    });
  }
};

using swept_batch_all = spherebox::detail::type_list<swept_batch_no_entry_clamp>;

}  // namespace spherebox::known_wrong
