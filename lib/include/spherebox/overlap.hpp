/// The public entry points: overlaps(), closest_point() and their checked forms.
#pragma once
#include <array>
#include <limits>
#include <string_view>

#include "aabb_aabb/variants.hpp"
#include "aabb_point/clamp.hpp"
#include "config.hpp"
#include "sphere_aabb/variants.hpp"
#include "types.hpp"

namespace spherebox {

/// Why a checked call refused its input.
enum class errc {
  ok,               ///< input accepted, the value is meaningful
  not_a_number,     ///< a coordinate or the radius is NaN
  infinite,         ///< a coordinate or the radius is +-inf
  negative_radius,  ///< radius < 0 (-0 is accepted: it equals 0)
  inverted_box,     ///< min[i] > max[i] on some axis
  degenerate_box,   ///< min[i] == max[i] on some axis, for a variant that needs interiors
  out_of_domain,    ///< finite, but beyond the variant's magnitude limit (max_magnitude)
};

/// A one-line English description of an error code.
[[nodiscard]] constexpr std::string_view message(errc e) noexcept {
  switch (e) {
    case errc::ok: return "ok";
    case errc::not_a_number: return "input contains NaN";
    case errc::infinite: return "input contains an infinity";
    case errc::negative_radius: return "radius is negative";
    case errc::inverted_box: return "box has min > max on some axis";
    case errc::degenerate_box: return "box has min == max on some axis (this variant needs interiors)";
    case errc::out_of_domain: return "input magnitude exceeds the variant's domain (max_magnitude)";
  }
  return "?";
}

/// The result of a checked call: a value, meaningful only when error == errc::ok.
template <class R>
struct checked {
  errc error;
  R value;
  [[nodiscard]] constexpr bool ok() const noexcept { return error == errc::ok; }
};

namespace detail {

template <class T>
[[nodiscard]] constexpr errc classify_value(T x, T limit) noexcept {
  if (x != x) return errc::not_a_number;
  if (x - x != 0) return errc::infinite;  // inf - inf is NaN; finite - finite is 0
  return (x <= limit && -x <= limit) ? errc::ok : errc::out_of_domain;
}

/// First error in priority order NaN, inf, radius, box, magnitude; ok when none.
template <class T, int N>
[[nodiscard]] constexpr errc validate(const box<T, N>& b, T limit) noexcept {
  errc worst = errc::ok;
  auto note = [&worst](errc e) { if (e != errc::ok && (worst == errc::ok || e < worst)) worst = e; };
  for (int i = 0; i < N; ++i) {
    note(classify_value(b.min[i], limit));
    note(classify_value(b.max[i], limit));
  }
  if (worst != errc::ok && worst != errc::out_of_domain) return worst;
  for (int i = 0; i < N; ++i)
    if (b.min[i] > b.max[i]) note(errc::inverted_box);
  return worst;
}

template <class T, int N>
[[nodiscard]] constexpr errc validate(const ball<T, N>& s, const box<T, N>& b, T limit) noexcept {
  errc worst = validate(b, limit);
  auto note = [&worst](errc e) { if (e != errc::ok && (worst == errc::ok || e < worst)) worst = e; };
  for (int i = 0; i < N; ++i) note(classify_value(s.center[i], limit));
  note(classify_value(s.radius, limit));
  if (s.radius < 0) note(errc::negative_radius);
  return worst;
}

}  // namespace detail

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
  const T limit = std::numeric_limits<T>::max();
  errc e = detail::validate(a, limit);
  const errc f = detail::validate(b, limit);
  if (e == errc::ok || (f != errc::ok && f < e)) e = f;
  if (e == errc::ok && V::needs_interior)
    for (int i = 0; i < N; ++i)
      if (a.min[i] == a.max[i] || b.min[i] == b.max[i]) e = errc::degenerate_box;
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
