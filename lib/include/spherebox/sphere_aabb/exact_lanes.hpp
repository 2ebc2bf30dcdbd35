/// The operands of sphere_aabb::exact's gaps, two values to a register of doubles (or of a
/// portable two-lane type): the filter and the expansion path read them from here. Internal.
#pragma once
#include <type_traits>

#include "../config.hpp"
#include "../detail/eft.hpp"
#include "../types.hpp"

namespace spherebox::detail {

/// Value j < N is (c_j, min_j, max_j), value N is (r, 0, 0), later values (0, 0, 0); value j
/// sits in register j / 2, lane j % 2. The gap of a value is max(lo, c) - min(hi, c): min - c
/// below the slab, c - max above, c - c = +0 inside (as branchless's max0(min - c) +
/// max0(c - max), bit for bit, when min <= max), and r for value N (r >= 0).
template <class V, int R>
struct gap_lanes {
  V c[R], lo[R], hi[R];
};

template <class W, class T, int N>
[[nodiscard]] SPHEREBOX_ALWAYS_INLINE auto load_gap_lanes(const ball<T, N>& s, const box<T, N>& b) noexcept {
  using V = typename lanes_for<W>::type;
  constexpr int R = N / 2 + 1;
  gap_lanes<V, R> g;
#if SPHEREBOX_HAS_SSE2
  if constexpr (std::is_same_v<V, lanes2_sse2> && std::is_same_v<T, float> && N == 3) {
    // Three 16-byte loads inside the two objects (ball: c0 c1 c2 r; box: min0 min1 min2 max0,
    // and from min2 on: min2 max0 max1 max2), widened exactly to double.
    static_assert(sizeof(ball<float, 3>) == 16 && sizeof(box<float, 3>) == 24, "no padding");
    const __m128 c = _mm_loadu_ps(reinterpret_cast<const float*>(&s));
    const __m128 lo = _mm_loadu_ps(reinterpret_cast<const float*>(&b));
    const __m128 hi = _mm_loadu_ps(reinterpret_cast<const float*>(&b) + 2);
    const __m128d lane0 = _mm_castsi128_pd(_mm_set_epi64x(0, -1));  // keeps lane 0, zeroes lane 1
    g.c[0] = {_mm_cvtps_pd(c)};
    g.c[1] = {_mm_cvtps_pd(_mm_movehl_ps(c, c))};
    g.lo[0] = {_mm_cvtps_pd(lo)};
    g.lo[1] = {_mm_and_pd(_mm_cvtps_pd(_mm_movehl_ps(lo, lo)), lane0)};
    g.hi[0] = {_mm_cvtps_pd(_mm_shuffle_ps(hi, hi, _MM_SHUFFLE(3, 3, 2, 1)))};
    g.hi[1] = {_mm_and_pd(_mm_cvtps_pd(_mm_shuffle_ps(hi, hi, _MM_SHUFFLE(3, 3, 3, 3))), lane0)};
    return g;
  }
  if constexpr (std::is_same_v<V, lanes2_sse2> && std::is_same_v<T, double> && N == 3) {
    static_assert(sizeof(ball<double, 3>) == 32 && sizeof(box<double, 3>) == 48, "no padding");
    const double* p = reinterpret_cast<const double*>(&b);
    g.c[0] = {_mm_loadu_pd(s.center.data())};
    g.c[1] = {_mm_loadu_pd(reinterpret_cast<const double*>(&s) + 2)};  // c2 r
    g.lo[0] = {_mm_loadu_pd(p)};
    g.lo[1] = {_mm_load_sd(p + 2)};
    g.hi[0] = {_mm_loadu_pd(p + 3)};
    g.hi[1] = {_mm_load_sd(p + 5)};
    return g;
  }
#endif
  auto at = [](int j, const std::array<T, N>& a, T last) { return W(double(j < N ? a[j] : j == N ? last : T(0))); };
#pragma GCC unroll 4
  for (int k = 0; k < R; ++k) {
    g.c[k] = V::make(at(2 * k, s.center, s.radius), at(2 * k + 1, s.center, s.radius));
    g.lo[k] = V::make(at(2 * k, b.min, T(0)), at(2 * k + 1, b.min, T(0)));
    g.hi[k] = V::make(at(2 * k, b.max, T(0)), at(2 * k + 1, b.max, T(0)));
  }
  return g;
}

}  // namespace spherebox::detail
