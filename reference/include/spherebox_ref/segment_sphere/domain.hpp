/// The domain hooks of segment_sphere (core/hooks.hpp): a claim's domain, the conservative
/// rejection clause, the checked API's error and the exact metamorphic images, decided exactly
/// and independently of lib/.
#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>
#include <string>

#include <spherebox/checked.hpp>

#include "../core/claim.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// Finite, r >= 0 (-0 counts as 0), every |value| <= the claim's max_magnitude. Written
/// independently of lib/'s validate_segment.
template <class T, int N>
[[nodiscard]] bool in_domain(const segment_sphere_case<T, N>& c, const claim<T>& cl) {
  if (!within_magnitude(c, cl)) return false;  // also false for NaN
  return !(c.b.radius < 0);
}

/// Contract (b) of a conservative segment–sphere claim: on some axis the centre lies outside
/// [min(a, b) - r, max(a, b) + r] by more than the claim's margin.
template <class T, int N>
[[nodiscard]] bool must_reject(const segment_sphere_case<T, N>& c, const claim<T>& cl) {
  for (int i = 0; i < N; ++i) {
    const T lo = c.s.a[i] < c.s.b[i] ? c.s.a[i] : c.s.b[i], hi = c.s.a[i] < c.s.b[i] ? c.s.b[i] : c.s.a[i];
    if (beyond_slab(c.b.center[i], lo, hi, c.b.radius, cl.reject)) return true;
  }
  return false;
}

/// What overlaps_checked must return: NaN, then inf, then r < 0, then magnitude.
template <class T, int N>
[[nodiscard]] errc expected_error(const segment_sphere_case<T, N>& c, const claim<T>& cl) {
  bool nan = false, inf = false, big = false;
  for (T x : c.flat()) nan |= std::isnan(x), inf |= std::isinf(x), big |= std::fabs(x) > cl.max_magnitude;
  return nan ? errc::not_a_number : inf ? errc::infinite : c.b.radius < 0 ? errc::negative_radius
       : big ? errc::out_of_domain : errc::ok;
}

/// x -> -x on every axis. Negation is exact and round-to-nearest is symmetric, so every
/// difference, product and sum of every variant only changes sign or not at all: the same
/// answer, bit for bit.
template <class T, int N>
[[nodiscard]] segment_sphere_case<T, N> mirrored(const segment_sphere_case<T, N>& c) {
  auto v = c.flat();
  for (int i = 0; i < 3 * N; ++i) v[i] = -v[i];
  return segment_sphere_case<T, N>::from_flat(v);
}

/// Every value times 2^k, when that is exact (no overflow, no lost subnormal bits) and both the
/// case and the image stay within the claim's magnitude and below max/2. Then every difference
/// scales exactly, the bounded variants' normalized frame is the same bits (the frame's scale
/// absorbs 2^k), and conservative's fl(lo - r) scales exactly: the answer must not change.
template <class T, int N>
[[nodiscard]] std::optional<segment_sphere_case<T, N>> scaled_by(const segment_sphere_case<T, N>& c, int k,
                                                                 const claim<T>& cl) {
  const T limit = std::min(cl.max_magnitude, std::numeric_limits<T>::max() / 2);
  auto v = c.flat();
  for (T& x : v) {
    const T y = std::ldexp(x, k);
    if (!(std::fabs(x) <= limit) || !(std::fabs(y) <= limit) || std::ldexp(y, -k) != x) return std::nullopt;
    x = y;
  }
  return segment_sphere_case<T, N>::from_flat(v);
}

}  // namespace spherebox::ref
