/// Public entry points for an axis-aligned ellipsoid against an axis-aligned box.
#pragma once
#include "../checked.hpp"
#include "../types.hpp"
#include "variants.hpp"

namespace spherebox {

namespace detail {
/// First error of an ellipsoid in priority order: NaN, inf, radius < 0, radius == 0
/// (-0 included), magnitude.
template <class T, int N>
[[nodiscard]] constexpr errc validate(const ellipsoid<T, N>& e, T limit) noexcept {
  first_error f;
  for (int i = 0; i < N; ++i) {
    f.note(classify_value(e.center[i], limit));
    f.note(classify_value(e.radii[i], limit));
    if (e.radii[i] < 0) f.note(errc::negative_radius);
    if (e.radii[i] == 0) f.note(errc::zero_radius);
  }
  return f.worst;
}
}  // namespace detail

/// Does the closed axis-aligned ellipsoid overlap the closed box? Touching counts.
/// Semantics: min over the box of sum_i ((x_i - c_i) / radii_i)^2 <= 1.
/// Contract: that of the variant V (docs/contracts.md, "Ellipsoid vs AABB"); inputs outside V's
/// domain give some bool without undefined behaviour (overlaps_checked refuses them).
template <class V = ellipsoid_aabb::default_variant, class T, int N>
[[nodiscard]] inline bool overlaps(const ellipsoid<T, N>& e, const box<T, N>& b) noexcept {
  return V::test(e, b);
}

/// The same question with the arguments the other way round.
template <class V = ellipsoid_aabb::default_variant, class T, int N>
[[nodiscard]] inline bool overlaps(const box<T, N>& b, const ellipsoid<T, N>& e) noexcept {
  return overlaps<V>(e, b);
}

/// overlaps() that first checks the input against V's domain (finite, radii > 0,
/// min <= max, |x| <= V::max_magnitude<T>()) and returns the first reason it is outside.
template <class V = ellipsoid_aabb::default_variant, class T, int N>
[[nodiscard]] inline checked<bool> overlaps_checked(const ellipsoid<T, N>& e,
                                                    const box<T, N>& b) noexcept {
  const T limit = V::template max_magnitude<T>();
  detail::first_error f;
  f.note(detail::validate(e, limit));
  f.note(detail::validate(b, limit));
  return {f.worst, f.worst == errc::ok && V::test(e, b)};
}

}  // namespace spherebox
