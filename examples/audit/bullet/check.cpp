// Bullet: btSphereBoxCollisionAlgorithm::getSphereDistance, the sphere–box test of Bullet's
// collision dispatch (world.hpp). Bullet's box is its half extents and a transform: spherebox's
// centred box (slug circle_rect, 3-D) maps onto it without rounding. Debian's Bullet is built in
// single precision (btScalar float).
#include <spherebox/types.hpp>

#include "world.hpp"

namespace {
template <class T>
bool sphere_box(const spherebox::ball<T, 3>& s, const spherebox::centered_box<T, 3>& b) {
  static bullet_sphere_box_world w;
  return w.overlaps(btVector3(s.center[0], s.center[1], s.center[2]), s.radius,
                    btVector3(b.center[0], b.center[1], b.center[2]), btVector3(b.half[0], b.half[1], b.half[2]));
}
}  // namespace

namespace audit {
// btScalar: double when Bullet is built with BT_USE_DOUBLE_PRECISION (CMakeLists.txt reads it
// from bullet.pc and checks that type alone), float otherwise.
bool bullet_sphere_box(const spherebox::ball<btScalar, 3>& s, const spherebox::centered_box<btScalar, 3>& b) {
  return sphere_box(s, b);
}
}  // namespace audit
