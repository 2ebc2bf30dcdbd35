// The engine's own math types, as a typical game or physics engine has them: a 3-vector and
// shapes built from it. Nothing here knows about spherebox.
#pragma once

namespace engine {

template <class Real>
struct Vec3 {
  Real x, y, z;
  Real operator[](int i) const { return i == 0 ? x : i == 1 ? y : z; }
};

template <class Real>
struct Sphere {
  Vec3<Real> center;
  Real radius;
};

template <class Real>
struct AABB {
  Vec3<Real> min, max;
};

/// Exact overlap test of a sphere and a box (touching counts), by the box's closest point to
/// the centre (Arvo, Graphics Gems 1990). Correct: wrong only by rounding, near tangency.
template <class Real>
bool SphereIntersectsAABB(const Sphere<Real>& s, const AABB<Real>& b) {
  Real d2 = 0;
  for (int i = 0; i < 3; ++i) {
    const Real c = s.center[i];
    if (c < b.min[i]) {
      const Real e = c - b.min[i];
      d2 += e * e;
    } else if (c > b.max[i]) {
      const Real e = c - b.max[i];
      d2 += e * e;
    }
  }
  return d2 <= s.radius * s.radius;
}

/// The same test as a subsystem wrote it again: clamp, subtract, compare. Its final comparison
/// is strict, so a sphere that exactly touches the box does not count (a boundary bug).
bool SphereTouchesBox(const Sphere<float>& s, const AABB<float>& b);

}  // namespace engine
