// The known-wrong ellipsoid variants (reference/include/spherebox_ref/ellipsoid_{aabb,obb}/known_wrong.hpp) on pinned
// counterexamples: the contract check must reject each with the expected clause, the replay
// bytes must decode to the case itself, and the product variant it mutates must pass.
#include <gtest/gtest.h>

#include <spherebox/overlap.hpp>
#include <spherebox_ref/ellipsoid_aabb/build.hpp>
#include <spherebox_ref/ellipsoid_obb/build.hpp>
#include <spherebox_ref/core/check_all.hpp>
#include <string>

#include "test_util.hpp"
#include <spherebox_ref/ellipsoid_aabb/known_wrong.hpp>
#include <spherebox_ref/ellipsoid_obb/known_wrong.hpp>

namespace {

using namespace spherebox;

/// The issue's case: radii (10,1,1) at the origin vs the cube of half 0.5 centred at
/// (cx,0,0) turned 90 degrees about z (axes (0,1,0), (-1,0,0), (0,0,1)): the same point set
/// as the unturned cube [cx-0.5, cx+0.5] x [-0.5,0.5]^2.
template <class T>
ref::ellipsoid_obb_case<T, 3> issue_case(T rx, T cx) {
  return {{{0, 0, 0}, {rx, 1, 1}},
          {{cx, 0, 0}, {{{0, 1, 0}, {-1, 0, 0}, {0, 0, 1}}}, {T(.5), T(.5), T(.5)}}};
}

// method4 divides the box-frame distance on box axis 1 (4.5, along world x) by the radius of
// world axis 1 (1): 20.25 > 1, "disjoint". The exact answer is overlap: D = (4.5/10)^2.
// Radius 10 is not a power of two, so clause (a) rejects it: the margin -0.7975 is far
// outside k*u*S. In double (float's ratio limit is 8, so the float copy uses radius 8, a power
// of two, and clause (b) rejects it).
TEST(EllipsoidKnownWrong, Method4IssueCounterexample) {
  const auto c = issue_case<double>(10, 5);
  const auto ex = ref::oracle(c);
  ASSERT_TRUE(ex.has_value());
  EXPECT_TRUE(ex->holds()) << "oracle says overlap";
  EXPECT_EQ(*ref::exact_d(c), ref::rational(81, 400));
  EXPECT_FALSE(known_wrong::method4::test(c.e, c.o));
  EXPECT_TRUE(ellipsoid_obb::metric::test(c.e, c.o));
  EXPECT_TRUE(ellipsoid_obb::conservative::test(c.e, c.o));
  test::pin<known_wrong::method4, ellipsoid_obb::metric>(c, "bounded contract (a)");

  const auto f = issue_case<float>(8, 5);
  EXPECT_TRUE(ref::oracle(f)->holds()) << "oracle says overlap";
  EXPECT_TRUE(ref::intermediates_representable(f));
  EXPECT_FALSE(known_wrong::method4::test(f.e, f.o));
  test::pin<known_wrong::method4, ellipsoid_obb::metric>(f, "bounded contract (b)");
}

// The same cube unturned (identity axes): method4 is right there, so the defect is the frame.
TEST(EllipsoidKnownWrong, Method4IsRightOnUnturnedBoxes) {
  auto c = issue_case<double>(10, 5);
  c.o.axes = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
  EXPECT_TRUE(known_wrong::method4::test(c.e, c.o));
  EXPECT_FALSE(ref::check<known_wrong::method4>(c).has_value());
}

// Exact face tangency of a turned box (x in [4,6], radius 4 on x): the closest point is inside
// a face, which the vertices-only form never evaluates.
TEST(EllipsoidKnownWrong, MetricVerticesOnlyMissesFaceTangency) {
  const ref::ellipsoid_obb_case<float, 3> c{
      {{0, 0, 0}, {4, 1, 2}}, {{5, 0, 0}, {{{0, 1, 0}, {-1, 0, 0}, {0, 0, 1}}}, {.5f, 1, .5f}}};
  EXPECT_EQ(ref::oracle(c)->margin(), 0);
  EXPECT_TRUE(ref::intermediates_representable(c));
  EXPECT_FALSE(known_wrong::metric_vertices_only::test(c.e, c.o));
  test::pin<known_wrong::metric_vertices_only, ellipsoid_obb::metric>(c, "bounded contract (b)");
}

// Exact face tangency with a power-of-two radius: D = 1 and every intermediate is exact, so
// `s < 1` is a contract violation, not rounding.
TEST(EllipsoidKnownWrong, ScaledStrictMissesExactTangency) {
  const ref::ellipsoid_aabb_case<float, 3> c{{{5, .5f, .5f}, {4, 1, 1}}, {{0, 0, 0}, {1, 1, 1}}};
  EXPECT_EQ(ref::oracle(c)->margin(), 0);
  EXPECT_TRUE(ref::intermediates_representable(c));
  test::pin<known_wrong::scaled_strict, ellipsoid_aabb::scaled>(c, "bounded contract (b)");
}

}  // namespace
