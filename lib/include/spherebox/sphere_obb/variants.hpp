/// Registry of the sphere–OBB variants, in dispatch priority order. Typed tests, fuzz
/// targets, properties and the verdict table loop over `all`; adding a variant is its
/// header, one line here and one row in docs/variants.md.
#pragma once
#include "../detail/type_list.hpp"
#include "arvo.hpp"
#include "conservative.hpp"
#include "qrf.hpp"
#include "qri.hpp"
#include "sse2.hpp"

namespace spherebox::sphere_obb {

/// Every sphere–OBB variant the library ships.
using all = spherebox::detail::type_list<sse2, qri, qrf, arvo, conservative>;

/// The variant `overlaps(ball, obb)` uses when none is named.
using default_variant = qri;

}  // namespace spherebox::sphere_obb
