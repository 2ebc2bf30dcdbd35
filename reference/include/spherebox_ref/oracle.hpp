/// The exact oracle: the true squared distance between the ball's centre and the box, from the
/// box's exact closest point, in exact integers on T's grid. Shares no code with lib/.
#pragma once
#include <array>
#include <optional>

#include "case.hpp"
#include "exact.hpp"

namespace spherebox::ref {

/// An exact comparison D <= R, kept as the two exact sides so contracts can use the margin.
/// Every field is an integer count of one common unit 2^-scale_bits / den: the real values are
/// D = d * unit, R = r * unit, the slug's error scale S = s * unit (bounded contracts:
/// |D - R| <= k*u*S + a*eta) and eta = eta * unit, the smallest positive subnormal of the
/// case's value type. Each slug's oracle documents its D, R and S.
struct exact_compare {
  integer d, r;
  integer s;    ///< the scale S of the slug's bounded contract
  integer eta;  ///< the smallest positive subnormal of T, in the same unit
  int scale_bits = 0;
  integer den = 1;
  [[nodiscard]] bool holds() const { return d <= r; }     ///< the exact answer (overlap)
  [[nodiscard]] integer margin() const { return d - r; }  ///< D - R, scaled
  /// D - R as exact text: "m*2^e", divided by den when den != 1.
  [[nodiscard]] std::string margin_text() const {
    return dyadic(margin(), scale_bits) + (den == 1 ? std::string() : " / " + den.str());
  }
};

/// An exact_compare from rational D, R and S (slugs whose closest point is a rational
/// solution): one common unit 1/(L * 2^grid_bits<T>), L the lcm of the denominators, makes
/// every field an integer, eta included.
template <class T>
[[nodiscard]] exact_compare compare_rationals(const rational& D, const rational& R, const rational& S) {
  using boost::multiprecision::denominator;
  using boost::multiprecision::numerator;
  integer l = denominator(D);
  for (const rational* q : {&R, &S}) l = boost::multiprecision::lcm(l, integer(denominator(*q)));
  auto count = [&](const rational& q) { return integer((numerator(q) * (l / denominator(q))) << grid_bits<T>); };
  exact_compare out;
  out.d = count(D), out.r = count(R), out.s = count(S);
  out.eta = l;
  out.scale_bits = grid_bits<T>;
  out.den = l;
  return out;
}

/// True when every value of the case is finite (the oracle's own domain).
template <class Case>
[[nodiscard]] bool all_finite(const Case& c) {
  for (auto x : c.flat())
    if (!std::isfinite(x)) return false;
  return true;
}

/// Closest point of a closed box to p, exact: the squared distance is a sum of independent
/// one-variable convex terms (x_i - p_i)^2 over min_i <= x_i <= max_i, each minimised at
/// the projection of p_i onto [min_i, max_i]. Requires min <= max.
template <int N>
[[nodiscard]] std::array<integer, N> exact_closest(const std::array<integer, N>& lo,
                                                   const std::array<integer, N>& hi,
                                                   const std::array<integer, N>& p) {
  std::array<integer, N> q;
  for (int i = 0; i < N; ++i) q[i] = p[i] < lo[i] ? lo[i] : (hi[i] < p[i] ? hi[i] : p[i]);
  return q;
}

/// The exact answer for a finite sphere–AABB case with r >= 0 and min <= max:
/// D = |centre - closest point|^2 against R = r^2. nullopt outside that domain.
template <class T, int N>
[[nodiscard]] std::optional<exact_compare> oracle(const sphere_aabb_case<T, N>& c) {
  if (!all_finite(c) || c.s.radius < 0) return std::nullopt;
  std::array<integer, N> lo, hi, p;
  for (int i = 0; i < N; ++i) {
    if (c.b.min[i] > c.b.max[i]) return std::nullopt;
    lo[i] = on_grid(c.b.min[i]);
    hi[i] = on_grid(c.b.max[i]);
    p[i] = on_grid(c.s.center[i]);
  }
  const auto q = exact_closest<N>(lo, hi, p);
  exact_compare out;
  out.d = 0;
  for (int i = 0; i < N; ++i) out.d += (p[i] - q[i]) * (p[i] - q[i]);
  const integer r = on_grid(c.s.radius);
  out.r = r * r;
  out.s = out.d + out.r;                        // S = D + R (docs/contracts.md)
  out.eta = integer(1) << grid_bits<T>;         // eta = 2^-grid_bits = 2^grid_bits units
  out.scale_bits = 2 * grid_bits<T>;
  return out;
}

/// The exact answer for two boxes: closed sets overlap iff every pair of intervals meets;
/// open sets iff every pair of open intervals meets. nullopt for non-finite or inverted boxes.
template <class T, int N>
[[nodiscard]] std::optional<bool> oracle(const aabb_aabb_case<T, N>& c, bool open_sets) {
  if (!all_finite(c)) return std::nullopt;
  bool meet = true;
  for (int i = 0; i < N; ++i) {
    if (c.a.min[i] > c.a.max[i] || c.b.min[i] > c.b.max[i]) return std::nullopt;
    const integer a0 = on_grid(c.a.min[i]), a1 = on_grid(c.a.max[i]);
    const integer b0 = on_grid(c.b.min[i]), b1 = on_grid(c.b.max[i]);
    // The intersection of [a0,a1] and [b0,b1] is [max(a0,b0), min(a1,b1)].
    const integer from = a0 < b0 ? b0 : a0, to = a1 < b1 ? a1 : b1;
    meet = meet && (open_sets ? from < to : from <= to);
  }
  return meet;
}

/// The exact closest point of a finite, non-inverted box to a finite point, on T's grid.
template <class T, int N>
[[nodiscard]] std::optional<std::array<integer, N>> oracle(const aabb_point_case<T, N>& c) {
  if (!all_finite(c)) return std::nullopt;
  std::array<integer, N> lo, hi, p;
  for (int i = 0; i < N; ++i) {
    if (c.b.min[i] > c.b.max[i]) return std::nullopt;
    lo[i] = on_grid(c.b.min[i]), hi[i] = on_grid(c.b.max[i]), p[i] = on_grid(c.p[i]);
  }
  return exact_closest<N>(lo, hi, p);
}

}  // namespace spherebox::ref
