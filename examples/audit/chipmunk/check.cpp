// Chipmunk2D: cpShapesCollide on a circle shape and a box shape, the collision query of
// Chipmunk's public API; the box is made by cpBoxShapeNew2 from its bounds (a cpBB, Chipmunk's
// own min/max form: slug sphere_aabb in 2-D) with no rounding radius. The shapes are placed by
// cpShapeUpdate with the identity transform, so no body is needed. Chipmunk computes in double
// (cpFloat).
#include <chipmunk/chipmunk.h>

#include <spherebox/types.hpp>

#include "../adapt.hpp"

namespace {
template <class T>
bool circle_box(const spherebox::ball<T, 2>& s, const spherebox::box<T, 2>& b) {
  cpShape* box = cpBoxShapeNew2(nullptr, cpBBNew(b.min[0], b.min[1], b.max[0], b.max[1]), 0);
  cpShape* circle = cpCircleShapeNew(nullptr, s.radius, cpv(s.center[0], s.center[1]));
  cpShapeUpdate(box, cpTransformIdentity);
  cpShapeUpdate(circle, cpTransformIdentity);
  const cpContactPointSet contacts = cpShapesCollide(circle, box);
  cpShapeFree(circle);
  cpShapeFree(box);
  return contacts.count > 0;
}
}  // namespace

AUDIT_FLOAT_AND_DOUBLE(chipmunk_circle_box, circle_box, audit::ball2, audit::box2)
