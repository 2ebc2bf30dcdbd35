// Bullet's sphere–box test as its collision dispatch runs it: btSphereBoxCollisionAlgorithm::
// getSphereDistance on a btSphereShape and a btBoxShape, with the box's collision margin and the
// contact distance 0, so the question asked is the closed sets' (with the default margin,
// CONVEX_DISTANCE_MARGIN = 0.04, Bullet reports contacts before the shapes touch). Used by the
// audit's adapter (check.cpp) and by the benchmark's Bullet peer (bench/peers/peer_bullet.cpp):
// one way of calling Bullet, written once. Only Bullet's headers.
#pragma once
#include <BulletCollision/CollisionDispatch/btCollisionObjectWrapper.h>
#include <BulletCollision/CollisionDispatch/btSphereBoxCollisionAlgorithm.h>
#include <btBulletCollisionCommon.h>

#include <memory>

struct bullet_sphere_box_world {
  btDefaultCollisionConfiguration configuration;
  btCollisionDispatcher dispatcher{&configuration};
  btSphereShape sphere{1};
  btBoxShape box{btVector3(1, 1, 1)};
  btCollisionObject sphere_object, box_object;
  btTransform sphere_frame = btTransform::getIdentity(), box_frame = btTransform::getIdentity();
  btCollisionObjectWrapper sphere_wrap{nullptr, &sphere, &sphere_object, sphere_frame, -1, -1};
  btCollisionObjectWrapper box_wrap{nullptr, &box, &box_object, box_frame, -1, -1};
  std::unique_ptr<btSphereBoxCollisionAlgorithm> algorithm;

  bullet_sphere_box_world() {
    box.setMargin(0);
    sphere_object.setCollisionShape(&sphere);
    box_object.setCollisionShape(&box);
    // After the shapes: the algorithm asks the dispatcher for a contact manifold, which reads them.
    algorithm = std::make_unique<btSphereBoxCollisionAlgorithm>(
        nullptr, btCollisionAlgorithmConstructionInfo(&dispatcher, 1), &sphere_wrap, &box_wrap, false);
  }

  /// Whether the ball (centre, radius) and the box (centre, half extents) touch or overlap. The
  /// half extents are taken as given (setImplicitShapeDimensions): the btBoxShape constructor
  /// would subtract the default margin.
  bool overlaps(const btVector3& centre, btScalar radius, const btVector3& box_centre, const btVector3& half) {
    box.setImplicitShapeDimensions(half);
    box_frame.setOrigin(box_centre);
    btVector3 point, normal;
    btScalar depth;
    return algorithm->getSphereDistance(&box_wrap, point, normal, depth, centre, radius, 0);
  }
};
