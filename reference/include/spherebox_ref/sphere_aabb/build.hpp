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
#include "../core/codec.hpp"
#include "build_tangent.hpp"
#include "case.hpp"
#include "domain.hpp"
#include "kat.hpp"
#include "metamorphic.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// Categories of sphere–AABB cases. Each builder documents what its category claims.
enum class sphere_aabb_category { raw, lattice, tangent, near, special, count };

/// raw: arbitrary bit patterns (NaN, inf, denormals, -0, inverted boxes, negative radii).
template <class T, int N, class Src>
sphere_aabb_case<T, N> build_raw(Src& src) {
  std::array<T, sphere_aabb_case<T, N>::count> v;
  for (auto& x : v) x = src.template raw<T>();
  return sphere_aabb_case<T, N>::from_flat(v);
}

/// lattice: every value a signed w-bit integer times one 2^k (w <= 16): tile and voxel
/// coordinates, at any scale; for small w all intermediates are representable (part (b)).
template <class T, int N, class Src>
sphere_aabb_case<T, N> build_lattice(Src& src) {
  const int w = static_cast<int>(src.range(1, 16));
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>(), top_exponent<T>(w));
  std::array<T, sphere_aabb_case<T, N>::count> v;
  for (auto& x : v) x = scaled<T>(src.range(-(std::int64_t(1) << (w - 1)), (std::int64_t(1) << (w - 1))), k);
  auto c = sphere_aabb_case<T, N>::from_flat(v);
  c.s.radius = std::fabs(c.s.radius);
  for (int i = 0; i < N; ++i)
    if (c.b.min[i] > c.b.max[i]) std::swap(c.b.min[i], c.b.max[i]);
  return c;
}

/// The float nearest sqrt(D) for a sphere–AABB case's exact D (radius ignored).
template <class T, int N>
[[nodiscard]] T exact_distance(const sphere_aabb_case<T, N>& c) {
  auto probe = c;
  probe.s.radius = 0;
  const auto ex = oracle(probe);
  if (!ex) return 0;
  const integer root = boost::multiprecision::sqrt(ex->d);  // floor; scale grid_bits<T>
  return static_cast<T>(approx(root, grid_bits<T>));
}

/// Builds the sphere–AABB case that mode m means, drawing parameters from src.
template <class T, int N, class Src>
[[nodiscard]] sphere_aabb_case<T, N> build_mode(mode m, Src& src) {
  switch (m) {
    case mode::lattice: return build_lattice<T, N>(src);
    case mode::tangent: return build_tangent<T, N>(src, {static_cast<int>(src.range(0, 3)), 0});
    case mode::nudged: {
      const int feature = static_cast<int>(src.range(0, 3));
      const int k = static_cast<int>(src.range(1, 4));
      return build_tangent<T, N>(src, {feature, src.range(0, 1) ? k : -k});
    }
    case mode::near: return build_near<T, N>(src, [](const auto& c) { return exact_distance(c); });
    case mode::special: return build_special<T, N>(src);
    case mode::kat: {
      const auto& table = kat_table<T, N>();
      if (table.empty()) return build_raw<T, N>(src);
      return table[src.range(0, table.size() - 1)].input;
    }
    default: return build_raw<T, N>(src);
  }
}

template <class T, int N, class Src>
[[nodiscard]] sphere_aabb_case<T, N> build_case(mode m, Src& src, std::type_identity<sphere_aabb_case<T, N>>) {
  return build_mode<T, N>(m, src);
}

}  // namespace spherebox::ref
