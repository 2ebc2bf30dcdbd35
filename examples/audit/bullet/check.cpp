// Bullet: btSphereBoxCollisionAlgorithm::getSphereDistance, the sphere–box test of Bullet's
// collision dispatch (a btSphereShape against a btBoxShape). Bullet's box is its half extents
// and a transform: spherebox's centred box (slug circle_rect, 3-D) maps onto it without
// rounding. The box's collision margin and the contact distance are 0, so the question asked is
// the closed sets' (with the default margin, CONVEX_DISTANCE_MARGIN = 0.04, Bullet reports
// contacts before the shapes touch). Debian's Bullet is built in single precision (btScalar float).
#include <BulletCollision/CollisionDispatch/btCollisionObjectWrapper.h>
#include <BulletCollision/CollisionDispatch/btSphereBoxCollisionAlgorithm.h>
#include <btBulletCollisionCommon.h>

#include <memory>

#include <spherebox/types.hpp>

namespace {

struct bullet_world {
  btDefaultCollisionConfiguration configuration;
  btCollisionDispatcher dispatcher{&configuration};
  btSphereShape sphere{1};
  btBoxShape box{btVector3(1, 1, 1)};
  btCollisionObject sphere_object, box_object;
  btTransform sphere_frame = btTransform::getIdentity(), box_frame = btTransform::getIdentity();
  btCollisionObjectWrapper sphere_wrap{nullptr, &sphere, &sphere_object, sphere_frame, -1, -1};
  btCollisionObjectWrapper box_wrap{nullptr, &box, &box_object, box_frame, -1, -1};
  std::unique_ptr<btSphereBoxCollisionAlgorithm> algorithm;

  bullet_world() {
    box.setMargin(0);
    sphere_object.setCollisionShape(&sphere);
    box_object.setCollisionShape(&box);
    // After the shapes: the algorithm asks the dispatcher for a contact manifold, which reads them.
    algorithm = std::make_unique<btSphereBoxCollisionAlgorithm>(
        nullptr, btCollisionAlgorithmConstructionInfo(&dispatcher, 1), &sphere_wrap, &box_wrap, false);
  }
};

template <class T>
bool sphere_box(const spherebox::ball<T, 3>& s, const spherebox::centered_box<T, 3>& b) {
  static bullet_world w;
  // The half extents without margin (the box's margin is 0): setImplicitShapeDimensions keeps
  // them as given, where the btBoxShape constructor would subtract the default margin.
  w.box.setImplicitShapeDimensions(btVector3(b.half[0], b.half[1], b.half[2]));
  w.box_frame.setOrigin(btVector3(b.center[0], b.center[1], b.center[2]));
  btVector3 point, normal;
  btScalar depth;
  return w.algorithm->getSphereDistance(&w.box_wrap, point, normal, depth,
                                       btVector3(s.center[0], s.center[1], s.center[2]), s.radius, 0);
}

}  // namespace

namespace audit {
// btScalar: double when Bullet is built with BT_USE_DOUBLE_PRECISION (CMakeLists.txt reads it
// from bullet.pc and checks that type alone), float otherwise.
bool bullet_sphere_box(const spherebox::ball<btScalar, 3>& s, const spherebox::centered_box<btScalar, 3>& b) {
  return sphere_box(s, b);
}
}  // namespace audit
