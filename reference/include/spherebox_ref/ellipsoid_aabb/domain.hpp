/// Domain, checked-API reasons and exact metamorphic images of ellipsoid_aabb, decided here
/// from the definitions in docs/contracts.md ("Ellipsoid vs AABB"), independently of lib/'s
/// checks.
#pragma once
#include <cmath>
#include <optional>

#include <spherebox/checked.hpp>

#include "../core/claim.hpp"
#include "../core/ellipsoid.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

template <class T, int N>
[[nodiscard]] bool in_domain(const ellipsoid_aabb_case<T, N>& c, const claim<T>& cl) {
  if (!within_magnitude(c, cl)) return false;  // also false for NaN
  for (int k = 0; k < N; ++k)
    if (!(c.e.radii[k] > 0) || c.b.min[k] > c.b.max[k]) return false;
  return true;
}

/// Contract (b) of a conservative ellipsoid–AABB claim: on some axis the centre lies outside
/// [min - rho, max + rho] (rho that axis's radius) by more than the claim's margin.
template <class T, int N>
[[nodiscard]] bool must_reject(const ellipsoid_aabb_case<T, N>& c, const claim<T>& cl) {
  for (int i = 0; i < N; ++i)
    if (beyond_slab(c.e.center[i], c.b.min[i], c.b.max[i], c.e.radii[i], cl.reject)) return true;
  return false;
}

/// The reason overlaps_checked must give: NaN, inf, radius < 0, radius == 0, inverted box,
/// magnitude (ellipsoid_aabb).
template <class T, int N>
[[nodiscard]] errc expected_error(const ellipsoid_aabb_case<T, N>& c, const claim<T>& cl) {
  bool nan = false, inf = false, big = false, neg = false, zero = false, inverted = false;
  for (T x : c.flat())
    nan |= std::isnan(x), inf |= std::isinf(x), big |= std::fabs(x) > cl.max_magnitude;
  for (int k = 0; k < N; ++k)
    neg |= c.e.radii[k]<0, zero |= c.e.radii[k] == 0, inverted |= c.b.min[k]> c.b.max[k];
  return nan        ? errc::not_a_number
         : inf      ? errc::infinite
         : neg      ? errc::negative_radius
         : zero     ? errc::zero_radius
         : inverted ? errc::inverted_box
         : big      ? errc::out_of_domain
                    : errc::ok;
}

/// x -> -x on every axis: [min, max] becomes [-max, -min]. Negation is exact and rounding is
/// symmetric, so each variant computes the negatives (or the same squares) of its original
/// intermediates.
template <class T, int N>
[[nodiscard]] ellipsoid_aabb_case<T, N> mirrored(const ellipsoid_aabb_case<T, N>& c) {
  auto m = c;
  for (int k = 0; k < N; ++k)
    m.e.center[k] = -c.e.center[k], m.b.min[k] = -c.b.max[k], m.b.max[k] = -c.b.min[k];
  return m;
}

template <class T, int N>
[[nodiscard]] std::optional<ellipsoid_aabb_case<T, N>> scaled_by(const ellipsoid_aabb_case<T, N>& c,
                                                                 int k, const claim<T>& cl) {
  return ellipsoid_scaled_by(c, k, cl);
}



/// Part (b) for ellipsoid_aabb (only `scaled` is bounded): replays its operations exactly, in
/// its order (per axis: c - bound, / radius, square, running sum), and is true when every
/// result is a value of T, so every rounding in the float run was exact (with or without FMA).
template <class T, int N>
[[nodiscard]] bool intermediates_representable(const ellipsoid_aabb_case<T, N>& c) {
  if (!exact_d(c)) return false;
  rational s = 0;
  for (int k = 0; k < N; ++k) {
    const T x = c.e.center[k];
    if (!(x < c.b.min[k]) && !(x > c.b.max[k])) continue;
    const rational d = exact_value(x) - exact_value(x < c.b.min[k] ? c.b.min[k] : c.b.max[k]);
    const rational q = d / exact_value(c.e.radii[k]);
    s += q * q;
    if (!exactly_in<T>(d) || !exactly_in<T>(q) || !exactly_in<T>(q * q) || !exactly_in<T>(s))
      return false;
  }
  return true;
}

}  // namespace spherebox::ref
