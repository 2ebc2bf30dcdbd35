/// Public entry points of segment_sphere: a closed segment against a closed ball.
#pragma once
#include "../checked.hpp"
#include "../types.hpp"
#include "variants.hpp"

namespace spherebox {

/// Does the closed segment overlap the closed ball? Touching counts; a == b is a point.
/// Semantics: the segment is { a + t (b - a) : 0 <= t <= 1 }, exactly, for the real numbers
/// the fields encode.
/// Contract: that of the variant V (docs/contracts.md, "segment vs sphere"); inputs outside
/// V's domain give some bool without undefined behaviour. Use overlaps_checked to have them
/// refused.
/// Source: C. Ericson, Real-Time Collision Detection (2005), section 5.1.2.
template <class V = segment_sphere::default_variant, class T, int N>
[[nodiscard]] inline bool overlaps(const segment<T, N>& s, const ball<T, N>& b) noexcept {
  return V::test(s, b);
}

/// The same question with the arguments the other way round.
template <class V = segment_sphere::default_variant, class T, int N>
[[nodiscard]] inline bool overlaps(const ball<T, N>& b, const segment<T, N>& s) noexcept {
  return overlaps<V>(s, b);
}

namespace detail {

/// First error in priority order: NaN, inf, r < 0, then magnitude above limit; ok when none.
/// A segment has no ordering constraint (a and b may come in any order, or coincide).
template <class T, int N>
[[nodiscard]] constexpr errc validate_segment(const segment<T, N>& s, const ball<T, N>& b, T limit) noexcept {
  first_error e;
  e.note(classify_value(b.radius, limit));
  for (int i = 0; i < N; ++i) {
    e.note(classify_value(s.a[i], limit));
    e.note(classify_value(s.b[i], limit));
    e.note(classify_value(b.center[i], limit));
  }
  if (e.worst == errc::not_a_number || e.worst == errc::infinite) return e.worst;
  if (b.radius < 0) e.note(errc::negative_radius);
  return e.worst;
}

}  // namespace detail

/// overlaps() that first checks the input against V's domain (finite, r >= 0 with -0
/// accepted, every |x| <= V::max_magnitude<T>()) and returns the reason when it is outside.
template <class V = segment_sphere::default_variant, class T, int N>
[[nodiscard]] inline checked<bool> overlaps_checked(const segment<T, N>& s, const ball<T, N>& b) noexcept {
  const errc e = detail::validate_segment(s, b, V::template max_magnitude<T>());
  return {e, e == errc::ok && V::test(s, b)};
}

}  // namespace spherebox
