/// The known-answer table of ellipsoid_aabb: the kat_rows hook (core/hooks.hpp) over
/// reference/cases/ellipsoid_aabb.inc, the only copy; read it with kat_table<Case>() (core/kat.hpp).
#pragma once
#include "../core/kat.hpp"
#include "case.hpp"

namespace spherebox::ref {
template <class T, int N>
void kat_rows(std::type_identity<ellipsoid_aabb_case<T, N>>, std::vector<known_answer<ellipsoid_aabb_case<T, N>>>& t) {
#include "../../../cases/ellipsoid_aabb.inc"
}
}  // namespace spherebox::ref
