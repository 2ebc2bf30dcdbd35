/* Chipmunk2D 7.0.3: cpShapesCollide reports no contact between a circle and a box that touch,
 * on small integers. Found by spherebox's harness (docs/audit.md, "Chipmunk2D"); standalone,
 * needs only Chipmunk:
 *   cc chipmunk_tangent_false_negative.c -lchipmunk -lm && ./a.out
 * The box is [0, 5] x [0, 1] (cpBoxShapeNew2, no rounding radius); the circle has centre (1, -3)
 * and radius 3, so it touches the box's bottom edge at (1, 0): the distance from the centre to
 * the box is 0 - (-3) = 3, exactly the radius, and every number is a small integer. The same
 * circle moved to (0, -3), touching the corner (0, 0), is answered right. Exit status 1 while the
 * contact is missed. */
#include <chipmunk/chipmunk.h>
#include <stdio.h>

static int contacts(double cx, double cy, double r) {
  cpShape* box = cpBoxShapeNew2(NULL, cpBBNew(0, 0, 5, 1), 0); /* l, b, r, t */
  cpShape* circle = cpCircleShapeNew(NULL, r, cpv(cx, cy));
  cpShapeUpdate(box, cpTransformIdentity);
  cpShapeUpdate(circle, cpTransformIdentity);
  const int n = cpShapesCollide(circle, box).count;
  cpShapeFree(circle);
  cpShapeFree(box);
  return n;
}

int main(void) {
  const int edge = contacts(1, -3, 3), corner = contacts(0, -3, 3);
  printf("circle (1, -3) r 3 vs box [0,5]x[0,1] (touching the bottom edge): expected 1 contact, got %d\n", edge);
  printf("circle (0, -3) r 3 vs box [0,5]x[0,1] (touching the corner): expected 1 contact, got %d\n", corner);
  return edge > 0 && corner > 0 ? 0 : 1;
}
