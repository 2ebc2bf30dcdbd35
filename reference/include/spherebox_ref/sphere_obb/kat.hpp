/// The known-answer table of sphere_obb: the kat_rows hook (core/hooks.hpp) over
/// reference/cases/sphere_obb.inc, the only copy; read it with kat_table<Case>() (core/kat.hpp).
#pragma once
#include "../core/kat.hpp"
#include "case.hpp"

namespace spherebox::ref {
template <class T, int N>
void kat_rows(std::type_identity<sphere_obb_case<T, N>>, std::vector<known_answer<sphere_obb_case<T, N>>>& t) {
#include "../../../cases/sphere_obb.inc"
}
}  // namespace spherebox::ref
