/// The exact oracle of slug segment_sphere and its domain hooks. The closest point of the
/// segment to the centre, from first principles in exact arithmetic: on the line a + t d the
/// squared distance |w - t d|^2 (w = c - a, d = b - a) is a convex quadratic in t, minimised
/// at t = (w.d)/(d.d); over [0, 1] at that t clamped (t = 0 when d = 0). Shares no code with
/// lib/. D = |w - t* d|^2, R = r^2, S = |c - a|^2 + |c - b|^2 + r^2.
#pragma once
#include <spherebox/checked.hpp>
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

#include "case.hpp"
#include "../core/claim.hpp"
#include "../core/compare.hpp"

namespace spherebox::ref {

/// The exact closest point parameter and squared distances of a finite case.
struct segment_sphere_exact {
  rational t;     ///< t* in [0, 1]: the closest point is a + t* (b - a)
  rational D;     ///< |c - (a + t* d)|^2
  rational R;     ///< r^2
  rational S;     ///< |c - a|^2 + |c - b|^2 + r^2, the scale of the bounded contracts
};

/// Exact parts of a case with finite values and r >= 0 (nullopt otherwise). Works on T's grid
/// in integers: W = (c - a) 2^G, E = (b - a) 2^G, V = (c - b) 2^G, P = W.E, Q = E.E; for
/// 0 < P < Q the distance is |Q W - P E|^2 / Q^2 (that is |w - t* d|^2 with t* = P/Q).
template <class T, int N>
[[nodiscard]] std::optional<segment_sphere_exact> exact_parts(const segment_sphere_case<T, N>& c) {
  if (!all_finite(c) || c.b.radius < 0) return std::nullopt;
  std::array<integer, N> w, e, v;
  integer p = 0, q = 0, ww = 0, vv = 0;
  for (int i = 0; i < N; ++i) {
    const integer a = on_grid(c.s.a[i]), b = on_grid(c.s.b[i]), x = on_grid(c.b.center[i]);
    w[i] = x - a, e[i] = b - a, v[i] = x - b;
    p += w[i] * e[i], q += e[i] * e[i], ww += w[i] * w[i], vv += v[i] * v[i];
  }
  const integer unit = integer(1) << (2 * grid_bits<T>);  // squared grid values -> real
  const integer r = on_grid(c.b.radius);
  segment_sphere_exact out;
  out.R = rational(r * r, unit);
  out.S = rational(ww + vv + r * r, unit);
  if (q == 0 || p <= 0) {
    out.t = 0, out.D = rational(ww, unit);
  } else if (p >= q) {
    out.t = 1, out.D = rational(vv, unit);
  } else {
    integer num = 0;
    for (int i = 0; i < N; ++i) num += (q * w[i] - p * e[i]) * (q * w[i] - p * e[i]);
    out.t = rational(p, q), out.D = rational(num, q * q * unit);
  }
  return out;
}

/// The exact comparison D <= R with the slug's scale S (docs/contracts.md, "segment vs sphere").
template <class T, int N>
[[nodiscard]] std::optional<exact_compare> oracle(const segment_sphere_case<T, N>& c) {
  const auto x = exact_parts(c);
  if (!x) return std::nullopt;
  return compare_rationals<T>(x->D, x->R, x->S);
}

/// Finite, r >= 0 (-0 counts as 0), every |value| <= the claim's max_magnitude. Written
/// independently of lib/'s validate_segment.
template <class T, int N>
[[nodiscard]] bool in_domain(const segment_sphere_case<T, N>& c, const claim<T>& cl) {
  for (T x : c.flat())
    if (!(std::fabs(x) <= cl.max_magnitude)) return false;  // also false for NaN
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

#include "steps.hpp"
