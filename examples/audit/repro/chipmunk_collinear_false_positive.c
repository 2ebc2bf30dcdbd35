/* Chipmunk2D 7.0.3: cpShapesCollide reports a contact between a circle and a box that are
 * 0.75 apart, when the circle's centre lies on the line through the box's top edge.
 * Found by spherebox's harness (docs/audit.md, "Chipmunk2D"); standalone, needs only Chipmunk:
 *   cc chipmunk_collinear_false_positive.c -lchipmunk -lm && ./a.out
 * The box is [1, 2] x [0, 1] (cpBoxShapeNew2, no rounding radius); the circle has radius 0.25.
 * Centre (0, 1) is on the line y = 1 of the box's top edge, 1 to the left of the corner (1, 1):
 * the shapes are 1 - 0.25 = 0.75 apart. Every number here is a small binary fraction, so no
 * rounding is involved in the exact answer. Moving the centre off that line by 1/1024 gives the
 * right answer. (The audit saw the same on other edge lines, e.g. centre (0, 0) against
 * [0, 1] x [0.25, 1], but not on all of them.) Exit status 1 while the contact is reported. */
#include <chipmunk/chipmunk.h>
#include <stdio.h>

static int contacts(double cx, double cy, double r) {
  cpShape* box = cpBoxShapeNew2(NULL, cpBBNew(1, 0, 2, 1), 0); /* l, b, r, t */
  cpShape* circle = cpCircleShapeNew(NULL, r, cpv(cx, cy));
  cpShapeUpdate(box, cpTransformIdentity);
  cpShapeUpdate(circle, cpTransformIdentity);
  const int n = cpShapesCollide(circle, box).count;
  cpShapeFree(circle);
  cpShapeFree(box);
  return n;
}

int main(void) {
  const int on_line = contacts(0, 1, 0.25);
  const int off_line = contacts(0, 1 - 1.0 / 1024, 0.25);
  printf("circle (0, 1) r 0.25 vs box [1,2]x[0,1]: expected 0 contacts, got %d\n", on_line);
  printf("circle (0, 1023/1024) r 0.25 vs box [1,2]x[0,1]: expected 0 contacts, got %d\n", off_line);
  return on_line == 0 && off_line == 0 ? 0 : 1;
}
