/// The decode hook of aabb_point (a box query: core/build.hpp build_box_query); including it
/// brings every hook of the slug.
#pragma once
#include <type_traits>

#include "../core/build.hpp"
#include "case.hpp"
#include "check.hpp"
#include "domain.hpp"
#include "oracle.hpp"
#include "user.hpp"

namespace spherebox::ref {

/// A box query: build_case is build_box_query (core/build.hpp).
template <class T, int N>
void box_query(std::type_identity<aabb_point_case<T, N>>);

}  // namespace spherebox::ref
