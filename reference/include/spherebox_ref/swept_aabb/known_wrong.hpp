/// Known-wrong swept-AABB variants: published or plausible forms that break the contract they
/// claim. The harness must reject every one with a counterexample; tests fail if it stops
/// doing so. Never "fix" the library back to any of these. Each is slab's frame loop
/// (swept_aabb::detail::frame_times) with one piece replaced.
#pragma once
#include <spherebox/detail/type_list.hpp>
#include <spherebox/swept_aabb/variants.hpp>
#include "build.hpp"  // the case and its hooks (oracle, build_case)
#include "../core/known_wrong.hpp"
#include <string_view>

namespace spherebox::known_wrong {

namespace swept_detail {
/// Slab's answer with a replaced static-axis test and per-axis slab, no widening.
template <class T, int N, class Meets, class Slab>
sweep_result<T> closed_frame(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b,
                             const velocity_arg<T, N>& vb, Meets meets, Slab slab) noexcept {
  T enter, leave;
  if (swept_aabb::detail::frame_times(a, va, b, vb, enter, leave, meets, slab) && enter <= leave)
    return {true, enter, leave};
  return swept_aabb::detail::miss<T>();
}
}  // namespace swept_detail

/// The slab test that skips a zero-velocity axis as if it never constrained the contact (its
/// slab taken as (-inf, +inf) without asking whether the boxes meet on that axis). Claims
/// slab's bounded contract. a = [0,1]^2 moving by (0, 5) past b = [2,3] x [3,4] is reported
/// as a hit although the boxes are 1 apart on x for the whole frame.
struct zero_velocity_skip : wrong<swept_aabb::slab, "zero_velocity_skip"> {
  template <class T, int N>
  static sweep_result<T> test(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b,
                              const velocity_arg<T, N>& vb) noexcept {
    auto always = [](T, T, T, T) { return true; };  // the defect: the axis's overlap is never tested
    return swept_detail::closed_frame(a, va, b, vb, always, swept_aabb::detail::divided_slab{});
  }
};

/// The slab test that forgets to swap the slab's ends for a negative velocity: entry is always
/// (b.min - a.max)/v and exit (b.max - a.min)/v, which for v < 0 are the exit and the entry.
/// Claims slab's bounded contract. a = [4,5] x [0,1] moving by (-4, 0) towards b = [0,1]^2
/// touches at 3/4; this reports entry 5/4 > exit 3/4, a miss.
struct wrong_interval_end : wrong<swept_aabb::slab, "wrong_interval_end"> {
  template <class T, int N>
  static sweep_result<T> test(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b,
                              const velocity_arg<T, N>& vb) noexcept {
    auto unswapped = [](T a0, T a1, T v, T b0, T b1) { return time_interval<T>{(b0 - a1) / v, (b1 - a0) / v}; };
    return swept_detail::closed_frame(a, va, b, vb, swept_aabb::detail::static_meet{}, unswapped);
  }
};

/// The slab form with a precomputed reciprocal, t = d * fl(1/v), claimed as conservative (no
/// widening). v * fl(1/v) rounds above 1 for 4,027,544 positive normal floats, all with a
/// subnormal reciprocal (v > 2^126): a touch at t = 1 (d = v) is computed as t > 1 and missed.
/// v = 0x1.001bb8p+126 is the smallest. (Tiny velocities break it too: 1/v overflows to inf.)
struct reciprocal_conservative : wrong<swept_aabb::conservative, "reciprocal_conservative"> {
  template <class T, int N>
  static sweep_result<T> test(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b,
                              const velocity_arg<T, N>& vb) noexcept {
    bool nan = false;
    for (int i = 0; i < N; ++i)
      nan |= a.min[i] != a.min[i] || a.max[i] != a.max[i] || b.min[i] != b.min[i] || b.max[i] != b.max[i] ||
             va[i] != va[i] || vb[i] != vb[i];
    if (nan) return {true, T(0), T(1)};
    auto reciprocal = [](T a0, T a1, T v, T b0, T b1) {
      const T inv = T(1) / v;
      return v > 0 ? time_interval<T>{(b0 - a1) * inv, (b1 - a0) * inv}
                   : time_interval<T>{(b1 - a0) * inv, (b0 - a1) * inv};
    };
    return swept_detail::closed_frame(a, va, b, vb, swept_aabb::detail::static_meet{}, reciprocal);
  }
};

/// Every known-wrong swept-AABB variant.
using swept_aabb_all = spherebox::detail::type_list<zero_velocity_skip, wrong_interval_end, reciprocal_conservative>;

}  // namespace spherebox::known_wrong
