/// Registry of the ellipsoid–AABB variants, in dispatch priority order.
#pragma once
#include "../detail/type_list.hpp"
#include "conservative.hpp"
#include "scaled.hpp"

namespace spherebox::ellipsoid_aabb {

/// Every ellipsoid–AABB variant the library ships.
using all = spherebox::detail::type_list<scaled, conservative>;

/// The variant `overlaps(ellipsoid, box)` uses when none is named.
using default_variant = scaled;

}  // namespace spherebox::ellipsoid_aabb
