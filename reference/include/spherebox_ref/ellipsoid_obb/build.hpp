/// Builders of ellipsoid–OBB cases, one hook per codec mode (core/build.hpp): exact tangency on boxes turned by
/// signed permutations (the exactly orthonormal float rotations), near tangency on boxes turned
/// by random float-quaternion rotations, lattices, degenerate extents, huge and tiny scales.
#pragma once
#include <cmath>
#include <numeric>
#include <type_traits>

#include "../core/build.hpp"
#include "../core/ellipsoid.hpp"
#include "case.hpp"
#include "domain.hpp"
#include "kat.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

template <class T, int N>
using ellipsoid_axes = std::array<std::array<T, N>, N>;

/// A signed permutation: axes[i] = +-e_perm(i) (a rotation by multiples of 90 degrees, or a
/// reflection), exactly orthonormal in floats.
template <class T, int N, class Src>
[[nodiscard]] ellipsoid_axes<T, N> ell_turned_axes(Src& src) {
  return signed_permutation_axes<T, N>(src);
}

/// A rotation from a random quaternion (3-D) or a random unit direction (2-D), normalised and
/// expanded in T: orthonormal to a few ulps, far inside the 2^-12 tolerance.
template <class T, int N, class Src>
[[nodiscard]] ellipsoid_axes<T, N> ell_random_rotation(Src& src) {
  auto unit = [&] { return ell_full_mantissa<T>(src, -static_cast<int>(src.range(0, 3))); };
  ellipsoid_axes<T, N> a{};
  if constexpr (N == 2) {
    T c = unit(), s = unit();
    const T n = std::sqrt(c * c + s * s);
    c /= n, s /= n;
    a[0] = {c, s}, a[1] = {-s, c};
  } else {
    T w = unit(), x = unit(), y = unit(), z = unit();
    const T n = std::sqrt(w * w + x * x + y * y + z * z);
    w /= n, x /= n, y /= n, z /= n;
    a[0] = {1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y)};
    a[1] = {2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)};
    a[2] = {2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)};
  }
  return a;
}

/// tangent: ell_tangent_ints on the world box [lo, hi] (doubled so its centre is an integer), the
/// box given as centre lo+hi, signed-permutation axes and the matching half extents: the
/// parallelepiped is exactly that world box, so D == R exactly at a face, edge or corner of the
/// turned box, with unequal radii. nudged: one radius that matters moved by +-1..4 ulps.
template <class T, int N, class Src>
[[nodiscard]] ellipsoid_obb_case<T, N> ellipsoid_obb_tangent(Src& src, int nudge) {
  constexpr int p = std::numeric_limits<T>::digits;
  const auto v = ell_tangent_ints<N>(src, static_cast<int>(src.range(1, N)), p);
  const auto axes = ell_turned_axes<T, N>(src);
  // Normal radii only: at subnormal scale a nudge of a few ulps changes a radius so much that
  // the radius ratio can leave the domain (lattice, special and raw modes cover subnormals).
  const int k =
      scale_exponent<Src, T>(src, std::numeric_limits<T>::min_exponent - 1, top_exponent<T>(p));
  ellipsoid_obb_case<T, N> c{};
  c.o.axes = axes;
  for (int j = 0; j < N; ++j) {
    c.e.center[j] = scaled<T>(2 * v.c[j], k), c.e.radii[j] = scaled<T>(2 * v.r[j], k);
    c.o.center[j] = scaled<T>(v.lo[j] + v.hi[j], k);
    for (int i = 0; i < N; ++i)
      if (axes[i][j] != 0) c.o.half[i] = scaled<T>(v.hi[j] - v.lo[j], k);
  }
  const int i = ell_outside_axis(v);
  // A radius a few eta above 0 would cross 0 going down: move it up instead.
  if (nudge != 0)
    c.e.radii[i] = nudge_ulps(c.e.radii[i], nudge_ulps(c.e.radii[i], nudge) > 0 ? nudge : -nudge);
  return c;
}

/// lattice: centres and half extents w-bit integers (w <= 10, some halves 0), radii powers of
/// two up to 2^3 or up to the ratio limit apart (sometimes 8 times beyond it, outside the
/// domain), all times one 2^k; axes a signed permutation (three times in four; then part (b)
/// usually applies) or a random rotation.
template <class T, int N, class Src>
[[nodiscard]] ellipsoid_obb_case<T, N> build_lattice(Src& src, std::type_identity<ellipsoid_obb_case<T, N>>) {
  const int w = static_cast<int>(src.range(1, 10));
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>() + 12, top_exponent<T>(w + 16));
  const int spread = src.range(0, 7) == 0 ? ellipsoid_obb_ratio_log2<T> + 3
                     : src.range(0, 1)    ? 3
                                          : ellipsoid_obb_ratio_log2<T>;
  ellipsoid_obb_case<T, N> c{};
  c.o.axes = src.range(0, 3) != 0 ? ell_turned_axes<T, N>(src) : ell_random_rotation<T, N>(src);
  auto coord = [&] {
    return scaled<T>(src.range(-(std::int64_t(1) << (w - 1)), std::int64_t(1) << (w - 1)), k);
  };
  for (int i = 0; i < N; ++i) {
    c.e.center[i] = coord(), c.o.center[i] = coord();
    c.o.half[i] = src.range(0, 4) == 0 ? T(0) : std::fabs(coord());
    c.e.radii[i] = scaled<T>(std::int64_t(1) << src.range(0, spread), k);
  }
  return c;
}

/// near: a box turned by a random rotation (a signed permutation one time in eight) with full-
/// precision centre and half extents (sometimes 0), the ellipsoid centre outside (one world
/// coordinate beyond the box's extent, the others anywhere near), radii with random mantissas
/// up to 2^4 or up to twice the ratio limit apart; then every radius times the float nearest
/// sqrt(D), so D is within a few ulps of 1 near a face, an edge or a corner, and one radius
/// moved by -3..3 ulps.
template <class T, int N, class Src>
[[nodiscard]] ellipsoid_obb_case<T, N> build_near(Src& src, std::type_identity<ellipsoid_obb_case<T, N>>) {
  const int k =
      scale_exponent<Src, T>(src, bottom_exponent<T>() + 2 * std::numeric_limits<T>::digits,
                             std::numeric_limits<T>::max_exponent - 40);
  // Radius exponents spread over the whole ratio limit (2^3 float, 2^10 double), sometimes one
  // binade beyond it, where the solve's conditioning term of the error bound is largest.
  const int spread = src.range(0, 1) ? 3 : ellipsoid_obb_ratio_log2<T> + 1;
  ellipsoid_obb_case<T, N> c{};
  c.o.axes = src.range(0, 7) == 0 ? ell_turned_axes<T, N>(src) : ell_random_rotation<T, N>(src);
  for (int i = 0; i < N; ++i) {
    c.o.center[i] = ell_full_mantissa<T>(src, k);
    c.o.half[i] = src.range(0, 7) == 0
                      ? T(0)
                      : ell_full_mantissa<T>(src, k - static_cast<int>(src.range(0, 3)), false);
    c.e.center[i] =
        c.o.center[i] + ell_full_mantissa<T>(src, k + static_cast<int>(src.range(-2, 1)));
    c.e.radii[i] = ell_full_mantissa<T>(src, k - static_cast<int>(src.range(0, spread)), false);
  }
  // One world coordinate at least 2^(k+2) away: beyond the box's extent sum_i h_i |a_ik| < N 2^k.
  const int far = static_cast<int>(src.range(0, N - 1));
  c.e.center[far] =
      c.o.center[far] + ell_full_mantissa<T>(src, k + 3 + static_cast<int>(src.range(0, 1)));
  return near_radii(c, src);
}

/// The tangent hook (core/build.hpp): the nudge drawn first, the feature inside.
template <class T, int N, class Src>
[[nodiscard]] ellipsoid_obb_case<T, N> build_tangent(Src& src, bool nudged, std::type_identity<ellipsoid_obb_case<T, N>>) {
  return ellipsoid_obb_tangent<T, N>(src, nudged ? draw_nudge(src) : 0);
}

/// special: every value from interesting<T>() or a small integer, at least one a special
/// value; half the time exact axes instead, so that reasons other than not_orthonormal show
/// too, with a special value kept outside the axes (flat: 3N values, axes, N).
template <class T, int N, class Src>
[[nodiscard]] ellipsoid_obb_case<T, N> build_special(Src& src, std::type_identity<ellipsoid_obb_case<T, N>>) {
  auto c = build_special_values<ellipsoid_obb_case<T, N>>(src);
  if (src.range(0, 1)) {
    c.o.axes = ell_turned_axes<T, N>(src);
    auto v = c.flat();
    const auto at = src.range(0, 4 * N - 1);
    v[at < 3 * N ? at : at + N * N] = interesting<T>()[src.range(1, interesting_specials)];
    c = ellipsoid_obb_case<T, N>::from_flat(v);
  }
  return c;
}

}  // namespace spherebox::ref
