/// Registry of the AABB–AABB overlap tests.
#pragma once
#include <limits>

#include "../checked.hpp"
#include "../detail/type_list.hpp"
#include "closed.hpp"
#include "open.hpp"

namespace spherebox::aabb_aabb {
using all = spherebox::detail::type_list<closed, open>;
using default_variant = closed;

namespace detail {
/// The checked API's verdict on two boxes: NaN, inf, inverted box (the first in errc order of
/// either box), then, for a variant that needs interiors, a degenerate box; ok when none.
template <bool NeedsInterior, class T, int N>
[[nodiscard]] constexpr errc validate(const box<T, N>& a, const box<T, N>& b) noexcept {
  const T limit = std::numeric_limits<T>::max();
  errc e = spherebox::detail::validate(a, limit);
  const errc f = spherebox::detail::validate(b, limit);
  if (e == errc::ok || (f != errc::ok && f < e)) e = f;
  if (e == errc::ok && NeedsInterior)
    for (int i = 0; i < N; ++i)
      if (a.min[i] == a.max[i] || b.min[i] == b.max[i]) e = errc::degenerate_box;
  return e;
}
}  // namespace detail
}  // namespace spherebox::aabb_aabb
