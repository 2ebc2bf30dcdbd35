/// Tangency, near-tangency and special-value builders for sphere–AABB (see build.hpp; the shared helpers are in core/builders.hpp).
#pragma once
#include <algorithm>
#include <array>
#include <cmath>

#include "../core/builders.hpp"
#include "case.hpp"

namespace spherebox::ref {

/// tangent: the centre lies outside the box on `feature` axes by integer offsets whose squares
/// sum to h^2 (Pythagorean tuples times a multiplier m), r = h*m, all times 2^k; box corners
/// are small integers, widths may be 0 (degenerate), inactive coordinates may sit exactly on
/// a face. With nudge 0 the exact distance equals r (the oracle confirms D == R exactly);
/// otherwise r is moved by `nudge` ulps. Every value is an integer below 2^p times 2^k: exact.
template <class T, int N, class Src>
sphere_aabb_case<T, N> build_tangent(Src& src, tangent_params tp) {
  constexpr int p = std::numeric_limits<T>::digits;
  std::array<std::int64_t, N> lo, hi, c;
  for (int i = 0; i < N; ++i) {
    lo[i] = src.range(-64, 64);
    const bool flat = src.range(0, 4) == 0;  // degenerate extent on this axis
    hi[i] = lo[i] + (flat ? 0 : src.range(1, 64));
    const int where = static_cast<int>(src.range(0, 3));  // on min face, on max face, inside
    c[i] = where == 0 ? lo[i] : where == 1 ? hi[i] : lo[i] + src.range(0, hi[i] - lo[i]);
  }
  // Offsets of the active axes and the hypotenuse.
  const int m = std::min(tp.feature, N);
  std::array<std::int64_t, 3> off{0, 0, 0};
  std::int64_t h = 0;
  if (m == 1) off[0] = h = src.range(1, 97);
  draw_tuple(src, m, off, h);
  const std::int64_t mult = src.range(1, std::int64_t(1) << src.range(0, p - 10));  // h*mult < 2^p-3
  // Choose m distinct axes (a rotation of 0..N-1 keeps it simple and covers every axis).
  const int first = static_cast<int>(src.range(0, N - 1));
  for (int j = 0; j < m; ++j) {
    const int i = (first + j) % N;
    c[i] = src.range(0, 1) ? hi[i] + off[j] * mult : lo[i] - off[j] * mult;
  }
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>(), top_exponent<T>(p));
  sphere_aabb_case<T, N> out{};
  for (int i = 0; i < N; ++i) {
    out.b.min[i] = scaled<T>(lo[i], k), out.b.max[i] = scaled<T>(hi[i], k);
    out.s.center[i] = scaled<T>(c[i], k);
  }
  out.s.radius = scaled<T>(h * mult, k);
  // A radius fewer than |nudge| ulps above 0 cannot move down that far (a negative radius is
  // outside every domain): move it up instead.
  if (tp.nudge != 0) {
    const T down = nudge_ulps(out.s.radius, tp.nudge);
    out.s.radius = down < 0 ? nudge_ulps(out.s.radius, -tp.nudge) : down;
  }
  return out;
}

/// near: full-precision coordinates (random mantissas) around a box at scale 2^k, the centre
/// outside on a random non-empty set of axes, r the float nearest the exact distance moved by
/// -3..3 ulps. The exact margin is tiny relative to r^2, which is where rounding decides; at
/// the bottom of the scale r may be subnormal, and then the margin is tiny relative to eta*r.
/// One case in four is a face contact across zero: the centre outside on one axis only, on the
/// other side of 0 from that face, whose magnitude is 2^-d of the centre's (d in 1..96). The
/// gap c - face is then often no value of T (nor of double, for float and d > 29), and for
/// large d it rounds onto r itself: a face step that took the rounded gap for the gap reads a
/// tangency there (the known-wrong exact_face_unchecked). There r is not moved half the time.
template <class T, int N, class Src, class ApproxDistance>
sphere_aabb_case<T, N> build_near(Src& src, ApproxDistance&& distance) {
  constexpr int p = std::numeric_limits<T>::digits;
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>() + p, top_exponent<T>(8));
  auto any_at = [&](int top, int spread) {
    const auto mant = static_cast<T>(src.bits(p - 1) | (std::uint64_t(1) << (p - 1)));
    const T v = std::ldexp(mant, top - p + 1 + static_cast<int>(src.range(-spread, 0)));
    return src.range(0, 1) ? -v : v;
  };
  auto any = [&](int spread) { return any_at(k, spread); };
  const bool across = src.range(0, 3) == 0;
  const int face_axis = across ? static_cast<int>(src.range(0, N - 1)) : -1;
  sphere_aabb_case<T, N> out{};
  bool outside = false;
  for (int i = 0; i < N; ++i) {
    T a = any(3), b = any(3);
    if (a > b) std::swap(a, b);
    int role = static_cast<int>(src.range(0, 2));  // inside, below, above
    if (i == N - 1 && !outside) role = 1 + static_cast<int>(src.range(0, 1));  // not all inside
    if (across) role = i != face_axis ? 0 : 1 + static_cast<int>(src.range(0, 1));
    if (i == face_axis) {  // the face 2^-d of the centre's magnitude, on the other side of 0
      const T face = std::fabs(any_at(k - static_cast<int>(src.range(1, 96)), 0));
      const T width = std::fabs(any(3));
      if (role == 1) a = face, b = face + width;
      else b = -face, a = -face - width;
    }
    out.b.min[i] = a, out.b.max[i] = b;
    outside = outside || role != 0;
    const T gap = std::fabs(any(6));
    out.s.center[i] = role == 0 ? a + (b - a) * T(0.5) : role == 1 ? a - gap : b + gap;
  }
  out.s.radius = 0;
  const T r = static_cast<T>(distance(out));
  // Across zero, r is the nearest float itself half the time: where the rounded gap lands.
  const bool on_r = across && src.range(0, 1);
  out.s.radius = nudge_ulps(r, on_r ? 0 : static_cast<int>(src.range(-3, 3)));
  if (out.s.radius < 0) out.s.radius = 0;
  return out;
}

}  // namespace spherebox::ref
