/// Builders of circle_rect cases, one hook per codec mode (core/build.hpp; the kat mode reads
/// kat.hpp). Each builder says what its category claims; properties/circle_rect_props.cpp
/// checks the claims with the exact oracle.
#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <type_traits>
#include <vector>

#include "../core/builders.hpp"
#include "../core/build.hpp"
#include "case.hpp"
#include "domain.hpp"
#include "kat.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// tangent: box centre c_i in [-64, 64] and half extent h_i in [0, 64] (0 on a fifth of the
/// axes: degenerate extents); on min(feature, N) axes the ball centre lies outside by integer
/// offsets whose squares sum to hyp^2 (Pythagorean tuples times a multiplier m), r = hyp * m;
/// on the other axes it lies on the lower face, on the upper face, at the box centre or
/// anywhere in the slab. All times 2^k: every value is an integer below 2^(p-3) times 2^k,
/// exact. feature 0: centre in or on the box and r = 0. nudge: ulps added to r (a radius that
/// would go below 0 moves up instead).
template <class T, int N, class Src>
circle_rect_case<T, N> build_circle_rect_tangent(Src& src, tangent_params tp) {
  constexpr int p = std::numeric_limits<T>::digits;
  std::array<std::int64_t, N> c, h, x;
  for (int i = 0; i < N; ++i) {
    c[i] = src.range(-64, 64);
    h[i] = src.range(0, 4) == 0 ? 0 : src.range(1, 64);
    const int where = static_cast<int>(src.range(0, 3));
    x[i] = where == 0   ? c[i] - h[i]
           : where == 1 ? c[i] + h[i]
           : where == 2 ? c[i]
                        : c[i] + src.range(-h[i], h[i]);
  }
  const int m = std::min(tp.feature, N);
  std::array<std::int64_t, 3> off{0, 0, 0};
  std::int64_t hyp = 0;
  if (m == 1) off[0] = hyp = src.range(1, 97);
  draw_tuple(src, m, off, hyp);
  const std::int64_t mult = src.range(1, std::int64_t(1) << src.range(0, p - 10));
  const int first = static_cast<int>(src.range(0, N - 1));
  for (int j = 0; j < m; ++j) {
    const int i = (first + j) % N;
    x[i] = src.range(0, 1) ? c[i] + h[i] + off[j] * mult : c[i] - h[i] - off[j] * mult;
  }
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>(), top_exponent<T>(p));
  circle_rect_case<T, N> out{};
  for (int i = 0; i < N; ++i)
    out.s.center[i] = scaled<T>(x[i], k), out.b.center[i] = scaled<T>(c[i], k),
    out.b.half[i] = scaled<T>(h[i], k);
  out.s.radius = scaled<T>(hyp * mult, k);
  // A radius fewer than |nudge| ulps above 0 cannot move down that far (a negative radius is
  // outside every domain): move it up instead.
  if (tp.nudge != 0) {
    const T down = nudge_ulps(out.s.radius, tp.nudge);
    out.s.radius = down < 0 ? nudge_ulps(out.s.radius, -tp.nudge) : down;
  }
  return out;
}

/// The float nearest sqrt(D) for the exact D of c (radius ignored).
template <class T, int N>
[[nodiscard]] T exact_distance(const circle_rect_case<T, N>& c) {
  auto probe = c;
  probe.s.radius = 0;
  return distance_of<T>(oracle(probe));
}

/// near: full-precision values at scale 2^k; the box centre often far from the origin
/// (|c| up to 2^p times the box: c +- h is not representable) or near it (|c| down to 2^-p
/// times the box: p - c rounds, relative to |p - c|); the ball centre outside the
/// slab on a non-empty set of axes (moved out ulp by ulp until it is, exactly), elsewhere
/// in the slab; r the float nearest the exact distance moved by -3..3 ulps (at least 0).
template <class T, int N, class Src>
circle_rect_case<T, N> build_circle_rect_near(Src& src) {
  constexpr int p = std::numeric_limits<T>::digits;
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>() + p, top_exponent<T>(p + 8));
  auto any = [&](int e) {
    const auto mant = static_cast<T>(src.bits(p - 1) | (std::uint64_t(1) << (p - 1)));
    return std::ldexp(mant, e - p + 1);
  };
  circle_rect_case<T, N> out{};
  bool outside = false;
  for (int i = 0; i < N; ++i) {
    // The box centre far out (c +- h rounds), near the origin (p - c rounds), or at scale.
    const int pick = static_cast<int>(src.range(0, 2));
    const int shift = pick == 0   ? static_cast<int>(src.range(0, p))
                      : pick == 1 ? -static_cast<int>(src.range(2, p))
                                  : 0;
    const T c = any(k + shift) * (src.range(0, 1) ? 1 : -1);
    const T h = src.range(0, 5) == 0 ? T(0) : any(k - static_cast<int>(src.range(0, 3)));
    int role = static_cast<int>(src.range(0, 2));  // inside, below, above
    if (i == N - 1 && !outside) role = 1 + static_cast<int>(src.range(0, 1));
    const T gap = any(k - static_cast<int>(src.range(0, 6)));
    T x = role == 0   ? c + h * (T(src.range(-64, 64)) / 64)
          : role == 1 ? c - (h + gap)
                      : c + (h + gap);
    if (role != 0) {
      const T away =
          role == 1 ? -std::numeric_limits<T>::infinity() : std::numeric_limits<T>::infinity();
      const integer cc = on_grid(c), hh = on_grid(h);
      while (std::isfinite(x) && boost::multiprecision::abs(on_grid(x) - cc) <= hh)
        x = std::nextafter(x, away);
    }
    outside = outside || role != 0;
    out.s.center[i] = x, out.b.center[i] = c, out.b.half[i] = h;
  }
  if (!all_finite(out)) return out;
  const T r = exact_distance(out);
  out.s.radius = nudge_ulps(r, static_cast<int>(src.range(-3, 3)));
  if (out.s.radius < 0) out.s.radius = 0;
  return out;
}

/// lattice: w-bit integers times one 2^k; r, h made >= 0; a fifth of the boxes degenerate.
template <class T, int N, class Src>
[[nodiscard]] circle_rect_case<T, N> build_lattice(Src& src, std::type_identity<circle_rect_case<T, N>>) {
  std::array<T, circle_rect_case<T, N>::count> v;
  const int w = static_cast<int>(src.range(1, 16));
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>(), top_exponent<T>(w));
  for (auto& x : v) x = scaled<T>(src.range(-(std::int64_t(1) << (w - 1)), std::int64_t(1) << (w - 1)), k);
  auto c = circle_rect_case<T, N>::from_flat(v);
  c.s.radius = std::fabs(c.s.radius);
  for (auto& h : c.b.half) h = std::fabs(h);
  if (src.range(0, 4) == 0) c.b.half[src.range(0, N - 1)] = 0;
  return c;
}

/// The other builder hooks (core/build.hpp): tangent draws the feature, then the nudge.
template <class T, int N, class Src>
[[nodiscard]] circle_rect_case<T, N> build_tangent(Src& src, bool nudged, std::type_identity<circle_rect_case<T, N>>) {
  const int feature = static_cast<int>(src.range(0, 3));
  return build_circle_rect_tangent<T, N>(src, {feature, nudged ? draw_nudge(src) : 0});
}
template <class T, int N, class Src>
[[nodiscard]] circle_rect_case<T, N> build_near(Src& src, std::type_identity<circle_rect_case<T, N>>) {
  return build_circle_rect_near<T, N>(src);
}
template <class T, int N, class Src>
[[nodiscard]] circle_rect_case<T, N> build_special(Src& src, std::type_identity<circle_rect_case<T, N>>) {
  return build_special_values<circle_rect_case<T, N>>(src);
}

}  // namespace spherebox::ref
