/// Registry of the circle–rectangle variants (ball vs centre/half-extent box), in dispatch
/// priority order. Typed tests, the fuzz target, properties and the verdict table loop over
/// `all`; adding a variant is its header, one line here and one row in docs/variants.md.
#pragma once
#include "../detail/type_list.hpp"
#include "absmax.hpp"
#include "absmax_open.hpp"
#include "conservative.hpp"
#include "exact.hpp"

namespace spherebox::circle_rect {

/// Every circle–rectangle variant the library ships.
using all = spherebox::detail::type_list<absmax, absmax_open, conservative, exact>;

/// The variant `overlaps(ball, centered_box)` uses when none is named.
using default_variant = absmax;

}  // namespace spherebox::circle_rect
