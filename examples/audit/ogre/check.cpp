// OGRE: Ogre::Math::intersects(const Sphere&, const AxisAlignedBox&), OGRE's sphere–box test.
// OGRE's Real is float.
#include <OgreAxisAlignedBox.h>
#include <OgreMath.h>
#include <OgreSphere.h>

#include <spherebox/types.hpp>

namespace audit {
bool ogre_sphere_box(const spherebox::ball<float, 3>& s, const spherebox::box<float, 3>& b) {
  const Ogre::Sphere sphere(Ogre::Vector3(s.center[0], s.center[1], s.center[2]), s.radius);
  const Ogre::AxisAlignedBox box(b.min[0], b.min[1], b.min[2], b.max[0], b.max[1], b.max[2]);
  return Ogre::Math::intersects(sphere, box);
}
}  // namespace audit
