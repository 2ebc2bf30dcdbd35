/// Registry of the ellipsoid–OBB variants, in dispatch priority order.
#pragma once
#include "../detail/type_list.hpp"
#include "conservative.hpp"
#include "metric.hpp"

namespace spherebox::ellipsoid_obb {

/// Every ellipsoid–OBB variant the library ships.
using all = spherebox::detail::type_list<metric, conservative>;

/// The variant `overlaps(ellipsoid, obb)` uses when none is named.
using default_variant = metric;

}  // namespace spherebox::ellipsoid_obb
