/// Peer: ODE (the Debian build, double precision). dCollide on a dSphere and a dBox, which
/// dispatches to ODE's sphere–box collider (closest point by clamping in the box frame, then
/// depth = r - |c - q| >= 0). ODE takes a box as centre and side lengths: computed from the
/// float min/max in double, where both are exact for this data.
#include <ode/ode.h>

#include "peers.hpp"

namespace {

using namespace spherebox::bench;

struct ode_sphere_box {
  static constexpr const char* name = "ode";
  static constexpr const char* note = "dCollide(dSphere, dBox), double; box as centre + lengths (exact here)";
  static constexpr bool planar = false;

  dGeomID sphere, box;
  ode_sphere_box() {
    static const int init = dInitODE2(0);
    (void)init;
    sphere = dCreateSphere(nullptr, 1);
    box = dCreateBox(nullptr, 1, 1, 1);
  }
  ~ode_sphere_box() {
    dGeomDestroy(sphere);
    dGeomDestroy(box);
  }
  ode_sphere_box(const ode_sphere_box&) = delete;
  ode_sphere_box& operator=(const ode_sphere_box&) = delete;

  bool operator()(const aabb_pair& p) {
    const auto& b = p.b;
    const double lo[3] = {b.min[0], b.min[1], b.min[2]}, hi[3] = {b.max[0], b.max[1], b.max[2]};
    dGeomSphereSetRadius(sphere, p.s.radius);
    dGeomSetPosition(sphere, p.s.center[0], p.s.center[1], p.s.center[2]);
    dGeomBoxSetLengths(box, hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]);
    dGeomSetPosition(box, (lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2);
    dContactGeom contact;
    return dCollide(sphere, box, 1, &contact, sizeof contact) > 0;
  }
};

const register_peer<ode_sphere_box> adapter;

}  // namespace
