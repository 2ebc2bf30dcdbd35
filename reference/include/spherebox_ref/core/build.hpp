/// The build_case hook written once: the mode switch every slug with boundary builders shares
/// (codec.hpp names the modes). A slug provides, next to its case type (core/hooks.hpp):
///   build_lattice(src, tag), build_tangent(src, nudged, tag), build_near(src, tag) and
///   build_special(src, tag), tag = std::type_identity<Case>;
/// raw and kat are the same for every slug and live here. A box query (aabb_aabb, aabb_point)
/// declares box_query(tag) instead, and every mode means build_box_query.
#pragma once
#include <array>
#include <cstdint>
#include <type_traits>

#include "builders.hpp"
#include "codec.hpp"
#include "kat.hpp"

namespace spherebox::ref {

/// raw: the case's values as raw bit patterns in flat() order (decode(encode(c)) == c).
template <class Case, class Src>
[[nodiscard]] Case build_raw(Src& src) {
  std::array<typename Case::value_type, Case::count> v;
  for (auto& x : v) x = src.template raw<typename Case::value_type>();
  return Case::from_flat(v);
}

/// special: every value from interesting<T>() or a small integer in [-4, 4], and at least one
/// a special value that is not a small integer, so +-0, denormals, FLT_MIN/MAX, infinities and
/// NaN meet ordinary geometry.
template <class Case, class Src>
[[nodiscard]] Case build_special_values(Src& src) {
  using T = typename Case::value_type;
  const auto pool = interesting<T>();
  std::array<T, Case::count> v;
  for (auto& x : v) x = src.range(0, 1) ? pool[src.range(0, pool.size() - 1)] : static_cast<T>(src.range(-4, 4));
  v[src.range(0, v.size() - 1)] = pool[src.range(1, interesting_specials)];
  return Case::from_flat(v);
}

/// The ulps a nudged case moves by: +-1..4 (the magnitude drawn first, then the sign).
template <class Src>
[[nodiscard]] int draw_nudge(Src& src) {
  const int k = static_cast<int>(src.range(1, 4));
  return src.range(0, 1) ? k : -k;
}

/// Does Case have the four boundary builders?
template <class Case, class Src>
concept has_mode_builders = requires(Src& src, std::type_identity<Case> tag) {
  { build_lattice(src, tag) } -> std::same_as<Case>;
  { build_tangent(src, true, tag) } -> std::same_as<Case>;
  { build_near(src, tag) } -> std::same_as<Case>;
  { build_special(src, tag) } -> std::same_as<Case>;
};

/// The case that mode m means, every parameter drawn from src; raw mode reads raw_src (a slug
/// that stretches its source passes the unstretched one, so raw stays the inverse of encode).
template <class Case, class Src, class RawSrc>
[[nodiscard]] Case build_by_mode(mode m, Src& src, RawSrc& raw_src) {
  constexpr std::type_identity<Case> tag{};
  switch (m) {
    case mode::lattice: return build_lattice(src, tag);
    case mode::tangent: return build_tangent(src, false, tag);
    case mode::nudged: return build_tangent(src, true, tag);
    case mode::near: return build_near(src, tag);
    case mode::special: return build_special(src, tag);
    case mode::kat:
      if constexpr (has_kat<Case>) {
        const auto& table = kat_table<Case>();
        if (!table.empty()) return table[src.range(0, table.size() - 1)].input;
      }
      [[fallthrough]];
    default: return build_raw<Case>(raw_src);
  }
}

/// The build_case hook of every slug with the four boundary builders (codec.hpp).
template <class Case, class Src>
  requires has_mode_builders<Case, Src>
[[nodiscard]] Case build_case(mode m, Src& src, std::type_identity<Case>) {
  return build_by_mode<Case>(m, src, src);
}

/// Box queries (aabb_aabb, aabb_point): raw bit patterns in modes raw and special; in every
/// other mode small integers times one 2^k with each box's bounds put in order, so touching,
/// nested and degenerate boxes and points on faces are common.
template <class Case, class Src>
[[nodiscard]] Case build_box_query(mode m, Src& src) {
  using T = typename Case::value_type;
  std::array<T, Case::count> v;
  if (m == mode::raw || m == mode::special) return build_raw<Case>(src);
  const int w = static_cast<int>(src.range(1, 8));
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>(), top_exponent<T>(w));
  for (auto& x : v) x = scaled<T>(src.range(-(std::int64_t(1) << (w - 1)), std::int64_t(1) << (w - 1)), k);
  auto c = Case::from_flat(v);
  c.order_bounds();
  return c;
}

/// The build_case hook of a box query: a slug whose modes mean build_box_query declares
/// box_query(std::type_identity<Case>) (aabb_aabb, aabb_point).
template <class Case, class Src>
  requires requires { box_query(std::type_identity<Case>{}); }
[[nodiscard]] Case build_case(mode m, Src& src, std::type_identity<Case>) {
  return build_box_query<Case>(m, src);
}

}  // namespace spherebox::ref
