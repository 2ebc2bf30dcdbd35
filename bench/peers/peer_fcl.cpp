/// Peer: FCL (double precision, the instantiation the library ships). fcl::collide on a
/// Sphere and a Box with their transforms; with the default solver it reaches FCL's
/// sphere–box primitive (closest point by clamping, squared distance against r^2). FCL takes
/// a box as side lengths and a centre: computed from the float min/max in double (exact here).
#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/narrowphase/collision.h>

#include "peers.hpp"

namespace {

using namespace spherebox::bench;

struct fcl_sphere_box {
  static constexpr const char* name = "fcl";
  static constexpr const char* note = "fcl::collide(Sphere, Box), double; box as centre + sides (exact here)";
  static constexpr bool planar = false;

  fcl::Sphered sphere{1};
  fcl::Boxd box{1, 1, 1};
  fcl::Transform3d sphere_frame = fcl::Transform3d::Identity(), box_frame = fcl::Transform3d::Identity();
  fcl::CollisionRequestd request;

  bool operator()(const aabb_pair& p) {
    const auto& b = p.b;
    const double lo[3] = {b.min[0], b.min[1], b.min[2]}, hi[3] = {b.max[0], b.max[1], b.max[2]};
    sphere.radius = p.s.radius;
    box.side = fcl::Vector3d(hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]);
    sphere_frame.translation() = fcl::Vector3d(p.s.center[0], p.s.center[1], p.s.center[2]);
    box_frame.translation() = fcl::Vector3d((lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2);
    fcl::CollisionResultd result;
    fcl::collide(&sphere, sphere_frame, &box, box_frame, request, result);
    return result.isCollision();
  }
};

const register_peer<fcl_sphere_box> adapter;

}  // namespace
