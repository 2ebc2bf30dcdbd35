/// Peer: Bullet (single precision, the Debian build). The sphere–box core of Bullet's
/// collision dispatch, btSphereBoxCollisionAlgorithm::getSphereDistance: the box's world
/// transform inverted onto the sphere centre, the centre clamped to the half extents, the
/// squared distance compared with (r + margin + max contact distance)^2. The box margin and
/// the contact distance are set to 0, so the question is the closed sets'. Bullet takes a box
/// as centre and half extents: both are computed from min/max in float (this rounds).
#include <btBulletCollisionCommon.h>
#include <BulletCollision/CollisionDispatch/btCollisionObjectWrapper.h>
#include <BulletCollision/CollisionDispatch/btSphereBoxCollisionAlgorithm.h>

#include <memory>

#include "peers.hpp"

namespace {

using namespace spherebox::bench;

struct bullet_sphere_box {
  static constexpr const char* name = "bullet";
  static constexpr const char* note =
      "btSphereBoxCollisionAlgorithm::getSphereDistance, float, margin 0; box as float centre + half extents";
  static constexpr bool planar = false;

  btDefaultCollisionConfiguration configuration;
  btCollisionDispatcher dispatcher{&configuration};
  btSphereShape sphere{1};
  btBoxShape box{btVector3(1, 1, 1)};
  btCollisionObject sphere_object, box_object;
  btTransform sphere_frame = btTransform::getIdentity(), box_frame = btTransform::getIdentity();
  btCollisionObjectWrapper sphere_wrap{nullptr, &sphere, &sphere_object, sphere_frame, -1, -1};
  btCollisionObjectWrapper box_wrap{nullptr, &box, &box_object, box_frame, -1, -1};
  std::unique_ptr<btSphereBoxCollisionAlgorithm> algorithm;

  bullet_sphere_box() {
    box.setMargin(0);
    sphere_object.setCollisionShape(&sphere);
    box_object.setCollisionShape(&box);
    btCollisionAlgorithmConstructionInfo info(&dispatcher, 1);
    algorithm = std::make_unique<btSphereBoxCollisionAlgorithm>(nullptr, info, &sphere_wrap, &box_wrap, false);
  }

  bool operator()(const aabb_pair& p) {
    const auto& b = p.b;
    box.setImplicitShapeDimensions(btVector3((b.max[0] - b.min[0]) * 0.5f, (b.max[1] - b.min[1]) * 0.5f,
                                             (b.max[2] - b.min[2]) * 0.5f));
    box_frame.setOrigin(btVector3((b.min[0] + b.max[0]) * 0.5f, (b.min[1] + b.max[1]) * 0.5f,
                                  (b.min[2] + b.max[2]) * 0.5f));
    btVector3 point, normal;
    btScalar depth;
    const btVector3 c(p.s.center[0], p.s.center[1], p.s.center[2]);
    return algorithm->getSphereDistance(&box_wrap, point, normal, depth, c, p.s.radius, 0);
  }
};

const register_peer<bullet_sphere_box> adapter;

}  // namespace
