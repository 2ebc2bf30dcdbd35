/// The known-answer table of ellipsoid_obb: the kat_rows hook (core/hooks.hpp) over
/// reference/cases/ellipsoid_obb.inc, the only copy; read it with kat_table<Case>() (core/kat.hpp).
#pragma once
#include "../core/kat.hpp"
#include "case.hpp"

namespace spherebox::ref {
template <class T, int N>
void kat_rows(std::type_identity<ellipsoid_obb_case<T, N>>, std::vector<known_answer<ellipsoid_obb_case<T, N>>>& t) {
#include "../../../cases/ellipsoid_obb.inc"
}
}  // namespace spherebox::ref
