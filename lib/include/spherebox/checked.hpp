/// The checked API's vocabulary: why an input is refused (errc), the result of a checked call
/// (checked<R>), and the validation helpers every shape pair's checked entry point uses.
#pragma once
#include <string_view>

#include "types.hpp"

namespace spherebox {

/// Why a checked call refused its input. The order is the priority: a checked call reports
/// the first reason that applies.
enum class errc {
  ok,               ///< input accepted, the value is meaningful
  not_a_number,     ///< a coordinate or the radius is NaN
  infinite,         ///< a coordinate or the radius is +-inf
  negative_radius,  ///< radius < 0 (-0 is accepted: it equals 0)
  zero_radius,      ///< an ellipsoid radius is 0 (its metric divides by the radii)
  inverted_box,     ///< min[i] > max[i] on some axis
  negative_extent,  ///< a half extent < 0 (centre/half-extent and oriented boxes)
  degenerate_box,   ///< min[i] == max[i] on some axis, for a variant that needs interiors
  not_orthonormal,  ///< oriented box axes farther from orthonormal than the variant accepts
  out_of_domain,    ///< finite, but beyond the variant's magnitude limit (max_magnitude)
  bad_span,         ///< batch spans: a null pointer, sizes that differ, or too many elements
};

/// A one-line English description of an error code.
[[nodiscard]] constexpr std::string_view message(errc e) noexcept {
  switch (e) {
    case errc::ok: return "ok";
    case errc::not_a_number: return "input contains NaN";
    case errc::infinite: return "input contains an infinity";
    case errc::negative_radius: return "radius is negative";
    case errc::zero_radius: return "an ellipsoid radius is zero";
    case errc::inverted_box: return "box has min > max on some axis";
    case errc::negative_extent: return "box has a negative half extent";
    case errc::degenerate_box: return "box has min == max on some axis (this variant needs interiors)";
    case errc::not_orthonormal: return "box axes are not orthonormal within the variant's tolerance";
    case errc::out_of_domain: return "input magnitude exceeds the variant's domain (max_magnitude)";
    case errc::bad_span: return "batch spans: a null pointer, sizes that differ, or too many elements";
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

/// Keeps the highest-priority error seen (the smallest errc other than ok).
struct first_error {
  errc worst = errc::ok;
  constexpr void note(errc e) noexcept {
    if (e != errc::ok && (worst == errc::ok || e < worst)) worst = e;
  }
};

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

}  // namespace spherebox
