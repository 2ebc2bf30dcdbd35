/// The known-answer table of sphere_aabb: the kat_rows hook (core/hooks.hpp) over
/// reference/cases/sphere_aabb.inc, the only copy; read it with kat_table<Case>() (core/kat.hpp).
#pragma once
#include "../core/kat.hpp"
#include "case.hpp"

namespace spherebox::ref {
template <class T, int N>
void kat_rows(std::type_identity<sphere_aabb_case<T, N>>, std::vector<known_answer<sphere_aabb_case<T, N>>>& t) {
#include "../../../cases/sphere_aabb.inc"
}
}  // namespace spherebox::ref
