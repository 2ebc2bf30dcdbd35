// An engine's sphere-box test with the input check some engines keep in every build: an inverted
// box stops the program (std::abort, what a failed assert does).
#include <cstdlib>

#include <spherebox/types.hpp>

bool engine_crashes(const spherebox::ball<float, 3>& s, const spherebox::box<float, 3>& b) {
  float d = 0;
  for (int i = 0; i < 3; ++i) {
    if (b.min[i] > b.max[i]) std::abort();
    const float c = s.center[i];
    const float v = c < b.min[i] ? b.min[i] - c : c > b.max[i] ? c - b.max[i] : 0.0f;
    d += v * v;
  }
  return d <= s.radius * s.radius;
}
