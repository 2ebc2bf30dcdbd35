// Boost.Geometry: boost::geometry::distance from a point to a box, against the radius (Boost.
// Geometry has no sphere type; this is how its users write a sphere–box test). Cartesian points
// of spherebox's value type.
#include <boost/geometry.hpp>

#include <spherebox/types.hpp>

#include "../adapt.hpp"

namespace {
template <class T>
bool sphere_box(const spherebox::ball<T, 3>& s, const spherebox::box<T, 3>& b) {
  namespace bg = boost::geometry;
  using point = bg::model::point<T, 3, bg::cs::cartesian>;
  const bg::model::box<point> box(point(b.min[0], b.min[1], b.min[2]), point(b.max[0], b.max[1], b.max[2]));
  return bg::distance(point(s.center[0], s.center[1], s.center[2]), box) <= s.radius;
}
}  // namespace

AUDIT_FLOAT_AND_DOUBLE(boost_geometry_sphere_box, sphere_box, audit::ball3, audit::box3)
