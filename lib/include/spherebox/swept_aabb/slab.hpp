/// slab: the swept-AABB test of the tutorial, per-axis slabs intersected, closed sets.
/// Source: the swept AABB method (per-axis entry and exit times, their latest entry and
/// earliest exit) as in "Swept AABB Collision Detection and Response", gamedev.net (2013),
/// and C. Ericson, Real-Time Collision Detection (2005), section 5.5.8 (moving AABBs).
#pragma once
#include <limits>
#include <string_view>

#include "../contract.hpp"
#include "common.hpp"

namespace spherebox::swept_aabb {

/// Semantics: closed boxes, touching counts. Box a moves by va and box b by vb during the
/// frame t in [0, 1]; their relative velocity v = fl(va - vb). Per axis: v == 0 contributes
/// every t if the boxes' intervals meet (exact float comparisons) and ends the test with a
/// miss if they do not; v != 0 contributes [fl(fl(near)/v), fl(fl(far)/v)]
/// (detail::moving_slab). The contact interval is [max(0, entries), min(1, exits)], a hit
/// when it is not empty.
/// Contract: bounded with S = 1 (times are fractions of the frame), k = 10, a = 2: the hit
/// may differ from the exact one only when |D - R| <= 10u + 2 eta, where D = max(0, exact
/// entries) and R = min(1, exact exits); every reported time is within 10u + 2 eta of the
/// exact clipped time; exact (hit and times) when every difference, the relative velocity and
/// every quotient is representable. Domain: finite, min <= max, every
/// |x| <= max/2 (so no difference overflows). Derivation: docs/contracts.md, "swept AABB".
struct slab {
  static constexpr std::string_view name = "slab";
  static constexpr contract promise = contract::bounded;
  using twin = void;
  static constexpr error_bound bound(int) noexcept { return {10, 2}; }
  template <class T>
  static constexpr T max_magnitude() noexcept { return std::numeric_limits<T>::max() / 2; }
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static sweep_result<T> test(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b,
                                            const velocity_arg<T, N>& vb) noexcept {
    T enter, leave;
    if (detail::frame_times(a, va, b, vb, enter, leave) && enter <= leave) return {true, enter, leave};
    return detail::miss<T>();
  }
};

/// slab_open: the tutorial's open-set convention: boxes that only touch are not in contact.
/// Semantics: as slab, with open sets: a v == 0 axis needs a.min < b.max and b.min < a.max,
/// and a hit needs max(0, entries) < min(1, exits). So a first contact exactly at t = 1 is no
/// contact (contact in [0, 1) as the tutorial has it), boxes that start touching and move
/// apart are no contact, and a box with zero extent on an axis never has an interior.
/// The reported times are the ends of the open contact set (its closure).
/// Contract: bounded as slab, judged against the open-set exact answer (D < R).
struct slab_open : slab {
  static constexpr std::string_view name = "slab_open";
  static constexpr bool open_sets = true;

  template <class T, int N>
  [[nodiscard]] static sweep_result<T> test(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b,
                                            const velocity_arg<T, N>& vb) noexcept {
    T enter, leave;
    if (detail::frame_times(a, va, b, vb, enter, leave, detail::static_meet{true}) && enter < leave)
      return {true, enter, leave};
    return detail::miss<T>();
  }
};

}  // namespace spherebox::swept_aabb
