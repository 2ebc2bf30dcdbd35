/// Peer: Bullet (single precision, the Debian build). The sphere–box core of Bullet's
/// collision dispatch, btSphereBoxCollisionAlgorithm::getSphereDistance: the box's world
/// transform inverted onto the sphere centre, the centre clamped to the half extents, the
/// squared distance compared with (r + margin + max contact distance)^2. The box margin and
/// the contact distance are set to 0, so the question is the closed sets'. Bullet takes a box
/// as centre and half extents: both are computed from min/max in float (this rounds).
// The way of calling Bullet is the audit's (examples/audit/bullet/world.hpp), written once.
#include "../../examples/audit/bullet/world.hpp"
#include "peers.hpp"

namespace {

using namespace spherebox::bench;

struct bullet_sphere_box {
  static constexpr const char* name = "bullet";
  static constexpr const char* note =
      "btSphereBoxCollisionAlgorithm::getSphereDistance, float, margin 0; box as float centre + half extents";
  static constexpr bool planar = false;

  bullet_sphere_box_world world;

  bool operator()(const aabb_pair& p) {
    const auto& b = p.b;
    return world.overlaps(btVector3(p.s.center[0], p.s.center[1], p.s.center[2]), p.s.radius,
                          btVector3((b.min[0] + b.max[0]) * 0.5f, (b.min[1] + b.max[1]) * 0.5f,
                                    (b.min[2] + b.max[2]) * 0.5f),
                          btVector3((b.max[0] - b.min[0]) * 0.5f, (b.max[1] - b.min[1]) * 0.5f,
                                    (b.max[2] - b.min[2]) * 0.5f));
  }
};

const register_peer<bullet_sphere_box> adapter;

}  // namespace
