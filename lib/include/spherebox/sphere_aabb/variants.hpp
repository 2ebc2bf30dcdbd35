/// Registry of the sphere–AABB variants, in dispatch priority order. Typed tests, fuzz
/// targets, properties and the verdict table loop over `all`; adding a variant is its
/// header, one line here and one row in docs/variants.md.
#pragma once
#include "../detail/type_list.hpp"
#include "arvo.hpp"
#include "branchless.hpp"
#include "conservative.hpp"
#include "exact.hpp"
#include "qrf.hpp"
#include "qri.hpp"
#include "sse2.hpp"

namespace spherebox::sphere_aabb {

/// Every sphere–AABB variant the library ships.
using all = spherebox::detail::type_list<sse2, branchless, qri, qrf, arvo, conservative, exact>;

/// The variant `overlaps(ball, box)` uses when none is named.
using default_variant = branchless;

}  // namespace spherebox::sphere_aabb
