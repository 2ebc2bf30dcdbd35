/* Chipmunk2D 7.0.3: cpShapesCollide gets two circle-box pairs wrong, on small exact inputs.
 * Found by spherebox's harness (docs/audit.md, "Chipmunk2D"); standalone, needs only Chipmunk:
 *   cc chipmunk_circle_box.c -lchipmunk -lm && ./a.out
 * Boxes from cpBoxShapeNew2 (no rounding radius); every number is a small binary fraction, so no
 * rounding is involved in the exact answers.
 * 1. A missed contact: box [0, 5] x [0, 1], circle centre (1, -3), radius 3. It touches the
 *    box's bottom edge at (1, 0): the distance from the centre to the box is 0 - (-3) = 3, the
 *    radius. The same circle at (0, -3), touching the corner (0, 0), is found.
 * 2. A contact 0.75 away: box [1, 2] x [0, 1], circle radius 0.25, centre (0, 1) on the line
 *    y = 1 of the box's top edge, 1 to the left of the corner (1, 1): the shapes are
 *    1 - 0.25 = 0.75 apart. With the centre 1/1024 off that line the answer is right. (The audit
 *    saw the same on other edge lines, e.g. centre (0, 0) against [0, 1] x [0.25, 1], not on all.)
 * Exit status 1 while either answer is wrong. */
#include <chipmunk/chipmunk.h>
#include <stdio.h>

static int contacts(cpBB bb, double cx, double cy, double r) {
  cpShape* box = cpBoxShapeNew2(NULL, bb, 0);
  cpShape* circle = cpCircleShapeNew(NULL, r, cpv(cx, cy));
  cpShapeUpdate(box, cpTransformIdentity);
  cpShapeUpdate(circle, cpTransformIdentity);
  const int n = cpShapesCollide(circle, box).count;
  cpShapeFree(circle);
  cpShapeFree(box);
  return n;
}

int main(void) {
  const cpBB low = cpBBNew(0, 0, 5, 1), right = cpBBNew(1, 0, 2, 1); /* l, b, r, t */
  const int edge = contacts(low, 1, -3, 3), corner = contacts(low, 0, -3, 3);
  const int on_line = contacts(right, 0, 1, 0.25), off_line = contacts(right, 0, 1 - 1.0 / 1024, 0.25);
  printf("1. circle (1, -3) r 3 vs box [0,5]x[0,1] (touching the bottom edge): expected 1 contact, got %d\n", edge);
  printf("   circle (0, -3) r 3 vs box [0,5]x[0,1] (touching the corner): expected 1 contact, got %d\n", corner);
  printf("2. circle (0, 1) r 0.25 vs box [1,2]x[0,1] (0.75 apart): expected 0 contacts, got %d\n", on_line);
  printf("   circle (0, 1023/1024) r 0.25 vs box [1,2]x[0,1]: expected 0 contacts, got %d\n", off_line);
  return edge > 0 && corner > 0 && on_line == 0 && off_line == 0 ? 0 : 1;
}
