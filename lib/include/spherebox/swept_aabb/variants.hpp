/// Registry of the swept-AABB variants. Typed tests, fuzz targets, properties and the verdict
/// table loop over `all` (floating point) and `integer` (std::int32_t coordinates).
#pragma once
#include <type_traits>

#include "../detail/type_list.hpp"
#include "conservative.hpp"
#include "integer.hpp"
#include "slab.hpp"

namespace spherebox::swept_aabb {

/// Every floating-point swept-AABB variant the library ships.
using all = spherebox::detail::type_list<slab, slab_open, conservative>;

/// Every integer-coordinate variant.
using integer = spherebox::detail::type_list<exact_int, response_int>;

/// The variant `sweep()` uses when none is named: slab for floating point, exact_int for
/// std::int32_t coordinates.
template <class T>
using default_variant = std::conditional_t<std::is_integral_v<T>, exact_int, slab>;

}  // namespace spherebox::swept_aabb
