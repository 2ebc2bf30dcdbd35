// Eigen: Eigen::AlignedBox::intersects, box against box.
#include <Eigen/Geometry>

#include <spherebox/types.hpp>

namespace {
template <class T>
Eigen::AlignedBox<T, 3> to_eigen(const spherebox::box<T, 3>& b) {
  using vector = Eigen::Matrix<T, 3, 1>;
  return {vector(b.min[0], b.min[1], b.min[2]), vector(b.max[0], b.max[1], b.max[2])};
}
}  // namespace

namespace audit {
bool eigen_box_box(const spherebox::box<float, 3>& a, const spherebox::box<float, 3>& b) {
  return to_eigen(a).intersects(to_eigen(b));
}
bool eigen_box_box(const spherebox::box<double, 3>& a, const spherebox::box<double, 3>& b) {
  return to_eigen(a).intersects(to_eigen(b));
}
}  // namespace audit
