// Converting spherebox's shapes (what the checks pass) into the engine's own types.
#pragma once
#include <spherebox/types.hpp>

#include "../engine/math.hpp"

template <class Real>
engine::Sphere<Real> to_engine(const spherebox::ball<Real, 3>& s) {
  return {{s.center[0], s.center[1], s.center[2]}, s.radius};
}

template <class Real>
engine::AABB<Real> to_engine(const spherebox::box<Real, 3>& b) {
  return {{b.min[0], b.min[1], b.min[2]}, {b.max[0], b.max[1], b.max[2]}};
}
