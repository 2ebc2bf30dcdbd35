/// Builders of swept-AABB cases, one hook per codec mode (core/build.hpp), for float, double
/// and std::int32_t coordinates: contacts at exactly representable times (0 and 1 included),
/// on one or several axes (face, edge, corner), contact intervals that shrink to one instant,
/// zero velocity on some axes, boxes that start overlapping or touching, moving-vs-moving with
/// the relative velocity split arbitrarily, the same moved by a few ulps, full-precision
/// near contacts, huge and tiny scales, special values.
#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "../core/builders.hpp"
#include "../core/build.hpp"
#include "case.hpp"
#include "domain.hpp"
#include "kat.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// A case in integers, before it is scaled to floats or checked against int32's range.
template <int N>
struct swept_ints {
  std::array<std::int64_t, N> a0, a1, va, b0, b1, vb;
  [[nodiscard]] std::int64_t largest() const {
    std::int64_t m = 0;
    for (const auto* arr : {&a0, &a1, &va, &b0, &b1, &vb})
      for (std::int64_t x : *arr) m = std::max(m, x < 0 ? -x : x);
    return m;
  }
};

/// Exact-time contact in integers: t = m / 2^j (t = 0 and t = 1 each a quarter of the time).
/// Every relative velocity is a multiple of 2^j, so the box positions at t are integers. The
/// contact axis has a face of a touching a face of b exactly at t; every other axis either
/// has v == 0 and overlapping (or touching) intervals, touches at t too (edge and corner
/// contacts), leaves contact exactly at t (an interval that shrinks to the instant t), or
/// moves and overlaps b at t. So the closed boxes first touch exactly at t: the exact entry
/// time is t. vb is zero half the time (moving vs static), else va = v + vb. `bits` bounds
/// the magnitudes (|value| < 2^bits), so the caller can scale them.
template <int N, class Src>
[[nodiscard]] swept_ints<N> build_swept_contact(Src& src, int bits) {
  const int j = static_cast<int>(src.range(0, 6));
  const std::int64_t den = std::int64_t(1) << j;
  const int pick = static_cast<int>(src.range(0, 3));
  const std::int64_t m = pick == 0 ? 0 : pick == 1 ? den : src.range(0, den);
  // Per-axis magnitudes: velocities up to 2^vbits * den, positions and extents up to 2^pbits.
  const int budget = std::max(bits - 3, 2);
  const int vbits = static_cast<int>(src.range(0, std::max(budget - j, 0)));
  const int pbits = static_cast<int>(src.range(0, budget));
  auto draw = [&](int b) { return src.range(-(std::int64_t(1) << b), std::int64_t(1) << b); };
  auto extent = [&] { return src.range(0, 3) == 0 ? std::int64_t(0) : src.range(0, std::int64_t(1) << pbits); };
  swept_ints<N> s{};
  const int contact = static_cast<int>(src.range(0, N - 1));
  for (int i = 0; i < N; ++i) {
    std::int64_t v = draw(vbits) * den;
    const int shape = i == contact ? 0 : static_cast<int>(src.range(0, 4));
    if (i == contact && v == 0) v = den;
    if (shape == 1) v = 0;
    const std::int64_t at = v / den * m;  // v t, an integer
    // b centred so that the positions at t stay near the origin (huge velocities fit).
    s.b0[i] = draw(pbits) + at / 2;
    s.b1[i] = s.b0[i] + extent();
    const std::int64_t wa = extent();
    if (shape == 0 || shape == 2) {  // a's leading face touches b's near face at t
      if (v >= 0) s.a1[i] = s.b0[i] - at, s.a0[i] = s.a1[i] - wa;
      else s.a0[i] = s.b1[i] - at, s.a1[i] = s.a0[i] + wa;
    } else if (shape == 1) {  // v == 0: overlapping, or touching on one face
      s.a0[i] = src.range(s.b0[i] - wa, s.b1[i]);
      if (src.range(0, 3) == 0) s.a0[i] = src.range(0, 1) ? s.b1[i] : s.b0[i] - wa;
      s.a1[i] = s.a0[i] + wa;
    } else if (shape == 3) {  // a's trailing face leaves b's far face at t
      if (v >= 0) s.a0[i] = s.b1[i] - at, s.a1[i] = s.a0[i] + wa;
      else s.a1[i] = s.b0[i] - at, s.a0[i] = s.a1[i] - wa;
    } else {  // moving, and overlapping b at t (or touching it)
      s.a0[i] = src.range(s.b0[i] - wa, s.b1[i]) - at, s.a1[i] = s.a0[i] + wa;
    }
    s.vb[i] = src.range(0, 1) ? 0 : draw(vbits) * den;
    s.va[i] = v + s.vb[i];
  }
  return s;
}

/// Small-integer lattices: every value a w-bit integer (w <= 10), bounds in order, zero
/// velocity components a third of the time.
template <int N, class Src>
[[nodiscard]] swept_ints<N> build_swept_lattice(Src& src) {
  const int w = static_cast<int>(src.range(1, 10));
  auto draw = [&] { return src.range(-(std::int64_t(1) << (w - 1)), std::int64_t(1) << (w - 1)); };
  swept_ints<N> s{};
  for (int i = 0; i < N; ++i) {
    s.a0[i] = draw(), s.a1[i] = draw(), s.b0[i] = draw(), s.b1[i] = draw();
    if (s.a0[i] > s.a1[i]) std::swap(s.a0[i], s.a1[i]);
    if (s.b0[i] > s.b1[i]) std::swap(s.b0[i], s.b1[i]);
    s.va[i] = src.range(0, 2) == 0 ? 0 : draw();
    s.vb[i] = src.range(0, 1) ? 0 : draw();
  }
  return s;
}

template <class T, int N>
[[nodiscard]] swept_aabb_case<T, N> to_case(const swept_ints<N>& s, auto&& convert) {
  swept_aabb_case<T, N> c{};
  for (int i = 0; i < N; ++i) {
    c.a.min[i] = convert(s.a0[i]), c.a.max[i] = convert(s.a1[i]), c.va[i] = convert(s.va[i]);
    c.b.min[i] = convert(s.b0[i]), c.b.max[i] = convert(s.b1[i]), c.vb[i] = convert(s.vb[i]);
  }
  return c;
}

/// Float cases: integers times one 2^k, with k anywhere from the subnormal range to the top of
/// the domain (|x| < 2^(emax-1) <= max/2).
template <class T, int N, class Src>
[[nodiscard]] swept_aabb_case<T, N> scale_swept(const swept_ints<N>& s, Src& src) {
  int bits = 1;
  while (bits < 62 && (std::int64_t(1) << bits) <= s.largest()) ++bits;
  const int top = std::numeric_limits<T>::max_exponent - 1 - bits;
  // One in eight at the very top: relative velocities near max/2, whose reciprocals are subnormal.
  const int k = src.range(0, 7) == 0 ? top : scale_exponent<Src, T>(src, bottom_exponent<T>(), top);
  return to_case<T, N>(s, [k](std::int64_t x) { return scaled<T>(x, k); });
}

/// Moves one value of the contact geometry by -4..4 ulps (bounds kept in order).
template <class T, int N, class Src>
void nudge_swept(swept_aabb_case<T, N>& c, Src& src) {
  auto v = c.flat();
  const auto which = static_cast<std::size_t>(src.range(0, v.size() - 1));
  const int k = static_cast<int>(src.range(1, 4));
  if constexpr (std::is_integral_v<T>) v[which] += T(src.range(0, 1) ? k : -k);
  else v[which] = nudge_ulps(v[which], src.range(0, 1) ? k : -k);
  c = swept_aabb_case<T, N>::from_flat(v);
  c.order_bounds();
}

/// Full-precision near contact: random velocities and positions at full precision, with a's
/// leading face placed at fl(b's face - v t) for a random t in [0, 1] on one axis (rounded,
/// so the exact contact time is within a few ulps of t), the other axes overlapping.
template <class T, int N, class Src>
[[nodiscard]] swept_aabb_case<T, N> build_swept_near(Src& src) {
  constexpr int p = std::numeric_limits<T>::digits;
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>() + p, std::numeric_limits<T>::max_exponent - 4);
  auto full = [&](bool positive) {
    const T m = std::ldexp(static_cast<T>(src.range(std::int64_t(1) << (p - 1), (std::int64_t(1) << p) - 1)), -p);
    const T x = std::ldexp(m, k - static_cast<int>(src.range(0, 3)));
    return positive || src.range(0, 1) ? x : -x;
  };
  const T t = static_cast<T>(src.range(0, 3) == 0 ? src.range(0, 1) : src.range(0, 1 << 20)) /
              static_cast<T>(src.range(0, 3) == 0 ? 1 : 1 << 20);
  swept_aabb_case<T, N> c{};
  const int contact = static_cast<int>(src.range(0, N - 1));
  for (int i = 0; i < N; ++i) {
    const T v = full(false);
    c.b.min[i] = full(false) / 4;
    c.b.max[i] = c.b.min[i] + full(true) / 4;
    const T w = full(true) / 4;
    if (i == contact) {
      if (v >= 0) c.a.max[i] = c.b.min[i] - v * t, c.a.min[i] = c.a.max[i] - w;
      else c.a.min[i] = c.b.max[i] - v * t, c.a.max[i] = c.a.min[i] + w;
      c.va[i] = v;
    } else {
      c.a.min[i] = c.b.min[i] - w / 2, c.a.max[i] = c.a.min[i] + w;
      c.va[i] = src.range(0, 1) ? T(0) : v / 8;
    }
    c.vb[i] = src.range(0, 1) ? T(0) : full(false) / 8;
    c.va[i] += c.vb[i];  // rounded: the relative velocity is then near, not equal to, v
  }
  c.order_bounds();
  return c;
}

/// Special values (interesting<T>()) mixed with small integers; bounds in order half the time.
template <class T, int N, class Src>
[[nodiscard]] swept_aabb_case<T, N> build_special(Src& src, std::type_identity<swept_aabb_case<T, N>>) {
  std::array<T, 6 * N> v{};
  if constexpr (std::is_integral_v<T>) {
    const std::int64_t edge = std::int64_t(1) << 30;
    const std::int64_t specials[] = {0, 1, -1, edge, -edge, edge - 1, 1 - edge, edge + 1, -edge - 1,
                                     std::numeric_limits<T>::max(), std::numeric_limits<T>::min()};
    for (auto& x : v) x = T(src.range(0, 1) ? specials[src.range(0, std::size(specials) - 1)] : src.range(-8, 8));
  } else {
    const auto pool = interesting<T>();
    for (auto& x : v) x = src.range(0, 1) ? pool[src.range(0, pool.size() - 1)] : T(src.range(-8, 8));
  }
  auto c = swept_aabb_case<T, N>::from_flat(v);
  if (src.range(0, 1)) c.order_bounds();
  return c;
}

/// Integer cases: the integer constructions, offset by a random integer and multiplied by a
/// random factor while they stay within +-2^30 (the integer variants' range), often pushed
/// to its edge so that the 64-bit intermediates are as large as they get.
template <int N, class Src>
[[nodiscard]] swept_aabb_case<std::int32_t, N> place_ints(const swept_ints<N>& s, Src& src) {
  const std::int64_t edge = std::int64_t(1) << 30;
  const std::int64_t big = std::max<std::int64_t>(s.largest(), 1);
  const std::int64_t factor = src.range(0, 1) ? 1 : src.range(1, std::max<std::int64_t>(edge / (2 * big), 1));
  const std::int64_t room = edge - factor * big;
  const std::int64_t shift = room <= 0 ? 0 : (src.range(0, 1) ? src.range(-room, room) : (src.range(0, 1) ? room : -room));
  swept_ints<N> t = s;
  for (auto* arr : {&t.a0, &t.a1, &t.b0, &t.b1})
    for (auto& x : *arr) x = x * factor + shift;
  for (auto* arr : {&t.va, &t.vb})
    for (auto& x : *arr) x = std::clamp(x * factor, -edge, edge);
  return to_case<std::int32_t, N>(t, [edge](std::int64_t x) { return static_cast<std::int32_t>(std::clamp(x, -edge, edge)); });
}

/// An integer construction as a case of T: placed on the integer range, or scaled by 2^k.
template <class T, int N, class Src>
[[nodiscard]] swept_aabb_case<T, N> swept_from_ints(const swept_ints<N>& s, Src& src) {
  if constexpr (std::is_integral_v<T>) return place_ints<N>(s, src);
  else return scale_swept<T, N>(s, src);
}

/// The other builder hooks (core/build.hpp), for float, double or std::int32_t.
template <class T, int N, class Src>
[[nodiscard]] swept_aabb_case<T, N> build_lattice(Src& src, std::type_identity<swept_aabb_case<T, N>>) {
  return swept_from_ints<T, N>(build_swept_lattice<N>(src), src);
}
template <class T, int N, class Src>
[[nodiscard]] swept_aabb_case<T, N> build_tangent(Src& src, bool nudged, std::type_identity<swept_aabb_case<T, N>>) {
  constexpr int bits = std::is_integral_v<T> ? 30 : std::numeric_limits<T>::digits;
  auto c = swept_from_ints<T, N>(build_swept_contact<N>(src, bits), src);
  if (nudged) nudge_swept(c, src);
  return c;
}
template <class T, int N, class Src>
[[nodiscard]] swept_aabb_case<T, N> build_near(Src& src, std::type_identity<swept_aabb_case<T, N>>) {
  if constexpr (std::is_integral_v<T>) {  // contacts at arbitrary rational times: large coprime velocities
    auto s = build_swept_contact<N>(src, 12);
    for (int i = 0; i < N; ++i) s.va[i] = s.va[i] * 4099 + src.range(-7, 7);
    return place_ints<N>(s, src);
  } else {
    return build_swept_near<T, N>(src);
  }
}

}  // namespace spherebox::ref
