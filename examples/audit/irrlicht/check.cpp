// Irrlicht: irr::core::aabbox3d<f32>::intersectsWithBox, Irrlicht's box–box test (a header
// template; aabbox3df is its float instance).
#include <aabbox3d.h>

#include <spherebox/types.hpp>

namespace audit {
bool irrlicht_box_box(const spherebox::box<float, 3>& a, const spherebox::box<float, 3>& b) {
  const irr::core::aabbox3df first(a.min[0], a.min[1], a.min[2], a.max[0], a.max[1], a.max[2]);
  const irr::core::aabbox3df second(b.min[0], b.min[1], b.min[2], b.max[0], b.max[1], b.max[2]);
  return first.intersectsWithBox(second);
}
}  // namespace audit
