// Box2D 2.4.1: b2CollidePolygonAndCircle reports a contact for a circle outside a box's corner
// when the whole scene is small: it treats a circle centre less than b2_epsilon (FLT_EPSILON,
// about 1.19e-7) outside every edge as inside the polygon. The same scene scaled by 2^24 is
// answered right. Found by spherebox's harness (docs/audit.md, "Box2D"); standalone, needs only Box2D:
//   c++ box2d_epsilon_false_positive.cpp -lbox2d && ./a.out
// The polygon's skin (m_radius, b2_polygonRadius = 0.01 by default) is set to 0 to ask whether
// the shapes themselves touch; b2_common.h says the skin "should not be modified", and with the
// default skin the contact below is inside the skin. Every number is a power of two or a sum of
// two, exact in float. Exit status 1 while the contact is reported.
#include <box2d/box2d.h>

#include <cmath>
#include <cstdio>

// Box [-16, 16]^2 and a circle of radius 1 centred at (17, 17), all times scale: the centre is
// (1, 1) * scale outside the corner (16, 16) * scale, at distance sqrt(2) * scale > radius.
static int contacts(float scale) {
  b2PolygonShape box;
  box.SetAsBox(16 * scale, 16 * scale, b2Vec2(0, 0), 0);
  box.m_radius = 0;
  b2CircleShape circle;
  circle.m_p.Set(17 * scale, 17 * scale);
  circle.m_radius = 1 * scale;
  b2Transform identity;
  identity.SetIdentity();
  b2Manifold manifold;
  b2CollidePolygonAndCircle(&manifold, &box, identity, &circle, identity);
  return manifold.pointCount;
}

int main() {
  const int small = contacts(std::ldexp(1.0f, -24)), unit = contacts(1);
  std::printf("scale 2^-24: box half 2^-20, circle at (17, 17) * 2^-24, radius 2^-24: expected 0 contacts, got %d\n",
              small);
  std::printf("scale 1:     box half 16, circle at (17, 17), radius 1: expected 0 contacts, got %d\n", unit);
  return small == 0 && unit == 0 ? 0 : 1;
}
