/// The build_case hook of segment_sphere: which builder each codec mode uses, plus the raw,
/// lattice and special builders (build_tangent.hpp has tangent, nudged and near).
#pragma once
#include <array>
#include <cmath>
#include <type_traits>

#include "../core/builders.hpp"
#include "../core/codec.hpp"
#include "build_tangent.hpp"
#include "kat.hpp"

namespace spherebox::ref {

/// raw: the case's values as raw bit patterns in flat() order (decode(encode(c)) == c).
template <class T, int N, class Src>
segment_sphere_case<T, N> build_segment_raw(Src& src) {
  std::array<T, segment_sphere_case<T, N>::count> v;
  for (auto& x : v) x = src.template raw<T>();
  return segment_sphere_case<T, N>::from_flat(v);
}

/// lattice: every value a signed w-bit integer times one 2^k (w <= 16), r >= 0, and one case
/// in eight with a zero-length segment (b = a): tile and voxel coordinates at any scale; for
/// small w every intermediate of nodiv is representable (part (b)).
template <class T, int N, class Src>
segment_sphere_case<T, N> build_segment_lattice(Src& src) {
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
segment_sphere_case<T, N> build_segment_special(Src& src) {
  const auto pool = interesting<T>();
  std::array<T, segment_sphere_case<T, N>::count> v;
  for (auto& x : v) x = src.range(0, 1) ? pool[src.range(0, pool.size() - 1)] : static_cast<T>(src.range(-4, 4));
  if (src.range(0, 3) == 0)
    for (int i = 0; i < N; ++i) v[N + i] = v[i];
  v[src.range(0, v.size() - 1)] = pool[src.range(1, interesting_specials)];
  return segment_sphere_case<T, N>::from_flat(v);
}

/// The builder hook decode() and the property generators call (codec.hpp, spherebox_ref/properties/gen.hpp).
template <class T, int N, class Src>
[[nodiscard]] segment_sphere_case<T, N> build_case(mode m, Src& src, std::type_identity<segment_sphere_case<T, N>>) {
  switch (m) {
    case mode::lattice: return build_segment_lattice<T, N>(src);
    case mode::tangent:
      return build_segment_tangent<T, N>(src, static_cast<segment_feature>(src.range(0, 3)), 0);
    case mode::nudged: {
      const auto feature = static_cast<segment_feature>(src.range(0, 3));
      const int k = static_cast<int>(src.range(1, 4));
      return build_segment_tangent<T, N>(src, feature, src.range(0, 1) ? k : -k);
    }
    case mode::near: return build_segment_near<T, N>(src);
    case mode::special: return build_segment_special<T, N>(src);
    case mode::kat: {
      const auto& table = segment_sphere_kat_table<T, N>();
      if (table.empty()) return build_segment_raw<T, N>(src);
      return table[src.range(0, table.size() - 1)].input;
    }
    default: return build_segment_raw<T, N>(src);
  }
}

}  // namespace spherebox::ref
