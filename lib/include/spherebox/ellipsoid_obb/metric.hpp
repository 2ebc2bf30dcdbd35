/// metric: the ellipsoid's metric applied in world space. In the ellipsoid's unit-ball space
/// the box is a parallelepiped; its point nearest the origin is found by enumerating the 3^N
/// faces (8 vertices, 12 edges, 6 faces and the interior in 3-D), solving the small normal
/// equations of each, clamping the solution into the face and evaluating the distance there.
/// Source: the box-constrained quadratic minimisation by active sets, Nocedal and Wright,
/// "Numerical Optimization" (2nd ed.), section 16.5; the clamp-then-evaluate form makes every
/// candidate a point of the box, so rounding can only err by the evaluation error.
#pragma once
#include <array>
#include <limits>
#include <string_view>

#include "../contract.hpp"
#include "common.hpp"

namespace spherebox::ellipsoid_obb {

/// Semantics: closed axis-aligned ellipsoid vs the closed parallelepiped the box axes span.
/// Contract: bounded, k = 3N+9, a = 2N, S = sum_k L_k^2 with L_k = (|c_box,k - c_ell,k| +
/// sum_i half_i |axes_i,k|) / radii_k. Every candidate is a box point evaluated with error
/// <= (3N+6) u S; the face holding the true minimiser is solved accurately enough that its
/// clamped candidate is within u S of the minimum (this needs the conditioning bound below).
/// Domain: finite; radii > 0; half >= 0; axes orthonormal within axis_tolerance (2^-12, fused
/// defect, common.hpp); max/min radius <= 8 (float) or 1024 (double); |centres|, half <=
/// 2^40 (float) or 2^400 (double) times the smallest radius, and <= 2^(emax-2).
/// Derivation: docs/contracts.md, "Ellipsoid vs OBB".
struct metric {
  static constexpr std::string_view name = "metric";
  static constexpr contract promise = contract::bounded;
  using twin = void;
  static constexpr error_bound bound(int n) noexcept { return {3 * n + 9, 2 * n}; }
  template <class T>
  static constexpr T max_magnitude() noexcept {
    return detail::max_absolute<T>();
  }
  template <class T>
  static constexpr T axis_tolerance() noexcept {
    return detail::axis_tolerance<T>();
  }
  template <class T>
  static constexpr T max_radius_ratio() noexcept {
    return detail::max_radius_ratio<T>();
  }
  template <class T>
  static constexpr T max_relative_extent() noexcept {
    return detail::max_relative_extent<T>();
  }
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ellipsoid<T, N>& e, const obb<T, N>& o) noexcept {
    static_assert(N == 2 || N == 3, "metric handles 2-D and 3-D");
    const auto u = detail::to_unit(e, o);
    T best = std::numeric_limits<T>::infinity();
    const int patterns = N == 2 ? 9 : 27;
    for (int p = 0; p < patterns; ++p) {
      std::array<T, N> t;
      std::array<int, N> free{};
      int n_free = 0;
      for (int i = 0, q = p; i < N; ++i, q /= 3) {
        const int s = q % 3 - 1;  // -1, +1: fixed at -h_i, +h_i; 0: free
        t[i] = s < 0 ? -u.h[i] : s > 0 ? u.h[i] : T(0);
        if (s == 0) free[n_free++] = i;
      }
      if (n_free > 0) solve(u, point(u, t), free, n_free, t);
      const auto x = point(u, t);
      T v = 0;
      for (int k = 0; k < N; ++k) v += x[k] * x[k];
      best = v < best ? v : best;
    }
    return best <= 1;
  }

 private:
  template <class X>
  using nd = spherebox::detail::no_deduce_t<X>;
  /// w + sum_i t_i b_i, in axis order.
  template <class T, int N>
  static std::array<T, N> point(const detail::unit_problem<T, N>& u,
                                const nd<std::array<T, N>>& t) noexcept {
    std::array<T, N> x = u.w;
    for (int k = 0; k < N; ++k)
      for (int i = 0; i < N; ++i) x[k] += t[i] * u.b[i][k];
    return x;
  }
  template <class A>
  static typename A::value_type dot(const A& a, const A& b) noexcept {
    typename A::value_type s = 0;
    for (std::size_t k = 0; k < a.size(); ++k) s += a[k] * b[k];
    return s;
  }
  /// t into [-h, h]; NaN (never inside the domain) becomes 0, also a point of the face.
  template <class T>
  static T clamp(T t, T h) noexcept {
    return t != t ? T(0) : t > h ? h : t < -h ? -h : t;
  }

  /// Minimises |p + sum_{i free} t_i b_i|^2 over the free t (p: the point with free t = 0):
  /// one free axis by projection, two by Cramer's rule on the Gram matrix, three by Cramer's
  /// rule on the axes themselves; then clamps each into [-h_i, h_i].
  template <class T, int N>
  static void solve(const detail::unit_problem<T, N>& u, const nd<std::array<T, N>>& p,
                    const nd<std::array<int, N>>& f, int n, nd<std::array<T, N>>& t) noexcept {
    const auto& b = u.b;
    if (n == 1) {
      t[f[0]] = clamp(-dot(b[f[0]], p) / dot(b[f[0]], b[f[0]]), u.h[f[0]]);
    } else if (n == 2) {
      const auto &bi = b[f[0]], &bj = b[f[1]];
      const T g11 = dot(bi, bi), g22 = dot(bj, bj), g12 = dot(bi, bj);
      const T r1 = -dot(bi, p), r2 = -dot(bj, p);
      const T det = g11 * g22 - g12 * g12;
      t[f[0]] = clamp((g22 * r1 - g12 * r2) / det, u.h[f[0]]);
      t[f[1]] = clamp((g11 * r2 - g12 * r1) / det, u.h[f[1]]);
    } else if constexpr (N == 3) {
      // sum_i t_i b_i = -p: t_i = -det(b with column i replaced by p) / det(b).
      auto cross = [](const std::array<T, N>& x, const std::array<T, N>& y) {
        return std::array<T, N>{x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2],
                                x[0] * y[1] - x[1] * y[0]};
      };
      const T det = dot(b[0], cross(b[1], b[2]));
      t[0] = clamp(-dot(p, cross(b[1], b[2])) / det, u.h[0]);
      t[1] = clamp(-dot(b[0], cross(p, b[2])) / det, u.h[1]);
      t[2] = clamp(-dot(b[0], cross(b[1], p)) / det, u.h[2]);
    }
  }
};

}  // namespace spherebox::ellipsoid_obb
