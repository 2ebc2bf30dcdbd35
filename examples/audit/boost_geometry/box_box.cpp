// Boost.Geometry: boost::geometry::intersects of two boxes (cartesian points of spherebox's
// value type).
#include <boost/geometry.hpp>

#include <spherebox/types.hpp>

#include "../adapt.hpp"

namespace {
template <class T>
bool box_box(const spherebox::box<T, 3>& a, const spherebox::box<T, 3>& b) {
  namespace bg = boost::geometry;
  using point = bg::model::point<T, 3, bg::cs::cartesian>;
  using box = bg::model::box<point>;
  const box first(point(a.min[0], a.min[1], a.min[2]), point(a.max[0], a.max[1], a.max[2]));
  const box second(point(b.min[0], b.min[1], b.min[2]), point(b.max[0], b.max[1], b.max[2]));
  return bg::intersects(first, second);
}
}  // namespace

AUDIT_FLOAT_AND_DOUBLE(boost_geometry_box_box, box_box, audit::box3, audit::box3)
