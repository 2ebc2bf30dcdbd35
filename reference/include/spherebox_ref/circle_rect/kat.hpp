/// The known-answer table of circle_rect: the kat_rows hook (core/hooks.hpp) over
/// reference/cases/circle_rect.inc, the only copy; read it with kat_table<Case>() (core/kat.hpp).
#pragma once
#include "../core/kat.hpp"
#include "case.hpp"

namespace spherebox::ref {
template <class T, int N>
void kat_rows(std::type_identity<circle_rect_case<T, N>>, std::vector<known_answer<circle_rect_case<T, N>>>& t) {
#include "../../../cases/circle_rect.inc"
}
}  // namespace spherebox::ref
