/// The exact answer and the harness hooks of slug circle_rect (ball vs centre/half-extent box),
/// found by argument-dependent lookup: oracle, in_domain, intermediates_representable,
/// expected_error, mirrored, scaled_by. Independent of lib/: the oracle clamps the point into
/// the exact box [c - h, c + h] (bounds formed exactly on T's grid, never rounded).
#pragma once
#include <bit>
#include <cmath>
#include <limits>
#include <optional>
#include <spherebox/checked.hpp>
#include <spherebox/contract.hpp>

#include "case.hpp"
#include "../core/claim.hpp"
#include "../core/compare.hpp"

namespace spherebox::ref {

/// Exact D = |p - q|^2 with q the closest point of { |x_i - c_i| <= h_i } to the ball centre p,
/// R = r^2, and the abs-max scale S = R + sum of (p_i - c_i)^2 over the axes with
/// 2 |p_i - c_i| >= h_i (docs/contracts.md, "abs-max"). Any N. nullopt unless every value is
/// finite, r >= 0 and every h_i >= 0.
template <class T, int N>
[[nodiscard]] std::optional<exact_compare> oracle(const circle_rect_case<T, N>& c) {
  if (!all_finite(c) || c.s.radius < 0) return std::nullopt;
  std::array<integer, N> lo, hi, p;
  exact_compare out;
  const integer r = on_grid(c.s.radius);
  out.r = r * r;
  out.s = out.r;
  for (int i = 0; i < N; ++i) {
    if (c.b.half[i] < 0) return std::nullopt;
    const integer m = on_grid(c.b.center[i]), h = on_grid(c.b.half[i]);
    lo[i] = m - h, hi[i] = m + h, p[i] = on_grid(c.s.center[i]);
    const integer a = boost::multiprecision::abs(p[i] - m);
    if (2 * a >= h) out.s += a * a;
  }
  const auto q = exact_closest<N>(lo, hi, p);
  out.d = 0;
  for (int i = 0; i < N; ++i) out.d += (p[i] - q[i]) * (p[i] - q[i]);
  out.eta = integer(1) << grid_bits<T>;  // eta = 2^-grid_bits, in units of 2^-(2 grid_bits)
  out.scale_bits = 2 * grid_bits<T>;
  return out;
}

}  // namespace spherebox::ref
