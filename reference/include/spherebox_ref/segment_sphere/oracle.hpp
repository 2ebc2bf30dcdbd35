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

}  // namespace spherebox::ref

#include "steps.hpp"
