// Counterexamples the harness found for each known-wrong variant (known_wrong_test.cpp's
// hunt, builder mode noted), pinned as hex floats: each must stay a violation of the
// variant's contract, and the product variant it mutates must pass on it.
#include <gtest/gtest.h>

#include <spherebox/overlap.hpp>
#include <spherebox_ref/core/check_all.hpp>
#include <string>

#include "test_util.hpp"
#include <spherebox_ref/sphere_aabb/known_wrong.hpp>

namespace {

using namespace spherebox;

// Lattice mode, double/2: r = 0 and the centre on a corner of a degenerate box (D = R = 0).
// The printed rejection `e <= r` fires for e = 0 and answers "no overlap".
TEST(KnownWrongCounterexample, BranchlessAsPrinted) {
  const ref::sphere_aabb_case<double, 2> c{{{-0x1p-7, -0x1p-7}, 0x0p+0},
                                           {{-0x1p-7, -0x1p-7}, {0x1p-8, -0x1p-7}}};
  EXPECT_EQ(ref::oracle(c)->margin(), 0);
  EXPECT_FALSE(known_wrong::branchless_as_printed::test(c.s, c.b));
  test::pin<known_wrong::branchless_as_printed, sphere_aabb::branchless>(c, "bounded contract (b)");
}

// Tangent mode, float/3: face tangency on a box flat in x, 34 - 28.5 = 5.5 = r, all on 2^-1.
TEST(KnownWrongCounterexample, StrictFinal) {
  const ref::sphere_aabb_case<float, 3> c{
      {{0x1.1p+5f, 0x1.dp+4f, 0x1.ep+2f}, 0x1.6p+2f},
      {{0x1.c8p+4f, 0x1.ap+3f, -0x1.cp+1f}, {0x1.c8p+4f, 0x1.2cp+5f, 0x1.bp+3f}}};
  EXPECT_EQ(ref::oracle(c)->margin(), 0);
  EXPECT_TRUE(ref::intermediates_representable(c));
  test::pin<known_wrong::strict_final, sphere_aabb::arvo>(c, "bounded contract (b)");
}

// KnownWrong property, float/3 (seed 1, after 8 cases): the centre lies 209.75 below min on y,
// inside the ball's reach; measured to max (485) it seems out of reach. The margin, R - D =
// 18880.5, is far beyond k*u*S, so the clause broken is (a), not the representable-grid (b):
// the values sit on 2^-2 but 4*N*B^2 exceeds 2^24 there.
TEST(KnownWrongCounterexample, FarFace) {
  const ref::sphere_aabb_case<float, 3> c{{{-0x1.9p+7f, -0x1.cbcp+8f, -0x1.1p+7f}, 0x1.f58p+7f},
                                          {{-0x1.b44p+8f, -0x1.f4p+7f, -0x1.bc4p+8f}, {0x1.ffp+7f, 0x1.94p+4f, 0x1.63p+7f}}};
  EXPECT_TRUE(ref::oracle(c)->holds());
  EXPECT_FALSE(ref::intermediates_representable(c));
  EXPECT_FALSE(known_wrong::far_face::test(c.s, c.b));
  test::pin<known_wrong::far_face, sphere_aabb::arvo>(c, "bounded contract (a)");
}

// Tangent mode, float/2: corner tangency; c.x == min.x - r exactly, which `<=` rejects.
TEST(KnownWrongCounterexample, ConservativeNonstrict) {
  const ref::sphere_aabb_case<float, 2> c{{{-0x1.87ap+10f, -0x1.9p+2f}, 0x1.84fp+10f},
                                          {{-0x1.58p+3f, -0x1.bp+2f}, {-0x1.6p+1f, -0x1.8p+2f}}};
  EXPECT_EQ(ref::oracle(c)->margin(), 0);
  EXPECT_FALSE(known_wrong::conservative_nonstrict::test(c.s, c.b));
  test::pin<known_wrong::conservative_nonstrict, sphere_aabb::conservative>(c, "false negative");
}

// A ball far from the box on one axis: the rejection clause (contract (b)) promises "no overlap",
// and a variant that always answers "overlap" breaks it although it has no false negative.
TEST(KnownWrongCounterexample, ConservativeAlwaysTrue) {
  const ref::sphere_aabb_case<float, 2> c{{{-0x1p+3f, 0x0p+0f}, 0x1p+0f}, {{0x0p+0f, 0x0p+0f}, {0x1p+0f, 0x1p+0f}}};
  EXPECT_GT(ref::oracle(c)->margin(), 0);
  EXPECT_TRUE(known_wrong::conservative_always_true::test(c.s, c.b));
  test::pin<known_wrong::conservative_always_true, sphere_aabb::conservative>(c, "conservative contract (b)");
}

// Near mode, float/2: the ball strictly overlaps (D < R), but recomputing centre and half
// extent from the bounds rounds, and |p - c| - h > r rejects it.
TEST(KnownWrongCounterexample, ConservativeCenterHalf) {
  const ref::sphere_aabb_case<float, 2> c{
      {{-0x1.41023cp+107f, -0x1.01c56ep+108f}, 0x1.89bde6p+103f},
      {{-0x1.28665ep+107f, -0x1.4d56fcp+108f}, {0x1.54ed86p+108f, -0x1.6c67c2p+107f}}};
  EXPECT_LT(ref::oracle(c)->margin(), 0);
  EXPECT_FALSE(known_wrong::conservative_center_half::test(c.s, c.b));
  test::pin<known_wrong::conservative_center_half, sphere_aabb::conservative>(c, "false negative");
}

// Nudged mode, float/2 at 2^103: beyond the declared 2^61, r*r and d2 overflow to inf and
// inf <= inf reads a disjoint ball as overlapping. arvo declares the limit and refuses it.
TEST(KnownWrongCounterexample, ArvoNoDomainGuard) {
  const ref::sphere_aabb_case<float, 2> c{{{-0x1.3dp+103f, 0x1.dp+98f}, 0x1.41fff8p+103f},
                                          {{0x1.4p+97f, 0x1.dp+98f}, {0x1.6p+98f, 0x1.6p+99f}}};
  EXPECT_FALSE(ref::oracle(c)->holds());
  EXPECT_TRUE(known_wrong::arvo_no_domain_guard::test(c.s, c.b));
  EXPECT_EQ(overlaps_checked<sphere_aabb::arvo>(c.s, c.b).error, errc::out_of_domain);
  test::pin<known_wrong::arvo_no_domain_guard, sphere_aabb::arvo>(c, "bounded contract (a)");
}

// Lattice mode, float/2 at 2^-127: the squares underflow to 0 and a disjoint ball reads as
// overlapping. Allowed by arvo's absolute term a*eta, not by a purely relative bound.
TEST(KnownWrongCounterexample, ArvoDenormal) {
  const ref::sphere_aabb_case<float, 2> c{
      {{0x0p+0f, -0x1.8p-127f}, 0x1.8p-127f},
      {{-0x1.4p-127f, 0x1.ep-128f}, {0x1.8p-129f, 0x1.fp-127f}}};
  EXPECT_FALSE(ref::oracle(c)->holds());
  EXPECT_TRUE(known_wrong::arvo_denormal::test(c.s, c.b));
  test::pin<known_wrong::arvo_denormal, sphere_aabb::arvo>(c, "bounded contract (a)");
}

}  // namespace
