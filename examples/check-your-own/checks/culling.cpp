// The adapter of the C culling test: spherebox's arrays are passed to the C function as they are.
#include <spherebox/types.hpp>

#include "../engine/culling.h"

bool engine_culling(const spherebox::ball<float, 3>& s, const spherebox::box<float, 3>& b) {
  return sphere_box_may_touch(s.center.data(), s.radius, b.min.data(), b.max.data()) != 0;
}
