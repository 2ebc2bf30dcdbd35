/// conservative: the slab test with its times widened by more than their rounding error, so
/// that it never misses a contact (no tunnelling); false positives near contact are allowed.
#pragma once
#include <limits>
#include <string_view>

#include "../contract.hpp"
#include "common.hpp"

namespace spherebox::swept_aabb {

/// Semantics: slab's entry e = max(0, fl entries) and exit l = min(1, fl exits), then
/// e' = fl(e - w) and l' = fl(l + w) with w = 8u (4 epsilon); a hit when e' <= l', e' <= 1 and
/// l' >= 0, with interval [max(0, e'), min(1, l')]. v == 0 axes are decided exactly.
/// Contract: conservative: whenever the closed boxes touch at some t in [0, 1], it reports a
/// hit whose interval contains the exact contact interval. Why: e is within 3.0001u + eta/2 of
/// the exact entry D <= 1 (docs/contracts.md, "swept AABB"), so e - w < D - 4u and its rounding
/// (at most 1.1u near [0, 1]) keeps e' < D; likewise l' > R. Domain: finite, min <= max,
/// every |x| <= max/2.
/// NaN anywhere: a hit over the whole frame [0, 1] (detected explicitly, x != x).
struct conservative : spherebox::detail::conservative_promise {
  static constexpr std::string_view name = "conservative";
  template <class T>
  static constexpr T max_magnitude() noexcept { return std::numeric_limits<T>::max() / 2; }

  template <class T, int N>
  [[nodiscard]] static sweep_result<T> test(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b,
                                            const velocity_arg<T, N>& vb) noexcept {
    bool nan = false;
    for (int i = 0; i < N; ++i) {
      nan |= a.min[i] != a.min[i];
      nan |= a.max[i] != a.max[i];
      nan |= b.min[i] != b.min[i];
      nan |= b.max[i] != b.max[i];
      nan |= va[i] != va[i];
      nan |= vb[i] != vb[i];
    }
    if (nan) return {true, T(0), T(1)};
    T enter, leave;
    if (!detail::frame_times(a, va, b, vb, enter, leave)) return detail::miss<T>();
    const T w = 4 * std::numeric_limits<T>::epsilon();
    const T e = enter - w, l = leave + w;
    if (e <= l && e <= 1 && l >= 0) return {true, e > 0 ? e : T(0), l < 1 ? l : T(1)};
    return detail::miss<T>();
  }
};

}  // namespace spherebox::swept_aabb
