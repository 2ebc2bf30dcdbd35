/// The public entry points: overlaps(), closest_point() and their checked forms.
#pragma once
#include <array>
#include <limits>
#include <string_view>

#include "aabb_aabb/variants.hpp"
#include "aabb_point/clamp.hpp"
#include "checked.hpp"
#include "config.hpp"
#include "sphere_aabb/variants.hpp"
#include "types.hpp"
#include "sphere_obb/api.hpp"
#include "circle_rect/api.hpp"
#include "segment_sphere/api.hpp"
#include "ellipsoid_aabb/api.hpp"
#include "ellipsoid_obb/api.hpp"
#include "swept_aabb/api.hpp"

namespace spherebox {

/// Does the closed ball overlap the closed box? Touching counts.
/// Contract: that of the variant V (docs/contracts.md); inputs outside V's domain give some
/// bool without undefined behaviour. Use overlaps_checked to have them refused.
template <class V = sphere_aabb::default_variant, class T, int N>
[[nodiscard]] inline bool overlaps(const ball<T, N>& s, const box<T, N>& b) noexcept {
  return V::test(s, b);
}

/// The same question with the arguments the other way round.
template <class V = sphere_aabb::default_variant, class T, int N>
[[nodiscard]] inline bool overlaps(const box<T, N>& b, const ball<T, N>& s) noexcept {
  return overlaps<V>(s, b);
}

/// overlaps() that first checks the input against V's domain (finite, r >= 0, min <= max,
/// |x| <= V::max_magnitude<T>()) and returns the reason when it is outside.
template <class V = sphere_aabb::default_variant, class T, int N>
[[nodiscard]] inline checked<bool> overlaps_checked(const ball<T, N>& s, const box<T, N>& b) noexcept {
  const errc e = detail::validate(s, b, V::template max_magnitude<T>());
  return {e, e == errc::ok && V::test(s, b)};
}

/// Do two closed boxes overlap? Touching counts (aabb_aabb::open for interiors only).
/// Contract: exact for finite input with min <= max.
template <class V = aabb_aabb::default_variant, class T, int N>
[[nodiscard]] inline bool overlaps(const box<T, N>& a, const box<T, N>& b) noexcept {
  return V::test(a, b);
}

/// overlaps(box, box) that refuses NaN, inf and inverted boxes, and degenerate boxes for a
/// variant whose contract needs interiors (aabb_aabb::open).
template <class V = aabb_aabb::default_variant, class T, int N>
[[nodiscard]] inline checked<bool> overlaps_checked(const box<T, N>& a, const box<T, N>& b) noexcept {
  const errc e = aabb_aabb::detail::validate<V::needs_interior>(a, b);
  return {e, e == errc::ok && V::test(a, b)};
}

/// The point of the closed box nearest to p. Contract: exact (aabb_point::clamp).
template <class T, int N>
[[nodiscard]] inline std::array<T, N> closest_point(const box<T, N>& b,
                                                     const detail::no_deduce_t<std::array<T, N>>& p) noexcept {
  return aabb_point::clamp::point(b, p);
}

/// closest_point() that refuses NaN, inf and inverted boxes.
template <class T, int N>
[[nodiscard]] inline checked<std::array<T, N>> closest_point_checked(
    const box<T, N>& b, const detail::no_deduce_t<std::array<T, N>>& p) noexcept {
  const ball<T, N> as_ball{p, T(0)};
  const errc e = detail::validate(as_ball, b, std::numeric_limits<T>::max());
  return {e, e == errc::ok ? aabb_point::clamp::point(b, p) : std::array<T, N>{}};
}

}  // namespace spherebox
