// Eigen: Eigen::AlignedBox, in the two tests its users write with it. Sphere–box: the box's
// squaredExteriorDistance to the centre against the squared radius (Eigen has no sphere type).
#include <Eigen/Geometry>

#include <spherebox/types.hpp>

#include "../adapt.hpp"

namespace {
template <class T>
bool sphere_box(const spherebox::ball<T, 3>& s, const spherebox::box<T, 3>& b) {
  using vector = Eigen::Matrix<T, 3, 1>;
  const Eigen::AlignedBox<T, 3> box(vector(b.min[0], b.min[1], b.min[2]), vector(b.max[0], b.max[1], b.max[2]));
  return box.squaredExteriorDistance(vector(s.center[0], s.center[1], s.center[2])) <= s.radius * s.radius;
}
}  // namespace

AUDIT_FLOAT_AND_DOUBLE(eigen_sphere_box, sphere_box, audit::ball3, audit::box3)
