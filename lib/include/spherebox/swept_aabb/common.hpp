/// What the swept-AABB tests return, and the one-axis slab they are built from.
#pragma once
#include <array>
#include <limits>

#include "../types.hpp"

namespace spherebox {

/// Velocities: the displacement of a box over one frame (t from 0 to 1).
template <class T, int N>
using velocity = std::array<T, N>;

/// velocity<T, N> as a parameter type: not used for deduction (the dimension and the value
/// type come from the boxes; std::array's size_t extent would not deduce an int N).
template <class T, int N>
using velocity_arg = typename detail::no_deduce<velocity<T, N>>::type;

/// The contact interval of a swept test over one frame, t in [0, 1].
/// Semantics: box a at time t is a + t * va, box b is b + t * vb; the variant's sets (closed,
/// or open for slab_open) are in contact at every t in [enter, leave] (up to its contract),
/// and at no other t of the frame. A miss has hit == false and both times NaN, so that a
/// caller who forgets to test `hit` gets NaN, not a plausible time.
template <class T>
struct sweep_result {
  bool hit;  ///< some t in [0, 1] has the boxes in contact
  T enter;   ///< first contact time, 0 <= enter <= leave (0: in contact at the start)
  T leave;   ///< last contact time, leave <= 1 (1: still in contact at the end)
  explicit constexpr operator bool() const noexcept { return hit; }
  /// Equal answers: both miss, or both hit with the same times (the NaNs of a miss are ignored).
  friend constexpr bool operator==(const sweep_result& x, const sweep_result& y) noexcept {
    return x.hit == y.hit && (!x.hit || (x.enter == y.enter && x.leave == y.leave));
  }
  friend constexpr bool operator!=(const sweep_result& x, const sweep_result& y) noexcept { return !(x == y); }
};

/// The times of one axis, unclipped: [enter, leave] may extend beyond the frame, and an empty
/// set has enter > leave.
template <class T>
struct time_interval {
  T enter;
  T leave;
};

namespace swept_aabb::detail {

template <class T>
[[nodiscard]] constexpr sweep_result<T> miss() noexcept {
  return {false, std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::quiet_NaN()};
}

/// Larger and smaller of two values, first argument kept on ties and NaN-free in domain.
template <class T>
[[nodiscard]] constexpr T later(T x, T y) noexcept { return y > x ? y : x; }
template <class T>
[[nodiscard]] constexpr T earlier(T x, T y) noexcept { return y < x ? y : x; }

/// The slab of one moving axis (v != 0): the times at which [a0 + v t, a1 + v t] meets the
/// closed [b0, b1]. a0 + v t <= b1 and b0 <= a1 + v t; dividing by v turns the pair around
/// when v < 0. Negation is exact and rounding is symmetric, so mirroring every coordinate, or
/// swapping the moving and the fixed box (v -> -v), gives the same bits.
template <class T>
[[nodiscard]] constexpr time_interval<T> moving_slab(T a0, T a1, T v, T b0, T b1) noexcept {
  const T near = v > 0 ? b0 - a1 : b1 - a0;
  const T far = v > 0 ? b1 - a0 : b0 - a1;
  return {near / v, far / v};
}

/// Whether the intervals [a0, a1] and [b0, b1] of a v == 0 axis meet: closed sets (touching
/// counts) or open sets (interiors only). Exact float comparisons.
struct static_meet {
  bool open = false;
  template <class T>
  [[nodiscard]] constexpr bool operator()(T a0, T a1, T b0, T b1) const noexcept {
    return open ? (a0 < b1 && b0 < a1) : (a0 <= b1 && b0 <= a1);
  }
};

/// The moving axes' slab (moving_slab) as a callable.
struct divided_slab {
  template <class T>
  [[nodiscard]] constexpr time_interval<T> operator()(T a0, T a1, T v, T b0, T b1) const noexcept {
    return moving_slab(a0, a1, v, b0, b1);
  }
};

/// The frame's latest entry and earliest exit over every axis, starting from [0, 1]: each
/// axis's relative velocity v = fl(va - vb); v == 0 asks `meets` (and ends with false when the
/// axis never meets), v != 0 intersects `slab`'s times. The caller decides the hit.
template <class T, int N, class Meets = static_meet, class Slab = divided_slab>
[[nodiscard]] constexpr bool frame_times(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b,
                                         const velocity_arg<T, N>& vb, T& enter, T& leave, Meets meets = {},
                                         Slab slab = {}) noexcept {
  enter = 0, leave = 1;
  for (int i = 0; i < N; ++i) {
    const T v = va[i] - vb[i];
    if (v == 0) {
      if (!meets(a.min[i], a.max[i], b.min[i], b.max[i])) return false;
      continue;
    }
    const time_interval<T> s = slab(a.min[i], a.max[i], v, b.min[i], b.max[i]);
    enter = later(enter, s.enter);
    leave = earlier(leave, s.leave);
  }
  return true;
}

}  // namespace swept_aabb::detail

/// The 1-D swept interval: the times t (any real t, not clipped to the frame) at which the
/// closed interval [a0 + v t, a1 + v t] meets the closed [b0, b1].
/// v == 0 (the tutorial's convention): (-inf, +inf) when the intervals meet (touching
/// included), (+inf, -inf) when they do not; 0/0 never happens.
/// Contract: bounded like swept_aabb::slab (docs/contracts.md, "swept AABB"): each end is
/// fl(fl(d) / v), within 2u |t| + eta/2 of the exact time t.
template <class T>
[[nodiscard]] constexpr time_interval<T> sweep_interval(T a0, T a1, T v, T b0, T b1) noexcept {
  constexpr T inf = std::numeric_limits<T>::infinity();
  if (v == 0) return (a0 <= b1 && b0 <= a1) ? time_interval<T>{-inf, inf} : time_interval<T>{inf, -inf};
  return swept_aabb::detail::moving_slab(a0, a1, v, b0, b1);
}

}  // namespace spherebox
