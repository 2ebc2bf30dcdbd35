/// Peer: CGAL, CGAL::do_intersect(Sphere_3, Iso_cuboid_3) with the Epick kernel (exact
/// predicates on doubles, filtered) and the Epeck kernel (exact constructions, lazy exact
/// numbers). The sphere is given by its centre and squared radius r*r, computed in double
/// (exact for a float r); the cuboid by its min and max corners. Each test builds the
/// kernel's objects from the floats.
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/intersections.h>

#include "peers.hpp"

namespace {

using namespace spherebox::bench;

template <class K>
struct cgal_sphere_cuboid {
  static constexpr bool exact_constructions = std::is_same_v<K, CGAL::Epeck>;
  static constexpr const char* name = exact_constructions ? "cgal_epeck" : "cgal_epick";
  static constexpr const char* note = exact_constructions
                                          ? "do_intersect(Sphere_3, Iso_cuboid_3), Epeck (exact constructions)"
                                          : "do_intersect(Sphere_3, Iso_cuboid_3), Epick (filtered exact predicates)";
  static constexpr bool planar = false;

  bool operator()(const aabb_pair& p) const {
    using point = typename K::Point_3;
    const auto& b = p.b;
    const double r = p.s.radius;
    const typename K::Sphere_3 s(point(p.s.center[0], p.s.center[1], p.s.center[2]), r * r);
    const typename K::Iso_cuboid_3 c(point(b.min[0], b.min[1], b.min[2]), point(b.max[0], b.max[1], b.max[2]), 0);
    return CGAL::do_intersect(s, c);
  }
};

const register_peer<cgal_sphere_cuboid<CGAL::Epick>> epick;
const register_peer<cgal_sphere_cuboid<CGAL::Epeck>> epeck;

}  // namespace
