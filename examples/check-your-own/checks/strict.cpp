// The adapter of the subsystem's copy of the test (the one with a strict final comparison).
#include "adapt.hpp"

bool engine_sphere_touches(const spherebox::ball<float, 3>& s, const spherebox::box<float, 3>& b) {
  return engine::SphereTouchesBox(to_engine(s), to_engine(b));
}
