/// Registry of the segment–sphere variants, in dispatch priority order. Typed tests, fuzz
/// targets, properties and the verdict table loop over `all`.
#pragma once
#include "../detail/type_list.hpp"
#include "clamped.hpp"
#include "conservative.hpp"
#include "nodiv.hpp"

namespace spherebox::segment_sphere {

/// Every segment–sphere variant the library ships.
using all = spherebox::detail::type_list<nodiv, clamped, conservative>;

/// The variant `overlaps(segment, ball)` uses when none is named: no division, exact on
/// integer inputs.
using default_variant = nodiv;

}  // namespace spherebox::segment_sphere
