/// Peer: Box2D 2.4 (float), b2CollidePolygonAndCircle. Box2D is 2-D: it answers circle vs
/// rectangle for the x,y projection of each pair (the circle of the sphere's centre and
/// radius, the rectangle [min, max] in x and y), and is judged against the exact answers of
/// that projection. The rectangle's four corners and outward normals are written into a
/// b2PolygonShape directly (the layout SetAsBox produces), and its skin radius
/// (b2_polygonRadius) is set to 0 so that the question is the closed sets'.
#include <box2d/box2d.h>

#include "peers.hpp"

namespace {

using namespace spherebox::bench;

struct box2d_circle_rect {
  static constexpr const char* name = "box2d";
  static constexpr const char* note =
      "b2CollidePolygonAndCircle, float, 2-D: x,y projection (judged against the 2-D exact answers); skin 0";
  static constexpr bool planar = true;

  b2PolygonShape rect;
  b2CircleShape circle;
  b2Transform identity;
  b2Manifold manifold;

  box2d_circle_rect() {
    identity.SetIdentity();
    rect.SetAsBox(1, 1);  // four vertices; normals (0,-1), (1,0), (0,1), (-1,0)
    rect.m_radius = 0;
  }

  bool operator()(const aabb_pair& p) {
    const auto& b = p.b;
    rect.m_vertices[0].Set(b.min[0], b.min[1]);
    rect.m_vertices[1].Set(b.max[0], b.min[1]);
    rect.m_vertices[2].Set(b.max[0], b.max[1]);
    rect.m_vertices[3].Set(b.min[0], b.max[1]);
    circle.m_p.Set(p.s.center[0], p.s.center[1]);
    circle.m_radius = p.s.radius;
    b2CollidePolygonAndCircle(&manifold, &rect, identity, &circle, identity);
    return manifold.pointCount > 0;
  }
};

const register_peer<box2d_circle_rect> adapter;

}  // namespace
