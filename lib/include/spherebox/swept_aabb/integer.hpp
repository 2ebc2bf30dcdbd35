/// Integer swept AABB: exact contact times as fractions, and the tutorial's response (move the
/// box to its last position before contact) on the integer lattice. Exact over the documented
/// coordinate range, with every intermediate in 64-bit integers.
#pragma once
#include <array>
#include <cstdint>
#include <numeric>
#include <string_view>

#include "../contract.hpp"
#include "common.hpp"

namespace spherebox {

/// An exact time num / den with den > 0 (not reduced). den == 0 marks "no value" (a miss).
struct fraction {
  std::int64_t num;
  std::int64_t den;
};

/// The contact interval of an integer swept test: exact fractions of the frame.
struct int_sweep_result {
  bool hit;        ///< some t in [0, 1] has the closed boxes in contact
  fraction enter;  ///< first contact time in [0, 1] ({0, 0} on a miss)
  fraction leave;  ///< last contact time in [enter, 1] ({0, 0} on a miss)
  explicit constexpr operator bool() const noexcept { return hit; }
  /// Equal answers: both miss, or both hit at equal times (as numbers, not as pairs).
  friend constexpr bool operator==(const int_sweep_result& x, const int_sweep_result& y) noexcept {
    auto same = [](fraction p, fraction q) { return p.num * q.den == q.num * p.den; };
    return x.hit == y.hit && (!x.hit || (same(x.enter, y.enter) && same(x.leave, y.leave)));
  }
  friend constexpr bool operator!=(const int_sweep_result& x, const int_sweep_result& y) noexcept {
    return !(x == y);
  }
};

/// The integer response: how far box a may move along its path before its interior would
/// overlap box b's. The path's lattice points are a + j (v / g), j = 0..g, with v = va - vb
/// and g the gcd of |v_i| (the points where every coordinate is an integer).
template <int N>
struct sweep_response {
  bool blocked;        ///< the interiors overlap at some t in [0, 1]: the move is cut short
  bool started_inside; ///< the interiors already overlap at t = 0 (delta is then 0)
  std::int64_t step;   ///< j*, the lattice steps taken: g when not blocked, else the last
                       ///< j with j / g <= first interior contact (0 when started inside)
  std::int64_t steps;  ///< g (0 when v == 0)
  std::array<std::int64_t, N> delta;  ///< displacement of a relative to b: step * (v / g)
  explicit constexpr operator bool() const noexcept { return blocked; }
  friend constexpr bool operator==(const sweep_response& x, const sweep_response& y) noexcept {
    return x.blocked == y.blocked && x.started_inside == y.started_inside && x.step == y.step &&
           x.steps == y.steps && x.delta == y.delta;
  }
  friend constexpr bool operator!=(const sweep_response& x, const sweep_response& y) noexcept { return !(x == y); }
};

namespace swept_aabb {

namespace detail {

/// Whether every coordinate and velocity component is within +-2^30 (int_max_magnitude).
template <int N>
[[nodiscard]] constexpr bool int_in_range(const box<std::int32_t, N>& a, const velocity_arg<std::int32_t, N>& va,
                                          const box<std::int32_t, N>& b,
                                          const velocity_arg<std::int32_t, N>& vb) noexcept {
  constexpr std::int32_t m = std::int32_t(1) << 30;
  bool ok = true;
  for (int i = 0; i < N; ++i)
    for (std::int32_t x : {a.min[i], a.max[i], va[i], b.min[i], b.max[i], vb[i]}) ok = ok && x <= m && x >= -m;
  return ok;
}

/// p < q for fractions with positive denominators; |num|, den <= 2^31 keep both products
/// within 2^62.
[[nodiscard]] constexpr bool less(fraction p, fraction q) noexcept { return p.num * q.den < q.num * p.den; }

/// Per-axis entry and exit fractions of integer boxes (den > 0), and the frame's interval.
/// open: interiors only (strict comparisons). Returns false when a v == 0 axis never meets.
template <int N>
[[nodiscard]] constexpr bool int_interval(const box<std::int32_t, N>& a, const velocity_arg<std::int32_t, N>& va,
                                          const box<std::int32_t, N>& b, const velocity_arg<std::int32_t, N>& vb,
                                          bool open, fraction& enter, fraction& leave) noexcept {
  enter = {0, 1}, leave = {1, 1};
  for (int i = 0; i < N; ++i) {
    const std::int64_t v = std::int64_t(va[i]) - vb[i];
    const std::int64_t a0 = a.min[i], a1 = a.max[i], b0 = b.min[i], b1 = b.max[i];
    if (v == 0) {
      const bool meet = open ? (a0 < b1 && b0 < a1) : (a0 <= b1 && b0 <= a1);
      if (!meet) return false;
      continue;
    }
    // a0 + v t <= b1 and b0 <= a1 + v t, the ends swapped for v < 0; den = |v| > 0.
    const fraction near = v > 0 ? fraction{b0 - a1, v} : fraction{a0 - b1, -v};
    const fraction far = v > 0 ? fraction{b1 - a0, v} : fraction{a1 - b0, -v};
    if (less(enter, near)) enter = near;
    if (less(far, leave)) leave = far;
  }
  return true;
}

}  // namespace detail

/// The coordinate range of the integer variants: |x| <= 2^30 for every coordinate and
/// velocity component. Then v = va - vb, near and far stay within 2^31 in magnitude, the
/// products of the comparisons within 2^62 and the response's j* g within 2^62: every
/// intermediate fits in int64 (docs/contracts.md, "swept AABB").
inline constexpr std::int32_t int_max_magnitude = std::int32_t(1) << 30;

/// exact_int: closed boxes on integer coordinates, exact contact interval as fractions.
/// Semantics: as slab, in exact arithmetic. Contract: exact over |x| <= 2^30; any input beyond
/// that range is answered with a miss before any arithmetic (so no overflow anywhere).
struct exact_int {
  static constexpr std::string_view name = "exact_int";
  static constexpr contract promise = contract::exact;
  using twin = void;
  static constexpr error_bound bound(int) noexcept { return {0, 0}; }
  template <class T>
  static constexpr T max_magnitude() noexcept { return int_max_magnitude; }
  static bool supported() noexcept { return true; }

  template <int N>
  [[nodiscard]] static constexpr int_sweep_result test(const box<std::int32_t, N>& a,
                                                       const velocity_arg<std::int32_t, N>& va,
                                                       const box<std::int32_t, N>& b,
                                                       const velocity_arg<std::int32_t, N>& vb) noexcept {
    fraction enter{}, leave{};
    if (!detail::int_in_range(a, va, b, vb)) return {false, {0, 0}, {0, 0}};  // outside: no arithmetic at all
    if (detail::int_interval(a, va, b, vb, false, enter, leave) && !detail::less(leave, enter))
      return {true, enter, leave};
    return {false, {0, 0}, {0, 0}};
  }
};

/// response_int: the tutorial's response on the integer lattice: move a along its path to the
/// last lattice point before the interiors of a and b would overlap (touching is allowed, so
/// a box slides up to a wall and rests against it).
/// Semantics: open sets; blocked when max(0, entries) < min(1, exits) (the interiors meet in
/// the frame); then j* = floor(first contact * g), or 0 when the interiors overlap at t = 0.
/// Not blocked: j* = g, the whole move. For two moving boxes delta is a's displacement
/// relative to b. Contract: exact over |x| <= 2^30 (judged against the open-set answer);
/// beyond that range: not blocked, no move, before any arithmetic.
struct response_int : exact_int {
  static constexpr std::string_view name = "response_int";
  static constexpr bool open_sets = true;

  template <int N>
  [[nodiscard]] static constexpr sweep_response<N> test(const box<std::int32_t, N>& a,
                                                        const velocity_arg<std::int32_t, N>& va,
                                                        const box<std::int32_t, N>& b,
                                                        const velocity_arg<std::int32_t, N>& vb) noexcept {
    sweep_response<N> out{false, true, 0, 0, {}};
    if (!detail::int_in_range(a, va, b, vb)) return {false, false, 0, 0, {}};  // outside: no arithmetic at all
    std::array<std::int64_t, N> v{};
    for (int i = 0; i < N; ++i) {
      v[i] = std::int64_t(va[i]) - vb[i];
      out.steps = std::gcd(out.steps, v[i] < 0 ? -v[i] : v[i]);
      out.started_inside = out.started_inside && a.min[i] < b.max[i] && b.min[i] < a.max[i];
    }
    fraction enter{}, leave{};
    out.blocked = detail::int_interval(a, va, b, vb, true, enter, leave) && detail::less(enter, leave);
    if (!out.blocked) out.step = out.steps;
    else if (!out.started_inside) out.step = enter.num * out.steps / enter.den;  // floor: enter >= 0
    for (int i = 0; i < N; ++i) out.delta[i] = out.steps == 0 ? 0 : out.step * (v[i] / out.steps);
    return out;
  }
};

}  // namespace swept_aabb
}  // namespace spherebox
