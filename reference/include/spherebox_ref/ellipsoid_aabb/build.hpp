/// Builders of ellipsoid–AABB cases, one hook per codec mode (core/build.hpp), each aimed at a place
/// where float tests go wrong; properties/ellipsoid_gen_props.cpp checks each category.
#pragma once
#include <cmath>
#include <type_traits>

#include "../core/build.hpp"
#include "../core/ellipsoid.hpp"
#include "case.hpp"
#include "domain.hpp"
#include "kat.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// An integer configuration times 2^k as an ellipsoid–AABB case.
template <class T, int N>
[[nodiscard]] ellipsoid_aabb_case<T, N> ell_from_ints(const ellipsoid_ints<N>& v, int k) {
  ellipsoid_aabb_case<T, N> c{};
  for (int i = 0; i < N; ++i)
    c.e.center[i] = scaled<T>(v.c[i], k), c.e.radii[i] = scaled<T>(v.r[i], k),
    c.b.min[i] = scaled<T>(v.lo[i], k), c.b.max[i] = scaled<T>(v.hi[i], k);
  return c;
}

/// tangent (nudge 0): D == R exactly (ell_tangent_ints), at any scale 2^k. nudged: one radius of
/// an axis on which the centre is outside moved by +-1..4 ulps, so D != R by a few ulps.
template <class T, int N, class Src>
[[nodiscard]] ellipsoid_aabb_case<T, N> ellipsoid_aabb_tangent(Src& src, int nudge) {
  constexpr int p = std::numeric_limits<T>::digits;
  const auto v = ell_tangent_ints<N>(src, static_cast<int>(src.range(1, N)), p);
  auto c =
      ell_from_ints<T, N>(v, scale_exponent<Src, T>(src, bottom_exponent<T>(), top_exponent<T>(p)));
  const int i = ell_outside_axis(v);
  // A radius a few eta above 0 would cross 0 going down: move it up instead.
  if (nudge != 0)
    c.e.radii[i] = nudge_ulps(c.e.radii[i], nudge_ulps(c.e.radii[i], nudge) > 0 ? nudge : -nudge);
  return c;
}

/// lattice: centre and bounds w-bit integers (w <= 12), radii powers of two (or small
/// integers) up to 2^6 apart, all times one 2^k: tiles and voxels at any scale; for small w
/// and power-of-two radii every intermediate of `scaled` is exact (part (b)).
template <class T, int N, class Src>
[[nodiscard]] ellipsoid_aabb_case<T, N> build_lattice(Src& src, std::type_identity<ellipsoid_aabb_case<T, N>>) {
  const int w = static_cast<int>(src.range(1, 12));
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>() + 8, top_exponent<T>(w + 8));
  const bool pow2 = src.range(0, 3) != 0;
  ellipsoid_aabb_case<T, N> c{};
  auto coord = [&] {
    return scaled<T>(src.range(-(std::int64_t(1) << (w - 1)), std::int64_t(1) << (w - 1)), k);
  };
  for (int i = 0; i < N; ++i) {
    c.e.center[i] = coord(), c.b.min[i] = coord(), c.b.max[i] = coord();
    if (c.b.min[i] > c.b.max[i]) std::swap(c.b.min[i], c.b.max[i]);
    c.e.radii[i] = scaled<T>(pow2 ? std::int64_t(1) << src.range(0, 6) : src.range(1, 64), k);
  }
  return c;
}

/// near: full-precision box and centre (the centre outside on a random non-empty set of axes),
/// random radii up to 2^5 apart, then every radius multiplied by the float nearest sqrt(D),
/// which brings D within a few ulps of 1, and one radius moved by -3..3 ulps.
template <class T, int N, class Src>
[[nodiscard]] ellipsoid_aabb_case<T, N> build_near(Src& src, std::type_identity<ellipsoid_aabb_case<T, N>>) {
  const int k =
      scale_exponent<Src, T>(src, bottom_exponent<T>() + 2 * std::numeric_limits<T>::digits,
                             std::numeric_limits<T>::max_exponent - 12);
  ellipsoid_aabb_case<T, N> c{};
  bool outside = false;
  for (int i = 0; i < N; ++i) {
    T a = ell_full_mantissa<T>(src, k - static_cast<int>(src.range(0, 3))),
      b = ell_full_mantissa<T>(src, k);
    if (a > b) std::swap(a, b);
    c.b.min[i] = a, c.b.max[i] = b;
    int role = static_cast<int>(src.range(0, 2));
    if (i == N - 1 && !outside) role = 1 + static_cast<int>(src.range(0, 1));
    outside = outside || role != 0;
    const T gap = ell_full_mantissa<T>(src, k - static_cast<int>(src.range(0, 6)), false);
    c.e.center[i] = role == 0 ? a + (b - a) / 2 : role == 1 ? a - gap : b + gap;
    c.e.radii[i] = ell_full_mantissa<T>(src, k - static_cast<int>(src.range(0, 5)), false);
  }
  return near_radii(c, src);
}

/// The tangent hook (core/build.hpp): the nudge drawn first, the feature inside.
template <class T, int N, class Src>
[[nodiscard]] ellipsoid_aabb_case<T, N> build_tangent(Src& src, bool nudged, std::type_identity<ellipsoid_aabb_case<T, N>>) {
  return ellipsoid_aabb_tangent<T, N>(src, nudged ? draw_nudge(src) : 0);
}
template <class T, int N, class Src>
[[nodiscard]] ellipsoid_aabb_case<T, N> build_special(Src& src, std::type_identity<ellipsoid_aabb_case<T, N>>) {
  return build_special_values<ellipsoid_aabb_case<T, N>>(src);
}

}  // namespace spherebox::ref
