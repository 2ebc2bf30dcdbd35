/// Public entry points of circle_rect: a ball against a box given by centre and half extents.
#pragma once
#include <type_traits>

#include "../checked.hpp"
#include "../types.hpp"
#include "variants.hpp"

namespace spherebox {

/// Does the closed ball overlap the closed centre/half-extent box? Touching counts (for the
/// default absmax; circle_rect::absmax_open decides whether the interiors meet).
/// Semantics: the box is { x : |x_i - center_i| <= half_i }, exactly; it is never converted
/// to min/max bounds, which would round.
/// Contract: that of the variant V (docs/contracts.md); inputs outside V's domain give some
/// bool without undefined behaviour. Use overlaps_checked to have them refused.
template <class V = circle_rect::default_variant, class T, int N>
[[nodiscard]] inline bool overlaps(const ball<T, N>& s, const centered_box<T, N>& b) noexcept {
  return V::test(s, b);
}

/// The same question with the arguments the other way round.
template <class V = circle_rect::default_variant, class T, int N>
[[nodiscard]] inline bool overlaps(const centered_box<T, N>& b, const ball<T, N>& s) noexcept {
  return overlaps<V>(s, b);
}

namespace detail {

/// First error in priority order: NaN, inf, r < 0, half < 0, half == 0 when the variant
/// needs interiors (open sets), then magnitude above limit; ok when none.
template <class T, int N>
[[nodiscard]] constexpr errc validate_centered(const ball<T, N>& s, const centered_box<T, N>& b,
                                               T limit, bool needs_interior) noexcept {
  first_error e;
  e.note(classify_value(s.radius, limit));
  for (int i = 0; i < N; ++i) {
    e.note(classify_value(s.center[i], limit));
    e.note(classify_value(b.center[i], limit));
    e.note(classify_value(b.half[i], limit));
  }
  if (e.worst == errc::not_a_number || e.worst == errc::infinite) return e.worst;
  if (s.radius < 0) e.note(errc::negative_radius);
  for (int i = 0; i < N; ++i) {
    if (b.half[i] < 0) e.note(errc::negative_extent);
    if (needs_interior && b.half[i] == 0) e.note(errc::degenerate_box);
  }
  return e.worst;
}

/// V::open_sets when V declares it, else false (C++17 detection, no concepts).
template <class V, class = void>
struct needs_interior : std::false_type {};
template <class V>
struct needs_interior<V, std::void_t<decltype(V::open_sets)>> : std::bool_constant<V::open_sets> {};

}  // namespace detail

/// overlaps() that first checks the input against V's domain (finite, r >= 0, half >= 0,
/// half > 0 for open-set variants, |x| <= V::max_magnitude<T>()) and returns the reason
/// when it is outside.
template <class V = circle_rect::default_variant, class T, int N>
[[nodiscard]] inline checked<bool> overlaps_checked(const ball<T, N>& s,
                                                    const centered_box<T, N>& b) noexcept {
  const errc e = detail::validate_centered(s, b, V::template max_magnitude<T>(),
                                           detail::needs_interior<V>::value);
  return {e, e == errc::ok && V::test(s, b)};
}

/// overlaps_checked with the arguments the other way round.
template <class V = circle_rect::default_variant, class T, int N>
[[nodiscard]] inline checked<bool> overlaps_checked(const centered_box<T, N>& b,
                                                    const ball<T, N>& s) noexcept {
  return overlaps_checked<V>(s, b);
}

}  // namespace spherebox
