/// Builders of sphere–OBB cases, one hook per codec mode (core/build.hpp). What each mode
/// claims is checked by properties/sphere_obb_props.cpp (SphereObbGen).
#pragma once
#include <algorithm>
#include <type_traits>
#include <vector>

#include "../core/builders.hpp"
#include "../core/build.hpp"
#include "build_axes.hpp"
#include "case.hpp"
#include "domain.hpp"
#include "kat.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// The float nearest sqrt(D) (rounded via long double, so within an ulp) for the case's D.
template <class T, int N>
[[nodiscard]] T obb_distance(const sphere_obb_case<T, N>& c) {
  auto probe = c;
  probe.s.radius = 0;
  const auto ex = oracle(probe);
  if (!ex || ex->d == 0) return 0;
  // D = d / (den * 2^scale_bits); scale by 4^j to near 1, take the root, scale back by 2^-j.
  const rational D(ex->d, ex->den << ex->scale_bits);
  const long j = -(long(boost::multiprecision::msb(ex->d)) - long(boost::multiprecision::msb(ex->den << ex->scale_bits))) / 2;
  const double near_one = static_cast<double>(D * pow2(2 * int(j)));
  return static_cast<T>(std::ldexp(std::sqrt(static_cast<long double>(near_one)), -int(j)));
}

/// lattice: signed-permutation axes, every other value a w-bit integer times one 2^k
/// (radius and half extents non-negative): part (b) applies for small w.
template <class T, int N, class Src>
[[nodiscard]] sphere_obb_case<T, N> build_lattice(Src& src, std::type_identity<sphere_obb_case<T, N>>) {
  const int w = static_cast<int>(src.range(1, 16));
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>(), top_exponent<T>(w));
  auto any = [&] { return scaled<T>(src.range(-(std::int64_t(1) << (w - 1)), std::int64_t(1) << (w - 1)), k); };
  sphere_obb_case<T, N> c{};
  for (int i = 0; i < N; ++i) c.s.center[i] = any(), c.b.center[i] = any(), c.b.half[i] = std::fabs(any());
  c.s.radius = std::fabs(any());
  c.b.axes = permutation_axes<T, N>(src);
  return c;
}

/// tangent: signed-permutation axes (exactly orthonormal), box-local coordinates outside
/// the box on `feature` axes by a Pythagorean tuple times a multiplier (r its hypotenuse),
/// inside or on a face elsewhere; extents may be 0; all integers below 2^p times one 2^k, so
/// D == R exactly. nudge moves r by that many ulps (up instead when down would reach 0 or below).
template <class T, int N, class Src>
[[nodiscard]] sphere_obb_case<T, N> build_obb_tangent(Src& src, tangent_params tp) {
  constexpr int p = std::numeric_limits<T>::digits;
  std::array<std::int64_t, N> half, local, centre;
  for (int i = 0; i < N; ++i) {
    half[i] = src.range(0, 4) == 0 ? 0 : src.range(1, 32);
    const int where = static_cast<int>(src.range(0, 3));  // on the -h face, on the +h face, inside
    local[i] = where == 0 ? -half[i] : where == 1 ? half[i] : src.range(-half[i], half[i]);
    centre[i] = src.range(-64, 64);
  }
  const int m = std::min(tp.feature, N);
  std::array<std::int64_t, 3> off{0, 0, 0};
  std::int64_t h = 0;
  if (m == 1) off[0] = h = src.range(1, 97);
  draw_tuple(src, m, off, h);
  const std::int64_t mult = src.range(1, std::int64_t(1) << src.range(0, p - 10));
  const int first = static_cast<int>(src.range(0, N - 1));
  for (int j = 0; j < m; ++j) {
    const int i = (first + j) % N;
    local[i] = src.range(0, 1) ? half[i] + off[j] * mult : -half[i] - off[j] * mult;
  }
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>(), top_exponent<T>(p));
  sphere_obb_case<T, N> out{};
  out.b.axes = permutation_axes<T, N>(src);
  for (int i = 0; i < N; ++i) out.b.center[i] = scaled<T>(centre[i], k), out.b.half[i] = scaled<T>(half[i], k);
  for (int kk = 0; kk < N; ++kk) {  // world = centre + sum_i local_i axes[i]: one term per coordinate
    std::int64_t x = centre[kk];
    for (int i = 0; i < N; ++i) x += local[i] * static_cast<std::int64_t>(out.b.axes[i][kk]);
    out.s.center[kk] = scaled<T>(x, k);
  }
  out.s.radius = scaled<T>(h * mult, k);
  // A subnormal r may not move down by |nudge| ulps without reaching 0 or below: it moves up.
  if (tp.nudge != 0) {
    const T moved = nudge_ulps(out.s.radius, tp.nudge);
    out.s.radius = moved > 0 ? moved : nudge_ulps(out.s.radius, tp.nudge < 0 ? -tp.nudge : tp.nudge);
  }
  return out;
}

/// near: rotated axes of a random kind, full-precision centre and extents at scale 2^k, the
/// ball centre outside the box on a non-empty set of box axes, r the float nearest the exact
/// distance moved by -3..3 ulps; for a sixth, axes beyond the tolerance and r moved by a
/// relative 2^-j (8 <= j <= p-8), between the rounding bound and the skew's effect.
template <class T, int N, class Src>
[[nodiscard]] sphere_obb_case<T, N> build_near(Src& src, std::type_identity<sphere_obb_case<T, N>>) {
  constexpr int p = std::numeric_limits<T>::digits;
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>() + p, top_exponent<T>(8));
  auto any = [&](int spread) {
    const auto mant = static_cast<T>(src.bits(p - 1) | (std::uint64_t(1) << (p - 1)));
    const T v = std::ldexp(mant, k - p + 1 + static_cast<int>(src.range(-spread, 0)));
    return src.range(0, 1) ? -v : v;
  };
  sphere_obb_case<T, N> out{};
  const int kinds = static_cast<int>(axes_kind::count);
  auto kind = static_cast<axes_kind>(src.range(0, kinds - 2));
  if (src.range(0, 5) == 0) kind = axes_kind::beyond;
  out.b.axes = build_axes<T, N>(kind, src);
  std::array<T, N> local{};
  bool outside = false;
  for (int i = 0; i < N; ++i) {
    out.b.center[i] = any(3);
    out.b.half[i] = src.range(0, 7) == 0 ? T(0) : std::fabs(any(3));
    int role = static_cast<int>(src.range(0, 2));  // inside, below, above
    if (i == N - 1 && !outside) role = 1 + static_cast<int>(src.range(0, 1));
    outside = outside || role != 0;
    const T gap = std::fabs(any(6));
    local[i] = role == 0 ? out.b.half[i] * T(src.range(-4, 4)) / 4 : role == 1 ? -out.b.half[i] - gap : out.b.half[i] + gap;
  }
  for (int kk = 0; kk < N; ++kk) {
    T x = out.b.center[kk];
    for (int i = 0; i < N; ++i) x += local[i] * out.b.axes[i][kk];
    out.s.center[kk] = x;
  }
  const T r = obb_distance(out);
  if (kind == axes_kind::beyond) {  // off by 2^-j: the skew (up to 2^16 tau), not rounding, decides
    const T off = std::ldexp(T(1), -static_cast<int>(src.range(8, p - 8)));
    out.s.radius = r * (src.range(0, 1) ? 1 + off : 1 - off);
  } else {
    out.s.radius = nudge_ulps(r, static_cast<int>(src.range(-3, 3)));
  }
  if (!(out.s.radius >= 0)) out.s.radius = 0;
  return out;
}

/// special: special values (interesting<T>()) or small integers everywhere except the axes,
/// at least one of them special; axes a signed permutation, special values too, or a
/// rotation beyond the tolerance (so not_orthonormal is exercised).
template <class T, int N, class Src>
[[nodiscard]] sphere_obb_case<T, N> build_special(Src& src, std::type_identity<sphere_obb_case<T, N>>) {
  const auto pool = interesting<T>();
  auto v = sphere_obb_case<T, N>{}.flat();
  for (auto& x : v) x = src.range(0, 1) ? pool[src.range(0, pool.size() - 1)] : static_cast<T>(src.range(-4, 4));
  auto c = sphere_obb_case<T, N>::from_flat(v);
  const int axes = static_cast<int>(src.range(0, 3));
  if (axes <= 1) c.b.axes = permutation_axes<T, N>(src);
  if (axes == 2) c.b.axes = build_axes<T, N>(axes_kind::beyond, src);
  auto f = c.flat();
  std::vector<int> slots;  // the values that are not axis components
  for (int i = 0; i < int(f.size()); ++i)
    if (i <= 2 * N || i >= 2 * N + 1 + N * N) slots.push_back(i);
  f[slots[src.range(0, slots.size() - 1)]] = pool[src.range(1, interesting_specials)];
  return sphere_obb_case<T, N>::from_flat(f);
}

/// The tangent hook (core/build.hpp): the feature drawn first, then the nudge.
template <class T, int N, class Src>
[[nodiscard]] sphere_obb_case<T, N> build_tangent(Src& src, bool nudged, std::type_identity<sphere_obb_case<T, N>>) {
  const int feature = static_cast<int>(src.range(0, 3));
  return build_obb_tangent<T, N>(src, {feature, nudged ? draw_nudge(src) : 0});
}

/// The decoder hook: the mode switch of core/build.hpp, except that once a byte_source runs
/// dry the draws continue from a generator seeded by the bytes read (stretched_source), so
/// short fuzz inputs already reach full-precision rotated cases. Mode raw reads the values as
/// raw bit patterns in flat() order from the source itself (decode(encode(c)) == c).
template <class T, int N, class Src>
[[nodiscard]] sphere_obb_case<T, N> build_case(mode m, Src& raw_src, std::type_identity<sphere_obb_case<T, N>>) {
  stretched_source<Src> src(raw_src);
  return build_by_mode<sphere_obb_case<T, N>>(m, src, raw_src);
}

}  // namespace spherebox::ref
