/// Builders of sphere–AABB boundary cases, and the slug's decode hook; including it brings
/// every hook of the slug (case, oracle, domain, images, known answers). Each category aims at a place where float tests go wrong:
/// exact tangency to a face, an edge or a corner (Pythagorean distances scaled by 2^k),
/// the same moved by a few ulps, centres on faces, degenerate boxes, huge and tiny scales,
/// denormals, special values. properties/ checks that each category yields what it claims.
#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

#include "../core/builders.hpp"
#include "../core/build.hpp"
#include "build_tangent.hpp"
#include "case.hpp"
#include "domain.hpp"
#include "kat.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// Categories of sphere–AABB cases. Each builder documents what its category claims.
enum class sphere_aabb_category { raw, lattice, tangent, near, special, count };

/// lattice: every value a signed w-bit integer times one 2^k (w <= 16): tile and voxel
/// coordinates, at any scale; for small w all intermediates are representable (part (b)).
template <class T, int N, class Src>
[[nodiscard]] sphere_aabb_case<T, N> build_lattice(Src& src, std::type_identity<sphere_aabb_case<T, N>>) {
  const int w = static_cast<int>(src.range(1, 16));
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>(), top_exponent<T>(w));
  std::array<T, sphere_aabb_case<T, N>::count> v;
  for (auto& x : v) x = scaled<T>(src.range(-(std::int64_t(1) << (w - 1)), (std::int64_t(1) << (w - 1))), k);
  auto c = sphere_aabb_case<T, N>::from_flat(v);
  c.s.radius = std::fabs(c.s.radius);
  order_bounds(c.b);
  return c;
}

/// The float nearest sqrt(D) for a sphere–AABB case's exact D (radius ignored).
template <class T, int N>
[[nodiscard]] T exact_distance(const sphere_aabb_case<T, N>& c) {
  auto probe = c;
  probe.s.radius = 0;
  return distance_of<T>(oracle(probe));
}

/// The other builder hooks (core/build.hpp): tangent draws the feature, then the nudge.
template <class T, int N, class Src>
[[nodiscard]] sphere_aabb_case<T, N> build_tangent(Src& src, bool nudged, std::type_identity<sphere_aabb_case<T, N>>) {
  const int feature = static_cast<int>(src.range(0, 3));
  return build_tangent<T, N>(src, {feature, nudged ? draw_nudge(src) : 0});
}
template <class T, int N, class Src>
[[nodiscard]] sphere_aabb_case<T, N> build_near(Src& src, std::type_identity<sphere_aabb_case<T, N>>) {
  return build_near<T, N>(src, [](const auto& c) { return exact_distance(c); });
}
template <class T, int N, class Src>
[[nodiscard]] sphere_aabb_case<T, N> build_special(Src& src, std::type_identity<sphere_aabb_case<T, N>>) {
  return build_special_values<sphere_aabb_case<T, N>>(src);
}

}  // namespace spherebox::ref
