// CGAL: CGAL::do_intersect(Sphere_3, Iso_cuboid_3) with the Epick kernel (exact predicates,
// inexact constructions), the kernel CGAL's manual recommends by default. A Sphere_3 is given
// by its centre and its squared radius; for a float radius r the square r*r is computed in
// double, where it is exact, so the sphere passed is the one spherebox's ball describes.
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/intersections.h>

#include <spherebox/types.hpp>

namespace audit {
bool cgal_sphere_box(const spherebox::ball<float, 3>& s, const spherebox::box<float, 3>& b) {
  using K = CGAL::Exact_predicates_inexact_constructions_kernel;
  const double r = s.radius;
  const K::Sphere_3 sphere(K::Point_3(s.center[0], s.center[1], s.center[2]), r * r);
  const K::Iso_cuboid_3 box(K::Point_3(b.min[0], b.min[1], b.min[2]), K::Point_3(b.max[0], b.max[1], b.max[2]), 0);
  return CGAL::do_intersect(sphere, box);
}
}  // namespace audit
