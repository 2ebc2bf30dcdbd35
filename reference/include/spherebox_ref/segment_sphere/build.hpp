/// The builder hooks of segment_sphere, one per codec mode (core/build.hpp): lattice and special
/// here, tangent, nudged and near over build_tangent.hpp.
#pragma once
#include <array>
#include <cmath>
#include <type_traits>

#include "../core/builders.hpp"
#include "../core/build.hpp"
#include "build_tangent.hpp"
#include "case.hpp"
#include "domain.hpp"
#include "kat.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// lattice: every value a signed w-bit integer times one 2^k (w <= 16), r >= 0, and one case
/// in eight with a zero-length segment (b = a): tile and voxel coordinates at any scale; for
/// small w every intermediate of nodiv is representable (part (b)).
template <class T, int N, class Src>
[[nodiscard]] segment_sphere_case<T, N> build_lattice(Src& src, std::type_identity<segment_sphere_case<T, N>>) {
  const int w = static_cast<int>(src.range(1, 16));
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>(), top_exponent<T>(w));
  std::array<T, segment_sphere_case<T, N>::count> v;
  for (auto& x : v) x = scaled<T>(src.range(-(std::int64_t(1) << (w - 1)), std::int64_t(1) << (w - 1)), k);
  auto c = segment_sphere_case<T, N>::from_flat(v);
  c.b.radius = std::fabs(c.b.radius);
  if (src.range(0, 7) == 0) c.s.b = c.s.a;
  return c;
}

/// special: each value a special value (interesting<T>()) or a small integer, at least one
/// special value that is not a small integer: ±0, denormals, FLT_MIN/MAX, inf and NaN meet
/// ordinary geometry (and a zero-length segment one time in four).
template <class T, int N, class Src>
[[nodiscard]] segment_sphere_case<T, N> build_special(Src& src, std::type_identity<segment_sphere_case<T, N>>) {
  const auto pool = interesting<T>();
  std::array<T, segment_sphere_case<T, N>::count> v;
  for (auto& x : v) x = src.range(0, 1) ? pool[src.range(0, pool.size() - 1)] : static_cast<T>(src.range(-4, 4));
  if (src.range(0, 3) == 0)
    for (int i = 0; i < N; ++i) v[N + i] = v[i];
  v[src.range(0, v.size() - 1)] = pool[src.range(1, interesting_specials)];
  return segment_sphere_case<T, N>::from_flat(v);
}

/// The other builder hooks (core/build.hpp): tangent draws the feature, then the nudge.
template <class T, int N, class Src>
[[nodiscard]] segment_sphere_case<T, N> build_tangent(Src& src, bool nudged, std::type_identity<segment_sphere_case<T, N>>) {
  const auto feature = static_cast<segment_feature>(src.range(0, 3));
  return build_segment_tangent<T, N>(src, feature, nudged ? draw_nudge(src) : 0);
}
template <class T, int N, class Src>
[[nodiscard]] segment_sphere_case<T, N> build_near(Src& src, std::type_identity<segment_sphere_case<T, N>>) {
  return build_segment_near<T, N>(src);
}

}  // namespace spherebox::ref
