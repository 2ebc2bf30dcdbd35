// Box2D: b2CollidePolygonAndCircle, the narrow phase of a b2CircleShape against a b2PolygonShape,
// with the rectangle made by b2PolygonShape::SetAsBox(hx, hy, center, 0), Box2D's way to make
// a box: spherebox's centred rectangle (slug circle_rect, 2-D) is passed as it is, and Box2D
// rounds its corners itself. The polygon's skin (b2_polygonRadius, 2 * b2_linearSlop) is set to
// 0, so the question asked is the closed sets'. Box2D computes in float.
#include <box2d/box2d.h>

#include <spherebox/types.hpp>

namespace audit {
bool box2d_circle_box(const spherebox::ball<float, 2>& s, const spherebox::centered_box<float, 2>& b) {
  b2PolygonShape rect;
  rect.SetAsBox(b.half[0], b.half[1], b2Vec2(b.center[0], b.center[1]), 0.0f);
  rect.m_radius = 0;
  b2CircleShape circle;
  circle.m_p.Set(s.center[0], s.center[1]);
  circle.m_radius = s.radius;
  b2Transform identity;
  identity.SetIdentity();
  b2Manifold manifold;
  b2CollidePolygonAndCircle(&manifold, &rect, identity, &circle, identity);
  return manifold.pointCount > 0;
}
}  // namespace audit
