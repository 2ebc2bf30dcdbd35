/// Public entry points of sphere vs oriented box: overlaps(), its reverse argument order,
/// overlaps_checked(), and obb_from_quaternion() to build the box from a rotation.
#pragma once
#include <array>
#include <limits>

#include "../checked.hpp"
#include "../detail/exact_gram.hpp"
#include "../types.hpp"
#include "variants.hpp"

namespace spherebox {

/// Does the closed ball overlap the closed oriented box? Touching counts.
/// Semantics: the box is the parallelepiped {center + sum_i t_i axes[i] : |t_i| <= half[i]}
/// that the given (never exactly orthonormal) float axes span.
/// Contract: that of the variant V (docs/contracts.md, "Sphere vs OBB"): bounded with an error that
/// includes the axes' orthonormality defect, or conservative. Inputs outside V's domain give
/// some bool without undefined behaviour; overlaps_checked refuses them.
template <class V = sphere_obb::default_variant, class T, int N>
[[nodiscard]] inline bool overlaps(const ball<T, N>& s, const obb<T, N>& b) noexcept {
  return V::test(s, b);
}

/// The same question with the arguments the other way round.
template <class V = sphere_obb::default_variant, class T, int N>
[[nodiscard]] inline bool overlaps(const obb<T, N>& b, const ball<T, N>& s) noexcept {
  return overlaps<V>(s, b);
}

namespace sphere_obb::detail {

/// The first reason, in errc priority order, why (s, b) is outside V's domain: NaN, inf
/// (axes included), r < 0, a half extent < 0, axes not within V::axis_tolerance<T>() of
/// orthonormal (decided exactly, detail/exact_gram.hpp), then a centre, radius or half
/// extent beyond V::max_magnitude<T>() (axes within the tolerance are below 2 anyway).
template <class V, class T, int N>
[[nodiscard]] errc validate(const ball<T, N>& s, const obb<T, N>& b) noexcept {
  const T limit = V::template max_magnitude<T>();
  spherebox::detail::first_error e;
  e.note(spherebox::detail::classify_value(s.radius, limit));
  for (int k = 0; k < N; ++k) {
    e.note(spherebox::detail::classify_value(s.center[k], limit));
    e.note(spherebox::detail::classify_value(b.center[k], limit));
    e.note(spherebox::detail::classify_value(b.half[k], limit));
    for (int j = 0; j < N; ++j)
      e.note(spherebox::detail::classify_value(b.axes[k][j], std::numeric_limits<T>::max()));
  }
  if (e.worst == errc::not_a_number || e.worst == errc::infinite) return e.worst;
  if (s.radius < 0) e.note(errc::negative_radius);
  for (int k = 0; k < N; ++k)
    if (b.half[k] < 0) e.note(errc::negative_extent);
  if (!spherebox::detail::within_gram_tolerance<T, N>(b.axes, V::template axis_tolerance<T>()))
    e.note(errc::not_orthonormal);
  return e.worst;
}

}  // namespace sphere_obb::detail

/// overlaps() that first checks the input against V's domain and returns the reason when it
/// is outside: not_a_number, infinite, negative_radius, negative_extent, not_orthonormal
/// (some |axes[i] . axes[j] - delta_ij| > V::axis_tolerance<T>(), decided exactly),
/// out_of_domain (a centre, radius or half extent beyond V::max_magnitude<T>()).
template <class V = sphere_obb::default_variant, class T, int N>
[[nodiscard]] inline checked<bool> overlaps_checked(const ball<T, N>& s, const obb<T, N>& b) noexcept {
  const errc e = sphere_obb::detail::validate<V>(s, b);
  return {e, e == errc::ok && V::test(s, b)};
}

/// The oriented box with the given centre and half extents whose axes are the columns of the
/// rotation matrix of the quaternion q = (w, x, y, z) (axes[j] is the image of the j-th unit
/// vector).
/// Requires: q finite and non-zero; it need not be normalised (the matrix is divided by |q|^2).
/// Guarantee: the axes are within sphere_obb::detail::axis_tolerance<T>() = 32u of
/// orthonormal (the variants' tolerance). Why: everything is computed in double, where the
/// squares and products of float components are exact and |q|^2 cannot overflow or
/// underflow. Each entry is (its exact value) * (1 + theta) + e with |theta| <= gamma_4 from
/// 1/|q|^2 and |e| <= 4u_d on the diagonal (three additions, one product), <= 2u_d|entry|
/// off it; so |A^T A - I| <= 2 gamma_4 + 2*sqrt(20)u_d + O(u_d^2) < 17u_d. For float axes
/// the final rounding (|error| <= u_f per entry) adds at most 2u_f + O(u_f^2): well within
/// 32u in both types (measured worst cases: 9.3u_d and 1.7u_f).
/// properties/sphere_obb_props.cpp measures it.
/// Source: the rotation matrix of a unit quaternion in homogeneous form (divided by |q|^2).
template <class T>
[[nodiscard]] inline obb<T, 3> obb_from_quaternion(const std::array<T, 3>& center, const std::array<float, 4>& q,
                                                   const std::array<T, 3>& half) noexcept {
  const double w = q[0], x = q[1], y = q[2], z = q[3];
  const double ww = w * w, xx = x * x, yy = y * y, zz = z * z;  // exact: 48-bit products
  const double xy = x * y, xz = x * z, yz = y * z, wx = w * x, wy = w * y, wz = w * z;
  const double inv = 1.0 / (((ww + xx) + yy) + zz);
  const double m[3][3] = {
      {(((ww + xx) - yy) - zz) * inv, 2 * (xy - wz) * inv, 2 * (xz + wy) * inv},
      {2 * (xy + wz) * inv, (((ww - xx) + yy) - zz) * inv, 2 * (yz - wx) * inv},
      {2 * (xz - wy) * inv, 2 * (yz + wx) * inv, (((ww - xx) - yy) + zz) * inv}};
  obb<T, 3> b{center, {}, half};
  for (int j = 0; j < 3; ++j)
    for (int k = 0; k < 3; ++k) b.axes[j][k] = static_cast<T>(m[k][j]);
  return b;
}

}  // namespace spherebox
