// The adapter of the correct test, for float and double: spherebox's ball and box in, the
// engine's answer out.
#include "adapt.hpp"

bool engine_sphere_box(const spherebox::ball<float, 3>& s, const spherebox::box<float, 3>& b) {
  return engine::SphereIntersectsAABB(to_engine(s), to_engine(b));
}
bool engine_sphere_box(const spherebox::ball<double, 3>& s, const spherebox::box<double, 3>& b) {
  return engine::SphereIntersectsAABB(to_engine(s), to_engine(b));
}
