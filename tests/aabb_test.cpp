// AABB–AABB (closed and open sets) and the closest point of an AABB: known answers, then the
// exact contract on builder-made and raw cases through check_all.
#include <gtest/gtest.h>

#include <limits>
#include <spherebox/aabb_aabb/variants.hpp>
#include <spherebox/aabb_point/clamp.hpp>
#include <spherebox/overlap.hpp>
#include <spherebox_ref/aabb_aabb/build.hpp>
#include <spherebox_ref/aabb_point/build.hpp>

#include "test_util.hpp"

namespace {

using namespace spherebox;
using b2 = box<float, 2>;
using b3 = box<double, 3>;

TEST(AabbAabb, KnownAnswers) {
  const b2 unit{{0, 0}, {1, 1}};
  const b2 right{{1, 0}, {2, 1}};               // shares the face x = 1
  const b2 corner{{1, 1}, {2, 2}};              // shares only the corner (1, 1)
  const b2 apart{{0x1.000002p+0f, 0}, {2, 1}};  // one ulp to the right of the face
  const b2 inner{{0.25f, 0.25f}, {0.5f, 0.5f}};
  EXPECT_TRUE(aabb_aabb::closed::test(unit, right));
  EXPECT_FALSE(aabb_aabb::open::test(unit, right));
  EXPECT_TRUE(aabb_aabb::closed::test(unit, corner));
  EXPECT_FALSE(aabb_aabb::open::test(unit, corner));
  EXPECT_FALSE(aabb_aabb::closed::test(unit, apart));
  EXPECT_FALSE(aabb_aabb::open::test(unit, apart));
  EXPECT_TRUE(aabb_aabb::closed::test(unit, inner));
  EXPECT_TRUE(aabb_aabb::open::test(inner, unit));
  EXPECT_TRUE(overlaps(unit, right));  // default: closed
  EXPECT_EQ(overlaps(right, unit), overlaps(unit, right));
}

TEST(AabbAabb, NanAnswersFalse) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const b2 unit{{0, 0}, {1, 1}};
  for (int i = 0; i < 4; ++i) {
    b2 bad = unit;
    (i < 2 ? bad.min : bad.max)[i % 2] = nan;
    EXPECT_FALSE(aabb_aabb::closed::test(unit, bad)) << i;
    EXPECT_FALSE(aabb_aabb::open::test(bad, unit)) << i;
  }
}

TEST(AabbAabb, DegenerateBoxes) {
  const b3 cube{{0, 0, 0}, {1, 1, 1}};
  const b3 point_on_face{{1, 0.5, 0.5}, {1, 0.5, 0.5}};
  const b3 point_inside{{0.5, 0.5, 0.5}, {0.5, 0.5, 0.5}};
  EXPECT_TRUE(aabb_aabb::closed::test(cube, point_on_face));
  EXPECT_FALSE(aabb_aabb::open::test(cube, point_on_face));
  EXPECT_TRUE(aabb_aabb::closed::test(cube, point_inside));
  EXPECT_EQ(overlaps_checked(cube, point_inside).error, errc::ok);
  // A point box has an empty interior, so as open sets it overlaps nothing (the oracle's
  // intersection [0.5, 0.5] has no interior) while the strict comparisons still hold: open's
  // domain excludes degenerate boxes and its checked form refuses them.
  const ref::aabb_aabb_case<double, 3> c{cube, point_inside};
  EXPECT_FALSE(*ref::oracle(c, true));
  EXPECT_EQ(overlaps_checked<aabb_aabb::open>(cube, point_inside).error, errc::degenerate_box);
  EXPECT_EQ(overlaps_checked<aabb_aabb::open>(point_on_face, cube).error, errc::degenerate_box);
}

TEST(AabbPoint, ClosestPointKnownAnswers) {
  const b3 b{{-1, 0, 2}, {1, 4, 2}};  // flat in z: a rectangle at z = 2
  using p3 = point<double, 3>;
  EXPECT_EQ(closest_point(b, p3{0.5, 1, 2}), (p3{0.5, 1, 2}));  // inside
  EXPECT_EQ(closest_point(b, p3{1, 3, 2}), (p3{1, 3, 2}));      // on a face
  EXPECT_EQ(closest_point(b, p3{5, -7, 0}), (p3{1, 0, 2}));     // outside, nearest a corner
  EXPECT_EQ(closest_point(b, p3{0.25, 9, 3}), (p3{0.25, 4, 2}));
  const b3 dot{{3, 3, 3}, {3, 3, 3}};  // degenerate: a single point
  EXPECT_EQ(closest_point(dot, p3{-1, 7, 3}), (p3{3, 3, 3}));
  const auto q = closest_point(box<float, 2>{{0, 0}, {1, 1}}, point<float, 2>{-0.0f, 2});
  EXPECT_EQ(q, (point<float, 2>{-0.0f, 1}));
  EXPECT_EQ(aabb_point::clamp::point(b, p3{5, -7, 0}), closest_point(b, p3{5, -7, 0}));
}

/// check_all on `per_mode` cases of every mode (raw bit patterns included).
template <class Registry, class Case>
void boxes_honour_contracts(std::uint64_t seed, int per_mode) {
  int in_domain = 0;
  bool failed = false;
  // make<Case> is build_box_query for a box query (core/build.hpp).
  test::for_builder_cases<Case>(seed, per_mode, [&](const Case& c, ref::mode) {
    if (const auto v = ref::check_all<Registry>(c)) {
      ADD_FAILURE() << ref::show(*v);
      failed = true;
      return false;
    }
    in_domain += ref::all_finite(c) ? 1 : 0;
    return true;
  });
  if (failed) return;
  EXPECT_GT(in_domain, per_mode * 4);
}

TEST(AabbAabb, ExactOnBuilderCasesFloat2) {
  boxes_honour_contracts<aabb_aabb::all, ref::aabb_aabb_case<float, 2>>(31, 2000);
}
TEST(AabbAabb, ExactOnBuilderCasesDouble3) {
  boxes_honour_contracts<aabb_aabb::all, ref::aabb_aabb_case<double, 3>>(32, 2000);
}
TEST(AabbPoint, ExactOnBuilderCasesFloat3) {
  boxes_honour_contracts<aabb_point::all, ref::aabb_point_case<float, 3>>(33, 2000);
}
TEST(AabbPoint, ExactOnBuilderCasesDouble2) {
  boxes_honour_contracts<aabb_point::all, ref::aabb_point_case<double, 2>>(34, 2000);
}

}  // namespace
