// FCL: fcl::collide on an fcl::Sphere and an fcl::Box with their transforms; with the default
// request it reaches FCL's sphere–box primitive. FCL's box is its side lengths, centred at its
// transform's origin: spherebox's centred box (slug circle_rect, 3-D) maps onto it without
// rounding (the sides are twice the half extents). The library ships its double instantiation.
#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/narrowphase/collision.h>

#include <spherebox/types.hpp>

#include "../adapt.hpp"

namespace {

template <class T>
bool sphere_box(const spherebox::ball<T, 3>& s, const spherebox::centered_box<T, 3>& b) {
  const fcl::Sphered sphere(s.radius);
  const fcl::Boxd box(2 * double(b.half[0]), 2 * double(b.half[1]), 2 * double(b.half[2]));
  fcl::Transform3d sphere_frame = fcl::Transform3d::Identity(), box_frame = fcl::Transform3d::Identity();
  sphere_frame.translation() = fcl::Vector3d(s.center[0], s.center[1], s.center[2]);
  box_frame.translation() = fcl::Vector3d(b.center[0], b.center[1], b.center[2]);
  const fcl::CollisionRequestd request;
  fcl::CollisionResultd result;
  fcl::collide(&sphere, sphere_frame, &box, box_frame, request, result);
  return result.isCollision();
}

}  // namespace

AUDIT_FLOAT_AND_DOUBLE(fcl_sphere_box, sphere_box, audit::ball3, audit::centered_box3)
