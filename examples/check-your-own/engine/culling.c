#include "culling.h"

#include <math.h>

int sphere_box_may_touch(const float center[3], float radius, const float box_min[3], const float box_max[3]) {
  for (int i = 0; i < 3; ++i) {
    /* Rejection on the box's centre and half extents. Each of these steps rounds, and a rounding
       can push a touching sphere past the test: a false negative (the subtle bug). */
    const float c = 0.5f * (box_min[i] + box_max[i]);
    const float h = 0.5f * (box_max[i] - box_min[i]);
    if (fabsf(center[i] - c) - h > radius) return 0;
  }
  return 1;
}
