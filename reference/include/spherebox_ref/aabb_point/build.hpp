/// The decode hook of aabb_point.
#pragma once
#include <array>
#include <type_traits>

#include "../aabb_aabb/build.hpp"  // build_box_query
#include "../aabb_aabb/check.hpp"
#include "case.hpp"
#include "oracle.hpp"
#include "user.hpp"

namespace spherebox::ref {

template <class T, int N, class Src>
[[nodiscard]] aabb_point_case<T, N> build_case(mode m, Src& src, std::type_identity<aabb_point_case<T, N>>) {
  return build_box_query<aabb_point_case<T, N>>(m, src);
}


}  // namespace spherebox::ref
