/// The decode hook of aabb_aabb.
#pragma once
#include <array>
#include <type_traits>

#include "../core/builders.hpp"
#include "../core/codec.hpp"
#include "case.hpp"
#include "check.hpp"
#include "domain.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// Box queries (aabb_aabb, aabb_point): raw bit patterns in modes raw and special; in every
/// other mode small integers times one 2^k with each box's bounds put in order, so touching,
/// nested and degenerate boxes and points on faces are common.
template <class Case, class Src>
[[nodiscard]] Case build_box_query(mode m, Src& src) {
  using T = typename Case::value_type;
  std::array<T, Case::count> v;
  if (m == mode::raw || m == mode::special) {
    for (auto& x : v) x = src.template raw<T>();
    return Case::from_flat(v);
  }
  const int w = static_cast<int>(src.range(1, 8));
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>(), top_exponent<T>(w));
  for (auto& x : v) x = scaled<T>(src.range(-(std::int64_t(1) << (w - 1)), std::int64_t(1) << (w - 1)), k);
  auto c = Case::from_flat(v);
  c.order_bounds();
  return c;
}

template <class T, int N, class Src>
[[nodiscard]] aabb_aabb_case<T, N> build_case(mode m, Src& src, std::type_identity<aabb_aabb_case<T, N>>) {
  return build_box_query<aabb_aabb_case<T, N>>(m, src);
}

}  // namespace spherebox::ref
