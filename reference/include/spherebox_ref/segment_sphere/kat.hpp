/// The known-answer table of segment_sphere: the kat_rows hook (core/hooks.hpp) over
/// reference/cases/segment_sphere.inc, the only copy; read it with kat_table<Case>() (core/kat.hpp).
#pragma once
#include "../core/kat.hpp"
#include "case.hpp"

namespace spherebox::ref {
template <class T, int N>
void kat_rows(std::type_identity<segment_sphere_case<T, N>>, std::vector<known_answer<segment_sphere_case<T, N>>>& t) {
#include "../../../cases/segment_sphere.inc"
}
}  // namespace spherebox::ref
