/// The domain hooks of swept_aabb (core/hooks.hpp): a claim's domain, the checked API's
/// error, part (b) of the bounded contract, the judge of a contact interval (judge_value) and
/// the exact metamorphic images, decided exactly and independently of lib/.
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

/// Finite, min <= max, every |value| <= the claim's max_magnitude. Written independently of
/// lib/'s validate_sweep.
template <class T, int N>
[[nodiscard]] bool in_domain(const swept_aabb_case<T, N>& c, const claim<T>& cl) {
  for (T x : c.flat()) {
    if constexpr (std::is_integral_v<T>) {
      if (x > cl.max_magnitude || x < -cl.max_magnitude) return false;
    } else if (!(std::fabs(x) <= cl.max_magnitude)) {
      return false;  // also false for NaN
    }
  }
  for (int i = 0; i < N; ++i)
    if (c.a.min[i] > c.a.max[i] || c.b.min[i] > c.b.max[i]) return false;
  return true;
}

/// What sweep_checked must return: NaN, then inf, then an inverted box, then magnitude.
template <class T, int N>
[[nodiscard]] errc expected_error(const swept_aabb_case<T, N>& c, const claim<T>& cl) {
  bool nan = false, inf = false, big = false, inverted = false;
  for (T x : c.flat()) {
    if constexpr (std::is_integral_v<T>) big |= x > cl.max_magnitude || x < -cl.max_magnitude;
    else nan |= std::isnan(x), inf |= std::isinf(x), big |= std::fabs(x) > cl.max_magnitude;
  }
  for (int i = 0; i < N; ++i) inverted |= c.a.min[i] > c.a.max[i] || c.b.min[i] > c.b.max[i];
  return nan ? errc::not_a_number : inf ? errc::infinite : inverted ? errc::inverted_box
       : big ? errc::out_of_domain : errc::ok;
}

/// Whether a float case's rounding-free parts are exact: the relative velocity and, on every
/// moving axis, both differences slab divides (b.min - a.max and b.max - a.min). quotients:
/// also every quotient. Then a correctly rounded division returns a representable exact time
/// as itself, and max/min of those is exact.
template <class T, int N>
[[nodiscard]] bool slab_operands_exact(const swept_aabb_case<T, N>& c, bool quotients) {
  auto fits = [](const rational& q) {
    const T f = static_cast<T>(q.template convert_to<long double>());
    return std::isfinite(f) && exact_value(f) == q;
  };
  if (!all_finite(c)) return false;
  for (int i = 0; i < N; ++i) {
    const rational v = exact_value(c.va[i]) - exact_value(c.vb[i]);
    if (!fits(v)) return false;
    if (v == 0) continue;
    const rational a0 = exact_value(c.a.min[i]), a1 = exact_value(c.a.max[i]);
    const rational b0 = exact_value(c.b.min[i]), b1 = exact_value(c.b.max[i]);
    for (const rational& d : {rational(b0 - a1), rational(b1 - a0)})  // slab's near and far, either sign of v
      if (!fits(d) || (quotients && !fits(d / v))) return false;
  }
  return true;
}

/// Part (b) of the bounded contract: the relative velocity, both differences of every moving
/// axis and both quotients are representable in T (then slab's every operation is exact).
template <class T, int N>
[[nodiscard]] bool intermediates_representable(const swept_aabb_case<T, N>& c) {
  if constexpr (std::is_integral_v<T>) return true;
  else return slab_operands_exact(c, true);
}

/// The rest of a float answer: a reported interval lies in [0, 1], enter <= leave, and
///   exact:        equals the exact interval;
///   bounded:      each end within k u + a eta of the exact clipped end (S = 1);
///   conservative: contains the exact interval whenever the exact answer is a hit.
/// Records (|error| - a eta) / u in the row's max ratio (bounded).
template <class T, int N>
[[nodiscard]] std::optional<std::string> judge_value(const swept_aabb_case<T, N>& c, const claim<T>& cl,
                                                     const sweep_result<T>& got, stats_row& row) {
  if (!got.hit) return std::nullopt;
  if (!(0 <= got.enter && got.enter <= got.leave && got.leave <= 1))
    return "interval: a hit must have 0 <= enter <= leave <= 1";
  const auto x = swept_parts(c, cl.open_sets);
  if (!x) return std::nullopt;
  const rational e = exact_value(got.enter), l = exact_value(got.leave);
  switch (cl.promise) {
    case contract::exact:
      if (e != x->enter() || l != x->leave()) return "exact contract: contact interval differs from the oracle";
      return std::nullopt;
    case contract::conservative:
      if (x->hit && (e > x->enter() || l < x->leave()))
        return "conservative contract: the interval does not contain the exact contact interval";
      return std::nullopt;
    case contract::bounded: {
      constexpr int p = std::numeric_limits<T>::digits;
      const rational u = rational(1, integer(1) << p);
      const rational eta = exact_value(std::numeric_limits<T>::denorm_min());
      const rational allowed = cl.bound.k * u + cl.bound.a * eta;
      const rational enter_error = abs(rational(e - x->enter())), leave_error = abs(rational(l - x->leave()));
      for (const rational* err_p : {&enter_error, &leave_error}) {
        const rational& err = *err_p;
        if (err > allowed) return "bounded contract: a contact time is farther than k u + a eta from the exact one";
        if (err > cl.bound.a * eta) {
          const double ratio = rational((err - cl.bound.a * eta) / u).template convert_to<double>();
          row.note_ratio(ratio);
        }
      }
      if (intermediates_representable(c) && (e != x->enter() || l != x->leave()))
        return "bounded contract (b): contact interval inexact although every intermediate is representable";
      return std::nullopt;
    }
  }
  return std::nullopt;
}

/// The rest of an integer answer: a hit's fractions equal the exact interval.
template <int N>
[[nodiscard]] std::optional<std::string> judge_value(const swept_aabb_case<std::int32_t, N>& c,
                                                     const claim<std::int32_t>& cl, const int_sweep_result& got,
                                                     stats_row&) {
  if (!got.hit) return std::nullopt;
  if (got.enter.den <= 0 || got.leave.den <= 0) return "interval: a hit needs positive denominators";
  const auto x = swept_parts(c, cl.open_sets);
  if (!x) return std::nullopt;
  if (rational(got.enter.num, got.enter.den) != x->enter() || rational(got.leave.num, got.leave.den) != x->leave())
    return "exact contract: contact interval differs from the oracle";
  return std::nullopt;
}

/// The rest of a response: the steps, the displacement and the started-inside flag, from the
/// exact open-set interval: j* = g unless blocked; floor(first contact * g) when blocked; 0
/// when the interiors overlap at t = 0.
template <int N>
[[nodiscard]] std::optional<std::string> judge_value(const swept_aabb_case<std::int32_t, N>& c,
                                                     const claim<std::int32_t>&, const sweep_response<N>& got,
                                                     stats_row&) {
  const auto x = swept_parts(c, true);
  if (!x) return std::nullopt;
  integer g = 0;
  std::array<integer, N> v;
  bool inside = true;
  for (int i = 0; i < N; ++i) {
    v[i] = integer(c.va[i]) - integer(c.vb[i]);
    g = boost::multiprecision::gcd(g, integer(abs(v[i])));
    inside = inside && c.a.min[i] < c.b.max[i] && c.b.min[i] < c.a.max[i];
  }
  integer step = g;
  if (x->hit) {
    const rational t = inside ? rational(0) : x->enter();
    const rational tg = t * rational(g);
    step = boost::multiprecision::numerator(tg) / boost::multiprecision::denominator(tg);  // t >= 0: floor
  }
  if (got.started_inside != inside) return "response: started_inside differs from the oracle";
  if (integer(got.steps) != g) return "response: steps (the gcd of the velocity) differs from the oracle";
  if (integer(got.step) != step) return "response: the steps taken differ from the oracle (" + step.str() + ")";
  for (int i = 0; i < N; ++i)
    if (integer(got.delta[i]) != (g == 0 ? integer(0) : integer(step * (v[i] / g))))
      return "response: the displacement differs from the oracle";
  return std::nullopt;
}

/// x -> -x on every coordinate and velocity. Negation is exact and rounding symmetric, and
/// each axis's slab turns around (v -> -v swaps near and far): the same answer, bit for bit.
template <class T, int N>
[[nodiscard]] swept_aabb_case<T, N> mirrored(const swept_aabb_case<T, N>& c) {
  swept_aabb_case<T, N> m;
  for (int i = 0; i < N; ++i) {
    m.a.min[i] = -c.a.max[i], m.a.max[i] = -c.a.min[i], m.va[i] = -c.va[i];
    m.b.min[i] = -c.b.max[i], m.b.max[i] = -c.b.min[i], m.vb[i] = -c.vb[i];
  }
  return m;
}

/// A response on the mirrored case, mapped back: its displacement changes sign, nothing else.
template <int N>
[[nodiscard]] sweep_response<N> mirrored_answer(const swept_aabb_case<std::int32_t, N>&, sweep_response<N> r) {
  for (auto& d : r.delta) d = -d;
  return r;
}

/// Every value times 2^k, when that is exact and stays within the claim's magnitude, and every
/// rounded difference scales with its operands: then each quotient (a time) is the same
/// float quotient and rounds to the same bits. Floating point only.
template <class T, int N>
[[nodiscard]] std::optional<swept_aabb_case<T, N>> scaled_by(const swept_aabb_case<T, N>& c, int k,
                                                             const claim<T>& cl) {
  if constexpr (std::is_integral_v<T>) {
    return std::nullopt;
  } else {
    auto v = c.flat();
    for (T& x : v) {
      const T y = std::ldexp(x, k);
      if (!(std::fabs(x) <= cl.max_magnitude) || !(std::fabs(y) <= cl.max_magnitude) || std::ldexp(y, -k) != x)
        return std::nullopt;
      x = y;
    }
    auto out = swept_aabb_case<T, N>::from_flat(v);
    // Each rounded difference must scale with its operands: fl(2^k p - 2^k q) == 2^k fl(p - q)
    // (it may not when one of them rounds to a subnormal).
    for (int i = 0; i < N; ++i)
      for (auto [p, q] : {std::pair{c.b.min[i], c.a.max[i]}, std::pair{c.b.max[i], c.a.min[i]},
                          std::pair{c.a.min[i], c.b.max[i]}, std::pair{c.a.max[i], c.b.min[i]},
                          std::pair{c.va[i], c.vb[i]}}) {
        const T d = p - q;
        const T image = std::ldexp(p, k) - std::ldexp(q, k);
        if (image != std::ldexp(d, k) || std::ldexp(image, -k) != d) return std::nullopt;
      }
    return out;
  }
}

}  // namespace spherebox::ref
