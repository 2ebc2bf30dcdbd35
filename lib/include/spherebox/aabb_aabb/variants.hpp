/// Registry of the AABB–AABB overlap tests.
#pragma once
#include "../detail/type_list.hpp"
#include "closed.hpp"
#include "open.hpp"

namespace spherebox::aabb_aabb {
using all = spherebox::detail::type_list<closed, open>;
using default_variant = closed;
}  // namespace spherebox::aabb_aabb
