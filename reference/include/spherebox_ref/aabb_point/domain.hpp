/// The domain hook of aabb_point: which cases a claim covers.
#pragma once
#include <cmath>

#include "../core/claim.hpp"
#include "case.hpp"

namespace spherebox::ref {

/// Finite, min <= max, every |value| <= the claim's magnitude limit.
template <class T, int N>
[[nodiscard]] bool in_domain(const aabb_point_case<T, N>& c, const claim<T>& cl) {
  if (!within_magnitude(c, cl)) return false;  // also false for NaN
  for (int i = 0; i < N; ++i)
    if (c.b.min[i] > c.b.max[i]) return false;
  return true;
}

}  // namespace spherebox::ref
