// ODE: dCollide on a dSphere and a dBox, which dispatches to ODE's sphere–box collider. ODE's
// box is its side lengths and a position: spherebox's centred box (slug circle_rect, 3-D) maps
// onto it without rounding (the sides are twice the half extents). Debian's ODE computes in
// double (dReal).
#include <ode/ode.h>

#include <spherebox/types.hpp>

#include "../adapt.hpp"

namespace {

struct ode_geoms {
  dGeomID sphere, box;
  ode_geoms() {
    dInitODE2(0);
    sphere = dCreateSphere(nullptr, 1);
    box = dCreateBox(nullptr, 1, 1, 1);
  }
};

template <class T>
bool sphere_box(const spherebox::ball<T, 3>& s, const spherebox::centered_box<T, 3>& b) {
  static ode_geoms g;
  dGeomSphereSetRadius(g.sphere, s.radius);
  dGeomSetPosition(g.sphere, s.center[0], s.center[1], s.center[2]);
  dGeomBoxSetLengths(g.box, 2 * dReal(b.half[0]), 2 * dReal(b.half[1]), 2 * dReal(b.half[2]));
  dGeomSetPosition(g.box, b.center[0], b.center[1], b.center[2]);
  dContactGeom contact;
  return dCollide(g.sphere, g.box, 1, &contact, sizeof contact) > 0;
}

}  // namespace

AUDIT_FLOAT_AND_DOUBLE(ode_sphere_box, sphere_box, audit::ball3, audit::centered_box3)
