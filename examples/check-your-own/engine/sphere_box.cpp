#include "math.hpp"

namespace engine {

namespace {
float clamp(float v, float lo, float hi) { return v < lo ? lo : v > hi ? hi : v; }
}  // namespace

bool SphereTouchesBox(const Sphere<float>& s, const AABB<float>& b) {
  const float dx = s.center.x - clamp(s.center.x, b.min.x, b.max.x);
  const float dy = s.center.y - clamp(s.center.y, b.min.y, b.max.y);
  const float dz = s.center.z - clamp(s.center.z, b.min.z, b.max.z);
  return dx * dx + dy * dy + dz * dz < s.radius * s.radius;  // the bug: < instead of <=
}

}  // namespace engine
