// Eigen: Eigen::AlignedBox::intersects, box against box.
#include <Eigen/Geometry>

#include <spherebox/types.hpp>

#include "../adapt.hpp"

namespace {
template <class T>
Eigen::AlignedBox<T, 3> to_eigen(const spherebox::box<T, 3>& b) {
  using vector = Eigen::Matrix<T, 3, 1>;
  return {vector(b.min[0], b.min[1], b.min[2]), vector(b.max[0], b.max[1], b.max[2])};
}

template <class T>
bool box_box(const spherebox::box<T, 3>& a, const spherebox::box<T, 3>& b) {
  return to_eigen(a).intersects(to_eigen(b));
}
}  // namespace

AUDIT_FLOAT_AND_DOUBLE(eigen_box_box, box_box, audit::box3, audit::box3)
